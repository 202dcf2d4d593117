import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Product } from '@dcs/platform';
import { validateDesign } from '@dcs/design';
import { startAddonTestSystem, type AddonTestKit } from '@dcs/server/addon-testing';
import { fileForm, pngOf } from '../../../packages/server/src/core/resources/common/testing/upload-fixtures.ts';
import { describeEachEngine, type TestDatabase } from '../../../packages/server/src/testing/test-databases.ts';

const BASE = '/wp-json/svc/v1/smart-configurator';
type Client = Awaited<ReturnType<AddonTestKit['t']['admin']>>;

const values = (...names: string[]) => names.map((value) => ({ value, label: value, priceDelta: 0 }));

/** A shirt design whose layers the mapping addresses. */
function shirtDesign(extra: unknown[] = []) {
  return {
    schemaVersion: 3,
    sides: [{
      id: 'front',
      trim: { width: 300, height: 400 },
      printAreas: [{ id: 'chest', x: 50, y: 50, width: 200, height: 300 }],
      elements: [
        { id: 'name', type: 'text', layer: 'name', content: 'Your name', fontFamily: 'Roboto', fontSize: 20, fill: '#000000', transform: { x: 60, y: 60, width: 100, height: 20 } },
        { id: 'logo', type: 'clipart', layer: 'logo', clipart: 'star.json', transform: { x: 60, y: 100, width: 40, height: 40 } },
        { id: 'photo', type: 'image', layer: 'photo', media: 'photo.png', transform: { x: 120, y: 100, width: 60, height: 40 } },
        { id: 'sleeve-text', type: 'text', layer: 'sleeve', visible: false, content: 'XL', fontFamily: 'Roboto', fontSize: 10, transform: { x: 60, y: 300, width: 50, height: 10 } },
        ...extra,
      ],
    }],
  };
}

const mapping = {
  anchors: [
    { name: 'pocket', side: 'front', x: 170, y: 80, width: 50, height: 30 },
    { name: 'center', side: 'front', x: 100, y: 150, width: 100, height: 100 },
  ],
  rules: [
    { option: 'color', value: 'black', changes: [
      { action: 'set_color', layer: 'name', color: '#ffffff' },
      { action: 'set_color', layer: 'logo', color: { name: 'Gold', hex: '#D4AF37', cmyk: [0, 20, 80, 10] }, region: 'r1' },
    ] },
    { option: 'color', value: 'navy', changes: [{ action: 'set_image', layer: 'photo', media: 'photo-navy.png' }, { action: 'set_font', layer: 'name', fontFamily: 'Lobster', fontWeight: 700 }] },
    { option: 'size', value: 'XL', changes: [{ action: 'show', layer: 'sleeve' }, { action: 'set_text', layer: 'sleeve', text: 'EXTRA LARGE' }] },
    { option: 'size', value: 'S', changes: [{ action: 'move_to_anchor', layer: 'logo', anchor: 'pocket' }, { action: 'hide', layer: 'photo' }] },
    { option: 'print', value: 'big', changes: [{ action: 'move_to_anchor', layer: 'logo', anchor: 'center', resize: true }, { action: 'set_clipart', layer: 'logo', clipart: 'heart.json' }] },
  ],
};

describeEachEngine('smart configurator through HTTP', (engine) => {
  let kit: AddonTestKit;
  let database: TestDatabase;
  let admin: Client;
  let shirt: Product;

  beforeAll(async () => {
    database = await engine.create();
    kit = await startAddonTestSystem({ database });
    admin = await kit.t.admin();
    const upload = await kit.upload(admin, await kit.buildSigned(join(import.meta.dirname, '..')), { license_key: kit.license(['smart-configurator']) });
    expect(upload.status).toBe(201);
    expect((await admin.post('/api/v1/addons/state', ['smart-configurator'])).status).toBe(200);
    shirt = await kit.t.system.services.shop.createProduct({
      name: 'Shirt',
      sku: 'SC-SHIRT',
      basePrice: 1500,
      currency: 'EUR',
      options: [
        { name: 'color', label: 'Color', values: values('white', 'black', 'navy') },
        { name: 'size', label: 'Size', values: values('M', 'S', 'XL') },
        { name: 'print', label: 'Print', values: values('small', 'big') },
      ],
      meta: { sides: [{ id: 'front', name: 'Front', trim: { width: 300, height: 400 }, bleed: 2, safeMargin: 3, printAreas: [{ id: 'chest', name: 'Chest', x: 50, y: 50, width: 200, height: 300 }] }] },
    });
  });
  afterAll(async () => {
    await kit.close();
    await database.drop();
  });

  const put = (productId: number, body: unknown) => admin.request('PUT', `${BASE}/${productId}`, { json: body });
  const apply = (body: Record<string, unknown>) => kit.t.client().post(`${BASE}/apply`, body);
  const find = (design: { sides: Array<{ elements: Array<Record<string, unknown>> }> }, id: string) => design.sides[0]!.elements.find((e) => e.id === id)!;

  it('saves a mapping (201, then 200 on replace) and serves it publicly', async () => {
    const missing = await kit.t.client().get(`${BASE}/${shirt.id}`);
    expect(missing.body).toMatchObject({ code: 'svc_configurator_mapping_not_found', data: { status: 404, product_id: expect.any(Number) } });
    const created = await put(shirt.id, mapping);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ product_id: shirt.id, anchors: mapping.anchors, rules: mapping.rules });
    expect((await put(shirt.id, mapping)).status).toBe(200);
    const read = await kit.t.client().get(`${BASE}/${shirt.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ product_id: shirt.id, anchors: mapping.anchors, rules: mapping.rules });
    // The v1 names, deprecated, beside the snake_case ones.
    expect(read.body).toMatchObject({ productId: shirt.id, createdAt: read.body.created_at, updatedAt: read.body.updated_at });
    // So is the v1 body of apply: productId is still taken.
    expect((await apply({ productId: shirt.id, design: shirtDesign(), options: {} })).body).toMatchObject({ product_id: shirt.id });
  });

  it('keeps one mapping when it is saved several times at once', async () => {
    const cap = await kit.t.system.services.shop.createProduct({ name: 'Cap', sku: 'SC-CAP', basePrice: 900, currency: 'EUR', options: [{ name: 'color', label: 'Color', values: values('white', 'black') }] });
    const body = { rules: [{ option: 'color', value: 'black', changes: [{ action: 'hide', layer: 'logo' }] }] };
    const answers = await Promise.all([1, 2, 3, 4].map(() => put(cap.id, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect((await kit.t.client().get(`${BASE}/${cap.id}`)).body.rules).toEqual(body.rules);
  });

  it('applies the changes of the selected options and returns the validated design', async () => {
    const cases: Array<[Record<string, string>, Record<string, Record<string, unknown>>, number]> = [
      [{ color: 'black' }, { name: { fill: '#FFFFFF' }, logo: { colors: { r1: { name: 'Gold', hex: '#D4AF37', cmyk: [0, 20, 80, 10] } } } }, 2],
      [{ color: 'navy' }, { photo: { media: 'photo-navy.png' }, name: { fontFamily: 'Lobster', fontWeight: 700, fill: '#000000' } }, 2],
      [{ size: 'XL' }, { 'sleeve-text': { visible: true, content: 'EXTRA LARGE' } }, 2],
      [{ size: 'S' }, { logo: { transform: { x: 175, y: 75, width: 40, height: 40, rotation: 0 } }, photo: { visible: false } }, 2],
      [{ print: 'big' }, { logo: { clipart: 'heart.json', transform: { x: 100, y: 150, width: 100, height: 100, rotation: 0 } } }, 2],
      [{ color: 'white' }, { name: { fill: '#000000' } }, 0],
    ];
    for (const [options, expected, count] of cases) {
      const answer = await apply({ product_id: shirt.id, design: shirtDesign(), options });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      for (const [id, fields] of Object.entries(expected)) expect(find(answer.body.design, id), JSON.stringify(options)).toMatchObject(fields);
      expect(answer.body.applied).toHaveLength(count);
      // Options left out take the product's first value, as the cart does.
      expect(answer.body.options).toEqual({ color: 'white', size: 'M', print: 'small', ...options });
    }
  });

  it('applies a mapping given with the request instead of the stored one, storing nothing (the admin preview)', async () => {
    const cap = await kit.t.system.services.shop.createProduct({ name: 'Preview cap', sku: 'SC-PREVIEW', basePrice: 900, currency: 'EUR', options: [{ name: 'color', label: 'Color', values: values('white', 'black') }] });
    const draft = { rules: [{ option: 'color', value: 'black', changes: [{ action: 'hide', layer: 'name' }, { action: 'set_text', layer: 'sleeve', text: 'Draft' }] }] };
    const answer = await apply({ product_id: cap.id, design: shirtDesign(), options: { color: 'black' }, mapping: draft });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(find(answer.body.design, 'name')).toMatchObject({ visible: false });
    expect(find(answer.body.design, 'sleeve-text')).toMatchObject({ content: 'Draft' });
    expect(answer.body.applied.map((change: { action: string }) => change.action)).toEqual(['hide', 'set_text']);
    // The stored mapping of the shirt is not used either: the draft replaces it for this request only.
    const overShirt = await apply({ product_id: shirt.id, design: shirtDesign(), options: { color: 'black' }, mapping: draft });
    expect(find(overShirt.body.design, 'name')).toMatchObject({ visible: false, fill: '#000000' });
    expect((await kit.t.client().get(`${BASE}/${cap.id}`)).status).toBe(404);

    const refusals: Array<[unknown, string, string | null]> = [
      [{ rules: [{ option: 'size', value: 'XL', changes: [{ action: 'hide', layer: 'x' }] }] }, 'svc_configurator_mapping_invalid', '$.rules[0].option'],
      [{ rules: [{ option: 'color', value: 'black', changes: [{ action: 'move_to_anchor', layer: 'logo', anchor: 'nowhere' }] }] }, 'svc_configurator_mapping_invalid', '$.rules[0].changes[0].anchor'],
      [{ rules: [{ option: 'color', value: 'black', changes: [{ action: 'explode', layer: 'x' }] }] }, 'rest_invalid_param', null],
      [{ anchors: [] }, 'rest_invalid_param', null],
      // A style change that changes nothing, an outline of no width, a filter beyond its range.
      [{ rules: [{ option: 'color', value: 'black', changes: [{ action: 'set_text_style', layer: 'name' }] }] }, 'rest_invalid_param', null],
      [{ rules: [{ option: 'color', value: 'black', changes: [{ action: 'set_text_style', layer: 'name', stroke: { color: '#000000', width: 0 } }] }] }, 'rest_invalid_param', null],
      [{ rules: [{ option: 'color', value: 'black', changes: [{ action: 'set_filter', layer: 'photo', brightness: 300 }] }] }, 'rest_invalid_param', null],
    ];
    for (const [body, code, path] of refusals) {
      const refused = await apply({ product_id: cap.id, design: shirtDesign(), options: { color: 'black' }, mapping: body });
      expect(refused.body.code, JSON.stringify(body)).toBe(code);
      expect(refused.status).toBe(400);
      if (path) expect(refused.body.data.path).toBe(path);
    }
  });

  it('sets a text\'s face and effects (family kept) and a photo\'s filter', async () => {
    const effects = { rules: [{ option: 'color', value: 'black', changes: [
      { action: 'set_text_style', layer: 'name', fontWeight: 700, fontStyle: 'italic', stroke: { color: '#FFFFFF', width: 0.4 }, shadow: { color: '#1D3557', offsetX: 1, offsetY: 1 }, curve: 45 },
      { action: 'set_filter', layer: 'photo', tone: 'sepia', contrast: 10 },
    ] }] };
    expect((await put(shirt.id, { ...mapping, rules: [...mapping.rules, ...effects.rules] })).status).toBe(200);
    const answer = await apply({ product_id: shirt.id, design: shirtDesign(), options: { color: 'black' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(find(answer.body.design, 'name')).toMatchObject({ fontFamily: 'Roboto', fontWeight: 700, fontStyle: 'italic', fill: '#FFFFFF', stroke: { color: '#FFFFFF', width: 0.4 }, shadow: { color: '#1D3557', offsetX: 1, offsetY: 1 }, curve: 45 });
    expect(find(answer.body.design, 'photo')).toMatchObject({ filter: { tone: 'sepia', brightness: 0, contrast: 10 } });
    expect(answer.body.applied.map((change: { action: string }) => change.action)).toEqual(['set_color', 'set_color', 'set_text_style', 'set_filter']);
    expect((await put(shirt.id, mapping)).status).toBe(200);
  });

  it('skips a change whose layer the design lacks and names it, never a 400 (a design made from scratch)', async () => {
    const design = shirtDesign();
    design.sides[0]!.elements = design.sides[0]!.elements.filter((e) => (e as { layer: string }).layer !== 'sleeve');
    const answer = await apply({ product_id: shirt.id, design, options: { size: 'XL' } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.skipped).toEqual([
      { option: 'size', value: 'XL', action: 'show', layer: 'sleeve', code: 'svc_configurator_layer_unknown', reason: 'The design has no layer named "sleeve", which the mapping changes for size = XL.' },
      { option: 'size', value: 'XL', action: 'set_text', layer: 'sleeve', code: 'svc_configurator_layer_unknown', reason: 'The design has no layer named "sleeve", which the mapping changes for size = XL.' },
    ]);
    expect(answer.body.design.sides[0].elements).toEqual(validateDesign(design).sides[0]!.elements);
    const empty = await apply({ product_id: shirt.id, design: { ...design, sides: design.sides.map((side) => ({ ...side, elements: [] })) }, options: { size: 'XL', color: 'black', print: 'big' } });
    expect(empty.status, empty.text).toBe(200);
    expect(empty.body.applied).toEqual([]);
    expect(empty.body.skipped.map((s: { layer: string }) => s.layer).length).toBeGreaterThan(0);
    // A change the layer's elements cannot take is skipped too; the rule's other changes still apply.
    const textLogo = shirtDesign();
    (textLogo.sides[0]!.elements[1] as Record<string, unknown>) = { id: 'logo', type: 'text', layer: 'logo', content: 'Logo', fontFamily: 'Roboto', fontSize: 12, transform: { x: 60, y: 100, width: 40, height: 40 } };
    const unsupported = await apply({ product_id: shirt.id, design: textLogo, options: { print: 'big' } });
    expect(unsupported.status, unsupported.text).toBe(200);
    expect(unsupported.body.applied).toMatchObject([{ action: 'move_to_anchor', layer: 'logo' }]);
    expect(unsupported.body.skipped).toMatchObject([{ action: 'set_clipart', layer: 'logo', code: 'svc_configurator_change_unsupported' }]);
  });

  it('refuses bad apply requests', async () => {
    const bare = await kit.t.system.services.shop.createProduct({ name: 'Bare', sku: 'SC-BARE', basePrice: 100, currency: 'EUR' });
    const cases: Array<[Record<string, unknown>, string, number]> = [
      [{ product_id: shirt.id, design: { schemaVersion: 3, sides: [] }, options: {} }, 'svc_design_invalid', 400],
      [{ product_id: shirt.id, design: shirtDesign(), options: { color: 'pink' } }, 'svc_product_option_invalid', 400],
      [{ product_id: shirt.id, design: shirtDesign(), options: { finish: 'matte' } }, 'svc_product_option_invalid', 400],
      [{ product_id: shirt.id, design: shirtDesign(), options: { color: 1 } }, 'rest_invalid_param', 400],
      [{ product_id: bare.id, design: shirtDesign(), options: {} }, 'svc_configurator_mapping_not_found', 404],
      [{ product_id: 987654, design: shirtDesign(), options: {} }, 'svc_product_not_found', 404],
      [{ product_id: shirt.id, options: {} }, 'rest_missing_callback_param', 400],
      [{ product_id: shirt.id, design: shirtDesign(), price: 0 }, 'rest_invalid_param', 400],
    ];
    for (const [body, code, status] of cases) {
      const answer = await apply(body);
      expect(answer.body.code, JSON.stringify(body).slice(0, 120)).toBe(code);
      expect(answer.status).toBe(status);
    }
  });

  it('refuses mappings that do not fit the product, changing nothing', async () => {
    const before = (await kit.t.client().get(`${BASE}/${shirt.id}`)).body;
    const rule = (change: Record<string, unknown>, option = 'color', value = 'black') => ({ ...mapping, rules: [{ option, value, changes: [change] }] });
    const cases: Array<[unknown, string, RegExp | null]> = [
      [rule({ action: 'hide', layer: 'x' }, 'finish'), 'svc_configurator_mapping_invalid', /no option "finish"/],
      [rule({ action: 'hide', layer: 'x' }, 'color', 'pink'), 'svc_configurator_mapping_invalid', /no value "pink"/],
      [rule({ action: 'move_to_anchor', layer: 'logo', anchor: 'hood' }), 'svc_configurator_mapping_invalid', /no anchor is named "hood"/],
      [{ ...mapping, anchors: [mapping.anchors[0], mapping.anchors[0]] }, 'svc_configurator_mapping_invalid', /defined twice/],
      [{ ...mapping, anchors: [{ ...mapping.anchors[0], side: 'back' }] }, 'svc_configurator_mapping_invalid', /no side "back"/],
      [rule({ action: 'explode', layer: 'x' }), 'rest_invalid_param', null],
      [rule({ action: 'set_color', layer: 'x', color: 'red' }), 'rest_invalid_param', null],
      [rule({ action: 'set_text', layer: 'x' }), 'rest_invalid_param', null],
      [rule({ action: 'hide', layer: '' }), 'rest_invalid_param', null],
      [{ ...mapping, anchors: [{ ...mapping.anchors[0], width: 0 }] }, 'rest_invalid_param', null],
      [{ anchors: [] }, 'rest_missing_callback_param', null],
    ];
    for (const [body, code, message] of cases) {
      const answer = await put(shirt.id, body);
      expect(answer.body.code, JSON.stringify(body).slice(0, 160)).toBe(code);
      expect(answer.status).toBe(400);
      if (message) expect(answer.body.message).toMatch(message);
    }
    expect((await put(987654, mapping)).body.code).toBe('svc_product_not_found');
    expect((await kit.t.client().get(`${BASE}/${shirt.id}`)).body).toEqual(before);
  });

  it('counts a picture an option swaps in as a published use: listed for the admin, kept from deletion, orderable by customers', async () => {
    const photo = await admin.request('POST', '/api/v1/media', { body: fileForm(await pngOf(400, 300, '#1F6FB2'), 'navy.png', 'image/png') });
    expect(photo.status, photo.text).toBe(201);
    const ref = `media:${photo.body.id}`;
    const mug = await kit.t.system.services.shop.createProduct({ name: 'Mug', sku: 'SC-MUG', basePrice: 900, currency: 'EUR', options: [{ name: 'color', label: 'Color', values: values('navy') }] });
    const design = { schemaVersion: 3, name: 'Mug', sides: [{ id: 'front', name: 'Front', width: 200, height: 90, bleed: 2, safeMargin: 3, elements: [
      { id: 'photo', type: 'image', media: ref, transform: { x: 10, y: 10, width: 80, height: 60, rotation: 0 } },
    ] }] };
    const customer = kit.t.client();
    // Before an option offers it, the picture is the shop's own: no customer may order it.
    const refused = await customer.post('/wp-json/svc/v1/cart/items', { product_id: mug.id, quantity: 1, design });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'svc_media_not_published', data: { status: 422 } });
    expect((await customer.get('/wp-json/svc/v1/cart')).body.items).toEqual([]);

    expect((await put(mug.id, { anchors: [], rules: [{ option: 'color', value: 'navy', changes: [{ action: 'set_image', layer: 'photo', media: ref }] }] })).status).toBe(201);
    const usage = await admin.get(`/api/v1/media/${photo.body.id}/usage`);
    expect(usage.body.usedBy).toContainEqual({ type: 'configurator_mapping', id: mug.id, name: 'Options of Mug', published: true });
    const kept = await admin.request('DELETE', `/api/v1/media/${photo.body.id}`);
    expect(kept.status).toBe(409);
    expect(kept.body.code).toBe('svc_resource_in_use');
    expect((await customer.post('/wp-json/svc/v1/cart/items', { product_id: mug.id, quantity: 1, design })).status).toBe(201);
    expect((await admin.request('DELETE', `${BASE}/${mug.id}`)).status).toBe(200);
  });

  it('lets only admins write and delete mappings; reads and apply are public', async () => {
    const anonymous = kit.t.client();
    expect((await anonymous.request('PUT', `${BASE}/${shirt.id}`, { json: mapping })).status).toBe(401);
    expect((await anonymous.request('DELETE', `${BASE}/${shirt.id}`)).body.code).toBe('rest_forbidden');
    expect((await admin.request('PUT', `${BASE}/${shirt.id}`, { json: mapping, nonce: false })).status).toBe(401);
    const badNonce = await admin.request('DELETE', `${BASE}/${shirt.id}`, { nonce: false, headers: { 'x-wp-nonce': 'f'.repeat(24) } });
    expect(badNonce.status).toBe(403);
    expect(badNonce.body.code).toBe('rest_cookie_invalid_nonce');
    expect((await anonymous.get(`${BASE}/status`)).status).toBe(401);
    expect((await anonymous.get(`${BASE}/${shirt.id}`)).status).toBe(200);

    const removed = await admin.request('DELETE', `${BASE}/${shirt.id}`);
    expect(removed.body).toMatchObject({ deleted: true, previous: { product_id: shirt.id } });
    expect((await anonymous.get(`${BASE}/${shirt.id}`)).status).toBe(404);
    expect((await admin.request('DELETE', `${BASE}/${shirt.id}`)).status).toBe(404);
  });
});
