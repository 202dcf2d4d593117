import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeQuantity, systemClock, type ShopService } from '@dcs/platform';
import { assertOrderRulesValid, orderRulesOf } from '../core/resources/products/product-order-rules.ts';
import { describeEachEngine, type TestDatabase } from '../testing/test-databases.ts';
import type { HostDatabase } from '../host/database/database-service.ts';
import { createHooksService } from '../host/hooks/hooks-service.ts';
import { createShopService, shopMigrations } from '../host/shop/shop-service.ts';
import { seedDemoCatalog, type DemoSide } from './demo-catalog.ts';

async function openShop(testDb: TestDatabase): Promise<{ database: HostDatabase; shop: ShopService }> {
  const database = testDb.open();
  await database.migrate('core.shop', shopMigrations);
  return { database, shop: createShopService({ database, hooks: createHooksService(), clock: systemClock }) };
}

describeEachEngine('demo catalog', (engine) => {
  let testDb: TestDatabase;
  let database: HostDatabase;
  let shop: ShopService;
  beforeAll(async () => {
    testDb = await engine.create();
    ({ database, shop } = await openShop(testDb));
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  it('creates the products once, however often it runs', async () => {
    const first = await seedDemoCatalog(shop);
    expect(first.map((p) => p.sku)).toEqual(['DEMO-TSHIRT', 'DEMO-MUG', 'DEMO-BCARD']);
    expect(await seedDemoCatalog(shop)).toEqual([]);
    const listed = await shop.listProducts();
    expect(listed.total).toBe(3);
    expect(listed.items).toEqual(first);
  });

  it('prices options in EUR and describes every designable side', async () => {
    const { items } = await shop.listProducts({ search: 'DEMO-' });
    const [tee, mug, card] = items;
    expect(items.every((p) => p.currency === 'EUR')).toBe(true);
    expect(shop.unitPrice(tee!, {})).toBe(1490);
    expect(shop.unitPrice(tee!, { size: 'XXL', color: 'black', print: 'front-back' })).toBe(1490 + 400 + 150 + 600);
    expect(shop.unitPrice(mug!, { 'inner-color': 'red' })).toBe(1440);
    expect(shop.unitPrice(card!, { pack: '500', paper: 'soft-touch-400' })).toBe(1990 + 2000 + 1200);

    const sidesOf = (p: typeof tee) => p!.meta.sides as DemoSide[];
    expect(sidesOf(tee).map((s) => s.id)).toEqual(['front', 'back']);
    expect(sidesOf(mug).map((s) => s.id)).toEqual(['wrap']);
    expect(sidesOf(card).map((s) => s.id)).toEqual(['front', 'back']);
    for (const s of items.flatMap(sidesOf)) {
      expect(s.mockup).toBeNull();
      expect(s.printAreas.length).toBeGreaterThan(0);
      for (const area of s.printAreas) {
        expect(area.x >= 0 && area.y >= 0).toBe(true);
        expect(area.x + area.width).toBeLessThanOrEqual(s.trim.width);
        expect(area.y + area.height).toBeLessThanOrEqual(s.trim.height);
      }
    }
    // The order rules fit the products' own options and sides, as the admin API would check them.
    for (const product of items) assertOrderRulesValid(orderRulesOf(product.meta), product.options, sidesOf(product).map((side) => side.id));
    expect(orderRulesOf(card!.meta)).toMatchObject({ printedSides: { option: 'print' }, quantityUnit: { piecesOption: 'pack' }, mediaOption: 'paper' });
    expect(describeQuantity(card!, { pack: '500' }, 1).text).toBe('1 pack of 500 cards');
    expect(describeQuantity(card!, { pack: '250' }, 3).text).toBe('3 packs of 250 cards (750 cards)');
    expect(describeQuantity(tee!, {}, 2).text).toBe('2 items');
  });

  it('leaves a shop that already has products alone', async () => {
    const otherDb = await engine.create();
    const other = await openShop(otherDb);
    try {
      await other.shop.createProduct({ name: 'Own product', sku: 'OWN-1', basePrice: 500, currency: 'EUR' });
      expect(await seedDemoCatalog(other.shop)).toEqual([]);
      expect((await other.shop.listProducts()).total).toBe(1);
    } finally {
      await other.database.close();
      await otherDb.drop();
    }
  });
});
