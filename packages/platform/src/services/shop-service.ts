import { createError } from '../errors/svc-error.ts';

/** A value of a product option and what it adds to the unit price. */
export interface ProductOptionValue {
  value: string;
  label: string;
  /** Added to the base price, in minor units (may be negative). */
  priceDelta: number;
  /**
   * The product's colour in this value (`#RRGGBB`), for a colour option of a garment or a mug: the
   * storefront tints the product's mockup photos with it (`tint` of `renderMockupSvg` in `@dcs/design`).
   */
  swatch?: string;
}

/** A choice the customer makes (size, color, paper). */
export interface ProductOption {
  name: string;
  label: string;
  values: ProductOptionValue[];
}

/**
 * Whether a product is sold: `archived` products leave the storefront (its list, product page, quote
 * and cart answer `svc_product_archived`) but stay readable by id, so orders, print jobs and reprints
 * that name them keep working. Archiving loses nothing; restoring makes the product `active` again.
 */
export type ProductStatus = 'active' | 'archived';
export const PRODUCT_STATUSES: readonly ProductStatus[] = ['active', 'archived'];

/** A product of the shop. Money is always in integer minor units of `currency`. */
export interface Product {
  id: number;
  name: string;
  sku: string;
  basePrice: number;
  currency: string;
  options: ProductOption[];
  /** Designable configuration (sides, print areas); owned by the products resource. */
  meta: Record<string, unknown>;
  status: ProductStatus;
  createdAt: number;
  updatedAt: number;
}

/** Input of {@link ShopService.createProduct}; `status` defaults to `active`. */
export type ProductInput = Pick<Product, 'name' | 'sku' | 'basePrice' | 'currency'> &
  Partial<Pick<Product, 'options' | 'meta' | 'status'>>;

/** Which products {@link ShopService.listProducts} answers: one status (default `active`) or `all`. */
export type ProductStatusFilter = ProductStatus | 'all';

/**
 * Refuses selling an archived product (`svc_product_archived`): the storefront's product page, quote,
 * add to cart and checkout call it; readers of what was sold (orders, print jobs) do not.
 */
export function assertProductOnSale(product: Product): void {
  // The name in data too: a cart that can no longer load the product still names its line.
  if (product.status === 'archived') throw createError('svc_product_archived', { params: { id: product.id, name: product.name }, data: { product_id: product.id, name: product.name } });
}

/** A line of a cart. Prices are computed on the server; nothing the browser sends is a price. */
export interface CartItem {
  id: number;
  productId: number;
  quantity: number;
  options: Record<string, string>;
  /** The design document of a customized item, if any. */
  design: unknown;
  /** Data addons attach (for example a verified quote). */
  meta: Record<string, unknown>;
  unitPrice: number;
  lineTotal: number;
}

/**
 * The value the `shop.cart_item` filter receives (extra arguments: the product, the session id and a
 * {@link CartItemFilterContext}): the item about to be stored, with the unit price the shop computed
 * (base price, option deltas and the lines of the `pricing.price_lines` filter, see `PRICING_HOOKS`)
 * and those lines in `meta.price_lines`. A filter that takes over pricing (dynamic pricing does)
 * returns another `unitPrice` (an integer in minor units) and its own lines in `meta.price_lines`,
 * and must itself run `applyPriceLines` so other addons' lines count. To add a surcharge or a
 * discount, do not change `unitPrice` here: add a line through `pricing.price_lines`, which the
 * quote, the cart and checkout all apply. The other fields are kept as requested and the line total
 * is computed afterwards; throwing refuses the line.
 */
export type CartItemDraft = Omit<CartItem, 'id' | 'lineTotal'>;

/**
 * Why the `shop.cart_item` filter runs (its fourth argument): `add` (a new line), `quantity` (the
 * line's quantity changed) or `checkout` (every stored line is priced again before the order; a
 * different unit price is stored and the checkout answers `svc_cart_repriced`).
 */
export interface CartItemFilterContext {
  reason: 'add' | 'quantity' | 'checkout';
}

/** What the `shop.order_line` filter checks besides the price. */
export interface OrderLineCheck {
  /** The time a quote must not have expired at; null to skip the expiry (the customer paid while it held). */
  now: number | null;
  /**
   * The customer session that saved the line's design (a design sent by its saved id), or null for a
   * design document sent as is. Customer uploads a design names must be that session's.
   */
  designSession: string | null;
}

/** The cart of one customer session. */
export interface Cart {
  sessionId: string;
  currency: string | null;
  items: CartItem[];
  total: number;
}

/** Input of {@link ShopService.addCartItem}. */
export interface CartItemInput {
  productId: number;
  quantity: number;
  options?: Record<string, string>;
  design?: unknown;
  meta?: Record<string, unknown>;
}

/** Life of an order. */
export type OrderStatus = 'pending' | 'paid' | 'processing' | 'completed' | 'cancelled' | 'refunded';

/** A line of an order: a frozen copy of its cart item. */
export interface OrderItem extends Omit<CartItem, 'id'> {
  id: number;
  productName: string;
  sku: string;
}

/** An order placed at checkout, or recorded from a connected shop ({@link ShopService.recordOrder}). */
export interface Order {
  id: number;
  sessionId: string;
  /** The connected shop an order came from (null: this shop's own checkout) and its id there. */
  source: string | null;
  externalId: string | null;
  status: OrderStatus;
  currency: string;
  total: number;
  email: string | null;
  items: OrderItem[];
  createdAt: number;
  updatedAt: number;
}

/** A line of {@link RecordOrderInput}, priced and verified by the caller. */
export interface RecordOrderItem {
  productId: number;
  quantity: number;
  options: Record<string, string>;
  design: unknown;
  meta: Record<string, unknown>;
  unitPrice: number;
}

/** An order placed and paid in another shop, as {@link ShopService.recordOrder} takes it. */
export interface RecordOrderInput {
  /** The connected shop (a short name); `externalId` is unique within it. */
  source: string;
  externalId: string;
  currency: string;
  email?: string | null;
  items: readonly RecordOrderItem[];
}

/** Moves allowed between order statuses. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'cancelled'],
  paid: ['processing', 'completed', 'refunded', 'cancelled'],
  processing: ['completed', 'refunded', 'cancelled'],
  completed: ['refunded'],
  cancelled: [],
  refunded: [],
};

/**
 * Hooks the shop fires. Each status change fires `order.status_changed` (order, from, to) and then
 * `order.<status>` (order, from), for example `order.paid`, which the print queue listens to.
 * Filter `shop.cart_item` may reprice or refuse (by throwing) an item before it is stored, when it is
 * added, when its quantity changes and at checkout (see {@link CartItemDraft}). Action `shop.checkout`
 * (cart, details) sees the cart, priced again, before the order exists; throwing refuses the checkout.
 *
 * Filter `shop.order_line` prices a line of an order placed in a connected shop (value a
 * {@link CartItemDraft} with the base price; extra arguments the product and {@link OrderLineCheck}).
 * A pricing addon reprices it and verifies a quote token in `meta.quoteToken` as for a cart line, except
 * the session (a shop's server has none: the connector lets each token pay for one line only), and marks
 * an honoured token with `meta.pricing.quoted = true`. A line whose token no filter honoured is refused.
 */
export const SHOP_HOOKS = {
  statusChanged: 'order.status_changed',
  cartItemFilter: 'shop.cart_item',
  orderLineFilter: 'shop.order_line',
  checkoutAction: 'shop.checkout',
} as const;

/**
 * The host's commerce: products, carts per customer session, checkout and order statuses.
 *
 * @example
 * const cart = await shop.addCartItem(session.id, { productId: 1, quantity: 10, options: { size: 'L' } });
 * const order = await shop.checkout(session.id, { email: 'ann@example.com' });
 * await shop.setOrderStatus(order.id, 'paid'); // fires order.paid
 */
export interface ShopService {
  /** Products matching `search`, `active` ones unless `status` says otherwise. */
  listProducts(query?: { search?: string; status?: ProductStatusFilter; page?: number; perPage?: number }): Promise<{ items: Product[]; total: number }>;
  /** Any product, archived too (orders and print jobs read what was sold); see {@link assertProductOnSale}. */
  getProduct(id: number): Promise<Product>;
  createProduct(input: ProductInput): Promise<Product>;
  updateProduct(id: number, patch: Partial<ProductInput>): Promise<Product>;
  /** Base price plus option deltas, in minor units; `svc_product_option_invalid` for an unknown value. */
  unitPrice(product: Product, options: Record<string, string>): number;
  getCart(sessionId: string): Promise<Cart>;
  addCartItem(sessionId: string, input: CartItemInput): Promise<Cart>;
  updateCartItem(sessionId: string, itemId: number, patch: { quantity: number }): Promise<Cart>;
  removeCartItem(sessionId: string, itemId: number): Promise<Cart>;
  /** Empties the carts of these sessions (the session sweep calls it for expired ones); lines removed. */
  clearCarts(sessionIds: readonly string[]): Promise<number>;
  /**
   * Prices every line again (as on add); when a unit price changed, stores the new prices and answers
   * `svc_cart_repriced` (409) so the customer sees them. Then turns the cart into a pending order and
   * empties it; `svc_cart_empty` when there is nothing.
   */
  checkout(sessionId: string, details?: { email?: string }): Promise<Order>;
  getOrder(id: number): Promise<Order>;
  listOrders(query?: { status?: OrderStatus; sessionId?: string; page?: number; perPage?: number }): Promise<{ items: Order[]; total: number }>;
  /**
   * Records a `pending` order placed in a connected shop, its lines already priced (the connector
   * verified them). Idempotent on `source` and `externalId`: a second call answers the stored order with
   * `created: false` and stores nothing. Fires no hook; move it to `paid` with {@link setOrderStatus}.
   */
  recordOrder(input: RecordOrderInput): Promise<{ order: Order; created: boolean }>;
  /** The order a connected shop recorded under its id, or null. */
  findOrderBySource(source: string, externalId: string): Promise<Order | null>;
  /** Validates the move against {@link ORDER_TRANSITIONS}, stores it atomically and fires the hooks. */
  setOrderStatus(id: number, status: OrderStatus): Promise<Order>;
}
