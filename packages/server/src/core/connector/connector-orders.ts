import { createHash } from 'node:crypto';
import {
  SHOP_HOOKS,
  createError,
  isSvcError,
  type CartItemDraft,
  type Clock,
  type DatabaseService,
  type HooksService,
  type Order,
  type OrderLineCheck,
  type Product,
  type RecordOrderItem,
  type ShopService,
} from '@dcs/platform';
import type { CustomerDesignStore } from '../resources/customer-designs/customer-design-store.ts';
import type { ConnectorTables } from './connector-migrations.ts';

/** A line of a connected shop's paid order, as its server sends it. */
export interface ConnectorLineInput {
  line_id: string;
  product_id: number;
  quantity: number;
  options: Record<string, string>;
  design?: unknown;
  /** Instead of `design`: a design saved through `svc/v1/designs`. */
  design_id?: number;
  quote_token?: string;
  /** What the shop charged per unit, in minor units; it must equal the verified price. */
  unit_price: number;
}

/** A connected shop's paid order. */
export interface ConnectorOrderInput {
  shop_order_id: string;
  email?: string;
  lines: ConnectorLineInput[];
}

/** A line to price and verify, without the shop's ids (the quote check of `quotes:verify` takes one). */
export type PriceableLine = Omit<ConnectorLineInput, 'line_id' | 'unit_price'> & { line_id?: string };

/** Dependencies of {@link createConnectorOrders}. */
export interface ConnectorOrdersDeps {
  shop: ShopService;
  hooks: HooksService;
  database: DatabaseService;
  clock: Clock;
  designs: CustomerDesignStore;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The lines as compared for idempotency: a resent order must be the same order. */
function fingerprint(lines: ReadonlyArray<{ lineId: string; productId: number; quantity: number; unitPrice: number }>): string {
  return JSON.stringify([...lines].sort((a, b) => a.lineId.localeCompare(b.lineId)).map((l) => [l.lineId, l.productId, l.quantity, l.unitPrice]));
}

const lineIdOf = (item: Order['items'][number]) => String((item.meta.connector as { line_id?: unknown } | undefined)?.line_id ?? '');

/**
 * Orders of connected shops: each line priced by the same `shop.order_line` filter the pricing addon
 * answers (its quote token verified, its price compared with what the shop charged), each quote token
 * used for one line only, the order recorded in the shop facade and moved to `paid` there, which makes
 * the print jobs exactly as the demo shop's checkout does. Idempotent on the shop's order id.
 */
export function createConnectorOrders(deps: ConnectorOrdersDeps) {
  const { shop, hooks, clock } = deps;
  const db = () => deps.database.db<ConnectorTables>();

  /** The line's design and, for a saved one, the customer session that saved it. */
  async function designOf(line: PriceableLine): Promise<{ design: unknown; session: string | null }> {
    if (line.design_id === undefined) {
      if (line.design === undefined || line.design === null) return { design: null, session: null };
      const { validateDesign } = await import('@dcs/design');
      return { design: validateDesign(line.design), session: null };
    }
    const saved = await deps.designs.records.get(line.design_id).catch(() => null);
    if (!saved) throw createError('svc_connector_design_not_found', { params: { line_id: line.line_id ?? '-', design_id: line.design_id } });
    return { design: saved.design, session: saved.sessionId };
  }

  /** The verified unit price and pricing data of a line; `now` checks a quote's expiry (null: not). */
  async function price(line: PriceableLine, now: number | null): Promise<{ product: Product; draft: CartItemDraft }> {
    if (line.design !== undefined && line.design_id !== undefined) {
      throw createError('svc_connector_order_invalid', { params: { reason: `line ${line.line_id ?? '-'} has both a design and a design_id.` } });
    }
    const product = await shop.getProduct(line.product_id);
    const options = line.options ?? {};
    const { design, session } = await designOf(line);
    const base: CartItemDraft = {
      productId: product.id,
      quantity: line.quantity,
      options,
      design,
      meta: line.quote_token === undefined ? {} : { quoteToken: line.quote_token },
      unitPrice: shop.unitPrice(product, options),
    };
    const check: OrderLineCheck = { now, designSession: session };
    const draft = await hooks.applyFilters<CartItemDraft>(SHOP_HOOKS.orderLineFilter, base, product, check);
    const quoted = (draft.meta.pricing as { quoted?: unknown } | undefined)?.quoted === true;
    if (line.quote_token !== undefined && !quoted) throw createError('svc_connector_quote_unverifiable', { params: { line_id: line.line_id ?? '-' } });
    return { product, draft };
  }

  /** Claims each token for its line; a token another line holds is refused, the same line's again is fine. */
  async function claimQuotes(shopName: string, shopOrderId: string, lines: readonly ConnectorLineInput[]): Promise<void> {
    const claims = lines.filter((line) => line.quote_token !== undefined).map((line) => ({ token_hash: tokenHash(line.quote_token!), line_id: line.line_id }));
    if (claims.length === 0) return;
    const hashes = claims.map((claim) => claim.token_hash);
    if (new Set(hashes).size !== hashes.length) {
      const twice = claims.find((claim, index) => hashes.indexOf(claim.token_hash) !== index)!;
      throw createError('svc_connector_quote_reused', { params: { line_id: twice.line_id, used_by: shopOrderId } });
    }
    await deps.database.transaction<void, ConnectorTables>(async (trx) => {
      await trx
        .insertInto('connector_quote_uses')
        .values(claims.map((claim) => ({ ...claim, shop: shopName, shop_order_id: shopOrderId, created_at: clock.now() })))
        .onConflict((oc) => oc.column('token_hash').doNothing())
        .execute();
      const held = await trx.selectFrom('connector_quote_uses').selectAll().where('token_hash', 'in', hashes).execute();
      for (const use of held) {
        const claim = claims.find((c) => c.token_hash === use.token_hash)!;
        if (use.shop !== shopName || use.shop_order_id !== shopOrderId || use.line_id !== claim.line_id) {
          // Thrown inside the transaction: this order's own new claims are rolled back with it.
          throw createError('svc_connector_quote_reused', { params: { line_id: claim.line_id, used_by: use.shop_order_id }, data: { line_id: claim.line_id } });
        }
      }
    });
  }

  /**
   * Moves the order to `status` unless it is there already; a concurrent send of the same request that
   * moved it first is the same outcome, not a conflict.
   */
  async function move(order: Order, status: 'paid' | 'cancelled' | 'refunded'): Promise<Order> {
    if (order.status === status) return order;
    try {
      return await shop.setOrderStatus(order.id, status);
    } catch (error) {
      const now = isSvcError(error) && error.code === 'svc_order_transition_invalid' ? await shop.getOrder(order.id) : null;
      if (now?.status === status) return now;
      throw error;
    }
  }

  /** Moves a recorded order to paid (fires `order.paid`: the print jobs) unless it got past pending already. */
  const paid = (order: Order): Promise<Order> => (order.status === 'pending' ? move(order, 'paid') : Promise.resolve(order));

  async function find(shopName: string, shopOrderId: string): Promise<Order> {
    const order = await shop.findOrderBySource(shopName, shopOrderId);
    if (!order) throw createError('svc_connector_order_not_found', { params: { shop: shopName, shop_order_id: shopOrderId } });
    return order;
  }

  return {
    price,
    find,

    /** A line about to be charged: priced, its quote not expired and not used by any order yet. */
    async verify(line: PriceableLine): Promise<{ product: Product; draft: CartItemDraft }> {
      const priced = await price(line, clock.now());
      if (line.quote_token !== undefined) {
        const use = await db().selectFrom('connector_quote_uses').selectAll().where('token_hash', '=', tokenHash(line.quote_token)).executeTakeFirst();
        if (use) throw createError('svc_connector_quote_reused', { params: { line_id: line.line_id ?? '-', used_by: use.shop_order_id } });
      }
      return priced;
    },

    /** Verifies and records a paid order; `created: false` when the shop had sent it before. */
    async place(shopName: string, input: ConnectorOrderInput): Promise<{ order: Order; created: boolean }> {
      const ids = input.lines.map((line) => line.line_id);
      if (new Set(ids).size !== ids.length) throw createError('svc_connector_order_invalid', { params: { reason: 'line ids must be unique within the order.' } });
      const sent = fingerprint(input.lines.map((l) => ({ lineId: l.line_id, productId: l.product_id, quantity: l.quantity, unitPrice: l.unit_price })));
      const before = await shop.findOrderBySource(shopName, input.shop_order_id);
      if (before) return { order: await paid(sameOrder(before, sent)), created: false };

      const items: RecordOrderItem[] = [];
      let currency: string | null = null;
      for (const line of input.lines) {
        const { product, draft } = await price(line, null);
        if (draft.unitPrice !== line.unit_price) {
          throw createError('svc_connector_price_mismatch', {
            params: { line_id: line.line_id, charged: line.unit_price, verified: draft.unitPrice },
            data: { line_id: line.line_id, charged: line.unit_price, verified: draft.unitPrice, currency: product.currency },
          });
        }
        if (currency !== null && product.currency !== currency) {
          throw createError('svc_connector_order_invalid', { params: { reason: `all lines must be in one currency (${currency} and ${product.currency}).` } });
        }
        currency = product.currency;
        const { quoteToken: _token, ...meta } = draft.meta;
        items.push({ productId: product.id, quantity: line.quantity, options: draft.options, design: draft.design, unitPrice: draft.unitPrice, meta: { ...meta, connector: { shop: shopName, line_id: line.line_id } } });
      }
      await claimQuotes(shopName, input.shop_order_id, input.lines);
      const recorded = await shop.recordOrder({ source: shopName, externalId: input.shop_order_id, currency: currency!, email: input.email ?? null, items });
      // A concurrent send of the same order may have recorded it first: then it must be the same order.
      const order = recorded.created ? recorded.order : sameOrder(recorded.order, sent);
      return { order: await paid(order), created: recorded.created };
    },

    /** Cancels or refunds the order: its print jobs not yet printed stop (`order.cancelled`/`order.refunded`). */
    async stop(shopName: string, shopOrderId: string, status: 'cancelled' | 'refunded'): Promise<Order> {
      return move(await find(shopName, shopOrderId), status);
    },
  };

  function sameOrder(order: Order, sent: string): Order {
    const stored = fingerprint(order.items.map((item) => ({ lineId: lineIdOf(item), productId: item.productId, quantity: item.quantity, unitPrice: item.unitPrice })));
    if (stored !== sent) throw createError('svc_connector_order_conflict', { params: { shop_order_id: order.externalId ?? '' } });
    return order;
  }
}

/** The service made by {@link createConnectorOrders}. */
export type ConnectorOrders = ReturnType<typeof createConnectorOrders>;

/** The shop's line id of an order item recorded by the connector (empty for the shop's own orders). */
export { lineIdOf };
