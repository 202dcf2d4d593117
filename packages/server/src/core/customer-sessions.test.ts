import { afterAll, beforeAll, expect, it } from 'vitest';
import { CUSTOMER_SESSIONS_EXPIRED_ACTION } from '@dcs/platform';
import { createManualClock } from '@dcs/platform/conformance';
import { designWith, textElement } from './resources/common/testing/design-fixtures.ts';
import { describeEachEngine } from '../testing/test-databases.ts';
import { startTestSystem, type TestSystem } from '../testing/test-system.ts';

const DAY = 24 * 3600_000;

describeEachEngine('customer sessions start at the first write and are swept when expired', (engine) => {
  const clock = createManualClock(Date.now());
  let t: TestSystem;
  let productId: number;
  beforeAll(async () => {
    // The proxy header stands for the client's address, so one test can speak from several.
    t = await startTestSystem({ database: await engine.create(), clock, env: { DCS_TRUST_PROXY: '1', DCS_CUSTOMER_SESSION_LIMIT: '3' } });
    productId = (await t.system.services.shop.createProduct({ name: 'Mug', sku: 'MUG-S', basePrice: 1290, currency: 'EUR' })).id;
  });
  afterAll(() => t.close());

  const db = () => t.system.services.database.db();
  const sessionRows = async () => Number((await db().selectFrom('svc_sessions').select((eb) => eb.fn.countAll().as('n')).where('kind', '=', 'customer').executeTakeFirst())!.n);
  const cartRows = async () => Number((await db().selectFrom('shop_cart_items').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())!.n);
  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

  it('answers reads without a cookie as an empty session and stores nothing', async () => {
    const before = await sessionRows();
    const client = t.client();
    const cart = await client.get('/wp-json/svc/v1/cart', from('10.0.0.1'));
    expect(cart.status).toBe(200);
    expect(cart.body).toMatchObject({ items: [], total: 0, currency: null });
    expect((await client.get('/wp-json/svc/v1/designs', from('10.0.0.1'))).body).toEqual([]);
    expect((await client.get('/wp-json/svc/v1/designs/1', from('10.0.0.1'))).status).toBe(404);
    expect((await client.get('/wp-json/svc/v1/orders/1', from('10.0.0.1'))).status).toBe(404);
    // Changes to what a session would own, without one, find nothing and create nothing either.
    expect((await client.request('DELETE', '/wp-json/svc/v1/cart/items/1', from('10.0.0.1'))).status).toBe(404);
    expect((await client.request('PATCH', '/wp-json/svc/v1/cart/items/1', { ...from('10.0.0.1'), json: { quantity: 2 } })).status).toBe(404);
    expect((await client.post('/wp-json/svc/v1/checkout', {}, from('10.0.0.1'))).body.code).toBe('svc_cart_empty');
    expect((await client.request('DELETE', '/wp-json/svc/v1/designs/1', from('10.0.0.1'))).status).toBe(404);
    expect(client.cookies.size).toBe(0);
    expect(await sessionRows()).toBe(before);
  });

  it('starts the session at the first write, and not for a write that fails', async () => {
    const before = await sessionRows();
    const client = t.client();
    const refused = await client.post('/wp-json/svc/v1/cart/items', { product_id: 99_999 }, from('10.0.0.2'));
    expect(refused.status).toBe(404);
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect(await sessionRows()).toBe(before);

    expect((await client.post('/wp-json/svc/v1/cart/items', { product_id: productId }, from('10.0.0.2'))).status).toBe(201);
    expect(client.cookies.has('dcs_session')).toBe(true);
    expect(await sessionRows()).toBe(before + 1);
    expect((await client.get('/wp-json/svc/v1/cart', from('10.0.0.2'))).body.items).toHaveLength(1);
    expect(await sessionRows()).toBe(before + 1);
  });

  it('limits new sessions per client with a 429 and Retry-After; existing sessions and other clients go on', async () => {
    const clients = [t.client(), t.client(), t.client(), t.client()];
    for (const client of clients.slice(0, 3)) {
      expect((await client.post('/wp-json/svc/v1/cart/items', { product_id: productId }, from('10.0.0.3'))).status).toBe(201);
    }
    const fourth = await clients[3]!.post('/wp-json/svc/v1/cart/items', { product_id: productId }, from('10.0.0.3'));
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({ code: 'svc_too_many_sessions', data: { status: 429, retryAfter: expect.any(Number) } });
    expect(Number(fourth.headers.get('retry-after'))).toBe(fourth.body.data.retryAfter);
    expect(clients[3]!.cookies.size).toBe(0);
    // Reads need no session, so the refused client still sees its (empty) cart.
    expect((await clients[3]!.get('/wp-json/svc/v1/cart', from('10.0.0.3'))).status).toBe(200);
    expect((await clients[0]!.post('/wp-json/svc/v1/cart/items', { product_id: productId }, from('10.0.0.3'))).status).toBe(201);
    expect((await clients[3]!.post('/wp-json/svc/v1/cart/items', { product_id: productId }, from('10.0.0.4'))).status).toBe(201);
    clock.advance(fourth.body.data.retryAfter * 1000);
    expect((await t.client().post('/wp-json/svc/v1/cart/items', { product_id: productId }, from('10.0.0.3'))).status).toBe(201);
  });

  it('sweeps expired sessions with their carts in a queue job, keeping orders and live sessions', async () => {
    const ordering = t.client();
    await ordering.post('/wp-json/svc/v1/cart/items', { product_id: productId }, from('10.0.0.5'));
    const order = await ordering.post('/wp-json/svc/v1/checkout', {}, from('10.0.0.5'));
    expect(order.status).toBe(201);
    const saved = await ordering.post('/wp-json/svc/v1/designs', { design: designWith([textElement('Kept until the session ends')]) }, from('10.0.0.5'));
    expect(saved.status).toBe(201);
    const expired: string[][] = [];
    t.system.services.hooks.addAction(CUSTOMER_SESSIONS_EXPIRED_ACTION, (ids: string[]) => {
      expired.push(ids);
    });
    const sessionsBefore = await sessionRows();
    expect(await cartRows()).toBeGreaterThan(0);

    clock.advance(31 * DAY);
    const live = t.client();
    await live.post('/wp-json/svc/v1/cart/items', { product_id: productId }, from('10.0.0.6'));
    await t.system.scheduleMaintenance();
    const worker = t.system.services.queue.work();
    expect(await worker.drain()).toBeGreaterThanOrEqual(1);
    await worker.stop();

    expect(await sessionRows()).toBe(1);
    expect(await cartRows()).toBe(1);
    expect(expired.flat()).toHaveLength(sessionsBefore);
    expect((await live.get('/wp-json/svc/v1/cart', from('10.0.0.6'))).body.items).toHaveLength(1);
    expect((await t.system.services.shop.getOrder(order.body.id)).items).toHaveLength(1);
    // The expired session's saved design went with it.
    expect(await t.system.services.database.db().selectFrom('admin_customer_designs').select('id').execute()).toEqual([]);
    // The next run is already planned, once, whichever process scheduled it.
    await t.system.scheduleMaintenance();
    const planned = await t.system.services.queue.listJobs({ name: 'core.maintenance', state: 'queued' });
    expect(planned).toHaveLength(1);
    expect(planned[0]!.runAt).toBeGreaterThan(clock.now());
  });
});
