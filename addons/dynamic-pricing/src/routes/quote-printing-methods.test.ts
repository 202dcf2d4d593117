import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Product } from '@dcs/platform';
import { describeEachEngine } from '../../../../packages/server/src/testing/test-databases.ts';
import { sampleDesign, startPricingTestSystem, type PricingTestSystem } from '../testing/pricing-test-system.ts';

type Client = ReturnType<PricingTestSystem['kit']['t']['client']>;

/** `num / den` rounded half away from zero, as the pricing docs promise (`den` > 0). */
const round = (num: number, den: number) => Math.sign(num) * Math.floor((2 * Math.abs(num) + den) / (2 * den));

describeEachEngine('quotes with the product printing methods (services.printing)', (engine) => {
  let s: PricingTestSystem;
  let ann: Client;
  const ids: Record<string, number> = {};
  let sku = 0;
  const quote = (body: Record<string, unknown>, client = ann) => client.post('/wp-json/svc/v1/pricing/quote', body);
  const add = (body: Record<string, unknown>) => ann.post('/wp-json/svc/v1/cart/items', body);
  const methodPricing = (code: string, pricing: Record<string, unknown>) => s.admin.request('PATCH', `/api/v1/printing/methods/${ids[code]}`, { json: { pricing } });
  /** The engine reuses methods for quotes for 5 s; the admin's changes are past that. */
  const afterCache = () => s.advance(6000);

  async function product(methodCodes: readonly string[], options: Product['options'] = []): Promise<Product> {
    const created = await s.kit.t.system.services.shop.createProduct({ name: 'Tote', sku: `QPM-${++sku}`, basePrice: 1000, currency: 'EUR', options });
    const patched = await s.admin.request('PATCH', `/api/v1/products/${created.id}`, { json: { printingMethodIds: methodCodes.map((code) => ids[code]!) } });
    expect(patched.status, patched.text).toBe(200);
    return created;
  }

  beforeAll(async () => {
    s = await startPricingTestSystem(await engine.create());
    ann = s.kit.t.client();
    const methods = [
      { name: 'Offset', code: 'offset', pricing: { setupFee: 1000, perSide: 75 } },
      {
        name: 'Screen print',
        code: 'screen',
        pricing: { setupFee: 2500, perSide: 75, perColor: 40, perAreaCm2: 0.35, quantityTiers: [{ minQuantity: 50, discountPercent: 12.5 }, { minQuantity: 10, discountPercent: 10 }] },
      },
      { name: 'DTG', code: 'dtg', pricing: { perSide: 120 } },
      { name: 'Embroidery', code: 'embroidery', active: false, pricing: { setupFee: 9999 } },
    ];
    for (const method of methods) {
      const created = await s.admin.post('/api/v1/printing/methods', method);
      expect(created.status, created.text).toBe(201);
      ids[method.code] = created.body.id;
    }
    const assigned = await s.admin.request('PATCH', `/api/v1/products/${s.product.id}`, { json: { printingMethodIds: [ids.embroidery, ids.screen, ids.dtg] } });
    expect(assigned.status, assigned.text).toBe(200);
    // Runs after the method lines, so it sees them in the subtotal; matches the resolved method's code.
    const rule = await s.admin.post('/wp-json/svc/v1/pricing/rules', {
      name: 'Screen service',
      conditions: [{ subject: 'printing_method', op: 'in', value: ['screen'] }],
      action: { type: 'percent', percent: 1, of: 'subtotal' },
    });
    expect(rule.status, rule.text).toBe(201);
  });
  afterAll(() => s.close());

  it("applies the product's method: setup fee and per side, named in the answer (the issue's case)", async () => {
    const plain = await product(['offset']);
    const bare = await quote({ product_id: plain.id, quantity: 1 });
    expect(bare.status, bare.text).toBe(200);
    expect(bare.body).toMatchObject({ printing_method: 'offset', base_total: 1000, subtotal: 2000, unit_price: 2000, total: 2000 });
    expect(bare.body.breakdown).toEqual([
      { rule_id: null, name: 'Offset: setup fee', scope: 'printing_method', action: 'setup_fee', amount: 1000 },
      { rule_id: null, name: 'Offset: per side', scope: 'printing_method', action: 'per_side', amount: 0, units: 0 },
    ]);
    // Two printed sides × 75 × 3 items, the setup fee once for the line, spread over the unit price.
    const designed = await quote({ product_id: plain.id, quantity: 3, design: sampleDesign() });
    expect(designed.body.breakdown.map((line: { amount: number }) => line.amount)).toEqual([1000, 450]);
    expect(designed.body).toMatchObject({ subtotal: 4450, unit_price: 1483, total: 4449, rounding: -1 });
  });

  it('applies setup fee, per side, per color, per area and the quantity tier with exact rounding, before the rules', async () => {
    const answer = await quote({ product_id: s.product.id, quantity: 10, options: { printing_method: 'screen' }, design: sampleDesign() });
    expect(answer.status, answer.text).toBe(200);
    const { covered_area_mm2: area, sides_used: sides, distinct_colors: colors } = answer.body.metrics;
    expect([sides, colors]).toEqual([2, 2]);
    const baseTotal = 1600 * 10;
    const perArea = round(35 * area * 10, 100 * 100);
    const perUnit = 75 * 2 * 10 + 40 * 2 * 10 + perArea;
    const tier = -round((baseTotal + perUnit) * 10, 100);
    const beforeRules = baseTotal + 2500 + perUnit + tier;
    const service = round(beforeRules, 100);
    expect(answer.body.printing_method).toBe('screen');
    expect(answer.body.breakdown).toEqual([
      { rule_id: null, name: 'Screen print: setup fee', scope: 'printing_method', action: 'setup_fee', amount: 2500 },
      { rule_id: null, name: 'Screen print: per side', scope: 'printing_method', action: 'per_side', amount: 1500, units: 2 },
      { rule_id: null, name: 'Screen print: per color', scope: 'printing_method', action: 'per_color', amount: 800, units: 2 },
      { rule_id: null, name: 'Screen print: per cm²', scope: 'printing_method', action: 'per_area', amount: perArea, units: area / 100 },
      { rule_id: null, name: 'Screen print: quantity discount', scope: 'printing_method', action: 'quantity_tier', amount: tier, tier: 10 },
      { rule_id: expect.any(Number), name: 'Screen service', scope: 'design', action: 'percent', amount: service },
    ]);
    const subtotal = beforeRules + service;
    const unit = round(subtotal, 10);
    expect(answer.body).toMatchObject({ base_total: baseTotal, subtotal, unit_price: unit, total: unit * 10, rounding: unit * 10 - subtotal });
    // 12.5 % from 50 on; the highest tier reached applies.
    const fifty = await quote({ product_id: s.product.id, quantity: 50, options: { printing_method: 'screen' }, design: sampleDesign() });
    const fiftyTier = fifty.body.breakdown.find((line: { action: string }) => line.action === 'quantity_tier');
    expect(fiftyTier).toMatchObject({ tier: 50, amount: -round((1600 * 50 + (75 * 2 + 40 * 2) * 50 + round(35 * area * 50, 10_000)) * 125, 1000) });
  });

  it("counts a text's shadow colour as one more screen colour, and its ink in the covered area", async () => {
    const shadowed = sampleDesign() as { sides: Array<{ elements: Array<Record<string, unknown>> }> };
    const title = shadowed.sides[0]!.elements.find((element) => element.id === 'title')!;
    title.shadow = { color: '#F4A261', offsetX: 1, offsetY: 1 };
    const body = (design: unknown) => ({ product_id: s.product.id, quantity: 1, options: { printing_method: 'screen' }, design });
    const [plain, withShadow] = await Promise.all([quote(body(sampleDesign())), quote(body(shadowed))]);
    expect(withShadow.status, withShadow.text).toBe(200);
    expect(withShadow.body.metrics.distinct_colors).toBe(plain.body.metrics.distinct_colors + 1);
    expect(withShadow.body.metrics.covered_area_mm2).toBeGreaterThan(plain.body.metrics.covered_area_mm2);
    const perColor = (answer: typeof plain) => answer.body.breakdown.find((line: { action: string }) => line.action === 'per_color');
    expect(perColor(withShadow)).toMatchObject({ units: perColor(plain).units + 1, amount: perColor(plain).amount + 40 });
  });

  it('resolves the method as the print queue does: the option when it names an active assigned method, else the first active one', async () => {
    const methodOf = async (productId: number, options: Record<string, string> = {}) => {
      const answer = await quote({ product_id: productId, options });
      expect(answer.status, answer.text).toBe(200);
      return { method: answer.body.printing_method, lines: answer.body.breakdown.map((line: { name: string }) => line.name) };
    };
    // The shirt's option defaults to its first value, dtg: assigned and active.
    expect(await methodOf(s.product.id)).toEqual({ method: 'dtg', lines: ['DTG: per side'] });
    expect((await methodOf(s.product.id, { printing_method: 'screen' })).method).toBe('screen');
    // No option: the first active assigned method (embroidery is inactive), which rules then match.
    const tote = await product(['embroidery', 'screen', 'dtg']);
    expect(await methodOf(tote.id)).toMatchObject({ method: 'screen', lines: expect.arrayContaining(['Screen print: setup fee', 'Screen service']) });
    // An option naming a method the product does not have (or an inactive one) is ignored.
    const options = [{ name: 'printing_method', label: 'Printing', values: ['offset', 'embroidery'].map((value) => ({ value, label: value, priceDelta: 0 })) }];
    const mug = await product(['dtg', 'embroidery'], options);
    expect((await methodOf(mug.id, { printing_method: 'offset' })).method).toBe('dtg');
    expect((await methodOf(mug.id, { printing_method: 'embroidery' })).method).toBe('dtg');
    // Without any active method the option's value still names the method for rules; nothing is charged for it.
    const none = await product(['embroidery'], options);
    expect(await methodOf(none.id)).toEqual({ method: 'offset', lines: [] });
  });

  it('add-to-cart and checkout recompute the method prices, so a quote matches exactly and a changed price is refused or repriced', async () => {
    const line = { product_id: s.product.id, quantity: 10, options: { printing_method: 'screen' }, design: sampleDesign() };
    const q = await quote(line);
    const added = await add({ ...line, quote_token: q.body.quote_token });
    expect(added.status, added.text).toBe(201);
    expect(added.body.items[0]).toMatchObject({ unitPrice: q.body.unit_price, meta: { pricing: { quoted: true, printing_method: 'screen' } } });
    const order = await ann.post('/wp-json/svc/v1/checkout', { email: 'ann@example.com' });
    expect(order.status, order.text).toBe(201);
    expect(order.body.total).toBe(q.body.total);

    // The admin raises the setup fee between quote and add-to-cart: the cart reads the method afresh.
    const stale = await quote(line);
    expect((await methodPricing('screen', { setupFee: 3500 })).status).toBe(200);
    try {
      const refused = await add({ ...line, quote_token: stale.body.quote_token });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('svc_pricing_price_changed');
      expect(refused.body.data.current).toBeGreaterThan(stale.body.total);
      afterCache();
      const fresh = await quote(line);
      expect(fresh.body.breakdown[0]).toMatchObject({ action: 'setup_fee', amount: 3500 });
      expect(fresh.body.total).toBe(refused.body.data.current);
      expect((await add({ ...line, quote_token: fresh.body.quote_token })).status).toBe(201);
    } finally {
      expect((await methodPricing('screen', { setupFee: 2500 })).status).toBe(200);
    }
    // The price moved back after the line was added: checkout prices it again, stores the new price
    // and says so, nothing is ordered; the next checkout orders at the new price.
    const refused = await ann.post('/wp-json/svc/v1/checkout', {});
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('svc_cart_repriced');
    expect(refused.body.data.total).toBe(q.body.total);
    expect((await ann.get('/wp-json/svc/v1/cart')).body.items).toMatchObject([{ unitPrice: q.body.unit_price }]);
    expect((await ann.post('/wp-json/svc/v1/checkout', {})).body.total).toBe(q.body.total);
  });
});
