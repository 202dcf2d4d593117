import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HttpTestClient } from '../testing/http-test-client.ts';
import { runDcs, startDcsServer, type StartedServer } from '../testing/spawn-dcs.ts';
import { describeEachEngine, type TestDatabase } from '../testing/test-databases.ts';

describeEachEngine('two server processes on one database', (engine) => {
  let database: TestDatabase;
  let dataDir: string;
  const servers: StartedServer[] = [];

  beforeAll(async () => {
    database = await engine.create();
    dataDir = mkdtempSync(join(tmpdir(), 'dcs-multi-'));
    const location = database.location;
    const env = {
      DCS_DATA_DIR: dataDir,
      DCS_DATABASE_URL: location.dialect === 'sqlite' ? location.filename : `${location.url}?schema=${location.schema}`,
      DCS_SECRET: 'a-shared-secret-for-both-processes-0123456789',
    };
    const created = runDcs(['admin', 'create', '--email', 'ops@example.com', '--password', 'ops-password-1'], env);
    expect(created.stdout + created.stderr).toContain('Created admin ops@example.com');
    expect(runDcs(['demo'], env).stdout).toContain('Seeded 3 demo products');
    for (let i = 0; i < 2; i++) {
      servers.push(await startDcsServer(env));
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  });

  it('shares admin sessions and nonces: signed in on one, trusted on the other', async () => {
    const onA = new HttpTestClient(servers[0]!.url);
    expect((await onA.signIn('ops@example.com', 'ops-password-1')).status).toBe(201);
    const onB = new HttpTestClient(servers[1]!.url);
    for (const [k, v] of onA.cookies) onB.cookies.set(k, v);
    onB.nonce = onA.nonce;
    expect((await onB.get('/api/v1/session')).body.user.email).toBe('ops@example.com');

    const shopper = new HttpTestClient(servers[0]!.url);
    await shopper.post('/wp-json/svc/v1/cart/items', { product_id: 2, quantity: 2 });
    const order = await shopper.post('/wp-json/svc/v1/checkout', {});
    expect(order.status).toBe(201);
    const paid = await onB.post(`/api/v1/orders/${order.body.id}/status`, { status: 'paid' });
    expect(paid.body.status).toBe('paid');
    expect((await onA.get(`/api/v1/orders/${order.body.id}`)).body.status).toBe('paid');
  });

  it("shares customer sessions: a cart filled on one is the cart on the other", async () => {
    const shopperA = new HttpTestClient(servers[0]!.url);
    await shopperA.post('/wp-json/svc/v1/cart/items', { product_id: 1, quantity: 5 });
    const shopperB = new HttpTestClient(servers[1]!.url);
    for (const [k, v] of shopperA.cookies) shopperB.cookies.set(k, v);
    const cart = await shopperB.get('/wp-json/svc/v1/cart');
    expect(cart.body.items).toHaveLength(1);
    expect(cart.body.items[0].quantity).toBe(5);
  });
});
