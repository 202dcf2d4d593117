import type { Selectable } from 'kysely';
import {
  createError,
  formatMoney,
  ORDER_TRANSITIONS,
  SHOP_HOOKS,
  type Clock,
  type DatabaseService,
  type HooksService,
  type Order,
  type OrderItem,
  type OrderStatus,
  type RecordOrderInput,
} from '@dcs/platform';
import type { ShopCarts } from './shop-carts.ts';
import type { ShopProducts } from './shop-products.ts';
import type { ShopTables } from './shop-schema.ts';
import { assertSessionId, isPlainObject, isRowId, pageOf } from './shop-validation.ts';

/** What the order half of the shop needs. */
export interface ShopOrdersDeps {
  database: DatabaseService;
  hooks: HooksService;
  clock: Clock;
  carts: ShopCarts;
  products: Pick<ShopProducts, 'getProduct'>;
}

/** Checkout and orders: the order methods of the shop service. */
export interface ShopOrders {
  checkout(sessionId: string, details?: { email?: string }): Promise<Order>;
  getOrder(id: number): Promise<Order>;
  listOrders(query?: {
    status?: OrderStatus;
    sessionId?: string;
    page?: number;
    perPage?: number;
  }): Promise<{ items: Order[]; total: number }>;
  setOrderStatus(id: number, status: OrderStatus): Promise<Order>;
  recordOrder(input: RecordOrderInput): Promise<{ order: Order; created: boolean }>;
  findOrderBySource(source: string, externalId: string): Promise<Order | null>;
}

type OrderRow = Selectable<ShopTables['shop_orders']>;
type OrderItemRow = Selectable<ShopTables['shop_order_items']>;

function toOrderItem(row: OrderItemRow): OrderItem {
  return {
    id: Number(row.id),
    productId: Number(row.product_id),
    productName: row.product_name,
    sku: row.sku,
    quantity: Number(row.quantity),
    options: JSON.parse(row.options),
    design: row.design === null ? null : JSON.parse(row.design),
    meta: JSON.parse(row.meta),
    unitPrice: Number(row.unit_price),
    lineTotal: Number(row.line_total),
  };
}

function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && Object.hasOwn(ORDER_TRANSITIONS, value);
}

function checkoutEmail(details: unknown): string | null {
  if (details === undefined || details === null) return null;
  if (!isPlainObject(details)) throw createError('svc_checkout_invalid', { params: { reason: 'details must be an object.' } });
  const email = details.email;
  if (email === undefined || email === null || email === '') return null;
  if (typeof email !== 'string' || email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
    throw createError('svc_checkout_invalid', {
      params: { reason: 'the email address is not valid.' },
      data: { params: { email: 'is not a valid email address' } },
    });
  }
  return email.trim();
}

function transitionInvalid(from: OrderStatus, to: unknown) {
  return createError('svc_order_transition_invalid', { params: { from, to: String(to) }, data: { from, to } });
}

function cartRepriced(previous: number, current: number, currency: string) {
  return createError('svc_cart_repriced', {
    params: { previous: formatMoney(previous, currency), current: formatMoney(current, currency) },
    data: { previous_total: previous, total: current, currency },
  });
}

/** Creates checkout and orders over the shop tables. */
export function createShopOrders({ database, hooks, clock, carts, products: products_ }: ShopOrdersDeps): ShopOrders {
  const db = () => database.db<ShopTables>();

  async function withItems(rows: OrderRow[]): Promise<Order[]> {
    if (rows.length === 0) return [];
    const itemRows = await db()
      .selectFrom('shop_order_items')
      .selectAll()
      .where(
        'order_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      sessionId: row.session_id,
      status: row.status,
      currency: row.currency,
      total: Number(row.total),
      email: row.email,
      source: row.source ?? null,
      externalId: row.external_id ?? null,
      items: itemRows.filter((item) => Number(item.order_id) === Number(row.id)).map(toOrderItem),
      createdAt: Number(row.created_at),
      updatedAt: Number(row.updated_at),
    }));
  }

  async function getOrder(id: number): Promise<Order> {
    if (!isRowId(id)) throw createError('svc_order_not_found', { params: { id: String(id) } });
    const row = await db().selectFrom('shop_orders').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw createError('svc_order_not_found', { params: { id } });
    return (await withItems([row]))[0]!;
  }

  async function findOrderBySource(source: string, externalId: string): Promise<Order | null> {
    const row = await db().selectFrom('shop_orders').selectAll().where('source', '=', source).where('external_id', '=', externalId).executeTakeFirst();
    return row ? (await withItems([row]))[0]! : null;
  }

  return {
    getOrder,
    findOrderBySource,

    async recordOrder(input) {
      const found = await findOrderBySource(input.source, input.externalId);
      if (found) return { order: found, created: false };
      const products = await Promise.all(input.items.map((item) => products_.getProduct(item.productId)));
      const now = clock.now();
      const orderId = await database.transaction<number | null, ShopTables>(async (trx) => {
        const items = input.items.map((item, index) => ({
          product_id: item.productId,
          product_name: products[index]!.name,
          sku: products[index]!.sku,
          quantity: item.quantity,
          options: JSON.stringify(item.options),
          design: item.design === null || item.design === undefined ? null : JSON.stringify(item.design),
          meta: JSON.stringify(item.meta),
          unit_price: item.unitPrice,
          line_total: item.unitPrice * item.quantity,
        }));
        // Two deliveries of one order racing: the unique index lets one insert, the other finds it.
        const order = await trx
          .insertInto('shop_orders')
          .values({
            session_id: `shop:${input.source}`,
            status: 'pending',
            currency: input.currency,
            total: items.reduce((sum, item) => sum + item.line_total, 0),
            email: input.email ?? null,
            source: input.source,
            external_id: input.externalId,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.columns(['source', 'external_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!order) return null;
        const id = Number(order.id);
        await trx.insertInto('shop_order_items').values(items.map((item) => ({ ...item, order_id: id }))).execute();
        return id;
      });
      if (orderId === null) return { order: (await findOrderBySource(input.source, input.externalId))!, created: false };
      return { order: await getOrder(orderId), created: true };
    },

    async checkout(sessionId, details) {
      assertSessionId(sessionId);
      const email = checkoutEmail(details);
      // Prices made earlier (by an addon since switched off, or rules since changed) are made again;
      // the customer sees the new ones before paying them.
      const { cart, previous } = await carts.repriceCart(sessionId);
      if (cart.items.length === 0) throw createError('svc_cart_empty');
      if (previous) throw cartRepriced(previous.total, cart.total, cart.currency ?? previous.currency ?? '');
      await hooks.doAction(SHOP_HOOKS.checkoutAction, cart, { email });
      const seen = new Map(cart.items.map((item) => [item.id, item]));
      const now = clock.now();
      const orderId = await database.transaction<number, ShopTables>(async (trx) => {
        // Deleting first claims the lines: of two checkouts racing for one cart, only one gets them.
        const lines = await trx
          .deleteFrom('shop_cart_items')
          .where('session_id', '=', sessionId)
          .where('id', 'in', [...seen.keys()])
          .returningAll()
          .execute();
        if (lines.length === 0) throw createError('svc_cart_empty');
        const changed =
          lines.length !== seen.size ||
          lines.some((line) => {
            const before = seen.get(Number(line.id));
            return Number(line.quantity) !== before?.quantity || Number(line.unit_price) !== before.unitPrice;
          });
        // The checkout action approved exactly the cart it saw; anything else must be seen again.
        if (changed) {
          throw createError('svc_conflict', { params: { reason: 'Your cart changed during checkout; please review it and try again.' } });
        }
        const currencies = new Set(lines.map((line) => line.currency));
        if (currencies.size !== 1) {
          const [cartCurrency, other] = [...currencies];
          throw createError('svc_cart_currency_mismatch', { params: { cart: cartCurrency!, currency: other! } });
        }
        const productRows = await trx
          .selectFrom('shop_products')
          .select(['id', 'name', 'sku'])
          .where(
            'id',
            'in',
            lines.map((line) => line.product_id),
          )
          .execute();
        const productsById = new Map(productRows.map((p) => [Number(p.id), p]));
        const items = lines
          .sort((a, b) => Number(a.id) - Number(b.id))
          .map((line) => {
            const product = productsById.get(Number(line.product_id))!;
            return {
              product_id: Number(line.product_id),
              product_name: product.name,
              sku: product.sku,
              quantity: Number(line.quantity),
              options: line.options,
              design: line.design,
              meta: line.meta,
              unit_price: Number(line.unit_price),
              line_total: Number(line.unit_price) * Number(line.quantity),
            };
          });
        const order = await trx
          .insertInto('shop_orders')
          .values({
            session_id: sessionId,
            status: 'pending',
            currency: lines[0]!.currency,
            total: items.reduce((sum, item) => sum + item.line_total, 0),
            email,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const id = Number(order.id);
        await trx
          .insertInto('shop_order_items')
          .values(items.map((item) => ({ ...item, order_id: id })))
          .execute();
        return id;
      });
      return getOrder(orderId);
    },

    async listOrders(query = {}) {
      const { perPage, offset } = pageOf(query);
      let base = db().selectFrom('shop_orders');
      if (query.status !== undefined) {
        if (!isOrderStatus(query.status)) {
          throw createError('svc_shop_query_invalid', { params: { reason: `status "${String(query.status)}" is not an order status.` } });
        }
        base = base.where('status', '=', query.status);
      }
      if (query.sessionId !== undefined) {
        assertSessionId(query.sessionId);
        base = base.where('session_id', '=', query.sessionId);
      }
      // A session's orders are few and counted; the totals by status come from the trigger-kept counter,
      // so a page costs the same with a thousand orders or ten million.
      const total =
        query.sessionId !== undefined
          ? base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()
          : db()
              .selectFrom('shop_order_counts')
              .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('count'))
              .$if(query.status !== undefined, (qb) => qb.where('status', '=', query.status!))
              .executeTakeFirstOrThrow();
      const [rows, count] = await Promise.all([base.selectAll().orderBy('id', 'desc').limit(perPage).offset(offset).execute(), total]);
      return { items: await withItems(rows), total: Number(count.count) };
    },

    async setOrderStatus(id, status) {
      let current = await getOrder(id);
      // Compare-and-set on the status we validated against: if someone moved the order meanwhile,
      // validate again against the status it has now. Statuses never go back, so this ends.
      for (;;) {
        const from = current.status;
        if (!isOrderStatus(status) || !ORDER_TRANSITIONS[from].includes(status)) throw transitionInvalid(from, status);
        const moved = await db()
          .updateTable('shop_orders')
          .set({ status, updated_at: clock.now() })
          .where('id', '=', id)
          .where('status', '=', from)
          .returningAll()
          .execute();
        if (moved.length === 0) {
          current = await getOrder(id);
          continue;
        }
        const order = (await withItems(moved))[0]!;
        await hooks.doAction(SHOP_HOOKS.statusChanged, order, from, status);
        await hooks.doAction(`order.${status}`, order, from);
        return order;
      }
    },
  };
}
