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

  it('creates a product with its options and sides, which the storefront lists and the cart sells; a refused one stores nothing', async () => {
    const body = {
      name: 'Sticker 50 mm',
      sku: 'STICKER-50',
      currency: 'EUR',
      basePrice: 150,
      options: [{ name: 'finish', label: 'Finish', values: [{ value: 'matte', priceDelta: 0 }, { value: 'holo', label: 'Holographic', priceDelta: 80 }] }],
      sides: [{ ...side('front'), trim: { width: 50, height: 50 }, printAreas: [{ id: 'full', name: 'Full', x: 0, y: 0, width: 50, height: 50 }] }],
    };
    const before = (await admin.get('/api/v1/products')).headers.get('x-wp-total');
    for (const [bad, code] of [
      [{ ...body, sides: [side('a'), side('a')] }, 'svc_resource_invalid'],
      [{ ...body, printingMethodIds: [9999] }, 'svc_resource_not_found'],
      [{ ...body, currency: 'euro' }, 'rest_invalid_param'],
      [{ ...body, price: 1 }, 'rest_invalid_param'],
    ] as const) {
      const refused = await admin.request('POST', '/api/v1/products', { json: bad });
      expect(refused.body.code, JSON.stringify(bad)).toBe(code);
    }
    expect((await admin.get('/api/v1/products')).headers.get('x-wp-total')).toBe(before);

    const created = await admin.request('POST', '/api/v1/products', { json: body });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ name: 'Sticker 50 mm', sku: 'STICKER-50', basePrice: 150, designable: true, sides: [{ id: 'front', mockup: null }] });
    expect(created.body.options[0].values[1]).toEqual({ value: 'holo', label: 'Holographic', priceDelta: 80 });
    expect((await admin.request('POST', '/api/v1/products', { json: body })).body.code).toBe('svc_product_sku_taken');

    const shopper = t.client();
    expect((await shopper.get(`/wp-json/svc/v1/products/${created.body.id}`)).body.name).toBe('Sticker 50 mm');
    const line = await shopper.post('/wp-json/svc/v1/cart/items', { product_id: created.body.id, quantity: 10, options: { finish: 'holo' } });
    expect(line.body.items[0]).toMatchObject({ unitPrice: 230, lineTotal: 2300 });
    await expectAuthMatrix(t, admin, [{ method: 'POST', path: '/api/v1/products', json: { ...body, sku: 'STICKER-51' } }]);
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

  it('reads and replaces the base price and the options with their price deltas, which the cart charges', async () => {
    const card = (await admin.get('/api/v1/products?search=card')).body[0];
    expect(card).toMatchObject({ currency: 'EUR', basePrice: 1990 });
    expect(card.options[0]).toEqual({ name: 'pack', label: 'Cards per pack', values: expect.arrayContaining([{ value: '250', label: '250 cards', priceDelta: 1000 }]) });

    const options = [
      { name: 'paper', label: 'Paper', values: [{ value: 'matte', priceDelta: 0 }, { value: 'gloss', label: 'Gloss 350 g', priceDelta: 450 }, { value: 'recycled', priceDelta: -100 }] },
      { name: 'corners', values: [{ value: 'square', priceDelta: 0 }, { value: 'round', priceDelta: 300 }] },
      { name: 'tone', values: [{ value: 'ivory', priceDelta: 0, swatch: '#f2e6c9' }, { value: 'plain', priceDelta: 0, swatch: null }] },
    ];
    const patched = await admin.request('PATCH', `/api/v1/products/${card.id}`, { json: { basePrice: 2500, options } });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body).toMatchObject({ basePrice: 2500, sides: card.sides, printingMethodIds: card.printingMethodIds });
    // Labels default to the name and the value, as the shop defaults them.
    expect(patched.body.options).toEqual([
      { name: 'paper', label: 'Paper', values: [{ value: 'matte', label: 'matte', priceDelta: 0 }, { value: 'gloss', label: 'Gloss 350 g', priceDelta: 450 }, { value: 'recycled', label: 'recycled', priceDelta: -100 }] },
      { name: 'corners', label: 'corners', values: [{ value: 'square', label: 'square', priceDelta: 0 }, { value: 'round', label: 'round', priceDelta: 300 }] },
      // The product's colour in a value (tinting its mockups), upper-cased; none is none.
      { name: 'tone', label: 'tone', values: [{ value: 'ivory', label: 'ivory', priceDelta: 0, swatch: '#F2E6C9' }, { value: 'plain', label: 'plain', priceDelta: 0 }] },
    ]);
    expect((await t.client().get(`/wp-json/svc/v1/products/${card.id}`)).body.options[2].values[0].swatch).toBe('#F2E6C9');
    expect((await admin.get(`/api/v1/products/${card.id}`)).body).toEqual(patched.body);
    const product = await t.system.services.shop.getProduct(card.id);
    expect(product).toMatchObject({ basePrice: 2500, options: patched.body.options });

    // The shop prices a line from what is stored: base + the deltas of the chosen values, nothing from the browser.
    const shopper = t.client();
    const line = await shopper.post('/wp-json/svc/v1/cart/items', { product_id: card.id, quantity: 2, options: { paper: 'gloss', corners: 'round' } });
    expect(line.status, line.text).toBe(201);
    expect(line.body.items[0]).toMatchObject({ unitPrice: 2500 + 450 + 300, lineTotal: 2 * 3250 });
    const cheaper = await shopper.post('/wp-json/svc/v1/cart/items', { product_id: card.id, options: { paper: 'recycled' } });
    expect(cheaper.body.items[1]).toMatchObject({ unitPrice: 2400, options: { paper: 'recycled', corners: 'square' } });
    expect((await shopper.post('/wp-json/svc/v1/cart/items', { product_id: card.id, options: { paper: 'gold' } })).body.code).toBe('svc_product_option_invalid');
    expect((await shopper.post('/wp-json/svc/v1/cart/items', { product_id: card.id, unit_price: 1 })).status).toBe(400);
  });

  it('refuses bad prices and options next to the field, changing nothing', async () => {
    const card = (await admin.get('/api/v1/products?search=card')).body[0];
    const value = (v: string, priceDelta: unknown) => ({ value: v, priceDelta });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      // The shop's own rules, with the failing field in data.params.
      [{ options: [{ name: 'paper', values: [value('matte', 0), value('matte', 10)] }] }, 'svc_product_invalid', 'options[0].values[1].value'],
      [{ options: [{ name: 'paper', values: [value('a', 0)] }, { name: 'paper', values: [value('b', 0)] }] }, 'svc_product_invalid', 'options[1].name'],
      [{ basePrice: 100, options: [{ name: 'paper', values: [value('cheap', -150), value('dear', 0)] }] }, 'svc_product_invalid', 'options'],
      [{ options: [{ name: '   ', values: [value('a', 0)] }] }, 'rest_invalid_param', 'options/0/name'],
      // The schema's.
      [{ options: [{ name: 'paper', values: [] }] }, 'rest_invalid_param', 'options/0/values'],
      [{ options: [{ name: 'paper', values: [value('a', 1.5)] }] }, 'rest_invalid_param', 'options/0/values/0/priceDelta'],
      [{ options: [{ name: 'paper', values: [value('a', 2_000_000_000)] }] }, 'rest_invalid_param', 'options/0/values/0/priceDelta'],
      [{ options: [{ name: 'paper', values: [{ value: 'a' }] }] }, 'rest_invalid_param', 'options/0/values/0'],
      [{ options: [{ name: 'paper', values: [{ ...value('a', 0), price: 3 }] }] }, 'rest_invalid_param', 'options/0/values/0'],
      [{ options: [{ name: 'paper', values: [{ ...value('a', 0), swatch: 'red' }] }] }, 'rest_invalid_param', 'options/0/values/0/swatch'],
      [{ basePrice: -1 }, 'rest_invalid_param', 'basePrice'],
      [{ basePrice: '12.50' }, 'rest_invalid_param', 'basePrice'],
      [{ currency: 'USD' }, 'rest_invalid_param', ''],
    ];
    for (const [body, code, field] of cases) {
      const answer = await admin.request('PATCH', `/api/v1/products/${card.id}`, { json: body });
      expect(answer.body.code, JSON.stringify(body)).toBe(code);
      expect(answer.status).toBe(400);
      if (code === 'svc_product_invalid') expect(Object.keys(answer.body.data.params)).toEqual([field]);
      else if (field) expect(JSON.stringify(answer.body.data), JSON.stringify(body)).toContain(field);
    }
    expect((await admin.get(`/api/v1/products/${card.id}`)).body).toEqual(card);
  });

  it('keeps the order rules (printed sides, quantity unit, media option) checked against the options and sides, and shows them to customers', async () => {
    const tee = (await admin.get('/api/v1/products?search=tshirt')).body[0];
    expect(tee).toMatchObject({ printedSides: { option: 'print', values: { front: ['front'], 'front-back': ['front', 'back'] } }, quantityUnit: null, mediaOption: 'color' });
    // Public with the product: the designer marks unpaid sides from it.
    expect((await t.client().get(`/wp-json/svc/v1/products/${tee.id}`)).body.meta.printedSides).toEqual(tee.printedSides);

    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ printedSides: { option: 'finish', values: {} } }, 'names the option "finish"'],
      [{ printedSides: { option: 'print', values: { front: ['front'] } } }, 'lists no sides for "front-back"'],
      [{ printedSides: { option: 'print', values: { front: ['front'], 'front-back': ['front', 'sleeve'] } } }, 'names the side "sleeve"'],
      [{ printedSides: { option: 'print', values: { front: ['front'], 'front-back': ['back'], gold: ['back'] } } }, '"gold", which is not a value'],
      [{ quantityUnit: { unit: 'shirt', unitPlural: 'shirts', piecesOption: 'size' } }, 'must be whole numbers of pieces'],
      [{ mediaOption: 'fabric' }, 'names the option "fabric"'],
    ];
    for (const [body, reason] of refusals) {
      const answer = await admin.request('PATCH', `/api/v1/products/${tee.id}`, { json: body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('svc_resource_invalid');
      expect(answer.body.message).toContain(reason);
    }
    expect((await admin.request('PATCH', `/api/v1/products/${tee.id}`, { json: { printedSides: { option: 'print', values: { front: [] } } } })).status).toBe(400);
    expect((await admin.get(`/api/v1/products/${tee.id}`)).body).toEqual(tee);

    const patched = await admin.request('PATCH', `/api/v1/products/${tee.id}`, { json: { quantityUnit: { unit: 'shirt', unitPlural: 'shirts' }, mediaOption: null } });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body).toMatchObject({ printedSides: tee.printedSides, quantityUnit: { unit: 'shirt', unitPlural: 'shirts' }, mediaOption: null });
    // New options without "print": the stored rule that named it goes with it; one sent along is checked.
    const options = [{ name: 'size', values: [{ value: 'M', priceDelta: 0 }] }];
    expect((await admin.request('PATCH', `/api/v1/products/${tee.id}`, { json: { options, printedSides: tee.printedSides } })).status).toBe(400);
    const replaced = await admin.request('PATCH', `/api/v1/products/${tee.id}`, { json: { options } });
    expect(replaced.body).toMatchObject({ printedSides: null, quantityUnit: { unit: 'shirt' } });
  });

  it('renames, archives and restores a product; the list filters by status; bad names and statuses change nothing', async () => {
    const card = (await admin.get('/api/v1/products?search=card')).body[0];
    expect(card.status).toBe('active');
    const patch = (json: Record<string, unknown>) => admin.request('PATCH', `/api/v1/products/${card.id}`, { json });
    for (const bad of [{ name: '' }, { name: '   ' }, { name: 'x'.repeat(201) }, { status: 'deleted' }, { status: null }]) {
      const refused = await patch(bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.code).toBe('rest_invalid_param');
    }
    expect((await admin.get(`/api/v1/products/${card.id}`)).body).toEqual(card);

    const renamed = await patch({ name: 'Premium business cards' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toEqual({ ...card, name: 'Premium business cards' });
    // The storefront and the search see the new name.
    expect((await t.client().get(`/wp-json/svc/v1/products/${card.id}`)).body.name).toBe('Premium business cards');
    expect((await admin.get('/api/v1/products?search=premium')).body.map((p: { id: number }) => p.id)).toEqual([card.id]);

    const ids = async (query: string) => (await admin.get(`/api/v1/products?per_page=100${query}`)).body.map((p: { id: number }) => p.id);
    const everyId = await ids('');
    const archived = await patch({ status: 'archived' });
    expect(archived.body).toMatchObject({ id: card.id, status: 'archived', name: 'Premium business cards', options: card.options, sides: card.sides });
    expect(await ids('&status=archived')).toEqual([card.id]);
    expect(await ids('&status=active')).toEqual(everyId.filter((id: number) => id !== card.id));
    expect(await ids('')).toEqual(everyId);
    expect((await admin.get('/api/v1/products?status=gone')).body.code).toBe('rest_invalid_param');
    // The storefront lists and counts only what is on sale.
    const storefront = await t.client().get('/wp-json/svc/v1/products?per_page=100');
    expect(storefront.body.map((p: { id: number }) => p.id)).not.toContain(card.id);
    expect(storefront.body.every((p: { status: string }) => p.status === 'active')).toBe(true);
    expect(storefront.headers.get('x-wp-total')).toBe(String(everyId.length - 1));
    expect((await t.client().get(`/wp-json/svc/v1/products/${card.id}`)).body).toMatchObject({ code: 'svc_product_archived', data: { status: 410 } });
    // Archived, it is still configured like any product; restored, it is back on sale as it was.
    expect((await patch({ basePrice: card.basePrice })).body.status).toBe('archived');
    const restored = await patch({ status: 'active', name: card.name });
    expect(restored.body).toEqual(card);
    expect((await t.client().get(`/wp-json/svc/v1/products/${card.id}`)).body).toMatchObject({ id: card.id, status: 'active' });
    await expectAuthMatrix(t, admin, [{ method: 'PATCH', path: `/api/v1/products/${card.id}`, json: { status: 'active' } }]);
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
