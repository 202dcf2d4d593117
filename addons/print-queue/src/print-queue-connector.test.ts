import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { AddonTestKit } from '@dcs/server/addon-testing';
import type { PlatformServices, QueueWorker } from '@dcs/platform';
import type { HttpTestClient } from '../../../packages/server/src/testing/http-test-client.ts';
import { describeEachEngine } from '../../../packages/server/src/testing/test-databases.ts';
import { startWebhookReceiver } from '../../../packages/server/src/testing/webhook-receiver.ts';
import { toolsAvailable } from '../../../packages/print/src/testing/pdf-tools.ts';
import { GHOSTSCRIPT_CMYK_ICC, enableCmykDelivery, shapesDesign, startPrintQueueSystem } from './testing/print-queue-fixtures.ts';

const available = toolsAvailable('print queue connector', ['qpdf', GHOSTSCRIPT_CMYK_ICC]);

/**
 * A connected shop's order through the whole path: the shop's server sends the paid order, dcs makes the
 * print jobs as for its own checkout, renders and delivers them into the hotfolder, and tells the shop
 * by signed webhooks; a cancelled order prints nothing more.
 */
describeEachEngine('print jobs of connected shops’ orders', (engine) => {
  let kit: AddonTestKit;
  let admin: HttpTestClient;
  let services: PlatformServices;
  let hotfolder: string;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let secret: string;
  let webhookSecret: string;
  let productId: number;
  let worker: QueueWorker | null = null;
  const asShop = (method: 'GET' | 'POST', path: string, json?: unknown) =>
    kit.t.client().request(method, `/api/v1/connector${path}`, { json, headers: { authorization: `Bearer ${secret}` } });
  const events = () =>
    receiver.delivered('/dcs').map((message) => new Webhook(webhookSecret).verify(message.body, message.headers) as { type: string; data: Record<string, unknown> });
  const order = (id: string) => ({
    shop_order_id: id,
    lines: [
      { line_id: `${id}-front`, product_id: productId, quantity: 50, design: shapesDesign('Card', 'Ann'), unit_price: 120 },
      { line_id: `${id}-plain`, product_id: productId, quantity: 5, unit_price: 120 },
    ],
  });

  beforeAll(async () => {
    if (!available) return;
    ({ kit, services, admin, hotfolder } = await startPrintQueueSystem({ database: await engine.create() }));
    expect((await enableCmykDelivery(admin, hotfolder)).status).toBe(200);
    receiver = await startWebhookReceiver();
    productId = (await services.shop.createProduct({ name: 'Postcard A5', sku: 'PQ-CONNECTOR', basePrice: 120, currency: 'EUR' })).id;
    secret = (await admin.post('/api/v1/shop-keys', { name: 'Shop', shop: 'woo', scopes: ['orders:write', 'jobs:read'] })).body.secret;
    const hook = await admin.post('/api/v1/webhooks', { url: receiver.url('/dcs'), events: ['order.received', 'print_job.completed', 'print_job.delivered', 'print_job.cancelled'] });
    webhookSecret = hook.body.secret;
  }, 120_000);
  afterEach(async () => {
    await worker?.stop();
    worker = null;
  });
  afterAll(async () => {
    await receiver?.close();
    await kit?.close();
  });

  it.skipIf(!available)('a paid order becomes print jobs, delivered into the hotfolder; the shop learns it by webhooks and reads it by its ids', async () => {
    const placed = await asShop('POST', '/orders', order('W-1'));
    expect(placed.status, placed.text).toBe(201);
    const queued = await asShop('GET', '/orders/W-1/jobs');
    expect(queued.body).toMatchObject([{ line_id: 'W-1-front', state: 'queued' }]);
    worker = services.queue.work({ concurrency: 1, pollIntervalMs: 20 });
    await expect.poll(async () => (await asShop('GET', '/orders/W-1/jobs')).body[0]?.state, { timeout: 60_000 }).toBe('delivered');
    const [job] = (await asShop('GET', '/orders/W-1/jobs')).body;
    expect(readdirSync(hotfolder).some((name) => name.startsWith(`${placed.body.order_id}-`) && name.endsWith('.pdf'))).toBe(true);
    await expect.poll(() => events().map((e) => `${e.type} ${e.data.shop_order_id}`), { timeout: 30_000 }).toEqual(['order.received W-1', 'print_job.completed W-1', 'print_job.delivered W-1']);
    expect(events()[2]!.data).toMatchObject({ job_id: job.job_id, number: job.number, shop: 'woo', line_id: 'W-1-front', state: 'delivered' });
  });

  it.skipIf(!available)('a cancelled order stops its jobs not yet printed: nothing reaches the hotfolder', async () => {
    await asShop('POST', '/orders', order('W-2'));
    const cancelled = await asShop('POST', '/orders/W-2/cancel', {});
    expect(cancelled.body.status).toBe('cancelled');
    expect((await asShop('GET', '/orders/W-2/jobs')).body).toMatchObject([{ line_id: 'W-2-front', state: 'cancelled' }]);
    const [printJob] = (await admin.get(`/wp-json/svc/v1/print-queue?search=%23${cancelled.body.order_id}`)).body;
    expect(printJob.state).toBe('cancelled');
    worker = services.queue.work({ concurrency: 1, pollIntervalMs: 20 });
    await expect.poll(() => events().filter((e) => e.data.shop_order_id === 'W-2').map((e) => e.type), { timeout: 30_000 }).toEqual(['order.received', 'print_job.cancelled']);
    // The render queued with the order found its job cancelled and did nothing.
    await expect.poll(async () => (await services.queue.listJobs({ state: 'queued' })).length, { timeout: 30_000 }).toBe(0);
    expect(readdirSync(hotfolder).filter((name) => name.startsWith(`${cancelled.body.order_id}-`))).toEqual([]);
    expect(existsSync(join(hotfolder, `${cancelled.body.order_id}-1.pdf`))).toBe(false);
    expect((await admin.post(`/wp-json/svc/v1/print-queue/${printJob.id}/process`)).status).toBe(409);
  });

  // Last: it switches the pricing addon on, and the other tests' prices are the product's base price.
  it.skipIf(!available)('the whole seam with the pricing addon: the customer’s quote, verified by the shop, pays for a line whose job is delivered', async () => {
    const zip = await kit.buildSigned(join(import.meta.dirname, '..', '..', 'dynamic-pricing'));
    expect((await kit.upload(admin, zip, { license_key: kit.license(['dynamic-pricing']) })).status).toBe(201);
    expect((await admin.post('/api/v1/addons/state', ['print-queue', 'dynamic-pricing'])).status).toBe(200);
    await admin.post('/wp-json/svc/v1/pricing/rules', { name: 'Per character', action: { type: 'per_metric', metric: 'characters', rate: 2 } });
    const shopper = kit.t.client();
    const design = shapesDesign('Card', 'Bob Example');
    const quote = await shopper.post('/wp-json/svc/v1/pricing/quote', { product_id: productId, quantity: 50, design });
    expect(quote.status, quote.text).toBe(200);
    const keyWithQuotes = (await admin.post('/api/v1/shop-keys', { name: 'Shop 2', shop: 'woo', scopes: ['orders:write', 'quotes:verify', 'jobs:read'] })).body.secret;
    const asShop2 = (path: string, json: unknown) => kit.t.client().post(`/api/v1/connector${path}`, json, { headers: { authorization: `Bearer ${keyWithQuotes}` } });
    const line = { product_id: productId, quantity: 50, design, quote_token: quote.body.quote_token };
    const verified = await asShop2('/quotes/verify', line);
    expect(verified.body).toMatchObject({ unit_price: quote.body.unit_price, quoted: true });
    expect(quote.body.unit_price).toBeGreaterThan(120);
    const placed = await asShop2('/orders', { shop_order_id: 'W-3', lines: [{ line_id: 'W-3-a', ...line, unit_price: verified.body.unit_price }] });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body.lines[0]).toMatchObject({ quoted: true, unit_price: quote.body.unit_price });
    worker = services.queue.work({ concurrency: 1, pollIntervalMs: 20 });
    await expect.poll(async () => (await asShop('GET', '/orders/W-3/jobs')).body[0]?.state, { timeout: 60_000 }).toBe('delivered');
    expect(readdirSync(hotfolder).some((name) => name.startsWith(`${placed.body.order_id}-`) && name.endsWith('.pdf'))).toBe(true);
    await expect.poll(() => events().filter((e) => e.data.shop_order_id === 'W-3').map((e) => e.type), { timeout: 30_000 }).toContain('print_job.delivered');
  });
});
