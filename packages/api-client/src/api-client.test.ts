import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../server/src/testing/test-system.ts';
import { createDcsClient, DcsApiError, type AdminApi } from './index.ts';

describe('dcs API client against a real server', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem();
  });
  afterAll(() => t.close());

  it('signs in, keeps the session cookie and nonce, and calls typed admin and extension routes', async () => {
    const dcs = createDcsClient({ baseUrl: t.url });
    await dcs.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(dcs.session.cookies.size).toBeGreaterThan(0);
    expect(dcs.session.nonce).toEqual(expect.any(String));
    const addons = await dcs.admin.request('GET /addons');
    expect(addons.status).toBe(200);
    // A state change needs the nonce, which the client sends by itself.
    const state = await dcs.admin.request('POST /addons/state', { body: [] });
    expect(state.status).toBe(200);
    const categories = await dcs.admin.request('GET /categories', { query: { per_page: 5, order: 'desc' } });
    expect(categories.headers.get('x-wp-total')).toEqual(expect.any(String));
    expectTypeOf<Parameters<typeof dcs.admin.request<'DELETE /addons/{dir}'>>[1]>().toMatchTypeOf<{ path: { dir: string | number } }>();
    expectTypeOf<AdminApi['POST /addons/state']['body']>().toEqualTypeOf<string[]>();
    await dcs.signOut();
    await expect(dcs.admin.request('GET /addons')).rejects.toMatchObject({ code: 'rest_forbidden', status: 401 });
  });

  it('rejects with the server\'s code, message and data', async () => {
    const dcs = createDcsClient({ baseUrl: t.url });
    const error = await dcs.signIn(TEST_ADMIN.email, 'wrong password').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DcsApiError);
    expect(error).toMatchObject({ status: 401, data: { status: 401 } });
    expect((error as DcsApiError).code).toMatch(/^svc_|^rest_/);
    await dcs.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const missing = await dcs.admin.request('DELETE /addons/{dir}', { path: { dir: 'no-such-addon' } }).catch((e: unknown) => e);
    expect(missing).toMatchObject({ code: 'svc_addon_not_installed', status: 404 });
  });

  it("speaks for a connected shop's server with an API key: typed connector routes, never the admin's", async () => {
    const staff = createDcsClient({ baseUrl: t.url });
    await staff.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const { data: created } = await staff.admin.request('POST /shop-keys', { body: { name: 'Node shop', shop: 'node', scopes: ['orders:write', 'orders:read'] } });
    const product = await t.system.services.shop.createProduct({ name: 'Sticker', sku: 'API-STICKER', basePrice: 300, currency: 'EUR' });
    const shop = createDcsClient({ baseUrl: t.url, apiKey: created.secret });
    const placed = await shop.admin.request('POST /connector/orders', { body: { shop_order_id: 'N-1', lines: [{ line_id: 'a', product_id: product.id, quantity: 4, unit_price: 300 }] } });
    expect(placed).toMatchObject({ status: 201, data: { shop: 'node', shop_order_id: 'N-1', total: 1200 } });
    expect((await shop.admin.request('GET /connector/orders/{shop_order_id}', { path: { shop_order_id: 'N-1' } })).data.order_id).toBe(placed.data.order_id);
    await expect(shop.admin.request('GET /shop-keys')).rejects.toMatchObject({ code: 'rest_forbidden', status: 403 });
  });
});
