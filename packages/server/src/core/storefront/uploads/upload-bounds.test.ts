import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '../../../demo/demo-catalog.ts';
import { HttpTestClient } from '../../../testing/http-test-client.ts';
import { startTestSystem, type TestSystem } from '../../../testing/test-system.ts';
import { fileForm, noisyPng, pngOf } from '../../resources/common/testing/upload-fixtures.ts';

const UPLOADS = '/wp-json/svc/v1/uploads';

/** A browser behind its own address (the system trusts the proxy's X-Forwarded-For). */
function visitor(t: TestSystem, ip: string): HttpTestClient {
  const client = t.client();
  const request = client.request.bind(client);
  client.request = (method, path, options = {}) => request(method, path, { ...options, headers: { 'x-forwarded-for': ip, ...options.headers } });
  return client;
}

/**
 * What one anonymous client can make the server receive, keep and compute: bytes per address and hour,
 * the space of all sessions without an order, images decoded at once; and how long uploads of a visitor
 * who only uploads are kept.
 */
describe('bounds of anonymous uploads', () => {
  let now = Date.UTC(2026, 5, 1, 10, 0, 0);
  let t: TestSystem;
  let admin: HttpTestClient;
  let productId: number;
  const settings = (customerUploads: Record<string, number>) => admin.request('PATCH', '/api/v1/settings', { json: { customerUploads } });

  beforeAll(async () => {
    t = await startTestSystem({ clock: { now: () => now }, env: { DCS_TRUST_PROXY: '1', DCS_IMAGE_CONCURRENCY: '1' } });
    admin = await t.admin();
    productId = (await seedDemoCatalog(t.system.services.shop))[0]!.id;
  });
  afterAll(() => t?.close());

  it('limits the bytes one address uploads per hour; another address and the next hour go on', async () => {
    const photo = await sharp(await noisyPng(160)).jpeg({ quality: 90 }).toBuffer();
    expect((await settings({ maxBytesPerClientHour: Math.round(photo.length * 2.5) })).status).toBe(200);
    const ann = visitor(t, '203.0.113.10');
    for (const name of ['a.jpg', 'b.jpg']) expect((await ann.request('POST', UPLOADS, { body: fileForm(photo, name) })).status).toBe(201);
    // A second browser at the same address shares the budget.
    const refused = await visitor(t, '203.0.113.10').request('POST', UPLOADS, { body: fileForm(photo, 'c.jpg') });
    expect([refused.status, refused.body.code]).toEqual([429, 'svc_upload_rate_limited']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect((await visitor(t, '198.51.100.7').request('POST', UPLOADS, { body: fileForm(photo, 'd.jpg') })).status).toBe(201);
    now += 3_600_000;
    expect((await ann.request('POST', UPLOADS, { body: fileForm(photo, 'e.jpg') })).status).toBe(201);
    expect((await settings({ maxBytesPerClientHour: 200 * 1024 * 1024 })).status).toBe(200);
  });

  it('limits the space of all sessions that have not ordered; a buyer still uploads', async () => {
    const used = Number((await t.system.services.database.db().selectFrom('customer_uploads').select((eb) => eb.fn.sum<number>('bytes').as('n')).executeTakeFirst())?.n ?? 0);
    expect((await settings({ maxBytesWithoutOrder: used + 4096 })).status).toBe(200);
    const buyer = visitor(t, '192.0.2.50');
    expect((await buyer.request('POST', '/wp-json/svc/v1/cart/items', { json: { product_id: productId } })).status).toBe(201);
    expect((await buyer.request('POST', '/wp-json/svc/v1/checkout', { json: { email: 'buyer@example.com' } })).status).toBe(201);
    const big = await noisyPng(64);
    const refused = await visitor(t, '192.0.2.51').request('POST', UPLOADS, { body: fileForm(big, 'big.png') });
    expect([refused.status, refused.body.code]).toEqual([503, 'svc_upload_capacity_reached']);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect((await buyer.request('POST', UPLOADS, { body: fileForm(big, 'proof.png') })).status).toBe(201);
    expect((await settings({ maxBytesWithoutOrder: 5 * 1024 ** 3 })).status).toBe(200);
  });

  it('decodes a limited number of images at once and refuses one more with 429 and Retry-After', async () => {
    // One image at a time (DCS_IMAGE_CONCURRENCY=1): of six large photos sent at once, some wait for nobody.
    const large = await sharp(await noisyPng(1400)).jpeg({ quality: 95 }).toBuffer();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => visitor(t, `203.0.113.${100 + i}`).request('POST', UPLOADS, { body: fileForm(large, `large-${i}.jpg`) })));
    const busy = answers.filter((answer) => answer.status === 429);
    expect(answers.some((answer) => answer.status === 201)).toBe(true);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.body.code).toBe('svc_upload_busy');
      expect(answer.headers.get('retry-after')).toBe('5');
    }
  });

  it('removes within a day the uploads of a visitor who only uploads, while one with a cart line keeps them', async () => {
    const only = visitor(t, '198.51.100.20');
    const shopper = visitor(t, '198.51.100.21');
    const lonely = (await only.request('POST', UPLOADS, { body: fileForm(await pngOf(30, 30), 'only.png') })).body;
    const kept = (await shopper.request('POST', UPLOADS, { body: fileForm(await pngOf(31, 31), 'kept.png') })).body;
    expect((await shopper.request('POST', '/wp-json/svc/v1/cart/items', { json: { product_id: productId } })).status).toBe(201);
    now += 24 * 3_600_000 - 1;
    // Both sessions are alive (30 days); the hourly job of this hour runs.
    const worker = t.system.services.queue.work({ pollIntervalMs: 60_000 });
    expect(await worker.drain()).toBeGreaterThan(0);
    await worker.stop();
    expect((await only.get(`${UPLOADS}/${lonely.id}`)).status).toBe(404);
    expect((await shopper.get(`${UPLOADS}/${kept.id}`)).status).toBe(200);
  });
});
