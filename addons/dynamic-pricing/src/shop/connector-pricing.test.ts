import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../../packages/server/src/testing/test-databases.ts';
import { sampleDesign, startPricingTestSystem, type PricingTestSystem } from '../testing/pricing-test-system.ts';

/**
 * A connected shop's server: the customer's quote (made in the designer on the shop's page, with the
 * customer's session) verified before charging and then paying for exactly one order line.
 */
describeEachEngine('quote tokens in connected shops’ orders (shop.order_line)', (engine) => {
  let s: PricingTestSystem;
  let secret: string;
  let orderNumber = 0;
  const customer = () => s.kit.t.client();
  const line = { quantity: 10, options: { size: 'L' }, design: sampleDesign() };
  const quote = async (client = customer(), body: Record<string, unknown> = {}) => {
    const answer = await client.post('/wp-json/svc/v1/pricing/quote', { product_id: s.product.id, ...line, ...body });
    expect(answer.status, answer.text).toBe(200);
    return answer.body as { quote_token: string; unit_price: number; total: number };
  };
  const asShop = (path: string, body: unknown) => s.kit.t.client().post(`/api/v1/connector${path}`, body, { headers: { authorization: `Bearer ${secret}` } });
  const order = (lines: Array<Record<string, unknown>>) => asShop('/orders', { shop_order_id: `M-${++orderNumber}`, lines: lines.map((l, i) => ({ line_id: `line-${i + 1}`, product_id: s.product.id, ...line, ...l })) });

  beforeAll(async () => {
    s = await startPricingTestSystem({ database: await engine.create() });
    await s.admin.post('/wp-json/svc/v1/pricing/rules', { name: 'Per character', action: { type: 'per_metric', metric: 'characters', rate: 5 } });
    secret = (await s.admin.post('/api/v1/shop-keys', { name: 'Medusa', scopes: ['orders:write', 'quotes:verify'] })).body.secret;
  });
  afterAll(() => s.close());

  it('verifies a quote before charging, then takes the order at the quoted price (no customer session needed)', async () => {
    const q = await quote();
    const verified = await asShop('/quotes/verify', { product_id: s.product.id, ...line, quote_token: q.quote_token });
    expect(verified.body).toEqual({ unit_price: q.unit_price, total: q.total, currency: 'EUR', quoted: true });
    const placed = await order([{ quote_token: q.quote_token, unit_price: q.unit_price }]);
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body).toMatchObject({ status: 'paid', total: q.total, lines: [{ quoted: true, unit_price: q.unit_price }] });
    // The token stays out of the stored line: it paid for this line and is spent.
    const stored = await s.kit.t.system.services.shop.getOrder(placed.body.order_id);
    expect(stored.items[0]!.meta).toMatchObject({ pricing: { quoted: true, unit_price: q.unit_price }, connector: { line_id: 'line-1' } });
    expect(JSON.stringify(stored.items[0]!.meta)).not.toContain(q.quote_token);
  });

  it('a reused quote token is refused: in another order, twice in one order, and at verification', async () => {
    const q = await quote();
    expect((await order([{ quote_token: q.quote_token, unit_price: q.unit_price }])).status).toBe(201);
    const reused = await order([{ quote_token: q.quote_token, unit_price: q.unit_price }]);
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: 'svc_connector_quote_reused', message: expect.stringContaining(`M-${orderNumber - 1}`) });
    const fresh = await quote();
    const twice = await order([{ quote_token: fresh.quote_token, unit_price: fresh.unit_price }, { quote_token: fresh.quote_token, unit_price: fresh.unit_price }]);
    expect(twice.body.code).toBe('svc_connector_quote_reused');
    expect((await asShop('/quotes/verify', { product_id: s.product.id, ...line, quote_token: q.quote_token })).body.code).toBe('svc_connector_quote_reused');
    // The refused orders claimed nothing: the fresh token still pays for one line.
    expect((await order([{ quote_token: fresh.quote_token, unit_price: fresh.unit_price }])).status).toBe(201);
  });

  it('a tampered price is refused, naming both; a tampered token or one for another line is refused with the pricing codes', async () => {
    const q = await quote();
    const cheaper = await order([{ quote_token: q.quote_token, unit_price: q.unit_price - 100 }]);
    expect(cheaper.status).toBe(409);
    expect(cheaper.body).toMatchObject({ code: 'svc_connector_price_mismatch', data: { charged: q.unit_price - 100, verified: q.unit_price } });
    const [prefix, payload, mac] = q.quote_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${prefix}.${Buffer.from(JSON.stringify({ ...claims, unitPrice: 1, total: 10 })).toString('base64url')}.${mac}`;
    expect((await order([{ quote_token: forged, unit_price: 1 }])).body.code).toBe('svc_pricing_quote_token_invalid');
    const otherQuantity = await order([{ quote_token: q.quote_token, unit_price: q.unit_price, quantity: 11 }]);
    expect(otherQuantity.body).toMatchObject({ code: 'svc_pricing_quote_token_mismatch', data: { field: 'quantity' } });
    const otherDesign = await order([{ quote_token: q.quote_token, unit_price: q.unit_price, design: sampleDesign('Changed') }]);
    expect(otherDesign.body).toMatchObject({ code: 'svc_pricing_quote_token_mismatch', data: { field: 'design' } });
    // Refused every time, the token was never spent.
    expect((await order([{ quote_token: q.quote_token, unit_price: q.unit_price }])).status).toBe(201);
  });

  it('a line without a token must carry the rules’ price; an expired quote fails verification but its paid order is honoured', async () => {
    const q = await quote();
    expect((await order([{ unit_price: q.unit_price }])).body.lines[0]).toMatchObject({ quoted: false, unit_price: q.unit_price });
    expect((await order([{ unit_price: q.unit_price + 1 }])).body.code).toBe('svc_connector_price_mismatch');
    const late = await quote();
    s.advance(31 * 60_000);
    try {
      expect((await asShop('/quotes/verify', { product_id: s.product.id, ...line, quote_token: late.quote_token })).body.code).toBe('svc_pricing_quote_token_expired');
      // The customer was charged while it was valid; the payment arriving later does not undo that.
      expect((await order([{ quote_token: late.quote_token, unit_price: late.unit_price }])).status).toBe(201);
    } finally {
      s.advance(-31 * 60_000);
    }
  });
});
