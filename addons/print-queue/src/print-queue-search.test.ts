import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AddonTestKit } from '@dcs/server/addon-testing';
import type { Order, PlatformServices } from '@dcs/platform';
import { describeEachEngine, type TestDatabase } from '../../../packages/server/src/testing/test-databases.ts';
import type { HttpTestClient } from '../../../packages/server/src/testing/http-test-client.ts';
import { printJobMigrations } from './jobs/print-job-migrations.ts';
import { paidOrderOf, shapesDesign, startPrintQueueSystem } from './testing/print-queue-fixtures.ts';

describeEachEngine('print queue job search', (engine) => {
  let database: TestDatabase;
  let kit: AddonTestKit;
  let admin: HttpTestClient;
  let services: PlatformServices;
  const orders: Order[] = [];
  let term = '';
  let labelOrder: Order;

  /** The order ids a search lists, with the X-WP-Total it announces. */
  const search = async (text: string) => {
    const response = await admin.get(`/wp-json/svc/v1/print-queue?search=${encodeURIComponent(text)}&per_page=100`);
    expect(response.status, response.text).toBe(200);
    const ids = (response.body as Array<{ order: { id: number } }>).map((job) => job.order.id).sort((a, b) => a - b);
    expect(response.headers.get('x-wp-total')).toBe(String(ids.length));
    return ids;
  };
  const ordersOf = (...products: number[]) => orders.filter((order) => products.includes(order.items[0]!.productId)).map((order) => order.id);

  let card: number, shirt: number, poster: number;

  beforeAll(async () => {
    database = await engine.create();
    ({ kit, services, admin } = await startPrintQueueSystem({ database }));
    const product = async (name: string, sku: string) => (await services.shop.createProduct({ name, sku, basePrice: 100, currency: 'EUR' })).id;
    card = await product('Postcard A6', 'PQS-CARD');
    shirt = await product('Ärmel-Shirt', 'PQS-SHIRT');
    poster = await product('Poster 50%_matt', 'PQS-POSTER');
    // Twelve orders, so that the first order's id is part of later ones (1 of 10, 11, 12 on a fresh database).
    for (let i = 0; i < 12; i++) orders.push(await paidOrderOf(services, [{ productId: [card, shirt, poster][i % 3]!, quantity: 1, design: shapesDesign() }]));
    term = String(orders[0]!.id);
    // A product whose SKU holds the order id: a digit search still finds it by SKU.
    labelOrder = await paidOrderOf(services, [{ productId: await product('Label', `PQS-${term}${term}0`), quantity: 1, design: shapesDesign() }]);
  }, 120_000);
  afterAll(async () => {
    await kit?.close();
    await database?.drop();
  });

  it('matches digits to the order id exactly (not to ids that contain them) or to a name or SKU containing them', async () => {
    const containing = orders.filter((order) => order.id !== orders[0]!.id && String(order.id).includes(term)).map((order) => order.id);
    expect(containing.length, 'later order ids contain the first one').toBeGreaterThan(0);
    const found = await search(term);
    expect(found).toEqual([orders[0]!.id, labelOrder.id]);
    for (const id of containing) expect(found).not.toContain(id);
    // With "#" the same order; names and SKUs would have to contain "#<id>".
    expect(await search(`#${term}`)).toEqual([orders[0]!.id]);
    expect(await search(` ${String(labelOrder.id)} `)).toEqual([labelOrder.id]);
    // More digits than an order id can have: a name or SKU search only.
    expect(await search('1234567890123456')).toEqual([]);
    expect(await search('999999')).toEqual([]);
  });

  it('matches other text anywhere in product name or SKU, case-insensitively beyond ASCII, with % and _ literal', async () => {
    expect(await search('pqs-card')).toEqual(ordersOf(card));
    expect(await search('CARD')).toEqual(ordersOf(card));
    // The engines' lower() disagree on "Ä" (SQLite folds ASCII only): the search text is folded by the addon.
    expect(await search('ÄRMEL')).toEqual(ordersOf(shirt));
    expect(await search('ärmel-s')).toEqual(ordersOf(shirt));
    expect(await search('50%_')).toEqual(ordersOf(poster));
    expect(await search('%')).toEqual(ordersOf(poster));
    expect(await search('_')).toEqual(ordersOf(poster));
    expect(await search('0%m')).toEqual([]);
    expect(await search('pqs-')).toHaveLength(orders.length + 1);
    // No control characters: a term could otherwise span the name and the SKU (one line each).
    expect((await admin.get('/wp-json/svc/v1/print-queue?search=matt%0Apqs')).status).toBe(400);
  });

  it('gives the jobs of an earlier version their search text when the table is migrated', async () => {
    const older = await engine.create();
    const db = older.open();
    try {
      await db.migrate('addon.print-queue', printJobMigrations.slice(0, 2));
      const row = { order_id: 7, product_id: 1, quantity: 1, design: '{}', state: 'queued', created_at: 1, updated_at: 1 };
      await db.db().insertInto('print_queue_jobs').values([
        { ...row, item_id: 1, product_name: 'Ärmel-Shirt', sku: 'SHIRT-7' },
        { ...row, item_id: 2, product_name: 'Flyer', sku: 'FLY' },
      ]).execute();
      await db.migrate('addon.print-queue', printJobMigrations);
      const rows = await db.db().selectFrom('print_queue_jobs').select(['item_id', 'search_text']).orderBy('item_id').execute();
      expect(rows.map((r) => [Number(r.item_id), r.search_text])).toEqual([[1, 'ärmel-shirt\nshirt-7'], [2, 'flyer\nfly']]);
    } finally {
      await db.close();
      await older.drop();
    }
  });
});

describeEachEngine('print queue search totals across pages', (engine) => {
  let database: TestDatabase;
  let kit: AddonTestKit;
  let admin: HttpTestClient;

  beforeAll(async () => {
    database = await engine.create();
    let services: PlatformServices;
    ({ kit, services, admin } = await startPrintQueueSystem({ database }));
    const productId = (await services.shop.createProduct({ name: 'Totals card', sku: 'PQT-CARD', basePrice: 100, currency: 'EUR' })).id;
    for (let i = 0; i < 3; i++) await paidOrderOf(services, [{ productId, quantity: 1, design: shapesDesign() }]);
  }, 120_000);
  afterAll(async () => {
    await kit?.close();
    await database?.drop();
  });

  it('announces the number of matches on every page, past the last one too', async () => {
    for (const [page, rows] of [[1, 2], [2, 1], [3, 0]] as const) {
      const response = await admin.get(`/wp-json/svc/v1/print-queue?search=pqt-card&per_page=2&page=${page}`);
      expect(response.body).toHaveLength(rows);
      expect(response.headers.get('x-wp-total')).toBe('3');
    }
  });
});
