import { afterAll, afterEach, beforeAll } from 'vitest';
import {
  SHOP_HOOKS,
  type CartItemDraft,
  type HooksService,
  type Order,
  type Product,
  type ProductInput,
  type ShopService,
} from '../index.ts';
import type { ConformanceHarness } from './database-conformance.ts';

/** The services a shop conformance suite drives: a shop and the hooks service it fires on. */
export interface ShopConformanceServices {
  shop: ShopService;
  hooks: HooksService;
}

/** What the parts of the shop suite share: the services and helpers that keep tests apart. */
export interface ShopSuiteContext extends ShopConformanceServices {
  unique(prefix: string): string;
  tee(overrides?: Partial<ProductInput>): ProductInput;
  orderFor(product: Product, quantity?: number): Promise<Order>;
  addFilter(callback: (item: CartItemDraft, product: Product, sessionId: string) => unknown): void;
  addAction(name: string, callback: (...args: any[]) => unknown): void;
}

/**
 * Sets up the shared shop for one suite run and returns its context. One shop serves every test;
 * unique SKUs, search words and session ids keep them apart, and hooks added by a test are removed
 * after it.
 */
export function useShopSuite(harness: ConformanceHarness<ShopConformanceServices>): ShopSuiteContext {
  let removers: Array<() => void> = [];
  let sequence = 0;
  const c = {} as ShopSuiteContext;
  beforeAll(async () => {
    Object.assign(c, await harness.setup());
  });
  afterAll(() => harness.teardown());
  afterEach(() => {
    for (const remove of removers) remove();
    removers = [];
  });
  c.unique = (prefix) => `${prefix}-${++sequence}`;
  c.addFilter = (callback) => {
    removers.push(c.hooks.addFilter(SHOP_HOOKS.cartItemFilter, callback as never));
  };
  c.addAction = (name, callback) => {
    removers.push(c.hooks.addAction(name, callback));
  };
  c.tee = (overrides = {}) => {
    return {
      name: 'Classic Tee',
      sku: c.unique('TEE'),
      basePrice: 1500,
      currency: 'EUR',
      options: [
        {
          name: 'size',
          label: 'Size',
          values: [
            { value: 'S', label: 'Small', priceDelta: 0 },
            { value: 'XL', label: 'Extra large', priceDelta: 300 },
          ],
        },
        {
          name: 'color',
          label: 'Color',
          values: [
            { value: 'white', label: 'White', priceDelta: 0 },
            { value: 'black', label: 'Black', priceDelta: 100 },
          ],
        },
      ],
      ...overrides,
    };
  }

  c.orderFor = async (product, quantity = 2) => {
    const session = c.unique('session');
    await c.shop.addCartItem(session, { productId: product.id, quantity });
    return c.shop.checkout(session);
  }
  return c;
}
