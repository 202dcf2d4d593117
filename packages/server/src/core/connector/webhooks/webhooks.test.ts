import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { MAINTENANCE_ACTION, type QueueWorker } from '@dcs/platform';
import type { HttpTestClient } from '../../../testing/http-test-client.ts';
import { describeEachEngine, type TestDatabase } from '../../../testing/test-databases.ts';
import { startTestSystem, type TestSystem } from '../../../testing/test-system.ts';
import { startWebhookReceiver } from '../../../testing/webhook-receiver.ts';
import { expectAuthMatrix } from '../../resources/common/testing/auth-matrix.ts';

const DAY = 24 * 3_600_000;

describeEachEngine('outgoing webhooks', (engine) => {
  let t: TestSystem;
  let admin: HttpTestClient;
  let database: TestDatabase;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let worker: QueueWorker | null = null;
  let shopKey: string;
  let productId: number;
  let orderNumber = 0;

  const register = async (path: string, events: string[], extra: Record<string, unknown> = {}) => {
    const created = await admin.post('/api/v1/webhooks', { url: receiver.url(path), events, ...extra });
    expect(created.status, created.text).toBe(201);
    return created.body as { id: number; secret: string };
  };
  const placeOrder = async () => {
    const id = `S-${++orderNumber}`;
    const placed = await t.client().post('/api/v1/connector/orders', { shop_order_id: id, lines: [{ line_id: 'a', product_id: productId, quantity: 1, unit_price: 900 }] }, { headers: { authorization: `Bearer ${shopKey}` } });
    expect(placed.status, placed.text).toBe(201);
    return id;
  };
  const log = async (hookId: number) => (await admin.get(`/api/v1/webhooks/${hookId}/deliveries`)).body as Array<{ id: number; state: string; attempts: number; lastStatus: number | null; lastError: string | null; event: string; messageId: string }>;
  const work = () => {
    worker = t.system.services.queue.work({ concurrency: 2, pollIntervalMs: 20 });
  };

  beforeAll(async () => {
    database = await engine.create();
    t = await startTestSystem({ database, env: { DCS_WEBHOOK_RETRY_BASE_MS: '40', DCS_WEBHOOK_MAX_ATTEMPTS: '4' } });
    admin = await t.admin();
    receiver = await startWebhookReceiver();
    productId = (await t.system.services.shop.createProduct({ name: 'Flyer', sku: 'FL-1', basePrice: 900, currency: 'EUR' })).id;
    shopKey = (await admin.post('/api/v1/shop-keys', { name: 'Shop', scopes: ['orders:write'] })).body.secret;
  });
  afterEach(async () => {
    await worker?.stop();
    worker = null;
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
    await database.drop();
  });

  it('delivers order.received signed per Standard Webhooks: the standardwebhooks library verifies it, and refuses it altered', async () => {
    const hook = await register('/signed', ['order.received']);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const shopOrderId = await placeOrder();
    work();
    await expect.poll(() => receiver.delivered('/signed').length).toBe(1);
    const [message] = receiver.delivered('/signed');
    const verified = new Webhook(hook.secret).verify(message!.body, message!.headers) as { type: string; data: { shop_order_id: string; status: string } };
    expect(verified).toMatchObject({ type: 'order.received', data: { shop: 'shop', shop_order_id: shopOrderId, status: 'paid' } });
    expect(message!.headers['webhook-id']).toMatch(/^msg_/);
    expect(() => new Webhook(hook.secret).verify(message!.body.replace('paid', 'free'), message!.headers)).toThrow();
    const otherSecret = (await register('/unused', ['order.refunded'])).secret;
    expect(() => new Webhook(otherSecret).verify(message!.body, message!.headers)).toThrow();
    expect(await log(hook.id)).toMatchObject([{ state: 'delivered', attempts: 1, lastStatus: 200, event: 'order.received' }]);
  });

  it('retries a failing receiver with growing delays until it answers 2xx; every attempt is the same message, signed anew', async () => {
    const hook = await register('/flaky', ['order.received']);
    receiver.fail('/flaky', [500, 503]);
    await placeOrder();
    work();
    await expect.poll(() => receiver.delivered('/flaky').length, { timeout: 15_000 }).toBe(1);
    const attempts = receiver.received.filter((r) => r.path === '/flaky');
    expect(attempts.map((r) => r.answered)).toEqual([500, 503, 200]);
    expect(new Set(attempts.map((r) => r.headers['webhook-id'])).size).toBe(1);
    for (const attempt of attempts) expect(() => new Webhook(hook.secret).verify(attempt.body, attempt.headers)).not.toThrow();
    // Exponential backoff: 40 ms, then 80 ms at least (a loaded machine only adds to them).
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(40);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(80);
    expect(await log(hook.id)).toMatchObject([{ state: 'delivered', attempts: 3, lastStatus: 200 }]);
  });

  it('keeps the order of messages per endpoint: later events wait while an earlier one is retried', async () => {
    const hook = await register('/ordered', ['order.received', 'order.cancelled']);
    receiver.fail('/ordered', [500, 500]);
    const first = await placeOrder();
    const second = await placeOrder();
    await t.client().post(`/api/v1/connector/orders/${first}/cancel`, {}, { headers: { authorization: `Bearer ${shopKey}` } });
    work();
    await expect.poll(() => receiver.delivered('/ordered').length, { timeout: 15_000 }).toBe(3);
    const bodies = receiver.received.filter((r) => r.path === '/ordered').map((r) => {
      const body = JSON.parse(r.body) as { type: string; data: { shop_order_id: string } };
      return `${r.answered} ${body.type} ${body.data.shop_order_id}`;
    });
    expect(bodies).toEqual([`500 order.received ${first}`, `500 order.received ${first}`, `200 order.received ${first}`, `200 order.received ${second}`, `200 order.cancelled ${first}`]);
    expect((await log(hook.id)).map((d) => d.event)).toEqual(['order.cancelled', 'order.received', 'order.received']);
  });

  it('gives up after the last attempt (failed, in the log with the answer); staff resend it as the same message', async () => {
    const hook = await register('/down', ['order.received']);
    receiver.fail('/down', [500, 500, 500, 500]);
    await placeOrder();
    work();
    await expect.poll(async () => (await log(hook.id))[0]?.state, { timeout: 15_000 }).toBe('failed');
    const [failed] = await log(hook.id);
    expect(failed).toMatchObject({ attempts: 4, lastStatus: 500, lastError: 'receiver is down' });
    const resent = await admin.post(`/api/v1/webhook-deliveries/${failed!.id}/resend`);
    expect(resent.status).toBe(201);
    expect(resent.body).toMatchObject({ messageId: failed!.messageId, state: 'pending' });
    await expect.poll(() => receiver.delivered('/down').length, { timeout: 15_000 }).toBe(1);
    expect(receiver.delivered('/down')[0]!.headers['webhook-id']).toBe(failed!.messageId);
    expect((await log(hook.id)).map((d) => d.state)).toEqual(['delivered', 'failed']);
    expect((await admin.post('/api/v1/webhook-deliveries/999999/resend')).body.code).toBe('svc_webhook_delivery_not_found');
  });

  it('sends only the events an enabled endpoint subscribed to', async () => {
    const refundsOnly = await register('/refunds', ['order.refunded']);
    const off = await register('/off', ['order.received'], { enabled: false });
    await placeOrder();
    work();
    const watcher = await register('/watch', ['order.received']);
    await placeOrder();
    await expect.poll(() => receiver.delivered('/watch').length).toBe(1);
    expect(await log(refundsOnly.id)).toEqual([]);
    expect(await log(off.id)).toEqual([]);
    expect((await admin.request('PATCH', `/api/v1/webhooks/${watcher.id}`, { json: { events: ['order.cancelled'] } })).body.events).toEqual(['order.cancelled']);
  });

  it('stops the waiting messages of an endpoint staff switch off; a resend after switching it on delivers', async () => {
    const hook = await register('/broken', ['order.received']);
    receiver.fail('/broken', Array(100).fill(500));
    await placeOrder();
    work();
    await expect.poll(() => receiver.received.filter((r) => r.path === '/broken').length).toBeGreaterThanOrEqual(1);
    await admin.request('PATCH', `/api/v1/webhooks/${hook.id}`, { json: { enabled: false } });
    await expect.poll(async () => (await log(hook.id))[0], { timeout: 15_000 }).toMatchObject({ state: 'failed', lastError: 'the endpoint was switched off' });
    receiver.fail('/broken', []);
    await admin.request('PATCH', `/api/v1/webhooks/${hook.id}`, { json: { enabled: true } });
    await admin.post(`/api/v1/webhook-deliveries/${(await log(hook.id))[0]!.id}/resend`);
    await expect.poll(() => receiver.delivered('/broken').length, { timeout: 15_000 }).toBe(1);
  });

  it('a message whose queue job failed without ending it does not hold the endpoint: the next event moves on', async () => {
    const hook = await register('/stuck', ['order.received']);
    await placeOrder();
    const [stuck] = await log(hook.id);
    // As if its worker had died during the last attempt: the queue gave up, the delivery still pending.
    await t.system.services.database.db().updateTable('svc_queue_jobs').set({ state: 'failed' }).where('unique_key', '=', `webhook:${stuck!.id}`).execute();
    await placeOrder();
    work();
    await expect.poll(() => receiver.delivered('/stuck').length).toBe(1);
    expect((await log(hook.id)).map((d) => [d.state, d.lastError])).toEqual([['delivered', null], ['failed', 'the queue gave up on it']]);
  });

  it('the maintenance run prunes finished deliveries after 30 days, never a pending one', async () => {
    const hook = await register('/pruned', ['order.received']);
    await placeOrder();
    work();
    await expect.poll(async () => (await log(hook.id))[0]?.state).toBe('delivered');
    await t.system.services.hooks.doAction(MAINTENANCE_ACTION, { now: Date.now() + 29 * DAY });
    expect(await log(hook.id)).toHaveLength(1);
    await worker?.stop();
    worker = null;
    receiver.fail('/pruned', [500]);
    await placeOrder();
    await t.system.services.hooks.doAction(MAINTENANCE_ACTION, { now: Date.now() + 31 * DAY });
    expect((await log(hook.id)).map((d) => d.state)).toEqual(['pending']);
  });

  it('refuses bad endpoints with stable codes; only staff manage them', async () => {
    for (const body of [{ url: 'ftp://example.com/x', events: ['order.received'] }, { url: 'https://user:pw@example.com/x', events: ['order.received'] }, { url: 'not a url at all', events: ['order.received'] }]) {
      expect((await admin.post('/api/v1/webhooks', body)).body.code, body.url).toBe('svc_webhook_input_invalid');
    }
    expect((await admin.post('/api/v1/webhooks', { url: 'https://example.com/x', events: ['order.eaten'] })).body.code).toBe('rest_invalid_param');
    const hook = await register('/matrix', ['order.received']);
    await expectAuthMatrix(t, admin, [
      { method: 'GET', path: '/api/v1/webhooks' },
      { method: 'POST', path: '/api/v1/webhooks', json: { url: 'https://example.com/', events: ['order.received'] } },
      { method: 'PATCH', path: `/api/v1/webhooks/${hook.id}`, json: { enabled: false } },
      { method: 'GET', path: `/api/v1/webhooks/${hook.id}/deliveries` },
      { method: 'DELETE', path: `/api/v1/webhooks/${hook.id}` },
    ]);
    expect((await admin.request('DELETE', `/api/v1/webhooks/${hook.id}`)).body).toEqual({ deleted: true });
    expect((await admin.get(`/api/v1/webhooks/${hook.id}`)).body.code).toBe('svc_webhook_not_found');
  });
});
