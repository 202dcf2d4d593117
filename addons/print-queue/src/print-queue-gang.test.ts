import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, type TestDatabase } from '../../../packages/server/src/testing/test-databases.ts';
import { createManualClock } from '@dcs/platform/conformance';
import type { AddonTestKit } from '@dcs/server/addon-testing';
import type { PlatformServices } from '@dcs/platform';
import type { HttpTestClient } from '../../../packages/server/src/testing/http-test-client.ts';
import { ghostscriptPixels, zbarCodes } from '../../../packages/print/src/testing/gang-fixtures.ts';
import { toolsAvailable } from '../../../packages/print/src/testing/pdf-tools.ts';
import { drainQueue, paidOrderOf, startPrintQueueSystem } from './testing/print-queue-fixtures.ts';

const available = toolsAvailable('gang sheets', ['qpdf', 'pdfinfo', 'gs', 'zbarimg']);

/** A transfer or card design of `width` × `height` mm: a background to the bleed and a disc. */
function artwork(width: number, height: number, color: string): Record<string, unknown> {
  return {
    schemaVersion: 3,
    name: `Art ${width}×${height}`,
    sides: [
      {
        id: 'front',
        name: 'Front',
        trim: { width, height },
        bleed: 2,
        safeMargin: 2,
        printAreas: [{ id: 'full', name: 'Full', x: -2, y: -2, width: width + 4, height: height + 4 }],
        elements: [
          { id: 'bg', type: 'shape', shape: 'rectangle', transform: { x: -2, y: -2, width: width + 4, height: height + 4, rotation: 0 }, fill: color },
          { id: 'disc', type: 'shape', shape: 'ellipse', transform: { x: width / 4, y: height / 4, width: width / 2, height: height / 2, rotation: 0 }, fill: '#FFFFFF' },
        ],
      },
    ],
  };
}

const ROLL = { code: 'dtf', kind: 'roll', width: 558.8, max_length: 3000, spacing: 5, margins: { top: 10, right: 5, bottom: 10, left: 5 }, allow_rotation: true, label_height: 6, output: { pdf: true, png: true }, dpi: 300 };
const CARDS = { code: 'cards', kind: 'sheet', sheet: { width: 450, height: 320 }, bleed: 2, gutter: 4, margins: { top: 12, right: 8, bottom: 8, left: 8 }, slug_height: 8, marks: { length: 3, offset: 3 }, allow_rotation: true, duplex: 'single', overs: 2 };

describeEachEngine('gang sheets in the print queue', (engine) => {
  let database: TestDatabase;
  const clock = createManualClock(Date.now());
  let kit: AddonTestKit;
  let admin: HttpTestClient;
  let services: PlatformServices;
  let hotfolder: string;
  const products: Record<string, number> = {};
  const api = '/wp-json/svc/v1/print-queue';

  async function orderJobs(productId: number, designs: Record<string, unknown>[], quantity: number): Promise<any[]> {
    const order = await paidOrderOf(services, designs.map((design) => ({ productId, quantity, design })));
    await drainQueue(services);
    const jobs = (await admin.get(`${api}?search=${order.id}&per_page=100`)).body as any[];
    return jobs.filter((job) => job.order.id === order.id);
  }

  beforeAll(async () => {
    database = await engine.create();
    ({ kit, services, admin, hotfolder } = await startPrintQueueSystem({ database, clock }));
    expect((await admin.post(`${api}/settings`, { enabled: true, directory: hotfolder })).status).toBe(200);
    for (const code of ['dtf', 'cards']) {
      const method = await admin.post('/api/v1/printing/methods', { name: code.toUpperCase(), code, output: { colorMode: 'rgb', cropMarks: false } });
      expect(method.status, method.text).toBe(201);
      const product = await services.shop.createProduct({ name: code === 'dtf' ? 'DTF transfer' : 'Business card', sku: `GANG-${code}`, basePrice: 100, currency: 'EUR' });
      expect((await admin.request('PATCH', `/api/v1/products/${product.id}`, { json: { printingMethodIds: [method.body.id] } })).status).toBe(200);
      products[code] = product.id;
    }
    const saved = await admin.post(`${api}/gang-settings`, { methods: [ROLL, CARDS] });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.methods[0]).toMatchObject({ max_length: 3000, allow_rotation: true, maxLength: 3000 });
  }, 120_000);
  afterAll(async () => {
    await kit?.close();
    await database?.drop();
  });

  it.skipIf(!available)('nests waiting DTF jobs onto a roll, keeps a moved piece where it was put, drops a held job, and delivers the roll', async () => {
    const sizes = [[120, 80], [60, 60], [250, 180], [90, 140], [200, 100], [75, 50]];
    const jobs = await orderJobs(products.dtf!, sizes.map(([w, h], index) => artwork(w!, h!, ['#D62828', '#003049', '#F77F00', '#2A9D8F', '#6A4C93', '#1982C4'][index]!)), 2);
    expect(jobs.map((job) => job.state)).toEqual(Array(6).fill('completed'));
    // Jobs of a ganging method wait for their sheet: nothing of theirs reaches the hotfolder alone.
    expect(readdirSync(hotfolder)).toEqual([]);

    const waiting = (await admin.get(`${api}/gang-sheets/waiting?method=dtf`)).body;
    expect(waiting.map((job: any) => job.id)).toEqual(jobs.map((job) => job.id).sort((a, b) => a - b));
    expect(waiting[0]).toMatchObject({ number: jobs.find((job) => job.id === waiting[0].id).number, quantity: 2, productName: 'DTF transfer' });
    const created = await admin.post(`${api}/gang-sheets`, { method: 'dtf' });
    expect(created.status, created.text).toBe(200);
    const sheet = created.body;
    expect(sheet).toMatchObject({ number: `G${String(sheet.id).padStart(6, '0')}`, kind: 'roll', state: 'draft' });
    expect(sheet.layout.rolls[0].items).toHaveLength(12);
    expect(sheet.layout.rolls[0].length / sheet.layout.lowerBound).toBeLessThan(1.3);

    // The staff drag one piece and lock it: it stays there, the rest re-flows around it.
    const moved = { job_id: jobs[0].id, copy: 2, roll: 0, x: 300, y: 40, rotated: false };
    const adjusted = await admin.post(`${api}/gang-sheets/${sheet.id}/layout`, { locks: [moved] });
    expect(adjusted.status, adjusted.text).toBe(200);
    const locked = adjusted.body.layout.rolls[0].items.find((item: any) => item.locked);
    expect(locked).toMatchObject({ id: String(jobs[0].id), copy: 2, x: 300, y: 40 });
    expect((await admin.post(`${api}/gang-sheets/${sheet.id}/layout`, { locks: [{ ...moved, x: 500 }] })).body.code).toBe('svc_print_queue_gang_layout_invalid');

    // A held job leaves the sheet before print.
    expect((await admin.post(`${api}/${jobs[5].id}/hold`, { reason: 'customer called' })).status).toBe(200);
    const reflowed = (await admin.get(`${api}/gang-sheets/${sheet.id}`)).body;
    expect(reflowed.items.map((item: any) => item.jobId)).not.toContain(jobs[5].id);
    expect(reflowed.layout.rolls[0].items).toHaveLength(10);
    expect(reflowed.layout.rolls[0].items.find((item: any) => item.locked)).toMatchObject({ x: 300, y: 40 });

    const sent = await admin.post(`${api}/gang-sheets/${sheet.id}/send`, {});
    expect(sent.body.state, sent.text).toBe('queued');
    await drainQueue(services);
    const done = (await admin.get(`${api}/gang-sheets/${sheet.id}`)).body;
    expect(done.state, done.error).toBe('delivered');
    const number = done.number;
    expect(readdirSync(hotfolder).sort()).toEqual([`${number}-roll1.pdf`, `${number}-roll1.png`, `${number}-sheet.pdf`]);
    // The PNG: transparent, 300 dpi recorded, the roll's physical size, every label readable.
    const rollPng = readFileSync(join(hotfolder, `${number}-roll1.png`));
    const metadata = await sharp(rollPng).metadata();
    expect([metadata.channels, metadata.hasAlpha, metadata.density, metadata.width]).toEqual([4, true, 300, Math.round((558.8 * 300) / 25.4)]);
    expect((metadata.height! * 25.4) / 300).toBeCloseTo(done.layout.rolls[0].length, 0);
    const corner = await sharp(rollPng).extract({ left: 0, top: 0, width: 4, height: 4 }).raw().toBuffer();
    expect(corner[3]).toBe(0);
    const roll = join(hotfolder, `${number}-roll1.pdf`);
    execFileSync('qpdf', ['--check', roll]);
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(execFileSync('pdfinfo', [roll], { encoding: 'utf8' }))!;
    expect(Number(size[1])).toBeCloseTo((558.8 * 72) / 25.4, 2);
    expect(Number(size[2])).toBeCloseTo((done.layout.rolls[0].length * 72) / 25.4, 2);
    const { png } = await ghostscriptPixels(new Uint8Array(readFileSync(roll)), 300);
    const expected = done.layout.rolls[0].items.map((item: any) => `PQ${item.id.padStart(6, '0')}-${item.copy}`).sort();
    expect(zbarCodes(png).sort()).toEqual(expected);
    const pngCodes = zbarCodes(await sharp(rollPng).flatten({ background: '#ffffff' }).png().toBuffer());
    expect(pngCodes.sort()).toEqual(expected);
    for (const job of jobs.slice(0, 5)) expect((await admin.get(`${api}/${job.id}`)).body.state).toBe('delivered');

    // One damaged piece is reprinted alone: its own files reach the hotfolder, not a new sheet.
    expect((await admin.post(`${api}/${jobs[1].id}/reprint`, {})).status).toBe(200);
    await drainQueue(services);
    expect((await admin.get(`${api}/${jobs[1].id}`)).body.state).toBe('delivered');
    expect(readdirSync(hotfolder).some((name) => name.endsWith(`${jobs[1].number}.pdf`))).toBe(true);
    expect((await admin.post(`${api}/gang-sheets/${sheet.id}/send`, {})).status).toBe(409);
  }, 240_000);

  it.skipIf(!available)('steps card jobs onto press sheets as a gang run, with the run length from the quantities', async () => {
    const jobs = await orderJobs(products.cards!, [artwork(85, 55, '#264653'), artwork(85, 55, '#E76F51')], 500);
    const created = await admin.post(`${api}/gang-sheets`, { method: 'cards', job_ids: jobs.map((job) => job.id) });
    expect(created.status, created.text).toBe(200);
    const { layout } = created.body;
    expect(layout.imposition.piecesPerSheet).toBe(18);
    expect(layout.forms[0].slots.map((slot: any) => slot.cells)).toEqual([9, 9]);
    expect(layout.forms[0].sheets).toBe(Math.ceil(500 / 9) + 2);
    await admin.post(`${api}/gang-sheets/${created.body.id}/send`, {});
    await drainQueue(services);
    const done = (await admin.get(`${api}/gang-sheets/${created.body.id}`)).body;
    expect(done.state, done.error).toBe('delivered');
    const form = join(hotfolder, `${done.number}-form1.pdf`);
    execFileSync('qpdf', ['--check', form]);
    expect(execFileSync('pdfinfo', [form], { encoding: 'utf8' })).toMatch(/Page size:\s+1275\.59 x 907\.087 pts/);
    expect(zbarCodes((await ghostscriptPixels(new Uint8Array(readFileSync(form)), 300)).png)).toEqual([`${done.number}-1`]);
  }, 240_000);

  it.skipIf(!available)('builds and sends sheets by itself when the waiting jobs fill a roll, or after a time', async () => {
    const sheets = async () => (await admin.get(`${api}/gang-sheets?per_page=100`)).body as any[];
    const before = (await sheets()).length;
    expect((await admin.post(`${api}/gang-settings`, { methods: [{ ...ROLL, auto: { enabled: true, fill_length: 400, after_minutes: 30 } }, CARDS] })).status).toBe(200);
    // One 200 × 250 mm transfer: under 400 mm of roll, and nobody waited 30 minutes yet.
    const [first] = await orderJobs(products.dtf!, [artwork(200, 250, '#D62828')], 1);
    expect(first.state).toBe('completed');
    expect((await sheets()).length).toBe(before);
    // A 300 × 400 mm one beside it fills the roll past 400 mm: a sheet is built and sent at once.
    await orderJobs(products.dtf!, [artwork(300, 400, '#003049')], 1);
    await drainQueue(services);
    const [filled] = await sheets();
    expect((await sheets()).length).toBe(before + 1);
    expect(filled).toMatchObject({ method: 'dtf', state: 'delivered' });
    expect(filled.items.map((item: any) => item.jobId)).toContain(first.id);

    // One small job waits; 30 minutes later the planned check sends it alone.
    const [late] = await orderJobs(products.dtf!, [artwork(80, 60, '#2A9D8F')], 1);
    expect((await sheets()).length).toBe(before + 1);
    clock.advance(31 * 60_000);
    await drainQueue(services);
    await drainQueue(services);
    const [timed] = await sheets();
    expect(timed).toMatchObject({ state: 'delivered', items: [expect.objectContaining({ jobId: late.id })] });
    expect((await admin.post(`${api}/gang-settings`, { methods: [ROLL, CARDS] })).status).toBe(200);
  }, 240_000);

  it.skipIf(!available)('takes the jobs of a cancelled order off their sheet before print', async () => {
    const kept = await orderJobs(products.dtf!, [artwork(100, 100, '#D62828')], 1);
    const cancelled = await orderJobs(products.dtf!, [artwork(120, 90, '#003049')], 1);
    const sheet = (await admin.post(`${api}/gang-sheets`, { method: 'dtf', job_ids: [kept[0].id, cancelled[0].id] })).body;
    expect(sheet.items).toHaveLength(2);
    await services.shop.setOrderStatus(cancelled[0].order.id, 'cancelled');
    expect((await admin.get(`${api}/${cancelled[0].id}`)).body).toMatchObject({ state: 'cancelled' });
    const reflowed = (await admin.get(`${api}/gang-sheets/${sheet.id}`)).body;
    expect(reflowed.items.map((item: any) => item.jobId)).toEqual([kept[0].id]);
    expect(reflowed.layout.rolls[0].items.map((item: any) => item.id)).toEqual([String(kept[0].id)]);
  }, 120_000);

  it('refuses what cannot gang, with the catalogue codes', async () => {
    expect((await admin.post(`${api}/gang-sheets`, { method: 'offset' })).body).toMatchObject({ code: 'svc_print_queue_gang_method_invalid', data: { status: 400 } });
    // jobIds: the v1 name of job_ids, still taken (deprecated).
    expect((await admin.post(`${api}/gang-sheets`, { method: 'dtf', jobIds: [999_999] })).body).toMatchObject({ code: 'svc_print_queue_gang_jobs_invalid', data: { status: 409, ids: [999_999] } });
    expect((await admin.get(`${api}/gang-sheets/999999`)).body).toMatchObject({ code: 'svc_print_queue_gang_sheet_not_found', data: { status: 404 } });
    expect((await admin.post(`${api}/gang-settings`, { methods: [ROLL, ROLL] })).body.code).toBe('svc_print_queue_gang_method_invalid');
    expect((await admin.post(`${api}/gang-settings`, { methods: [{ ...ROLL, width: -1 }] })).status).toBe(400);
  });
});
