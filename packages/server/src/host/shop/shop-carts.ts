import type { Selectable } from 'kysely';
import {
  createError,
  SHOP_HOOKS,
  type Cart,
  type CartItem,
  type CartItemDraft,
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

  // Addons see a copy, so a filter that edits its argument in place cannot change what we store
  // beyond the fields it is allowed to return.
  async function priced(draft: CartItemDraft, product: Product, sessionId: string): Promise<CartItemDraft> {
    const filtered = await hooks.applyFilters<CartItemDraft>(
      SHOP_HOOKS.cartItemFilter,
      structuredClone(draft),
      structuredClone(product),
      sessionId,
    );
    const price = filtered?.unitPrice;
    if (!Number.isSafeInteger(price) || price < 0 || price > MAX_AMOUNT || !isPlainObject(filtered.meta)) {
      throw new Error(
        `A ${SHOP_HOOKS.cartItemFilter} filter returned an item without a whole unitPrice from 0 to ${MAX_AMOUNT} or without an object meta.`,
      );
    }
    return { ...draft, unitPrice: price, meta: filtered.meta };
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
      const current = toCartItem(row);
      const product = await products.getProduct(current.productId);
      // Repriced from the product as it is now, and filtered again: a quote may depend on the quantity.
      const draft = await priced(
        {
          productId: current.productId,
          quantity: patch.quantity,
          options: current.options,
          design: current.design,
          meta: current.meta,
          unitPrice: computeUnitPrice(product, current.options),
        },
        product,
        sessionId,
      );
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
