import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HttpTestClient } from '../../testing/http-test-client.ts';
import { describeEachEngine, type TestDatabase } from '../../testing/test-databases.ts';
import { startTestSystem, type TestSystem } from '../../testing/test-system.ts';
import { expectAuthMatrix } from '../resources/common/testing/auth-matrix.ts';

describeEachEngine('shop API keys', (engine) => {
  let t: TestSystem;
  let admin: HttpTestClient;
  let database: TestDatabase;
  const bearer = (secret: string) => ({ headers: { authorization: `Bearer ${secret}` } });
  const createKey = async (scopes: string[], name = 'Shop server') => {
    const created = await admin.post('/api/v1/shop-keys', { name, scopes });
    expect(created.status, created.text).toBe(201);
    return created.body as { key: { id: number; prefix: string; scopes: string[]; lastUsedAt: number | null }; secret: string };
  };

  beforeAll(async () => {
    database = await engine.create();
    t = await startTestSystem({ database });
    admin = await t.admin();
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('staff create a key: its secret is answered once, listed only by its prefix, stored only as a hash', async () => {
    const { key, secret } = await createKey(['orders:write', 'jobs:read']);
    expect(secret).toMatch(/^dcsk_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(key.prefix)).toBe(true);
    expect(key).toMatchObject({ name: 'Shop server', shop: 'shop', scopes: ['orders:write', 'jobs:read'], lastUsedAt: null, revokedAt: null });
    const listed = await admin.get('/api/v1/shop-keys');
    expect(listed.body.map((k: { id: number }) => k.id)).toContain(key.id);
    expect(listed.text).not.toContain(secret);
    const rows = await t.system.services.database.db().selectFrom('svc_shop_keys').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('refuses bad input with a stable code and stores nothing', async () => {
    const before = (await admin.get('/api/v1/shop-keys')).body.length;
    for (const body of [{ name: 'x', scopes: ['orders:delete'] }, { name: 'x', scopes: [] }, { name: '', scopes: ['orders:read'] }, { name: 'x', shop: 'Bad Shop', scopes: ['orders:read'] }]) {
      const refused = await admin.post('/api/v1/shop-keys', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.code).toBe('rest_invalid_param');
    }
    expect((await admin.get('/api/v1/shop-keys')).body.length).toBe(before);
  });

  it('a key passes the routes of its scopes, is refused others (403 naming the scope), and records its use', async () => {
    const { key, secret } = await createKey(['orders:read']);
    const read = await t.client().get('/api/v1/connector/orders/1001', bearer(secret));
    // Past the permission check: the route itself answers that there is no such order.
    expect(read.status).toBe(404);
    expect(read.body.code).toBe('svc_connector_order_not_found');
    const write = await t.client().post('/api/v1/connector/orders', { shop_order_id: '1', lines: [] }, bearer(secret));
    expect(write.status).toBe(403);
    expect(write.body).toMatchObject({ code: 'svc_shop_key_scope_missing', message: expect.stringContaining('orders:write') });
    const listed = (await admin.get('/api/v1/shop-keys')).body.find((k: { id: number }) => k.id === key.id);
    expect(listed.lastUsedAt).toBeGreaterThan(0);
  });

  it('a revoked, unknown or malformed key is refused with 401 svc_shop_key_invalid', async () => {
    const { key, secret } = await createKey(['orders:read']);
    expect((await t.client().get('/api/v1/connector/orders/1', bearer(secret))).status).toBe(404);
    const revoked = await admin.request('DELETE', `/api/v1/shop-keys/${key.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toBeGreaterThan(0);
    for (const presented of [secret, `dcsk_${'A'.repeat(43)}`, 'nonsense', '']) {
      const answer = await t.client().get('/api/v1/connector/orders/1', { headers: { authorization: `Bearer ${presented}` } });
      expect(answer.status, presented).toBe(401);
      expect(answer.body.code).toBe('svc_shop_key_invalid');
    }
    expect((await admin.request('DELETE', '/api/v1/shop-keys/999999')).body.code).toBe('svc_shop_key_not_found');
  });

  it('a key is never valid on the admin cookie routes, and an admin cookie never on the shop routes', async () => {
    const { secret } = await createKey(['orders:write', 'orders:read', 'quotes:verify', 'jobs:read']);
    for (const [method, path] of [['GET', '/api/v1/shop-keys'], ['GET', '/api/v1/session'], ['GET', '/api/v1/orders'], ['POST', '/api/v1/shop-keys'], ['GET', '/api/v1/webhooks']] as const) {
      const answer = await t.client().request(method, path, { ...bearer(secret), json: method === 'POST' ? { name: 'x', scopes: ['orders:read'] } : undefined });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.code).toBe('rest_forbidden');
    }
    // The key decides alone: the admin's cookie and nonce beside it grant nothing.
    const both = await admin.request('GET', '/api/v1/shop-keys', bearer(secret));
    expect(both.status).toBe(403);
    // An admin's cookie on a shop route: signed in, and still not a shop.
    const cookie = await admin.get('/api/v1/connector/orders/1');
    expect(cookie.status).toBe(403);
    expect(cookie.body.code).toBe('rest_forbidden');
    // Another authentication scheme (a proxy's Basic) is not a key and changes nothing.
    expect((await admin.get('/api/v1/shop-keys', { headers: { authorization: 'Basic dXNlcjpwYXNz' } })).status).toBe(200);
  });

  it('only signed-in staff with a nonce manage keys', async () => {
    const { key } = await createKey(['orders:read']);
    await expectAuthMatrix(t, admin, [
      { method: 'GET', path: '/api/v1/shop-keys' },
      { method: 'POST', path: '/api/v1/shop-keys', json: { name: 'x', scopes: ['orders:read'] } },
      { method: 'DELETE', path: `/api/v1/shop-keys/${key.id}` },
    ]);
  });
});
