import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoCatalog } from '../../../demo/demo-catalog.ts';
import type { HttpTestClient } from '../../../testing/http-test-client.ts';
import { describeEachEngine } from '../../../testing/test-databases.ts';
import { startTestSystem, type TestSystem } from '../../../testing/test-system.ts';
import { expectAuthMatrix } from '../common/testing/auth-matrix.ts';
import { fileForm, pngOf } from '../common/testing/upload-fixtures.ts';

const side = (id: string) => ({
  id,
  name: id,
  trim: { width: 85, height: 55 },
  bleed: 2,
  safeMargin: 3,
  printAreas: [{ id: 'full', name: 'Full', x: 0, y: 0, width: 85, height: 55 }],
});

describeEachEngine('products resource', (engine) => {
  let t: TestSystem;
  let admin: HttpTestClient;
  beforeAll(async () => {
    t = await startTestSystem({ database: await engine.create() });
    admin = await t.admin();
    await seedDemoCatalog(t.system.services.shop);
  });
  afterAll(() => t.close());

  it('reads the demo catalog sides, and configures sides, mockup, printing methods and template through the shop meta', async () => {
    const list = await admin.get('/api/v1/products?search=mug');
    expect(list.body).toHaveLength(1);
    const mug = list.body[0];
    expect(mug).toMatchObject({ designable: true, sides: [{ id: 'wrap', trim: { width: 210, height: 95 }, mockup: null }] });

    const mockup = (await admin.request('POST', '/api/v1/media', { body: fileForm(await pngOf(40, 40), 'mug.png') })).body;
    const method = (await admin.post('/api/v1/printing/methods', { name: 'Sublimation', code: 'sublimation' })).body;
    const patched = await admin.request('PATCH', `/api/v1/products/${mug.id}`, {
      json: { sides: [{ ...side('front'), mockupMediaId: mockup.id }, side('back')], printingMethodIds: [method.id], defaultTemplateId: 1 },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({ printingMethodIds: [method.id], defaultTemplateId: 1, sides: [{ id: 'front', mockupMediaId: mockup.id, mockup: mockup.storageKey }, { id: 'back', mockup: null }] });
    const product = await t.system.services.shop.getProduct(mug.id);
    expect(product.meta).toMatchObject({ printMethod: 'sublimation', printingMethodIds: [method.id] });

    // What a product uses cannot be deleted without force.
    expect((await admin.request('DELETE', `/api/v1/media/${mockup.id}`)).body.data.usedBy).toEqual([{ type: 'product', id: mug.id, name: product.name }]);
    expect((await admin.request('DELETE', `/api/v1/printing/methods/${method.id}`)).status).toBe(409);

    const cleared = await admin.request('DELETE', `/api/v1/products/${mug.id}`);
    expect(cleared.body).toMatchObject({ designable: false, sides: [], printingMethodIds: [] });
    expect((await t.system.services.shop.getProduct(mug.id)).meta).toEqual({ printMethod: 'sublimation' });
  });

  it('refuses bad geometry, unknown references and unknown fields', async () => {
    const id = (await admin.get('/api/v1/products?search=card')).body[0].id;
    const bad = [
      { sides: [side('a'), side('a')] },
      { sides: [{ ...side('a'), printAreas: [{ id: 'x', name: 'x', x: 50, y: 0, width: 50, height: 10 }] }] },
      { sides: [{ ...side('a'), safeMargin: 30 }] },
    ];
    for (const body of bad) expect((await admin.request('PATCH', `/api/v1/products/${id}`, { json: body })).body.code, JSON.stringify(body)).toBe('svc_resource_invalid');
    expect((await admin.request('PATCH', `/api/v1/products/${id}`, { json: { printingMethodIds: [9999] } })).status).toBe(404);
    expect((await admin.request('PATCH', `/api/v1/products/${id}`, { json: { sides: [{ ...side('a'), mockupMediaId: 9999 }] } })).status).toBe(404);
    expect((await admin.request('PATCH', `/api/v1/products/${id}`, { json: { price: 1 } })).status).toBe(400);
    expect((await admin.request('PATCH', `/api/v1/products/${id}`, { json: { sides: [{ ...side('a'), bleed: -1 }] } })).status).toBe(400);
    expect((await admin.get('/api/v1/products/9999')).status).toBe(404);
  });

  it('takes the default template id as an integer (digits as a string too), and reads ids stored as strings', async () => {
    const id = (await admin.get('/api/v1/products?search=card')).body[0].id;
    const patch = (defaultTemplateId: unknown) => admin.request('PATCH', `/api/v1/products/${id}`, { json: { defaultTemplateId } });
    const stored = async () => (await t.system.services.shop.getProduct(id)).meta.defaultTemplateId;
    const integer = await patch(2);
    expect(integer.status, integer.text).toBe(200);
    expect(integer.body.defaultTemplateId).toBe(2);
    expect(await stored()).toBe(2);
    expect((await patch('3')).body.defaultTemplateId).toBe(3);
    expect(await stored()).toBe(3);
    for (const bad of ['tpl-1', '03', 0, -1, 1.5, true]) {
      const refused = await patch(bad);
      expect(refused.body.code, JSON.stringify(bad)).toBe('rest_invalid_param');
      expect(refused.status).toBe(400);
    }
    expect(await stored()).toBe(3);
    expect((await patch(null)).body.defaultTemplateId).toBeNull();
    // Configurations written before ids were integers: digits are the id, anything else names no template.
    for (const [written, read] of [['7', 7], ['tpl-1', null], [12, 12]] as const) {
      const product = await t.system.services.shop.getProduct(id);
      await t.system.services.shop.updateProduct(id, { meta: { ...product.meta, defaultTemplateId: written } });
      expect((await admin.get(`/api/v1/products/${id}`)).body.defaultTemplateId, String(written)).toBe(read);
    }
  });

  it('requires an admin session, and a valid nonce for changes', async () => {
    const id = (await admin.get('/api/v1/products')).body[0].id;
    await expectAuthMatrix(t, admin, [
      { method: 'GET', path: '/api/v1/products' },
      { method: 'GET', path: `/api/v1/products/${id}` },
      { method: 'PATCH', path: `/api/v1/products/${id}`, json: { designable: false } },
      { method: 'DELETE', path: `/api/v1/products/${id}` },
    ]);
  });
});
