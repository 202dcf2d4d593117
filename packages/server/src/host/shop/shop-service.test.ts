import { afterAll, beforeAll, expect, it } from 'vitest';
import { systemClock, type HooksService, type ShopService } from '@dcs/platform';
import { shopConformance } from '@dcs/platform/conformance';
import { describeEachEngine, type TestDatabase } from '../../testing/test-databases.ts';
import type { HostDatabase } from '../database/database-service.ts';
import { createHooksService } from '../hooks/hooks-service.ts';
import type { ShopTables } from './shop-schema.ts';
import { createShopService, shopMigrations } from './shop-service.ts';
import { MAX_CART_LINES } from './shop-validation.ts';

async function openShop(engine: { create: () => Promise<TestDatabase> }) {
  const testDb = await engine.create();
  const database = testDb.open();
  await database.migrate('core.shop', shopMigrations);
  const hooks = createHooksService();
  const shop = createShopService({ database, hooks, clock: systemClock });
  return { testDb, database, hooks, shop };
}

describeEachEngine('shop service conformance', (engine) => {
  let testDb: TestDatabase;
  let database: HostDatabase;
  shopConformance({
    setup: async () => {
      const opened = await openShop(engine);
      ({ testDb, database } = opened);
      return { shop: opened.shop, hooks: opened.hooks };
    },
    teardown: async () => {
      await database.close();
      await testDb.drop();
    },
  });
});

describeEachEngine('shop service on the host database', (engine) => {
  let testDb: TestDatabase;
  let database: HostDatabase;
  let shop: ShopService;
  let hooks: HooksService;
  beforeAll(async () => {
    ({ testDb, database, shop, hooks } = await openShop(engine));
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  it('applies its migrations once', async () => {
    expect((await database.migrate('core.shop', shopMigrations)).applied).toEqual([]);
  });

  it('caps the lines of one cart', async () => {
    const product = await shop.createProduct({ name: 'Pin', sku: 'PIN-CAP', basePrice: 100, currency: 'EUR' });
    const row = (i: number) => ({
      session_id: 's-cap',
      product_id: product.id,
      quantity: 1,
      options: '{}',
      design: null,
      meta: '{}',
      unit_price: 100,
      currency: 'EUR',
      created_at: i,
      updated_at: i,
    });
    await database
      .db<ShopTables>()
      .insertInto('shop_cart_items')
      .values(Array.from({ length: MAX_CART_LINES - 1 }, (_, i) => row(i)))
      .execute();
    await shop.addCartItem('s-cap', { productId: product.id, quantity: 1 });
    await expect(shop.addCartItem('s-cap', { productId: product.id, quantity: 1 })).rejects.toMatchObject({
      code: 'svc_cart_item_invalid',
    });
    expect((await shop.getCart('s-cap')).items).toHaveLength(MAX_CART_LINES);
  });

  it('rolls the whole checkout back when a step inside it fails', async () => {
    const eur = await shop.createProduct({ name: 'Mug', sku: 'MUG-RB', basePrice: 1200, currency: 'EUR' });
    const usd = await shop.createProduct({ name: 'Mug', sku: 'MUG-RB-US', basePrice: 1300, currency: 'USD' });
    await shop.addCartItem('s-rollback', { productId: eur.id, quantity: 1 });
    // A second currency can only get into a cart behind the service's back; the checkout notices it
    // after it has already claimed the lines, so everything it did must be undone.
    await database
      .db<ShopTables>()
      .insertInto('shop_cart_items')
      .values({
        session_id: 's-rollback',
        product_id: usd.id,
        quantity: 1,
        options: '{}',
        design: null,
        meta: '{}',
        unit_price: 1300,
        currency: 'USD',
        created_at: 1,
        updated_at: 1,
      })
      .execute();
    const before = await shop.getCart('s-rollback');
    let fired = 0;
    hooks.addAction('order.status_changed', () => fired++);

    await expect(shop.checkout('s-rollback')).rejects.toMatchObject({ code: 'svc_cart_currency_mismatch' });
    expect(await shop.getCart('s-rollback')).toEqual(before);
    expect((await shop.listOrders({ sessionId: 's-rollback' })).total).toBe(0);
    const lines = await database.db<ShopTables>().selectFrom('shop_order_items').select('id').execute();
    expect(lines).toEqual([]);
    expect(fired).toBe(0);
  });
});
