import type { Selectable } from 'kysely';
import {
  applyPriceLines,
  assertProductOnSale,
  createError,
  SHOP_HOOKS,
  sumPriceLines,
  type Cart,
  type CartItem,
  type CartItemDraft,
  type CartItemFilterContext,
  type CartItemInput,
  type Clock,
  type DatabaseService,
  type HooksService,
  type Product,
} from '@dcs/platform';
import type { ShopProducts } from './shop-products.ts';
import type { ShopTables } from './shop-schema.ts';
import {
  assertQuantity,
  assertSessionId,
  computeUnitPrice,
  isPlainObject,
  isRowId,
  MAX_AMOUNT,
  MAX_CART_LINES,
  resolveOptions,
} from './shop-validation.ts';

/** What the cart half of the shop needs. */
export interface ShopCartsDeps {
  database: DatabaseService;
  hooks: HooksService;
  clock: Clock;
  products: ShopProducts;
}

/** The carts of customer sessions: the cart methods of the shop service. */
export interface ShopCarts {
  getCart(sessionId: string): Promise<Cart>;
  addCartItem(sessionId: string, input: CartItemInput): Promise<Cart>;
  updateCartItem(sessionId: string, itemId: number, patch: { quantity: number }): Promise<Cart>;
  removeCartItem(sessionId: string, itemId: number): Promise<Cart>;
  clearCarts(sessionIds: readonly string[]): Promise<number>;
  /**
   * Prices every line of the cart again, as when it was added; stores the lines whose unit price
   * changed (unless the line changed meanwhile) and answers the cart, with the cart as it was before
   * as `previous` when any price changed.
   */
  repriceCart(sessionId: string): Promise<{ cart: Cart; previous: Cart | null }>;
}

/** A stored cart line. */
export type CartItemRow = Selectable<ShopTables['shop_cart_items']>;

/** Turns a stored line into the contract's shape. */
export function toCartItem(row: CartItemRow): CartItem {
  const unitPrice = Number(row.unit_price);
  const quantity = Number(row.quantity);
  return {
    id: Number(row.id),
    productId: Number(row.product_id),
    quantity,
    options: JSON.parse(row.options),
    design: row.design === null ? null : JSON.parse(row.design),
    meta: JSON.parse(row.meta),
    unitPrice,
    lineTotal: unitPrice * quantity,
  };
}

/** The cart of `sessionId` made of its lines. */
export function toCart(sessionId: string, rows: CartItemRow[]): Cart {
  const items = rows.map(toCartItem);
  return {
    sessionId,
    currency: rows[0]?.currency ?? null,
    items,
    total: items.reduce((sum, item) => sum + item.lineTotal, 0),
  };
}

function invalidItem(reason: string, field: string) {
  return createError('svc_cart_item_invalid', { params: { reason }, data: { params: { [field]: reason } } });
}

function designJson(design: unknown): string | null {
  if (design === undefined || design === null) return null;
  try {
    return JSON.stringify(design);
  } catch (error) {
    throw createError('svc_cart_item_invalid', { params: { reason: 'the design must be JSON.' }, cause: error });
  }
}

/** Creates the carts over the shop tables. Every query is scoped to the caller's session id. */
export function createShopCarts({ database, hooks, clock, products }: ShopCartsDeps): ShopCarts {
  const db = () => database.db<ShopTables>();

  async function getCart(sessionId: string): Promise<Cart> {
    assertSessionId(sessionId);
    const rows = await db().selectFrom('shop_cart_items').selectAll().where('session_id', '=', sessionId).orderBy('id').execute();
    return toCart(sessionId, rows);
  }

  // The shop's own price: base and option deltas (in the draft), then every addon's price lines.
  // Addons see copies, so a filter that edits its argument in place cannot change what we store
  // beyond the fields it is allowed to return.
  async function priced(draft: CartItemDraft, product: Product, sessionId: string, reason: CartItemFilterContext['reason']): Promise<CartItemDraft> {
    const lines = await applyPriceLines(hooks, [], {
      product: structuredClone(product),
      options: draft.options,
      quantity: draft.quantity,
      design: draft.design,
      sessionId,
      baseUnitPrice: draft.unitPrice,
      currency: product.currency,
    });
    const { price_lines: _previous, ...meta } = draft.meta;
    const { unitPrice } = sumPriceLines(draft.unitPrice, draft.quantity, lines);
    if (unitPrice > MAX_AMOUNT) throw createError('svc_pricing_price_out_of_range', { params: { unitPrice, max: MAX_AMOUNT } });
    const own = { ...draft, unitPrice, meta: lines.length > 0 ? { ...meta, price_lines: lines } : meta };
    const context: CartItemFilterContext = { reason };
    const filtered = await hooks.applyFilters<CartItemDraft>(SHOP_HOOKS.cartItemFilter, structuredClone(own), structuredClone(product), sessionId, context);
    const price = filtered?.unitPrice;
    if (!Number.isSafeInteger(price) || price < 0 || price > MAX_AMOUNT || !isPlainObject(filtered.meta)) {
      throw new Error(
        `A ${SHOP_HOOKS.cartItemFilter} filter returned an item without a whole unitPrice from 0 to ${MAX_AMOUNT} or without an object meta.`,
      );
    }
    return { ...draft, unitPrice: price, meta: filtered.meta };
  }

  /** A stored line as a draft priced from the product as it is now. */
  async function repriced(sessionId: string, item: CartItem, quantity: number, reason: CartItemFilterContext['reason']): Promise<CartItemDraft> {
    const product = await products.getProduct(item.productId);
    // A line added before its product was archived is neither repriced nor checked out.
    assertProductOnSale(product);
    return priced(
      { productId: item.productId, quantity, options: item.options, design: item.design, meta: item.meta, unitPrice: computeUnitPrice(product, item.options) },
      product,
      sessionId,
      reason,
    );
  }

  function notFound(id: number) {
    return createError('svc_cart_item_not_found', { params: { id: String(id) } });
  }

  return {
    getCart,

    async addCartItem(sessionId, input) {
      assertSessionId(sessionId);
      if (!isPlainObject(input)) throw invalidItem('the item must be an object.', 'item');
      assertQuantity(input.quantity);
      const meta = input.meta ?? {};
      if (!isPlainObject(meta)) throw invalidItem('meta must be an object.', 'meta');
      const design = designJson(input.design);
      const product = await products.getProduct(input.productId);
      assertProductOnSale(product);
      const options = resolveOptions(product, input.options);
      const draft = await priced(
        {
          productId: product.id,
          quantity: input.quantity,
          options,
          design: design === null ? null : JSON.parse(design),
          meta,
          unitPrice: computeUnitPrice(product, options),
        },
        product,
        sessionId,
        'add',
      );
      const now = clock.now();
      await database.transaction<void, ShopTables>(async (trx) => {
        const other = await trx
          .selectFrom('shop_cart_items')
          .select('currency')
          .where('session_id', '=', sessionId)
          .where('currency', '<>', product.currency)
          .executeTakeFirst();
        if (other) {
          throw createError('svc_cart_currency_mismatch', { params: { cart: other.currency, currency: product.currency } });
        }
        const { lines } = await trx
          .selectFrom('shop_cart_items')
          .select((eb) => eb.fn.countAll().as('lines'))
          .where('session_id', '=', sessionId)
          .executeTakeFirstOrThrow();
        if (Number(lines) >= MAX_CART_LINES) {
          throw invalidItem(`a cart holds at most ${MAX_CART_LINES} lines.`, 'item');
        }
        await trx
          .insertInto('shop_cart_items')
          .values({
            session_id: sessionId,
            product_id: product.id,
            quantity: draft.quantity,
            options: JSON.stringify(draft.options),
            design,
            meta: JSON.stringify(draft.meta),
            unit_price: draft.unitPrice,
            currency: product.currency,
            created_at: now,
            updated_at: now,
          })
          .execute();
      });
      return getCart(sessionId);
    },

    async updateCartItem(sessionId, itemId, patch) {
      assertSessionId(sessionId);
      if (!isPlainObject(patch)) throw invalidItem('the patch must be an object.', 'item');
      assertQuantity(patch.quantity);
      if (!isRowId(itemId)) throw notFound(itemId);
      const row = await db()
        .selectFrom('shop_cart_items')
        .selectAll()
        .where('id', '=', itemId)
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      if (!row) throw notFound(itemId);
      // Repriced from the product as it is now, and filtered again: a quote may depend on the quantity.
      const draft = await repriced(sessionId, toCartItem(row), patch.quantity, 'quantity');
      const updated = await db()
        .updateTable('shop_cart_items')
        .set({
          quantity: draft.quantity,
          unit_price: draft.unitPrice,
          meta: JSON.stringify(draft.meta),
          updated_at: clock.now(),
        })
        .where('id', '=', itemId)
        .where('session_id', '=', sessionId)
        .returning('id')
        .execute();
      if (updated.length === 0) throw notFound(itemId);
      return getCart(sessionId);
    },

    async removeCartItem(sessionId, itemId) {
      assertSessionId(sessionId);
      if (!isRowId(itemId)) throw notFound(itemId);
      const removed = await db()
        .deleteFrom('shop_cart_items')
        .where('id', '=', itemId)
        .where('session_id', '=', sessionId)
        .returning('id')
        .execute();
      if (removed.length === 0) throw notFound(itemId);
      return getCart(sessionId);
    },

    async repriceCart(sessionId) {
      const cart = await getCart(sessionId);
      let count = 0;
      for (const item of cart.items) {
        const draft = await repriced(sessionId, item, item.quantity, 'checkout');
        if (draft.unitPrice === item.unitPrice) continue;
        // Compare-and-set: a line changed by another request meanwhile is left to that request.
        const updated = await db()
          .updateTable('shop_cart_items')
          .set({ unit_price: draft.unitPrice, meta: JSON.stringify(draft.meta), updated_at: clock.now() })
          .where('id', '=', item.id)
          .where('session_id', '=', sessionId)
          .where('quantity', '=', item.quantity)
          .where('unit_price', '=', item.unitPrice)
          .returning('id')
          .execute();
        count += updated.length;
      }
      return count === 0 ? { cart, previous: null } : { cart: await getCart(sessionId), previous: cart };
    },

    async clearCarts(sessionIds) {
      let removed = 0;
      // Chunks keep the statement under both engines' parameter limits.
      for (let at = 0; at < sessionIds.length; at += 500) {
        const chunk = sessionIds.slice(at, at + 500);
        chunk.forEach(assertSessionId);
        removed += (await db().deleteFrom('shop_cart_items').where('session_id', 'in', chunk).returning('id').execute()).length;
      }
      return removed;
    },
  };
}
