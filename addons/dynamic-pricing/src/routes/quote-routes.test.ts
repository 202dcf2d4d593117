import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateDesign } from '@dcs/design';
import { sampleDesign, startPricingTestSystem, type PricingTestSystem } from '../testing/pricing-test-system.ts';

describe('POST /svc/v1/pricing/quote', () => {
  let s: PricingTestSystem;
  const quote = (body: Record<string, unknown>, client = s.kit.t.client()) => client.post('/wp-json/svc/v1/pricing/quote', body);

  beforeAll(async () => {
    s = await startPricingTestSystem();
    const rules = [
      { name: 'Per character', priority: 10, action: { type: 'per_metric', metric: 'characters', rate: 5 } },
      { name: 'Back side', priority: 20, conditions: [{ subject: 'side', op: 'in', value: ['back'] }], action: { type: 'fixed', amount: 300 } },
      { name: 'Screen setup per color', priority: 30, conditions: [{ subject: 'printing_method', op: 'in', value: ['screen'] }], action: { type: 'per_metric', metric: 'distinct_colors', rate: 1000, per: 'line' } },
      { name: 'Volume', priority: 40, action: { type: 'tiers', basis: 'quantity', tiers: [{ min: 1, amount: 0 }, { min: 10, percent: -10 }] } },
      { name: 'Texts', priority: 50, scope: 'element', conditions: [{ subject: 'element_type', op: 'in', value: ['text'] }], action: { type: 'fixed', amount: 1, per: 'line' } },
      { name: 'Old promo', priority: 60, ends_at: '2020-01-01T00:00:00Z', action: { type: 'fixed', amount: -999 } },
    ];
    for (const rule of rules) expect((await s.admin.post('/wp-json/svc/v1/pricing/rules', rule)).status).toBe(201);
  });
  afterAll(() => s.close());

  it('measures the design on the server and answers every applied rule, the total and a token', async () => {
    const answer = await quote({ product_id: s.product.id, quantity: 10, options: { size: 'L' }, design: sampleDesign() });
    expect(answer.status).toBe(200);
    // Base 1700 × 10; 15 characters × 5 × 10 = 750; back side 300 × 10; -10 % of 17 000; 2 text elements × 1.
    expect(answer.body).toMatchObject({
      product_id: s.product.id,
      options: { size: 'L', printing_method: 'dtg' },
      quantity: 10,
      printing_method: 'dtg',
      currency: 'EUR',
      base_unit_price: 1700,
      base_total: 17_000,
      subtotal: 19_052,
      unit_price: 1905,
      total: 19_050,
      rounding: -2,
      metrics: { characters: 15, words: 3, texts: 2, shapes: 1, elements: 3, distinct_colors: 2, sides_used: 2, printed_sides: ['front', 'back'] },
      design_hash: expect.stringMatching(/^[\w-]{43}$/),
      quote_token: expect.stringMatching(/^dpq1\./),
    });
    expect(answer.body.breakdown).toEqual([
      { rule_id: expect.any(Number), name: 'Per character', scope: 'design', action: 'per_metric', amount: 750, units: 15 },
      { rule_id: expect.any(Number), name: 'Back side', scope: 'design', action: 'fixed', amount: 3000 },
      { rule_id: expect.any(Number), name: 'Volume', scope: 'design', action: 'tiers', amount: -1700, tier: 10 },
      { rule_id: expect.any(Number), name: 'Texts', scope: 'element', action: 'fixed', amount: 2, elements: ['title', 'back-text'] },
    ]);
    expect(answer.body.metrics.covered_area_mm2).toBeGreaterThan(2000);
    expect(Date.parse(answer.body.expires_at) - Date.now()).toBeGreaterThan(29 * 60_000);
  });

  it('the design hash is SHA-256 of the normalized design, however the same design is written', async () => {
    const design = sampleDesign();
    const expected = createHash('sha256').update(JSON.stringify(validateDesign(design))).digest('base64url');
    // Keys in reverse order at every level; defaults written out (a side's name is its id).
    const reversed = (value: unknown): unknown =>
      Array.isArray(value) ? value.map(reversed) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reversed(v)])) : value;
    const explicit = JSON.parse(JSON.stringify(design).replaceAll('{"id":"front",', '{"id":"front","name":"front",').replaceAll('{"id":"back",', '{"id":"back","name":"back",'));
    expect(explicit).not.toEqual(design);
    expect(validateDesign(explicit)).toEqual(validateDesign(design));
    const changed = sampleDesign('Hello there');
    const hashes = [];
    for (const written of [design, design, reversed(design), explicit, design, changed]) {
      const answer = await quote({ product_id: s.product.id, design: written });
      expect(answer.status).toBe(200);
      hashes.push(answer.body.design_hash);
    }
    expect(hashes.slice(0, 5)).toEqual([expected, expected, expected, expected, expected]);
    expect(hashes[5]).toBe(createHash('sha256').update(JSON.stringify(validateDesign(changed))).digest('base64url'));
    expect(hashes[5]).not.toBe(expected);
  });

  it('the printing method comes from the product option', async () => {
    const answer = await quote({ product_id: s.product.id, options: { printing_method: 'screen' }, design: sampleDesign() });
    expect(answer.body.breakdown.map((line: { name: string }) => line.name)).toContain('Screen setup per color');
    expect(answer.body.base_unit_price).toBe(1600);
  });

  it('ignores any price, total or metrics the browser sends', async () => {
    const honest = await quote({ product_id: s.product.id, quantity: 3, design: sampleDesign() });
    const forged = await quote({
      product_id: s.product.id,
      quantity: 3,
      design: sampleDesign(),
      price: 1,
      unit_price: 1,
      total: 3,
      metrics: { characters: 0, covered_area_mm2: 0 },
    });
    expect(forged.status).toBe(200);
    expect(forged.body.total).toBe(honest.body.total);
    expect(forged.body.metrics).toEqual(honest.body.metrics);
  });

  it.each<[string, Record<string, unknown>, string, number]>([
    ['an unknown field', { discount: 50 }, 'rest_invalid_param', 400],
    ['an invalid design', { design: { schemaVersion: 3, sides: 'nope' } }, 'svc_design_invalid', 400],
    ['a font the shop does not have', { design: JSON.parse(JSON.stringify(sampleDesign()).replace('"Roboto"', '"Nope Sans"')) }, 'svc_design_font_missing', 422],
    ['an unknown option value', { options: { size: 'XXL' } }, 'svc_product_option_invalid', 400],
    ['an unknown option', { options: { colour: 'red' } }, 'svc_product_option_invalid', 400],
    ['a quantity of 0', { quantity: 0 }, 'rest_invalid_param', 400],
  ])('refuses %s', async (_name, body, code, status) => {
    const answer = await quote({ product_id: s.product.id, design: sampleDesign(), ...body });
    expect(answer.body.code).toBe(code);
    expect(answer.status).toBe(status);
  });

  it('an unknown product is a 404; a line without a design is priced with zero figures', async () => {
    expect((await quote({ product_id: 999_999 })).body.code).toBe('svc_product_not_found');
    const plain = await quote({ product_id: s.product.id, quantity: 10 });
    expect(plain.body).toMatchObject({ metrics: null, design_hash: null, total: 13_500, breakdown: [{ name: 'Per character', amount: 0 }, { name: 'Volume', amount: -1500 }] });
  });

  it('refuses an archived product once the quotes\' product cache lets it go, and quotes it again at once when it is back on sale', async () => {
    const body = { product_id: s.product.id, quantity: 1, options: { size: 'L' }, design: sampleDesign() };
    expect((await quote(body)).status).toBe(200);
    expect((await s.admin.request('PATCH', `/api/v1/products/${s.product.id}`, { json: { status: 'archived' } })).status).toBe(200);
    try {
      // The engine keeps products 5 s: the archive is refused that late at most, and then kept refused.
      s.advance(5_001);
      const refused = await quote(body);
      expect(refused.status).toBe(410);
      expect(refused.body.code).toBe('svc_product_archived');
    } finally {
      expect((await s.admin.request('PATCH', `/api/v1/products/${s.product.id}`, { json: { status: 'active' } })).status).toBe(200);
    }
    // Back on sale: quoted at once, although the engine's cache holds the archived product.
    expect((await quote(body)).status).toBe(200);
  });

  it('a rule change is seen by the next quote (the rule cache is invalidated)', async () => {
    const before = await quote({ product_id: s.product.id, quantity: 1 });
    const rule = await s.admin.post('/wp-json/svc/v1/pricing/rules', { name: 'Surcharge', action: { type: 'fixed', amount: 100 } });
    expect((await quote({ product_id: s.product.id, quantity: 1 })).body.total).toBe(before.body.total + 100);
    await s.admin.post('/wp-json/svc/v1/pricing/rules/delete', { id: rule.body.id });
    expect((await quote({ product_id: s.product.id, quantity: 1 })).body.total).toBe(before.body.total);
  });
});
