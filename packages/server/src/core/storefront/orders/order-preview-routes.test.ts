import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoCatalog } from '../../../demo/demo-catalog.ts';
import type { HttpTestClient } from '../../../testing/http-test-client.ts';
import { describeEachEngine } from '../../../testing/test-databases.ts';
import { startTestSystem, type TestSystem } from '../../../testing/test-system.ts';
import { designWith, textElement } from '../../resources/common/testing/design-fixtures.ts';
import { fileForm } from '../../resources/common/testing/upload-fixtures.ts';

/** Share of the picture's pixels within `tolerance` of the colour `[r, g, b]`. */
async function shareOf(png: Buffer, [r, g, b]: number[], tolerance = 24): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let hits = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (Math.abs(data[i]! - r!) <= tolerance && Math.abs(data[i + 1]! - g!) <= tolerance && Math.abs(data[i + 2]! - b!) <= tolerance) hits++;
  }
  return hits / (info.width * info.height);
}

describeEachEngine('order previews (api/v1, staff)', (engine) => {
  let t: TestSystem;
  let admin: HttpTestClient;
  let alice: HttpTestClient;
  let order: { id: number; items: Array<{ id: number }> };
  const raw = (client: HttpTestClient, path: string, headers: Record<string, string> = {}) =>
    fetch(`${t.url}${path}`, { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...headers } });

  beforeAll(async () => {
    t = await startTestSystem({ database: await engine.create() });
    admin = await t.admin();
    alice = t.client();
    const productId = (await seedDemoCatalog(t.system.services.shop))[0]!.id;
    // A 3000 × 2000 photo in a strong orange: big enough to be shrunk before drawing.
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#e8590c' } }).jpeg().toBuffer();
    const upload = await alice.request('POST', '/wp-json/svc/v1/uploads', { body: fileForm(photo, 'sunset.jpg', 'image/jpeg') });
    expect(upload.status, upload.text).toBe(201);
    const design = designWith([
      { id: 'photo', type: 'image', transform: { x: 0, y: 0, width: 120, height: 80, rotation: 0 }, media: upload.body.ref },
      textElement('Preview', { transform: { x: 10, y: 100, width: 180, height: 40, rotation: 0 }, fill: '#1864ab', fontSize: 60 }),
    ]);
    expect((await alice.post('/wp-json/svc/v1/cart/items', { product_id: productId, design })).status).toBe(201);
    expect((await alice.post('/wp-json/svc/v1/cart/items', { product_id: productId })).status).toBe(201);
    order = (await alice.post('/wp-json/svc/v1/checkout', {})).body;
  });
  afterAll(() => t.close());

  it("draws the ordered design as it prints: the customer's photo and the text in its font, at the asked width", async () => {
    const path = `/api/v1/orders/${order.id}/items/${order.items[0]!.id}/preview?width=400`;
    const answer = await raw(admin, path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await answer.arrayBuffer());
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 400, height: 300 });
    // The photo fills 60 % × 53 % of the side (32 %), the text's glyphs draw in its blue, the rest is white paper.
    expect(await shareOf(png, [0xe8, 0x59, 0x0c])).toBeGreaterThan(0.28);
    expect(await shareOf(png, [0x18, 0x64, 0xab], 40)).toBeGreaterThan(0.01);
    expect(await shareOf(png, [255, 255, 255], 4)).toBeGreaterThan(0.4);

    // Named by its content: the same request again is answered from the browser's copy.
    const etag = answer.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await raw(admin, path, { 'if-none-match': etag })).status).toBe(304);
    // Kept in storage: a second render is a read, with the same bytes.
    expect(Buffer.from(await (await raw(admin, path)).arrayBuffer()).equals(png)).toBe(true);
    const wider = await raw(admin, path.replace('width=400', 'width=800'));
    expect(wider.headers.get('etag')).not.toBe(etag);
    expect((await sharp(Buffer.from(await wider.arrayBuffer())).metadata()).width).toBe(800);
  }, 60_000);

  it('is for staff only, and says what is missing', async () => {
    const path = `/api/v1/orders/${order.id}/items/${order.items[0]!.id}/preview`;
    expect((await alice.get(path)).status).toBe(401);
    expect((await admin.get(`${path}?side=back`)).body).toMatchObject({ code: 'svc_design_side_not_found' });
    expect((await admin.get(`/api/v1/orders/${order.id}/items/${order.items[1]!.id}/preview`)).body).toMatchObject({ code: 'svc_order_item_not_found' });
    expect((await admin.get(`/api/v1/orders/${order.id + 100}/items/1/preview`)).status).toBe(404);
    expect((await admin.get(`${path}?width=5000`)).body).toMatchObject({ code: 'rest_invalid_param' });
  }, 60_000);
});
