import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm } from '../../../packages/server/src/core/resources/common/testing/upload-fixtures.ts';
import { shirtTemplateDesign } from './testing/template-designs.ts';
import { solidPng, startWithAddon, type AddonUnderTest, type TestClient } from './testing/templates-test-kit.ts';

const BASE = '/wp-json/svc/v1/design-templates';

describe('images of the media library that templates use (GET design-templates/media/{id})', () => {
  let t: AddonUnderTest;
  let admin: TestClient;
  let used: number;
  let unused: number;
  let templateId: number;

  const uploadMedia = async (rgb: [number, number, number]) => {
    const created = await admin.request('POST', '/api/v1/media', { body: fileForm(solidPng(600, 600, rgb), 'logo.png', 'image/png') });
    expect(created.status, created.text).toBe(201);
    return created.body.id as number;
  };

  beforeAll(async () => {
    t = await startWithAddon(join(import.meta.dirname, '..'), 'design-templates');
    admin = await t.kit.t.admin();
    used = await uploadMedia([20, 120, 200]);
    unused = await uploadMedia([200, 20, 20]);
    const design = shirtTemplateDesign({
      elements: [{ id: 'logo', type: 'image', layer: 'logo', media: `media:${used}`, transform: { x: 100, y: 120, width: 100, height: 100 } }],
    });
    const created = await admin.post(BASE, { name: 'Logo shirt', design });
    expect(created.status, created.text).toBe(201);
    templateId = created.body.id;
  }, 120_000);
  afterAll(() => t?.close());

  it('serves a used image to anyone, with its type, an ETag and cache headers, and 304 for the same version', async () => {
    const visitor = t.kit.t.client();
    const image = await visitor.request('GET', `${BASE}/media/${used}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = image.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const stored = await t.kit.t.system.services.media.read(used);
    const served = Buffer.from(await (await fetch(`${t.kit.t.url}${BASE}/media/${used}`)).arrayBuffer());
    expect(served.equals(stored)).toBe(true);

    const again = await visitor.request('GET', `${BASE}/media/${used}`, { headers: { 'if-none-match': `W/"x", ${etag}` } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('answers 404 alike for an image no template uses and for one that does not exist, so the library stays private', async () => {
    const visitor = t.kit.t.client();
    for (const id of [unused, 999_999]) {
      const answer = await visitor.get(`${BASE}/media/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'svc_template_media_not_found', message: `Image ${id} of the media library is not used by any design template.`, data: { status: 404, id } });
    }
    expect((await visitor.get(`${BASE}/media/abc`)).status).toBe(400);
  });

  it('lists the template as a published user of the image: the admin sees it, a delete is refused, and customers may order it while others stay private', async () => {
    const usage = await admin.get(`/api/v1/media/${used}/usage`);
    expect(usage.body.usedBy).toEqual(expect.arrayContaining([{ type: 'design_template', id: templateId, name: 'Logo shirt', published: true }]));
    expect((await admin.get(`/api/v1/media/${unused}/usage`)).body.usedBy).toEqual([]);
    const kept = await admin.request('DELETE', `/api/v1/media/${used}`);
    expect(kept.status).toBe(409);
    expect(kept.body).toMatchObject({ code: 'svc_resource_in_use', data: { usedBy: [{ type: 'design_template', id: templateId }] } });

    const product = await t.createProduct({ sides: [{ id: 'front', name: 'front', trim: { width: 300, height: 400 }, bleed: 2, safeMargin: 3, printAreas: [{ id: 'chest', name: 'chest', x: 50, y: 50, width: 200, height: 300 }], mockup: null }] });
    const designNaming = (id: number) => shirtTemplateDesign({ elements: [{ id: 'logo', type: 'image', layer: 'logo', media: `media:${id}`, transform: { x: 100, y: 120, width: 100, height: 100 } }] });
    const customer = t.kit.t.client();
    const refused = await customer.post('/wp-json/svc/v1/cart/items', { product_id: product.id, quantity: 1, design: designNaming(unused) });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'svc_media_not_published', message: expect.stringContaining(`media:${unused}`) });
    expect((await customer.get('/wp-json/svc/v1/cart')).body.items).toEqual([]);
    expect((await customer.post('/wp-json/svc/v1/cart/items', { product_id: product.id, quantity: 1, design: designNaming(used) })).status).toBe(201);
  });

  it('serves the image while an assignment uses it, and no longer once neither the template nor an assignment does', async () => {
    const product = await t.createProduct({ sides: [{ id: 'front', name: 'front', trim: { width: 300, height: 400 }, bleed: 2, safeMargin: 3, printAreas: [{ id: 'chest', name: 'chest', x: 50, y: 50, width: 200, height: 300 }], mockup: null }] });
    expect((await admin.post(`${BASE}/${templateId}/assign`, { shop_product_id: product.id })).status).toBeLessThan(300);
    const replaced = await admin.request('PUT', `${BASE}/${templateId}`, { json: { name: 'Logo shirt', design: shirtTemplateDesign({ elements: [] }) } });
    expect(replaced.status, replaced.text).toBe(200);
    expect((await t.kit.t.client().get(`${BASE}/media/${used}`)).status).toBe(200);

    expect((await admin.request('DELETE', `${BASE}/${templateId}`)).status).toBe(200);
    expect((await t.kit.t.client().get(`${BASE}/media/${used}`)).status).toBe(404);
  });
});
