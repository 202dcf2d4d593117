import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../../packages/server/src/testing/test-databases.ts';
import { sampleDesign, startPricingTestSystem, type PricingTestSystem } from '../testing/pricing-test-system.ts';

const QUOTE = '/wp-json/svc/v1/pricing/quote';

/** The sample design with a photo of `px` × `px` pixels printed 50 mm wide on the front. */
function withPhoto(ref: string): Record<string, unknown> {
  const design = sampleDesign();
  const front = (design.sides as Array<{ elements: unknown[] }>)[0]!;
  front.elements.push({ id: 'photo', type: 'image', media: ref, transform: { x: 100, y: 100, width: 50, height: 50 } });
  return design;
}

describeEachEngine('POST /svc/v1/pricing/quote: saved designs and the preflight report', (engine) => {
  let s: PricingTestSystem;
  beforeAll(async () => {
    s = await startPricingTestSystem({ database: await engine.create() });
  });
  afterAll(() => s.close());

  it('prices a design the session saved, by id, as it prices the document', async () => {
    const alice = s.kit.t.client();
    const saved = await alice.post('/wp-json/svc/v1/designs', { name: 'Shirt', design: sampleDesign() });
    expect(saved.status, saved.text).toBe(201);
    const byDocument = await alice.post(QUOTE, { product_id: s.product.id, quantity: 3, design: sampleDesign() });
    const byId = await alice.post(QUOTE, { product_id: s.product.id, quantity: 3, design_id: saved.body.id });
    expect(byId.status, byId.text).toBe(200);
    expect(byId.body).toMatchObject({ total: byDocument.body.total, design_hash: byDocument.body.design_hash, metrics: byDocument.body.metrics, preflight: byDocument.body.preflight });
    // The token binds the same design, so the cart takes the saved document with it.
    const added = await alice.post('/wp-json/svc/v1/cart/items', { product_id: s.product.id, quantity: 3, design: saved.body.design, quote_token: byId.body.quote_token });
    expect(added.status, added.text).toBe(201);

    const bob = s.kit.t.client();
    const stolen = await bob.post(QUOTE, { product_id: s.product.id, design_id: saved.body.id });
    expect(stolen.status).toBe(404);
    expect(stolen.body.code).toBe('svc_resource_not_found');
    expect((await alice.post(QUOTE, { product_id: s.product.id, design_id: 999_999 })).status).toBe(404);
    const both = await alice.post(QUOTE, { product_id: s.product.id, design: sampleDesign(), design_id: saved.body.id });
    expect(both.status).toBe(400);
    expect(both.body.code).toBe('rest_invalid_param');
    expect((await alice.post(QUOTE, { product_id: s.product.id, design_id: 'x' })).status).toBe(400);
  });

  it('answers the preflight report of every quote, with the issues the designer shows', async () => {
    const client = s.kit.t.client();
    const clean = await client.post(QUOTE, { product_id: s.product.id, design: sampleDesign() });
    expect(clean.body.preflight).toEqual({ ok: true, dpi: 300, issues: [] });
    expect((await client.post(QUOTE, { product_id: s.product.id })).body.preflight).toEqual({ ok: true, dpi: null, issues: [] });

    const design = sampleDesign('Hello 世界');
    const front = (design.sides as Array<{ elements: Array<Record<string, unknown>> }>)[0]!;
    front.elements.push({ id: 'tiny', type: 'text', content: 'small print', fontFamily: 'Roboto', fontSize: 4, transform: { x: 20, y: 200, width: 100, height: 5 } });
    front.elements.push({ id: 'stray', type: 'shape', shape: 'rectangle', transform: { x: 0, y: 0, width: 5, height: 5 }, fill: '#000000' });
    const answer = await client.post(QUOTE, { product_id: s.product.id, design });
    expect(answer.status).toBe(200);
    expect(answer.body.preflight.ok).toBe(false);
    expect(answer.body.preflight.issues).toEqual(
      expect.arrayContaining([
        { code: 'glyphs_missing', severity: 'error', side_id: 'front', element_id: 'title', message: expect.stringContaining('"世"') },
        { code: 'outside_print_area', severity: 'error', side_id: 'front', element_id: 'stray', message: expect.any(String) },
        { code: 'text_too_small', severity: 'warning', side_id: 'front', element_id: 'tiny', message: expect.any(String) },
      ]),
    );
    // A quote is still a quote: the price is answered; errors block add-to-cart in the designer.
    expect(answer.body.total).toBeGreaterThan(0);
  });

  it("rates photos at the resolution of the product's printing method", async () => {
    const client = s.kit.t.client();
    // 400 px over 50 mm: 203 ppi — fine at 300 dpi, an error at 600 dpi (below 300 ppi).
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png]), 'photo.png');
    const upload = await client.request('POST', '/wp-json/svc/v1/uploads', { body: form });
    expect(upload.status, upload.text).toBe(201);
    const design = withPhoto(upload.body.ref);
    expect((await client.post(QUOTE, { product_id: s.product.id, design })).body.preflight).toEqual({ ok: true, dpi: 300, issues: [] });
    expect((await client.get(`/wp-json/svc/v1/products/${s.product.id}/printing`)).body).toEqual({ product_id: s.product.id, method: null, preflight_options: { ppi: { warnBelow: 200, errorBelow: 150 } } });

    const method = await s.admin.post('/api/v1/printing/methods', { name: 'Fine art', code: 'fineart', output: { resolutionDpi: 600 } });
    expect(method.status, method.text).toBe(201);
    const patched = await s.admin.request('PATCH', `/api/v1/products/${s.product.id}`, { json: { printingMethodIds: [method.body.id] } });
    expect(patched.status, patched.text).toBe(200);
    // Quotes reuse a product's method for 5 s (docs/pricing.md, Caching), for its prices and its dpi alike.
    s.advance(6_000);
    const fine = await client.post(QUOTE, { product_id: s.product.id, design });
    // The designer reads the same thresholds for its live preflight.
    expect((await client.get(`/wp-json/svc/v1/products/${s.product.id}/printing`)).body).toMatchObject({ method: { code: 'fineart', resolution_dpi: 600 }, preflight_options: { ppi: { warnBelow: 400, errorBelow: 300 } } });
    expect(fine.body.preflight).toMatchObject({ ok: false, dpi: 600, issues: [{ code: 'image_resolution', severity: 'error', element_id: 'photo', message: expect.stringContaining('203 ppi') }] });
  });
});
