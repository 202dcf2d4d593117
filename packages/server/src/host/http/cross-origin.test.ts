import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_REST_ROUTES_ACTION, type RoutesService } from '@dcs/platform';
import { startTestSystem, type TestSystem } from '../../testing/test-system.ts';
import { parseAllowedOrigins } from './cross-origin.ts';

const SHOP = 'https://shop.example';
const STRANGER = 'https://evil.example';

/** A browser's cross-site request from `origin`: what Chromium sends with `fetch(…, { credentials: 'include' })`. */
const from = (origin: string, extra: Record<string, string> = {}) => ({ origin, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', ...extra });

async function preflight(t: TestSystem, path: string, origin: string, method: string, headers = 'content-type') {
  return fetch(`${t.url}${path}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });
}

describe('cross-origin embedding (DCS_ALLOWED_ORIGINS)', () => {
  let t: TestSystem;
  let productId: number;

  beforeAll(async () => {
    t = await startTestSystem({ env: { DCS_ALLOWED_ORIGINS: `${SHOP}, http://localhost:8081` } });
    const { hooks, auth, routes, shop } = t.system.services;
    hooks.addAction(REGISTER_REST_ROUTES_ACTION, (r: RoutesService) =>
      r.registerRestRoute('svc/v1', '/test/admin-report', { methods: 'GET', permission_callback: auth.permissions.admin(), callback: () => ({ secret: 42 }) }),
    );
    await routes.rebuild();
    productId = (await shop.createProduct({ name: 'Mug', sku: 'MUG-CORS', basePrice: 1290, currency: 'EUR' })).id;
  });
  afterAll(() => t.close());

  it('answers a listed shop a preflight for a customer route, with its methods and the designer headers', async () => {
    const answer = await preflight(t, '/wp-json/svc/v1/cart/items', SHOP, 'POST');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('access-control-allow-methods')).toBe('POST');
    expect(answer.headers.get('access-control-allow-headers')).toContain('content-type');
    expect(answer.headers.get('vary')).toMatch(/Origin/);
  });

  it('refuses the preflight of an unlisted origin, of an admin route, of a method the route lacks and of the nonce header', async () => {
    const refused = [
      await preflight(t, '/wp-json/svc/v1/cart/items', STRANGER, 'POST'),
      await preflight(t, '/wp-json/svc/v1/test/admin-report', SHOP, 'GET'),
      await preflight(t, '/wp-json/svc/v1/cart/items', SHOP, 'PATCH'),
      await preflight(t, '/wp-json/svc/v1/cart/items', SHOP, 'POST', 'content-type, x-wp-nonce'),
      await preflight(t, '/api/v1/orders', SHOP, 'GET'),
    ];
    for (const answer of refused) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect(await refused[0]!.json()).toMatchObject({ code: 'rest_cross_origin_refused', data: { status: 403 } });
  });

  it('lets a listed shop fill a cart with credentials: the session cookie is SameSite=None, Secure, Partitioned, and the cart is that session’s', async () => {
    const visitor = t.client();
    const added = await visitor.post('/wp-json/svc/v1/cart/items', { product_id: productId, quantity: 2 }, { headers: from(SHOP) });
    expect(added.status, added.text).toBe(201);
    expect(added.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(added.headers.get('access-control-allow-credentials')).toBe('true');
    expect(added.headers.get('vary')).toMatch(/Origin/);
    const cookie = added.headers.getSetCookie().find((c) => c.startsWith('dcs_session='))!;
    expect(cookie).toMatch(/SameSite=None/i);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/Partitioned/i);
    expect(cookie).toMatch(/HttpOnly/i);

    const cart = await visitor.get('/wp-json/svc/v1/cart', { headers: from(SHOP) });
    expect(cart.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(cart.body.items).toHaveLength(1);
    expect((await t.client().get('/wp-json/svc/v1/cart')).body.items).toEqual([]);
  });

  it('carries the grant on error answers too, so the designer can show the message', async () => {
    const bad = await t.client().post('/wp-json/svc/v1/cart/items', { product_id: 'x' }, { headers: from(SHOP) });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBe(SHOP);
  });

  it('gives an unlisted origin no grant on customer routes and refuses its writes', async () => {
    const read = await t.client().get('/wp-json/svc/v1/cart', { headers: from(STRANGER) });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const write = await t.client().post('/wp-json/svc/v1/cart/items', { product_id: productId }, { headers: from(STRANGER) });
    expect(write.status).toBe(403);
    expect(write.body.code).toBe('rest_cross_origin_refused');
    expect(write.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers public catalog routes the listed shop by name (credentialed) and anyone else with *', async () => {
    const shop = await t.client().get('/wp-json/svc/v1/catalog', { headers: from(SHOP) });
    expect(shop.status).toBe(200);
    expect(shop.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(shop.headers.get('access-control-allow-credentials')).toBe('true');
    expect(shop.headers.get('access-control-expose-headers')).toContain('etag');
    expect(shop.headers.get('vary')).toBe('Accept-Encoding, Origin');
    const anyone = await t.client().get('/wp-json/svc/v1/catalog', { headers: from(STRANGER) });
    expect(anyone.headers.get('access-control-allow-origin')).toBe('*');
    expect(anyone.headers.get('access-control-allow-credentials')).toBeNull();
    expect(anyone.headers.get('vary')).toBe('Accept-Encoding, Origin');
  });

  it('never opens admin routes, and an admin cookie does not count on a request from a shop', async () => {
    const admin = await t.admin();
    expect((await admin.get('/wp-json/svc/v1/test/admin-report')).status).toBe(200);
    const viaShop = await admin.get('/wp-json/svc/v1/test/admin-report', { headers: from(SHOP) });
    expect(viaShop.status).toBe(401);
    expect(viaShop.headers.get('access-control-allow-origin')).toBeNull();
    const adminApi = await admin.get('/api/v1/orders', { headers: from(SHOP) });
    expect(adminApi.status).toBe(401);
    expect(adminApi.headers.get('access-control-allow-origin')).toBeNull();
    const write = await admin.post('/api/v1/orders/1/status', { status: 'paid' }, { headers: from(SHOP) });
    expect(write.status).toBe(403);
    expect(write.body.code).toBe('rest_cross_origin_refused');
  });
});

describe('without DCS_ALLOWED_ORIGINS', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem();
    await t.system.services.shop.createProduct({ name: 'Mug', sku: 'MUG-SAME', basePrice: 1290, currency: 'EUR' });
  });
  afterAll(() => t.close());

  it('keeps the customer cookie SameSite=Lax, grants no origin and refuses cross-site writes', async () => {
    const visitor = t.client();
    const added = await visitor.post('/wp-json/svc/v1/cart/items', { product_id: 1 });
    expect(added.status).toBe(201);
    const cookie = added.headers.getSetCookie().find((c) => c.startsWith('dcs_session='))!;
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Partitioned|; Secure/i);
    expect(added.headers.get('vary')).toBeNull();
    expect((await t.client().get('/wp-json/svc/v1/cart', { headers: from(SHOP) })).headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight(t, '/wp-json/svc/v1/cart/items', SHOP, 'POST')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await t.client().post('/wp-json/svc/v1/cart/items', { product_id: 1 }, { headers: from(SHOP) })).status).toBe(403);
  });
});

describe('parseAllowedOrigins', () => {
  it('reads comma-separated origins and refuses anything that is not exactly an origin', () => {
    expect(parseAllowedOrigins(undefined)).toEqual([]);
    expect(parseAllowedOrigins(' https://shop.example , http://localhost:8081/ ')).toEqual(['https://shop.example', 'http://localhost:8081']);
    for (const bad of ['*', 'shop.example', 'https://shop.example/designer', 'ftp://shop.example', 'https://shop.example?x=1']) {
      expect(() => parseAllowedOrigins(bad), bad).toThrow(/DCS_ALLOWED_ORIGINS/);
    }
  });
});
