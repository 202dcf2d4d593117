import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HttpTestClient } from '../../testing/http-test-client.ts';
import { freePort, startDcs, type StartedProcess } from '../../testing/spawn-dcs.ts';
import { describeEachEngine, type TestDatabase } from '../../testing/test-databases.ts';
import { startWebhookReceiver } from '../../testing/webhook-receiver.ts';

/**
 * A connected shop's order and its webhook survive a `dcs` killed mid-way (SIGKILL, no shutdown): the
 * order and the pending delivery are in the database, and the restarted process delivers the message
 * it was retrying, with the same id, once the receiver is back.
 */
describeEachEngine('connector across a killed dcs', (engine) => {
  let database: TestDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  let server: StartedProcess | null = null;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  const start = async (firstRun: boolean) => {
    server = await startDcs(firstRun ? ['start', '--first-run'] : ['start'], env, /dcs is serving/);
    return server;
  };

  beforeAll(async () => {
    database = await engine.create();
    dataDir = mkdtempSync(join(tmpdir(), 'dcs-connector-restart-'));
    const port = await freePort();
    const location = database.location;
    env = {
      DCS_DATA_DIR: dataDir,
      DCS_PORT: String(port),
      DCS_HOST: '127.0.0.1',
      DCS_BASE_URL: `http://127.0.0.1:${port}`,
      DCS_DATABASE_URL: location.dialect === 'sqlite' ? location.filename : `${location.url}?schema=${location.schema}`,
      DCS_WEBHOOK_RETRY_BASE_MS: '300',
      DCS_WEBHOOK_MAX_ATTEMPTS: '50',
    };
    receiver = await startWebhookReceiver();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers the message it was retrying, and keeps the order idempotent, after a restart', { timeout: 120_000 }, async () => {
    const first = await start(true);
    const password = /password:\s+(\S+)/.exec(first.output())![1]!;
    const admin = new HttpTestClient(env.DCS_BASE_URL!);
    expect((await admin.signIn('admin@dcs.local', password)).status).toBe(201);
    const key = (await admin.post('/api/v1/shop-keys', { name: 'Shop', scopes: ['orders:write', 'orders:read', 'quotes:verify'] })).body.secret as string;
    const hook = (await admin.post('/api/v1/webhooks', { url: receiver.url('/down'), events: ['order.received'] })).body as { id: number; secret: string };
    receiver.fail('/down', Array(1000).fill(503));

    const shop = new HttpTestClient(env.DCS_BASE_URL!);
    const asShop = { headers: { authorization: `Bearer ${key}` } };
    const [product] = (await admin.get('/api/v1/products?per_page=1')).body;
    const line = { product_id: product.id, quantity: 3 };
    const price = (await shop.post('/api/v1/connector/quotes/verify', line, asShop)).body.unit_price as number;
    const order = { shop_order_id: 'R-1', lines: [{ line_id: '1', ...line, unit_price: price }] };
    const placed = await shop.post('/api/v1/connector/orders', order, asShop);
    expect(placed.status, placed.text).toBe(201);
    await expect.poll(() => receiver.received.filter((r) => r.path === '/down').length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    server = null;
    receiver.fail('/down', []);
    const messageId = receiver.received.find((r) => r.path === '/down')!.headers['webhook-id'];

    await start(false);
    await expect.poll(() => receiver.delivered('/down').length, { timeout: 60_000 }).toBe(1);
    const [delivered] = receiver.delivered('/down');
    expect(delivered!.headers['webhook-id']).toBe(messageId);
    expect(new Webhook(hook.secret).verify(delivered!.body, delivered!.headers)).toMatchObject({ type: 'order.received', data: { shop_order_id: 'R-1' } });
    const again = await shop.post('/api/v1/connector/orders', order, asShop);
    expect(again.status).toBe(200);
    expect(again.body.order_id).toBe(placed.body.order_id);
    const relogged = new HttpTestClient(env.DCS_BASE_URL!);
    await relogged.signIn('admin@dcs.local', password);
    await expect.poll(async () => (await relogged.get(`/api/v1/webhooks/${hook.id}/deliveries`)).body[0]?.state, { timeout: 10_000 }).toBe('delivered');
  });
});
