import type { Clock, DatabaseService, HooksService, ShopService } from '@dcs/platform';
import { createShopCarts } from './shop-carts.ts';
import { createShopOrders } from './shop-orders.ts';
import { createShopProducts } from './shop-products.ts';
import { computeUnitPrice } from './shop-validation.ts';

export { shopMigrations } from './shop-schema.ts';

/** What {@link createShopService} needs; the tables must exist (`database.migrate('core.shop', shopMigrations)`). */
export interface ShopServiceDeps {
  database: DatabaseService;
  hooks: HooksService;
  clock: Clock;
}

/**
 * The standalone host's shop: products, carts per customer session and orders in the host database.
 * Prices are computed here from the stored product and never taken from the caller; addons reprice
 * through the `shop.cart_item` filter and learn about orders through the `order.*` actions.
 *
 * @example
 * await database.migrate('core.shop', shopMigrations);
 * const shop = createShopService({ database, hooks, clock: systemClock });
 */
export function createShopService(deps: ShopServiceDeps): ShopService {
  const products = createShopProducts(deps);
  const carts = createShopCarts({ ...deps, products });
  const orders = createShopOrders({ ...deps, carts, products });
  return {
    listProducts: products.listProducts,
    getProduct: products.getProduct,
    createProduct: products.createProduct,
    updateProduct: products.updateProduct,
    unitPrice: computeUnitPrice,
    getCart: carts.getCart,
    addCartItem: carts.addCartItem,
    updateCartItem: carts.updateCartItem,
    removeCartItem: carts.removeCartItem,
    clearCarts: carts.clearCarts,
    checkout: orders.checkout,
    getOrder: orders.getOrder,
    listOrders: orders.listOrders,
    setOrderStatus: orders.setOrderStatus,
    recordOrder: orders.recordOrder,
    findOrderBySource: orders.findOrderBySource,
  };
}
