import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultMockupPlacement } from '@dcs/design';
import { seedDemoCatalog } from '../../../demo/demo-catalog.ts';
import type { HttpTestClient } from '../../../testing/http-test-client.ts';
import { describeEachEngine } from '../../../testing/test-databases.ts';
import { startTestSystem, type TestSystem } from '../../../testing/test-system.ts';
import { fileForm, pngOf } from '../../resources/common/testing/upload-fixtures.ts';

const side = (id: string) => ({ id, name: id, trim: { width: 85, height: 55 }, bleed: 2, safeMargin: 3, printAreas: [{ id: 'full', name: 'Full', x: 0, y: 0, width: 85, height: 55 }] });

describeEachEngine('product mockups (svc/v1, public)', (engine) => {
  let t: TestSystem;
  let admin: HttpTestClient;
  let visitor: HttpTestClient;
  let productId: number;
  let photo: { id: number; sha256: string };
  let secret: { id: number };

  beforeAll(async () => {
    t = await startTestSystem({ database: await engine.create() });
    admin = await t.admin();
    visitor = t.client();
    await seedDemoCatalog(t.system.services.shop);
    productId = (await admin.get('/api/v1/products')).body[0].id;
    photo = (await admin.request('POST', '/api/v1/media', { body: fileForm(await pngOf(60, 40), 'shirt.png') })).body;
    secret = (await admin.request('POST', '/api/v1/media', { body: fileForm(await pngOf(10, 10), 'private.png') })).body;
    const patched = await admin.request('PATCH', `/api/v1/products/${productId}`, {
      json: { sides: [{ ...side('front'), mockupMediaId: photo.id, mockupPlacement: { x: 10, y: 5, width: 40, height: 30 } }, side('back')] },
    });
    expect(patched.status, patched.text).toBe(200);
  });
  afterAll(() => t.close());

  it('lists the sides with a photo, their size and placement, and serves the photo to anyone with an ETag', async () => {
    const list = await visitor.get(`/wp-json/svc/v1/products/${productId}/mockups`);
    expect(list.status).toBe(200);
    expect(visitor.cookies.size).toBe(0);
    expect(list.headers.get('cache-control')).toMatch(/^public/);
    expect(list.body).toEqual({
      product_id: productId,
      sides: [{ side_id: 'front', url: expect.stringMatching(new RegExp(`/wp-json/svc/v1/products/${productId}/sides/front/mockup\\?v=${photo.id}-`)), width_px: 60, height_px: 40, placement: { x: 10, y: 5, width: 40, height: 30 }, kind: 'flat' }],
    });
    const path = new URL(list.body.sides[0].url).pathname + new URL(list.body.sides[0].url).search;
    const file = await visitor.get(path);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('access-control-allow-origin')).toBe('*');
    expect(file.headers.get('etag')).toBe(`"${photo.sha256.slice(0, 32)}"`);
    const again = await visitor.request('GET', path, { headers: { 'if-none-match': file.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it("shows a mug side without a photo on the drawn mug, and a shop's own photo wrapped when it chooses the mug kind", async () => {
    const mug = ((await admin.get('/api/v1/products?search=DEMO-MUG')).body as Array<{ id: number }>)[0]!;
    const list = (await visitor.get(`/wp-json/svc/v1/products/${mug.id}/mockups`)).body;
    expect(list.sides).toEqual([{ side_id: 'wrap', url: expect.stringMatching(/\/sides\/wrap\/mockup\?v=mug-1$/), width_px: 780, height_px: 660, placement: { x: 80, y: 120, width: 500, height: 440 }, kind: 'mug' }]);
    const url = new URL(list.sides[0].url);
    const file = await fetch(`${t.url}${url.pathname}${url.search}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    const { default: sharp } = await import('sharp');
    expect(await sharp(Buffer.from(await file.arrayBuffer())).metadata()).toMatchObject({ width: 780, height: 660, hasAlpha: true });
    expect((await visitor.request('GET', `${url.pathname}${url.search}`, { headers: { 'if-none-match': file.headers.get('etag')! } })).status).toBe(304);

    // Any product's side can be a mug: with its own photo, that photo is served and the kind says to wrap.
    const config = (await admin.get(`/api/v1/products/${mug.id}`)).body as { sides: Array<Record<string, unknown>> };
    const sides = config.sides.map(({ mockup: _key, ...rest }) => ({ ...rest, mockupMediaId: photo.id, mockupPlacement: { x: 5, y: 5, width: 50, height: 30 } }));
    expect((await admin.request('PATCH', `/api/v1/products/${mug.id}`, { json: { sides } })).status).toBe(200);
    expect((await visitor.get(`/wp-json/svc/v1/products/${mug.id}/mockups`)).body.sides).toEqual([expect.objectContaining({ side_id: 'wrap', width_px: 60, kind: 'mug', url: expect.stringContaining(`v=${photo.id}-`) })]);
    const refused = await admin.request('PATCH', `/api/v1/products/${mug.id}`, { json: { sides: sides.map((side) => ({ ...side, mockupKind: 'bottle' })) } });
    expect(refused.status).toBe(400);
  });

  it('serves no photo a side does not name: no side, a side without one, another media item', async () => {
    expect((await visitor.get(`/wp-json/svc/v1/products/${productId}/sides/back/mockup`)).status).toBe(404);
    expect((await visitor.get(`/wp-json/svc/v1/products/${productId}/sides/ghost/mockup`)).status).toBe(404);
    expect((await visitor.get(`/wp-json/svc/v1/products/${productId}/sides/..%2Fx/mockup`)).status).toBe(400);
    expect((await visitor.get(`/wp-json/svc/v1/products/999999/mockups`)).status).toBe(404);
    expect(JSON.stringify((await visitor.get(`/wp-json/svc/v1/products/${productId}/mockups`)).body)).not.toContain(`v=${secret.id}-`);
  });

  it('refuses a placement that is not a rectangle in pixels', async () => {
    const bad = await admin.request('PATCH', `/api/v1/products/${productId}`, { json: { sides: [{ ...side('front'), mockupMediaId: photo.id, mockupPlacement: { x: -1, y: 0, width: 1 } }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('rest_invalid_param');
  });

  it('answers the default placement of a side without one: its trim box with the bleed covering the photo', async () => {
    const patched = await admin.request('PATCH', `/api/v1/products/${productId}`, { json: { sides: [{ ...side('front'), mockupMediaId: photo.id, mockupPlacement: null }] } });
    expect(patched.status, patched.text).toBe(200);
    const [front] = (await visitor.get(`/wp-json/svc/v1/products/${productId}/mockups`)).body.sides;
    const expected = defaultMockupPlacement(side('front'), side('front').printAreas[0]!, { widthPx: 60, heightPx: 40 });
    expect(front.placement).toEqual(expected);
    // 89 × 59 mm covers 60 × 40 px at 40/59 px per mm; the card (85 × 55) starts 2 mm in.
    expect(expected.height).toBeCloseTo(55 * (40 / 59));
    expect(expected.y).toBeCloseTo(2 * (40 / 59));
  });
});

