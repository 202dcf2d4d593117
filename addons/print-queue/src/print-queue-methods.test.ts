import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPrintPdf } from '@dcs/print';
import { createManualClock } from '@dcs/platform/conformance';
import type { AddonTestKit } from '@dcs/server/addon-testing';
import type { PlatformServices, ProductInput } from '@dcs/platform';
import type { HttpTestClient } from '../../../packages/server/src/testing/http-test-client.ts';
import { referenceDesignJson } from '../../../packages/print/src/testing/print-fixtures.ts';
import { runTool, toolsAvailable } from '../../../packages/print/src/testing/pdf-tools.ts';
import { GHOSTSCRIPT_CMYK_ICC, drainQueue, paidOrderOf, sha256, startPrintQueueSystem, uploadCmykProfileRecord } from './testing/print-queue-fixtures.ts';

const available = toolsAvailable('print queue methods', [GHOSTSCRIPT_CMYK_ICC, 'pdfimages']);

describe.skipIf(!available)('print queue with the shop printing methods (services.printing)', () => {
  let kit: AddonTestKit;
  let admin: HttpTestClient;
  let services: PlatformServices;
  let hotfolder: string;
  let profile: { id: number; sha256: string };
  const ids: Record<string, number> = {};
  let sku = 0;

  /** A product through the shop, with its printing methods assigned through the admin API. */
  async function product(methodCodes: readonly string[], options: ProductInput['options'] = []): Promise<number> {
    const created = await services.shop.createProduct({ name: 'Flyer', sku: `PQM-${++sku}`, basePrice: 100, currency: 'EUR', options });
    const patched = await admin.request('PATCH', `/api/v1/products/${created.id}`, { json: { printingMethodIds: methodCodes.map((code) => ids[code]!) } });
    expect(patched.status, patched.text).toBe(200);
    return created.id;
  }

  /** Renders and delivers an order; answers each job with its ticket and print PDF check. */
  async function printed(lines: Array<{ productId: number; options?: Record<string, string> }>) {
    const order = await paidOrderOf(services, lines.map((line) => ({ ...line, quantity: 10, design: referenceDesignJson() })));
    await drainQueue(services);
    const jobs = (await admin.get(`/wp-json/svc/v1/print-queue?search=${order.id}&per_page=100`)).body as any[];
    return Promise.all(
      jobs
        // search also matches SKUs that contain the order id
        .filter((job) => job.order.id === order.id)
        .sort((a, b) => a.item.id - b.item.id)
        .map(async (job) => {
          expect(job.state, JSON.stringify(job.error)).toBe('delivered');
          const ticket = JSON.parse(readFileSync(join(hotfolder, job.files.ticket.name), 'utf8'));
          const pdf = await checkPrintPdf(new Uint8Array(readFileSync(join(hotfolder, job.files.artifact.name))), { mode: ticket.colorMode, pageBoxes: true });
          return { job, ticket, pdf };
        }),
    );
  }

  beforeAll(async () => {
    ({ kit, services, admin, hotfolder } = await startPrintQueueSystem());
    profile = await uploadCmykProfileRecord(admin);
    const saved = await admin.post('/wp-json/svc/v1/print-queue/settings', {
      enabled: true,
      directory: hotfolder,
      printingMethod: { code: 'house', name: 'House proof', colorMode: 'rgb', cropMarks: false },
    });
    expect(saved.status, saved.text).toBe(200);
    for (const method of [
      { name: 'Offset', code: 'offset-cmyk', output: { colorMode: 'cmyk', iccProfileId: profile.id, cropMarks: true } },
      { name: 'Digital', code: 'digital-rgb', output: { colorMode: 'rgb', cropMarks: false } },
      { name: 'Retired', code: 'retired', active: false, output: { colorMode: 'rgb' } },
      { name: 'Fine art', code: 'fineart', output: { colorMode: 'cmyk', iccProfileId: profile.id, cropMarks: true, photoCompression: 'lossless' } },
    ]) {
      const created = await admin.post('/api/v1/printing/methods', method);
      expect(created.status, created.text).toBe(201);
      ids[method.code] = created.body.id;
    }
  }, 120_000);
  afterAll(() => kit?.close());

  it("prints photos as CMYK JPEG by default and lossless when the method says so", async () => {
    const [jpeg, lossless] = await printed([{ productId: await product(['offset-cmyk']) }, { productId: await product(['fineart']) }]);
    const images = (job: { files: { artifact: { name: string } } }) => runTool('pdfimages', ['-list', join(hotfolder, job.files.artifact.name)]).trim().split('\n').slice(2).map((line) => line.trim().split(/\s+/));
    // page num type width height color comp bpc enc …
    expect(images(jpeg!.job).map((row) => [row[5], row[8]])).toEqual([['cmyk', 'jpeg']]);
    expect(images(lossless!.job).map((row) => [row[5], row[8]])).toEqual([['cmyk', 'image']]);
    expect(jpeg!.pdf.problems).toEqual([]);
    expect(lossless!.pdf.problems).toEqual([]);
    expect((await admin.get(`/api/v1/printing/methods/${ids.fineart}`)).body.output).toMatchObject({ photoCompression: 'lossless' });
  });

  it("renders each product with its own first active method: CMYK through the method's profile, or RGB", async () => {
    const [cmyk, rgb] = await printed([{ productId: await product(['retired', 'offset-cmyk']) }, { productId: await product(['digital-rgb']) }]);

    expect(cmyk!.job.printingMethod).toEqual({ requested: null, used: 'offset-cmyk' });
    expect(cmyk!.ticket).toMatchObject({ printingMethod: 'offset-cmyk', colorMode: 'cmyk', outputProfile: { sha256: profile.sha256 } });
    expect(cmyk!.pdf.problems).toEqual([]);
    expect(cmyk!.pdf.outputIntent).toMatchObject({ profileComponents: 4 });
    expect(cmyk!.pdf.colorSpaces).toContain('DeviceCMYK');
    const cmykPage = cmyk!.pdf.pages[0]!;
    expect(cmykPage.mediaBox[2]! - cmykPage.mediaBox[0]!, 'crop marks widen the page').toBeGreaterThan(cmykPage.bleedBox![2]! - cmykPage.bleedBox![0]!);

    expect(rgb!.job.printingMethod).toEqual({ requested: null, used: 'digital-rgb' });
    expect(rgb!.ticket).toMatchObject({ printingMethod: 'digital-rgb', colorMode: 'rgb', outputProfile: null });
    expect(rgb!.pdf.problems).toEqual([]);
    expect(rgb!.pdf.outputIntent).toBeNull();
    expect(rgb!.pdf.colorSpaces).not.toContain('DeviceCMYK');
    const rgbPage = rgb!.pdf.pages[0]!;
    expect(rgbPage.mediaBox, 'no crop marks').toEqual(rgbPage.bleedBox);
    expect(sha256(readFileSync(join(hotfolder, rgb!.job.files.artifact.name)))).toBe(rgb!.ticket.files[0].sha256);
  }, 120_000);

  it("follows the order item's printing_method option among the product's active methods", async () => {
    const values = ['digital-rgb', 'offset-cmyk', 'retired'].map((value) => ({ value, label: value, priceDelta: 0 }));
    const productId = await product(['offset-cmyk', 'digital-rgb'], [{ name: 'printing_method', label: 'Printing', values }]);
    const jobs = await printed(['digital-rgb', 'offset-cmyk', 'retired'].map((code) => ({ productId, options: { printing_method: code } })));
    expect(jobs.map(({ job }) => job.printingMethod)).toEqual([
      { requested: 'digital-rgb', used: 'digital-rgb' },
      { requested: 'offset-cmyk', used: 'offset-cmyk' },
      // An inactive method is not offered: the product's first active one prints.
      { requested: 'retired', used: 'offset-cmyk' },
    ]);
    expect(jobs.map(({ ticket }) => [ticket.printingMethod, ticket.colorMode])).toEqual([
      ['digital-rgb', 'rgb'],
      ['offset-cmyk', 'cmyk'],
      ['offset-cmyk', 'cmyk'],
    ]);
    for (const { pdf } of jobs) expect(pdf.problems).toEqual([]);
  }, 120_000);

  it('a quote of the dynamic-pricing addon charges the method each job prints with (one services.printing resolution)', async () => {
    const pricing = await kit.upload(admin, await kit.buildSigned(join(import.meta.dirname, '..', '..', 'dynamic-pricing')), { license_key: kit.license(['dynamic-pricing']) });
    expect(pricing.status, pricing.text).toBe(201);
    expect((await admin.post('/api/v1/addons/state', ['print-queue', 'dynamic-pricing'])).status).toBe(200);
    for (const [code, setupFee] of [['offset-cmyk', 1000], ['digital-rgb', 300]] as const) {
      expect((await admin.request('PATCH', `/api/v1/printing/methods/${ids[code]}`, { json: { pricing: { setupFee } } })).status).toBe(200);
    }
    const values = ['digital-rgb', 'offset-cmyk', 'retired'].map((value) => ({ value, label: value, priceDelta: 0 }));
    const productId = await product(['offset-cmyk', 'digital-rgb'], [{ name: 'printing_method', label: 'Printing', values }]);
    const customer = kit.t.client();
    const quoted = [];
    for (const code of ['digital-rgb', 'offset-cmyk', 'retired']) {
      const quote = await customer.post('/wp-json/svc/v1/pricing/quote', { product_id: productId, quantity: 10, options: { printing_method: code }, design: referenceDesignJson() });
      expect(quote.status, quote.text).toBe(200);
      quoted.push([quote.body.printing_method, quote.body.breakdown[0].amount]);
    }
    const jobs = await printed(['digital-rgb', 'offset-cmyk', 'retired'].map((code) => ({ productId, options: { printing_method: code } })));
    expect(quoted).toEqual([
      ['digital-rgb', 300],
      ['offset-cmyk', 1000],
      ['offset-cmyk', 1000],
    ]);
    expect(jobs.map(({ job }) => job.printingMethod.used)).toEqual(quoted.map(([used]) => used));
  }, 120_000);

  it("falls back to the addon's own printing method for a product without active methods", async () => {
    const [none, retiredOnly] = await printed([{ productId: await product([]) }, { productId: await product(['retired']) }]);
    for (const { job, ticket, pdf } of [none!, retiredOnly!]) {
      expect(job.printingMethod).toEqual({ requested: null, used: 'house' });
      expect(ticket).toMatchObject({ printingMethod: 'house', colorMode: 'rgb' });
      expect(pdf.problems).toEqual([]);
      expect(pdf.pages[0]!.mediaBox).toEqual(pdf.pages[0]!.bleedBox);
    }
  }, 120_000);
});

describe.skipIf(!available)('print queue with a CMYK printing method and no ICC profile anywhere', () => {
  let kit: AddonTestKit;
  let admin: HttpTestClient;
  let services: PlatformServices;
  let hotfolder: string;
  const clock = createManualClock(Date.now());
  afterAll(() => kit?.close());

  beforeAll(async () => {
    // A system of its own: the other suite's first uploaded profile became the shop's default output
    // profile. Its clock moves on the test's word, past any backoff a retry would wait for.
    ({ kit, services, admin, hotfolder } = await startPrintQueueSystem({ clock }));
    const saved = await admin.post('/wp-json/svc/v1/print-queue/settings', { enabled: true, directory: hotfolder });
    expect(saved.status, saved.text).toBe(200);
  }, 120_000);

  it('fails the job for good with svc_print_queue_profile_missing; once a profile is uploaded, retry renders it in CMYK', async () => {
    expect((await admin.get('/api/v1/icc_profiles')).body).toEqual([]);
    const method = await admin.post('/api/v1/printing/methods', { name: 'Offset', code: 'offset-bare', output: { colorMode: 'cmyk', iccProfileId: null } });
    expect(method.status, method.text).toBe(201);
    const created = await services.shop.createProduct({ name: 'Poster', sku: 'PQM-BARE', basePrice: 100, currency: 'EUR' });
    expect((await admin.request('PATCH', `/api/v1/products/${created.id}`, { json: { printingMethodIds: [method.body.id] } })).status).toBe(200);
    const order = await paidOrderOf(services, [{ productId: created.id, quantity: 10, design: referenceDesignJson() }]);
    const jobOf = async () => ((await admin.get(`/wp-json/svc/v1/print-queue?search=${order.id}`)).body as any[]).find((job) => job.order.id === order.id);

    await drainQueue(services);
    const failed = await jobOf();
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, round: 1, files: {}, error: { code: 'svc_print_queue_profile_missing' } });
    // Permanent: no second attempt, even once every backoff is over and the queue has run all it had.
    clock.advance(10 * 60_000);
    await drainQueue(services);
    expect(await jobOf()).toMatchObject({ state: 'failed', attempts: 1, round: 1, error: { code: 'svc_print_queue_profile_missing' } });
    expect(readdirSync(hotfolder)).toEqual([]);

    // The first printer profile uploaded becomes the shop's default output profile, which the method prints through.
    const profile = await uploadCmykProfileRecord(admin);
    expect((await admin.get(`/api/v1/icc_profiles/${profile.id}`)).body.isDefault).toBe(true);
    expect((await admin.post(`/wp-json/svc/v1/print-queue/${failed.id}/retry`)).body).toMatchObject({ state: 'queued', round: 2, attempts: 0 });
    await drainQueue(services);
    const done = await jobOf();
    expect(done).toMatchObject({ state: 'delivered', round: 2, attempts: 1, error: null, printingMethod: { used: 'offset-bare' } });
    const ticket = JSON.parse(readFileSync(join(hotfolder, done.files.ticket.name), 'utf8'));
    expect(ticket).toMatchObject({ printingMethod: 'offset-bare', colorMode: 'cmyk', outputProfile: { sha256: profile.sha256 } });
    const pdf = await checkPrintPdf(new Uint8Array(readFileSync(join(hotfolder, done.files.artifact.name))), { mode: 'cmyk', pageBoxes: true });
    expect(pdf.problems).toEqual([]);
    expect(pdf.outputIntent).toMatchObject({ profileComponents: 4 });
  }, 120_000);
});
