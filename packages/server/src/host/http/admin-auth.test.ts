import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../testing/test-system.ts';

describe('admin sessions, nonces and customer scoping over HTTP', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem();
    const { shop } = t.system.services;
    await shop.createProduct({ name: 'Mug', sku: 'MUG-1', basePrice: 1290, currency: 'EUR' });
  });
  afterAll(() => t.close());

  it('signs in with a session cookie that is HttpOnly and SameSite=Lax, and returns user and nonce', async () => {
    const response = await fetch(`${t.url}/api/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(response.status).toBe(201);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('dcs_admin='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const body = (await response.json()) as { user: object };
    expect(body).toEqual({ user: expect.objectContaining({ email: TEST_ADMIN.email }), nonce: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(body.user).not.toHaveProperty('password_hash');
  });

  it('gives a new session id at every sign-in', async () => {
    const a = t.client();
    const b = t.client();
    await a.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    await b.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(a.cookies.get('dcs_admin')).not.toBe(b.cookies.get('dcs_admin'));
  });

  it('refuses a wrong password with 401 and a stable code', async () => {
    const response = await t.client().post('/api/v1/session', { email: TEST_ADMIN.email, password: 'nope' });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'svc_invalid_credentials', data: { status: 401 } });
  });

  it('answers admin routes without a session with 401', async () => {
    const response = await t.client().get('/api/v1/orders');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('rest_forbidden');
  });

  it('treats a state-changing request without a nonce as signed out, saying the nonce is missing, and a bad nonce as 403', async () => {
    const admin = await t.admin();
    expect((await admin.get('/api/v1/orders')).status).toBe(200);
    const noNonce = await admin.request('POST', '/api/v1/orders/1/status', { json: { status: 'paid' }, nonce: false });
    expect(noNonce.status).toBe(401);
    expect(noNonce.body).toMatchObject({ code: 'rest_missing_nonce', message: expect.stringContaining('X-WP-Nonce') });
    // A stranger is told no more than before.
    const stranger = await t.client().request('POST', '/api/v1/orders/1/status', { json: { status: 'paid' } });
    expect(stranger.body).toMatchObject({ code: 'rest_forbidden', data: { status: 401 } });
    const badNonce = await admin.request('POST', '/api/v1/orders/1/status', {
      json: { status: 'paid' },
      headers: { 'x-wp-nonce': 'f'.repeat(24) },
    });
    expect(badNonce.status).toBe(403);
    expect(badNonce.body).toMatchObject({ code: 'rest_cookie_invalid_nonce', data: { status: 403 } });
  });

  it('accepts the nonce as the _wpnonce form field and sends a fresh one back', async () => {
    const admin = await t.admin();
    const response = await admin.request('POST', '/api/v1/orders/999/status', {
      body: new URLSearchParams({ status: 'paid', _wpnonce: admin.nonce! }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      nonce: false,
    });
    expect(response.body).toMatchObject({ code: 'svc_order_not_found', data: { status: 404 } });
    expect(response.headers.get('x-wp-nonce')).toMatch(/^[0-9a-f]{24}$/);
  });

  it('refuses state-changing requests from another site', async () => {
    const admin = await t.admin();
    const foreign = await admin.post('/api/v1/orders/1/status', { status: 'paid' }, { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('rest_cross_origin_refused');
    const crossSite = await t.client().post('/wp-json/svc/v1/cart/items', { product_id: 1 }, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.body.code).toBe('rest_cross_origin_refused');
    const sameOrigin = await admin.post('/api/v1/orders/999/status', { status: 'paid' }, { headers: { origin: t.url } });
    expect(sameOrigin.body.code).toBe('svc_order_not_found');
  });

  it('signs out: the session ends on the server, not just in the browser', async () => {
    const admin = await t.admin();
    const token = admin.cookies.get('dcs_admin')!;
    expect((await admin.request('DELETE', '/api/v1/session')).status).toBe(200);
    const replay = await fetch(`${t.url}/api/v1/session/nonce`, { headers: { cookie: `dcs_admin=${token}` } });
    expect(replay.status).toBe(401);
  });

  it('serves a fresh nonce as text', async () => {
    const admin = await t.admin();
    const response = await admin.get('/api/v1/session/nonce');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.text).toMatch(/^[0-9a-f]{24}$/);
  });

  it("keeps each customer's cart to its own session", async () => {
    const ann = t.client();
    const bob = t.client();
    const added = await ann.post('/wp-json/svc/v1/cart/items', { product_id: 1, quantity: 2 });
    expect(added.status).toBe(201);
    expect(ann.cookies.get('dcs_session')).toBeTruthy();
    const itemId = added.body.items[0].id;
    expect((await bob.get('/wp-json/svc/v1/cart')).body.items).toEqual([]);
    const steal = await bob.request('DELETE', `/wp-json/svc/v1/cart/items/${itemId}`);
    expect(steal.status).toBe(404);
    expect(steal.body.code).toBe('svc_cart_item_not_found');
    const order = await ann.post('/wp-json/svc/v1/checkout', { email: 'ann@example.com' });
    expect(order.status).toBe(201);
    expect((await bob.get(`/wp-json/svc/v1/orders/${order.body.id}`)).status).toBe(404);
    expect((await ann.get(`/wp-json/svc/v1/orders/${order.body.id}`)).body.total).toBe(2580);
  });

  it('lets an admin move an order to paid, which fires order.paid once', async () => {
    const { hooks } = t.system.services;
    const paid: number[] = [];
    const off = hooks.addAction('order.paid', (order: { id: number }) => paid.push(order.id));
    const customer = t.client();
    await customer.post('/wp-json/svc/v1/cart/items', { product_id: 1 });
    const order = await customer.post('/wp-json/svc/v1/checkout', {});
    const admin = await t.admin();
    const moved = await admin.post(`/api/v1/orders/${order.body.id}/status`, { status: 'paid' });
    expect(moved.body.status).toBe('paid');
    const again = await admin.post(`/api/v1/orders/${order.body.id}/status`, { status: 'paid' });
    expect(again.status).toBe(409);
    expect(paid).toEqual([order.body.id]);
    off();
  });
});
