import { PRICING_HOOKS, type PriceLine, type PriceLineContext } from '@dcs/platform';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleDesign, startPricingTestSystem, type PricingTestSystem } from '../testing/pricing-test-system.ts';

type Client = ReturnType<PricingTestSystem['kit']['t']['client']>;

describe('quotes at add-to-cart and checkout', () => {
  let s: PricingTestSystem;
  let ann: Client;
  let bob: Client;
  const quote = (client: Client, body: Record<string, unknown> = {}) =>
    client.post('/wp-json/svc/v1/pricing/quote', { product_id: s.product.id, quantity: 10, options: { size: 'L' }, design: sampleDesign(), ...body });
  const add = (client: Client, body: Record<string, unknown>) =>
    client.post('/wp-json/svc/v1/cart/items', { product_id: s.product.id, quantity: 10, options: { size: 'L' }, design: sampleDesign(), ...body });
  const cartOf = async (client: Client) => (await client.get('/wp-json/svc/v1/cart')).body;
  const reencode = (token: string, edit: (claims: Record<string, unknown>) => void) => {
    const [prefix, payload, mac] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    edit(claims);
    return `${prefix}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${mac}`;
  };

  beforeAll(async () => {
    s = await startPricingTestSystem();
    await s.admin.post('/wp-json/svc/v1/pricing/rules', { name: 'Per character', action: { type: 'per_metric', metric: 'characters', rate: 5 } });
    await s.admin.post('/wp-json/svc/v1/pricing/rules', {
      name: 'Volume',
      action: { type: 'tiers', basis: 'quantity', tiers: [{ min: 1, amount: 0 }, { min: 20, amount: -100 }] },
    });
  });
  beforeEach(() => {
    ann = s.kit.t.client();
    bob = s.kit.t.client();
  });
  afterAll(() => s.close());

  it('a quote honoured: the cart line has the quoted price and the order the quoted total', async () => {
    const q = await quote(ann);
    const added = await add(ann, { quote_token: q.body.quote_token });
    expect(added.status).toBe(201);
    expect(added.body.items[0]).toMatchObject({ unitPrice: q.body.unit_price, lineTotal: q.body.total, meta: { pricing: { quoted: true, unit_price: q.body.unit_price, design_hash: q.body.design_hash } } });
    const order = await ann.post('/wp-json/svc/v1/checkout', { email: 'ann@example.com' });
    expect(order.status).toBe(201);
    expect(order.body.total).toBe(q.body.total);
  });

  it('a line with a design and no token is priced by the rules all the same', async () => {
    const q = await quote(ann);
    const added = await add(ann, {});
    expect(added.body.items[0]).toMatchObject({ unitPrice: q.body.unit_price, meta: { pricing: { quoted: false } } });
  });

  it.each<[string, (token: string) => string, string, number]>([
    ['a changed total (signature broken)', (token) => reencode(token, (claims) => void (claims.total = 1)), 'svc_pricing_quote_token_invalid', 400],
    ['a changed session hash', (token) => reencode(token, (claims) => void (claims.sid = 'x')), 'svc_pricing_quote_token_invalid', 400],
    ['garbage', () => 'dpq1.e30.AAAA', 'svc_pricing_quote_token_invalid', 400],
    ['a token of another format', () => 'hello', 'svc_pricing_quote_token_invalid', 400],
  ])('a tampered token is refused: %s', async (_name, tamper, code, status) => {
    const q = await quote(ann);
    const answer = await add(ann, { quote_token: tamper(q.body.quote_token) });
    expect(answer.body.code).toBe(code);
    expect(answer.status).toBe(status);
    expect((await cartOf(ann)).items).toEqual([]);
  });

  it('a token from another session is refused (403)', async () => {
    const q = await quote(bob);
    const answer = await add(ann, { quote_token: q.body.quote_token });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('svc_pricing_quote_token_foreign');
    expect((await cartOf(ann)).items).toEqual([]);
  });

  it.each<[string, Record<string, unknown>]>([
    ['design', { design: sampleDesign('Hi') }],
    ['quantity', { quantity: 11 }],
    ['options', { options: { size: 'M' } }],
  ])('a token for another %s is refused (409)', async (field, change) => {
    const q = await quote(ann);
    const answer = await add(ann, { quote_token: q.body.quote_token, ...change });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'svc_pricing_quote_token_mismatch', data: { field } });
    expect((await cartOf(ann)).items).toEqual([]);
  });

  it('a token for a design, used for a line without one, is refused', async () => {
    const q = await quote(ann);
    const answer = await add(ann, { quote_token: q.body.quote_token, design: undefined });
    expect(answer.body).toMatchObject({ code: 'svc_pricing_quote_token_mismatch', data: { field: 'design' } });
  });

  it('an expired token is refused (409); a fresh quote then works', async () => {
    const q = await quote(ann);
    s.advance(31 * 60_000);
    try {
      const answer = await add(ann, { quote_token: q.body.quote_token });
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('svc_pricing_quote_token_expired');
      expect((await add(ann, { quote_token: (await quote(ann)).body.quote_token })).status).toBe(201);
    } finally {
      s.advance(-31 * 60_000);
    }
  });

  it('a quote whose price changed before add-to-cart is refused, naming both prices', async () => {
    const q = await quote(ann);
    const rule = await s.admin.post('/wp-json/svc/v1/pricing/rules', { name: 'New fee', action: { type: 'fixed', amount: 50 } });
    try {
      const answer = await add(ann, { quote_token: q.body.quote_token });
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: 'svc_pricing_price_changed', data: { quoted: q.body.total, current: q.body.total + 500, currency: 'EUR' } });
      expect(answer.body.message).toContain('182.50 EUR');
    } finally {
      await s.admin.post('/wp-json/svc/v1/pricing/rules/delete', { id: rule.body.id });
    }
  });

  it('a quantity change reprices the line (the volume tier applies)', async () => {
    const q = await quote(ann);
    const added = await add(ann, { quote_token: q.body.quote_token });
    const changed = await ann.request('PATCH', `/wp-json/svc/v1/cart/items/${added.body.items[0].id}`, { json: { quantity: 20 } });
    expect(changed.status).toBe(200);
    const requote = await quote(ann, { quantity: 20 });
    expect(changed.body.items[0]).toMatchObject({ quantity: 20, unitPrice: requote.body.unit_price, meta: { pricing: { quoted: true } } });
    expect(requote.body.unit_price).toBe(q.body.unit_price - 100);
    expect((await ann.post('/wp-json/svc/v1/checkout', {})).body.total).toBe(requote.body.total);
  });

  it('checkout prices again: a rule change since add-to-cart reprices the cart once, then the order has the new price', async () => {
    const q = await quote(ann);
    await add(ann, { quote_token: q.body.quote_token });
    const rule = await s.admin.post('/wp-json/svc/v1/pricing/rules', { name: 'New fee', action: { type: 'fixed', amount: 50 } });
    try {
      const refused = await ann.post('/wp-json/svc/v1/checkout', {});
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'svc_cart_repriced', data: { previous_total: q.body.total, total: q.body.total + 500, currency: 'EUR' } });
      const cart = await cartOf(ann);
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0]).toMatchObject({ unitPrice: q.body.unit_price + 50, meta: { pricing: { unit_price: q.body.unit_price + 50, quoted: true } } });
      const order = await ann.post('/wp-json/svc/v1/checkout', {});
      expect(order.status).toBe(201);
      expect(order.body.total).toBe(q.body.total + 500);
    } finally {
      await s.admin.post('/wp-json/svc/v1/pricing/rules/delete', { id: rule.body.id });
    }
  });

  it("another addon's price line counts in the quote, its token, the cart and checkout; without it the cart is repriced", async () => {
    const { hooks } = s.kit.t.system.services;
    const smallRun = (lines: PriceLine[], context: PriceLineContext) =>
      context.quantity >= 5 ? lines : [...lines, { id: 'small-run:surcharge', label: 'Small run', scope: 'unit' as const, amount: 300, source: 'small-run' }];
    const off = hooks.addFilter(PRICING_HOOKS.priceLines, smallRun);
    let q: { body: Record<string, any> };
    try {
      const plain = await quote(ann, { quantity: 10 });
      q = await quote(ann, { quantity: 2 });
      expect(q.body.breakdown.at(-1)).toEqual({ rule_id: null, name: 'Small run', scope: 'addon', action: 'addon', amount: 600, id: 'small-run:surcharge', source: 'small-run' });
      expect(plain.body.breakdown.some((line: { scope: string }) => line.scope === 'addon')).toBe(false);
      expect(q.body.subtotal).toBe(q.body.base_total + q.body.breakdown.reduce((sum: number, line: { amount: number }) => sum + line.amount, 0));
      const added = await add(ann, { quantity: 2, quote_token: q.body.quote_token });
      expect(added.status).toBe(201);
      expect(added.body.items[0]).toMatchObject({ unitPrice: q.body.unit_price, meta: { pricing: { unit_price: q.body.unit_price } } });
      expect(added.body.items[0].meta.price_lines.at(-1)).toEqual({ id: 'small-run:surcharge', label: 'Small run', scope: 'unit', amount: 300, source: 'small-run' });
      const order = await ann.post('/wp-json/svc/v1/checkout', {});
      expect(order.status).toBe(201);
      expect(order.body.total).toBe(q.body.total);
      await add(ann, { quantity: 2, quote_token: (await quote(ann, { quantity: 2 })).body.quote_token });
    } finally {
      off();
    }
    // The addon is gone: its line leaves the stored cart at checkout, once.
    const refused = await ann.post('/wp-json/svc/v1/checkout', {});
    expect(refused.body).toMatchObject({ code: 'svc_cart_repriced', data: { previous_total: q.body.total, total: q.body.total - 600 } });
    expect((await cartOf(ann)).items[0].meta.price_lines.some((line: PriceLine) => line.source === 'small-run')).toBe(false);
    const order = await ann.post('/wp-json/svc/v1/checkout', {});
    expect(order.status).toBe(201);
    expect(order.body.total).toBe(q.body.total - 600);
  });

  describe('lines written behind the filter’s back are caught at checkout', () => {
    async function insertLine(client: Client, fields: { unitPrice: number; meta: Record<string, unknown> }) {
      // A session starts at the first write (here a quote); reading the cart alone starts none.
      await quote(client);
      const { sessionId } = await cartOf(client);
      const now = Date.now();
      await s.kit.t.system.services.database
        .db()
        .insertInto('shop_cart_items')
        .values({
          session_id: sessionId,
          product_id: s.product.id,
          quantity: 10,
          options: JSON.stringify({ size: 'L', printing_method: 'dtg' }),
          design: JSON.stringify(sampleDesign()),
          meta: JSON.stringify(fields.meta),
          unit_price: fields.unitPrice,
          currency: 'EUR',
          created_at: now,
          updated_at: now,
        })
        .execute();
    }

    it('a cheaper stored price', async () => {
      const q = await quote(ann);
      await insertLine(ann, { unitPrice: q.body.unit_price - 1, meta: { quoteToken: q.body.quote_token } });
      const refused = await ann.post('/wp-json/svc/v1/checkout', {});
      expect(refused.body.code).toBe('svc_cart_repriced');
      expect((await s.kit.t.system.services.shop.listOrders({ sessionId: (await cartOf(ann)).sessionId })).total).toBe(0);
      expect((await cartOf(ann)).items[0].unitPrice).toBe(q.body.unit_price);
    });

    it('a token of another session', async () => {
      const q = await quote(bob);
      await insertLine(ann, { unitPrice: q.body.unit_price, meta: { quoteToken: q.body.quote_token, pricing: { quoted: true } } });
      const refused = await ann.post('/wp-json/svc/v1/checkout', {});
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('svc_pricing_quote_token_foreign');
    });
  });
});
