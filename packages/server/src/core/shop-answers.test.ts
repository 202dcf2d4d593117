import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../testing/test-databases.ts';
import { startTestSystem, type TestSystem } from '../testing/test-system.ts';

describeEachEngine('svc/v1 answers the shop in snake_case, with the deprecated camelCase names of v1 beside', (engine) => {
  let t: TestSystem;
  let productId: number;
  beforeAll(async () => {
    t = await startTestSystem({ database: await engine.create() });
    productId = (
      await t.system.services.shop.createProduct({
        name: 'Mug',
        sku: 'MUG-1',
        basePrice: 1290,
        currency: 'EUR',
        options: [{ name: 'size', label: 'Size', values: [{ value: 's', label: 'S', priceDelta: 0 }, { value: 'l', label: 'L', priceDelta: 200 }] }],
      })
    ).id;
  });
  afterAll(() => t.close());

  it('products, the cart, its changes, checkout and the order', async () => {
    const customer = t.client();
    const product = (await customer.get(`/wp-json/svc/v1/products/${productId}`)).body;
    expect(product).toMatchObject({ id: productId, base_price: 1290, basePrice: 1290, created_at: expect.any(Number) });
    expect(product.options[0].values[1]).toEqual({ value: 'l', label: 'L', price_delta: 200, priceDelta: 200 });
    expect((await customer.get('/wp-json/svc/v1/products')).body[0]).toMatchObject({ base_price: 1290, basePrice: 1290 });

    const added = await customer.post('/wp-json/svc/v1/cart/items', { product_id: productId, quantity: 2, options: { size: 'l' } });
    expect(added.status).toBe(201);
    const line = added.body.items[0];
    expect(line).toMatchObject({ product_id: productId, unit_price: 1490, line_total: 2980, productId, unitPrice: 1490, lineTotal: 2980 });
    expect(added.body).toMatchObject({ session_id: expect.any(String), total: 2980, currency: 'EUR' });
    expect(added.body.sessionId).toBe(added.body.session_id);

    const changed = await customer.request('PATCH', `/wp-json/svc/v1/cart/items/${line.id}`, { json: { quantity: 3 } });
    expect(changed.body.items[0]).toMatchObject({ line_total: 4470, lineTotal: 4470 });
    expect((await customer.get('/wp-json/svc/v1/cart')).body.items[0].unit_price).toBe(1490);

    const order = await customer.post('/wp-json/svc/v1/checkout', { email: 'someone@example.com' });
    expect(order.status).toBe(201);
    expect(order.body).toMatchObject({ status: 'pending', external_id: null, externalId: null, total: 4470, created_at: expect.any(Number) });
    expect(order.body.items[0]).toMatchObject({ product_id: productId, product_name: 'Mug', productName: 'Mug', unit_price: 1490, line_total: 4470 });
    expect((await customer.get(`/wp-json/svc/v1/orders/${order.body.id}`)).body).toMatchObject({ session_id: order.body.session_id, items: [{ sku: 'MUG-1' }] });
    expect((await customer.request('DELETE', `/wp-json/svc/v1/cart/items/${line.id}`)).status).toBe(404);
  });
});
