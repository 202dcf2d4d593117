import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Order, Product } from '@dcs/platform';
import type { HttpTestClient } from '../../testing/http-test-client.ts';
import { describeEachEngine, type TestDatabase } from '../../testing/test-databases.ts';
import { startTestSystem, type TestSystem } from '../../testing/test-system.ts';
import { designWith, textElement } from '../resources/common/testing/design-fixtures.ts';
import { fileForm, pngOf } from '../resources/common/testing/upload-fixtures.ts';

describeEachEngine('connector orders', (engine) => {
  let t: TestSystem;
  let admin: HttpTestClient;
  let database: TestDatabase;
  let product: Product;
  let secret: string;
  const paidOrders: Order[] = [];
  const shopClient = () => {
    const client = t.client();
    return {
      post: (path: string, json: unknown) => client.post(`/api/v1/connector${path}`, json, { headers: { authorization: `Bearer ${secret}` } }),
      get: (path: string) => client.get(`/api/v1/connector${path}`, { headers: { authorization: `Bearer ${secret}` } }),
    };
  };
  const line = (fields: Record<string, unknown> = {}) => ({ line_id: 'L1', product_id: product.id, quantity: 10, options: { size: 'L' }, unit_price: 1700, ...fields });

  beforeAll(async () => {
    database = await engine.create();
    t = await startTestSystem({ database });
    admin = await t.admin();
    product = await t.system.services.shop.createProduct({
      name: 'Business card',
      sku: 'BC-1',
      basePrice: 1500,
      currency: 'EUR',
      options: [{ name: 'size', label: 'Size', values: [{ value: 'M', label: 'M', priceDelta: 0 }, { value: 'L', label: 'L', priceDelta: 200 }] }],
    });
    secret = (await admin.post('/api/v1/shop-keys', { name: 'Woo', shop: 'woo', scopes: ['orders:write', 'orders:read', 'quotes:verify'] })).body.secret;
    t.system.services.hooks.addAction('order.paid', (order: Order) => void paidOrders.push(order));
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('records a paid order once: the same order sent again answers 200 with the same ids and pays nothing twice', async () => {
    const design = designWith([textElement('Ann Example')]);
    const body = { shop_order_id: 'W-1001', email: 'ann@example.com', lines: [line({ design }), line({ line_id: 'L2', options: { size: 'M' }, quantity: 5, unit_price: 1500 })] };
    const first = await shopClient().post('/orders', body);
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ shop: 'woo', shop_order_id: 'W-1001', status: 'paid', currency: 'EUR', total: 17_000 + 7_500 });
    expect(first.body.lines.map((l: { line_id: string; quoted: boolean }) => [l.line_id, l.quoted])).toEqual([['L1', false], ['L2', false]]);
    const again = await shopClient().post('/orders', body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(paidOrders.filter((order) => order.id === first.body.order_id)).toHaveLength(1);
    const stored = await t.system.services.shop.getOrder(first.body.order_id);
    expect(stored).toMatchObject({ source: 'woo', externalId: 'W-1001', status: 'paid', email: 'ann@example.com' });
    expect(stored.items[0]!.design).toMatchObject({ sides: expect.any(Array) });
    expect((await shopClient().get('/orders/W-1001')).body).toEqual(first.body);
  });

  it('the same order sent twice at once is taken once: 201 and 200 with the same ids, paid once', async () => {
    const body = { shop_order_id: 'W-RACE', lines: [line()] };
    const answers = await Promise.all([shopClient().post('/orders', body), shopClient().post('/orders', body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body.order_id).toBe(answers[1]!.body.order_id);
    expect(answers.every((a) => a.body.status === 'paid')).toBe(true);
    expect(paidOrders.filter((order) => order.id === answers[0]!.body.order_id)).toHaveLength(1);
    const cancels = await Promise.all([shopClient().post('/orders/W-RACE/cancel', {}), shopClient().post('/orders/W-RACE/cancel', {})]);
    expect(cancels.map((a) => [a.status, a.body.status])).toEqual([[200, 'cancelled'], [200, 'cancelled']]);
  });

  it('the same shop order id with other lines is a conflict, and changes nothing', async () => {
    await shopClient().post('/orders', { shop_order_id: 'W-1002', lines: [line()] });
    const changed = await shopClient().post('/orders', { shop_order_id: 'W-1002', lines: [line({ quantity: 11, unit_price: 1700 })] });
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('svc_connector_order_conflict');
    expect((await shopClient().get('/orders/W-1002')).body.lines[0].quantity).toBe(10);
  });

  it('a price the shop changed is refused, naming both prices; nothing is recorded', async () => {
    const tampered = await shopClient().post('/orders', { shop_order_id: 'W-1003', lines: [line({ unit_price: 1 })] });
    expect(tampered.status).toBe(409);
    expect(tampered.body).toMatchObject({ code: 'svc_connector_price_mismatch', data: { line_id: 'L1', charged: 1, verified: 1700, currency: 'EUR' } });
    expect((await shopClient().get('/orders/W-1003')).body.code).toBe('svc_connector_order_not_found');
  });

  it('a quote token nobody can verify (no pricing addon active) is refused', async () => {
    const answer = await shopClient().post('/orders', { shop_order_id: 'W-1004', lines: [line({ quote_token: 'dpq1.e30.AAAA' })] });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('svc_connector_quote_unverifiable');
  });

  it('refuses malformed orders with stable codes', async () => {
    const cases: Array<[unknown, string]> = [
      [{ shop_order_id: 'W-1', lines: [] }, 'rest_invalid_param'],
      [{ shop_order_id: 'a/b', lines: [line()] }, 'rest_invalid_param'],
      [{ shop_order_id: 'W-1', lines: [line({ unit_price: -1 })] }, 'rest_invalid_param'],
      [{ shop_order_id: 'W-1005', lines: [line(), line()] }, 'svc_connector_order_invalid'],
      [{ shop_order_id: 'W-1005', lines: [line({ product_id: 999_999 })] }, 'svc_product_not_found'],
      [{ shop_order_id: 'W-1005', lines: [line({ options: { size: 'XXL' } })] }, 'svc_product_option_invalid'],
      [{ shop_order_id: 'W-1005', lines: [line({ design: { not: 'a design' } })] }, 'svc_design_invalid'],
      [{ shop_order_id: 'W-1005', lines: [line({ design_id: 999_999 })] }, 'svc_connector_design_not_found'],
    ];
    for (const [body, code] of cases) expect((await shopClient().post('/orders', body)).body.code, JSON.stringify(body)).toBe(code);
    expect((await shopClient().get('/orders/W-1005')).status).toBe(404);
  });

  it('a saved design is ordered by its id', async () => {
    const customer = t.client();
    const saved = await customer.post('/wp-json/svc/v1/designs', { name: 'Mine', design: designWith([textElement('Saved')]) });
    expect(saved.status, saved.text).toBe(201);
    const placed = await shopClient().post('/orders', { shop_order_id: 'W-1006', lines: [line({ design_id: saved.body.id })] });
    expect(placed.status, placed.text).toBe(201);
    const stored = await t.system.services.shop.getOrder(placed.body.order_id);
    expect(JSON.stringify(stored.items[0]!.design)).toContain('Saved');
  });

  it("prints a customer's upload only from a design that customer saved, never one sent as is or saved by another", async () => {
    const alice = t.client();
    const bob = t.client();
    const uploaded = await alice.request('POST', '/wp-json/svc/v1/uploads', { body: fileForm(await pngOf(40, 30), 'photo.png', 'image/png') });
    expect(uploaded.status, uploaded.text).toBe(201);
    const photo = designWith([{ id: 'photo', type: 'image', transform: { x: 10, y: 10, width: 50, height: 40, rotation: 0 }, media: uploaded.body.ref }]);
    const raw = await shopClient().post('/orders', { shop_order_id: 'W-UP1', lines: [line({ design: photo })] });
    expect(raw.status).toBe(422);
    expect(raw.body.code).toBe('svc_upload_not_yours');
    const bobs = await bob.post('/wp-json/svc/v1/designs', { name: 'Not mine', design: photo });
    expect(bobs.status, bobs.text).toBe(201);
    expect((await shopClient().post('/orders', { shop_order_id: 'W-UP2', lines: [line({ design_id: bobs.body.id })] })).body.code).toBe('svc_upload_not_yours');
    const alices = await alice.post('/wp-json/svc/v1/designs', { name: 'Mine', design: photo });
    const placed = await shopClient().post('/orders', { shop_order_id: 'W-UP3', lines: [line({ design_id: alices.body.id })] });
    expect(placed.status, placed.text).toBe(201);
    expect((await shopClient().get('/orders/W-UP1')).status).toBe(404);
  });

  it('cancels and refunds by the shop order id, idempotently; a finished order cannot be cancelled', async () => {
    await shopClient().post('/orders', { shop_order_id: 'W-1007', lines: [line()] });
    const cancelled = await shopClient().post('/orders/W-1007/cancel', {});
    expect(cancelled.body).toMatchObject({ status: 'cancelled' });
    expect((await shopClient().post('/orders/W-1007/cancel', {})).body.status).toBe('cancelled');
    expect((await shopClient().post('/orders/W-1007/cancel', { refund: true })).body.code).toBe('svc_order_transition_invalid');
    await shopClient().post('/orders', { shop_order_id: 'W-1008', lines: [line()] });
    expect((await shopClient().post('/orders/W-1008/cancel', { refund: true })).body.status).toBe('refunded');
    expect((await shopClient().post('/orders/W-9999/cancel', {})).body.code).toBe('svc_connector_order_not_found');
  });

  it("shops are apart: another shop's key does not see this shop's orders, and may use the same ids", async () => {
    const other = (await admin.post('/api/v1/shop-keys', { name: 'Shopify', shop: 'shopify', scopes: ['orders:write', 'orders:read'] })).body.secret;
    const headers = { headers: { authorization: `Bearer ${other}` } };
    expect((await t.client().get('/api/v1/connector/orders/W-1001', headers)).status).toBe(404);
    const placed = await t.client().post('/api/v1/connector/orders', { shop_order_id: 'W-1001', lines: [line()] }, headers);
    expect(placed.status).toBe(201);
    expect(placed.body.shop).toBe('shopify');
  });

  it('verifies a line before the shop charges: the price, changing nothing', async () => {
    const verified = await shopClient().post('/quotes/verify', { product_id: product.id, quantity: 3, options: { size: 'L' } });
    expect(verified.body).toEqual({ unit_price: 1700, total: 5100, currency: 'EUR', quoted: false });
  });
});
