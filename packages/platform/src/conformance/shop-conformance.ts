import type { ConformanceHarness } from './database-conformance.ts';
import { shopCartConformance } from './shop-cart-conformance.ts';
import { shopCatalogConformance } from './shop-catalog-conformance.ts';
import { useShopSuite, type ShopConformanceServices } from './shop-conformance-context.ts';
import { shopOrderConformance } from './shop-order-conformance.ts';

export type { ShopConformanceServices } from './shop-conformance-context.ts';

/**
 * The contract of {@link ShopService}: products, server-side prices, carts isolated per session,
 * the `shop.cart_item` filter, atomic checkout, order transitions and their hooks, and refusal of
 * bad input.
 */
export function shopConformance(harness: ConformanceHarness<ShopConformanceServices>): void {
  const context = useShopSuite(harness);
  shopCatalogConformance(context);
  shopCartConformance(context);
  shopOrderConformance(context);
}
