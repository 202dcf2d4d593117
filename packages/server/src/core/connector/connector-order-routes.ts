import { Type } from 'typebox';
import { RestResponse, type AuthService, type Order, type RestRequest, type ShopKey } from '@dcs/platform';
import type { ApiRegistry } from '../resources/common/api-registry.ts';
import type { ConnectorJobStates } from './connector-job-states.ts';
import { lineIdOf, type ConnectorOrderInput, type ConnectorOrders, type PriceableLine } from './connector-orders.ts';

const ShopId = Type.String({ minLength: 1, maxLength: 100, pattern: '^[^/?#\\s]+$', description: "The shop's own id." });
const Options = Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 128 }), { maxProperties: 32 });
const LineFields = {
  product_id: Type.Integer({ minimum: 1, description: 'The dcs product.' }),
  quantity: Type.Integer({ minimum: 1, maximum: 100_000 }),
  options: Type.Optional(Options),
  design: Type.Optional(Type.Unknown({ description: 'A design document (what the designer element produced).' })),
  design_id: Type.Optional(Type.Integer({ minimum: 1, description: 'Instead of `design`: a design saved through svc/v1/designs.' })),
  quote_token: Type.Optional(Type.String({ minLength: 1, maxLength: 4096, description: 'The token of the quote the customer was shown.' })),
};
const OrderBody = Type.Object(
  {
    shop_order_id: ShopId,
    email: Type.Optional(Type.String({ maxLength: 254 })),
    lines: Type.Array(
      Type.Object({ line_id: ShopId, ...LineFields, unit_price: Type.Integer({ minimum: 0, description: 'What the shop charged per unit, in minor units.' }) }, { additionalProperties: false }),
      { minItems: 1, maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);
const OrderView = Type.Object({
  shop: Type.Union([Type.String(), Type.Null()], { description: "The shop's name (null for an order of dcs's own storefront, in webhooks)." }),
  shop_order_id: Type.Union([Type.String(), Type.Null()]),
  order_id: Type.Integer(),
  status: Type.String(),
  currency: Type.String(),
  total: Type.Integer(),
  created_at: Type.String(),
  lines: Type.Array(Type.Object({ line_id: Type.String(), item_id: Type.Integer(), product_id: Type.Integer(), quantity: Type.Integer(), unit_price: Type.Integer(), quoted: Type.Boolean() })),
});

function keyOf(request: RestRequest): ShopKey {
  // The permission callback admitted a key; without one the route is never reached.
  return request.shopKey!;
}

/** An order as its shop sees it: its ids, and dcs's. */
export function orderView(order: Order) {
  return {
    shop: order.source,
    shop_order_id: order.externalId,
    order_id: order.id,
    status: order.status,
    currency: order.currency,
    total: order.total,
    created_at: new Date(order.createdAt).toISOString(),
    lines: order.items.map((item) => ({
      line_id: lineIdOf(item),
      item_id: item.id,
      product_id: item.productId,
      quantity: item.quantity,
      unit_price: item.unitPrice,
      quoted: (item.meta.pricing as { quoted?: unknown } | undefined)?.quoted === true,
    })),
  };
}

/**
 * The routes a connected shop's server calls with its API key, under `api/v1/connector` (docs/connector.md):
 * send a paid order, read it and its print jobs, cancel or refund it, verify a quote before charging.
 */
export function registerConnectorOrderRoutes(api: ApiRegistry, deps: { auth: AuthService; orders: ConnectorOrders; jobs: ConnectorJobStates }): void {
  const { auth, orders } = deps;
  const shopOrderArg = { shop_order_id: { schema: ShopId, required: true } };
  const findOrder = (request: RestRequest) => orders.find(keyOf(request).shop, request.params.shop_order_id as string);

  api.add('connector', {
    method: 'POST',
    path: '/connector/orders',
    summary: "A shop's paid order: each line's price is verified (quote token, rules), then its print jobs are made. Idempotent on shop_order_id: 201 the first time, 200 with the same order after.",
    permission_callback: auth.permissions.shopKey('orders:write'),
    bodySchema: OrderBody,
    response: OrderView,
    callback: async (request) => {
      const { order, created } = await orders.place(keyOf(request).shop, request.body as ConnectorOrderInput);
      return new RestResponse(orderView(order), { status: created ? 201 : 200 });
    },
  });
  api.add('connector', {
    method: 'GET',
    path: '/connector/orders/{shop_order_id}',
    summary: 'An order the shop sent, by its own id.',
    permission_callback: auth.permissions.shopKey('orders:read'),
    args: shopOrderArg,
    response: OrderView,
    callback: async (request) => orderView(await findOrder(request)),
  });
  api.add('connector', {
    method: 'POST',
    path: '/connector/orders/{shop_order_id}/cancel',
    summary: 'Cancels (or with refund: true, refunds) the order: its print jobs not yet delivered to the printer stop. Idempotent.',
    permission_callback: auth.permissions.shopKey('orders:write'),
    args: { ...shopOrderArg, refund: { schema: Type.Boolean(), default: false } },
    response: OrderView,
    callback: async (request) =>
      orderView(await orders.stop(keyOf(request).shop, request.params.shop_order_id as string, request.params.refund === true ? 'refunded' : 'cancelled')),
  });
  api.add('connector', {
    method: 'GET',
    path: '/connector/orders/{shop_order_id}/jobs',
    summary: "The order's print jobs and their states (as the print queue announced them).",
    permission_callback: auth.permissions.shopKey('jobs:read'),
    args: shopOrderArg,
    callback: async (request) => {
      const order = await findOrder(request);
      const lines = new Map(order.items.map((item) => [item.id, lineIdOf(item)]));
      return (await deps.jobs.ofOrder(order.id)).map((job) => ({ ...job, line_id: lines.get(job.item_id) ?? '' }));
    },
  });
  api.add('connector', {
    method: 'POST',
    path: '/connector/quotes/verify',
    summary: 'Before the shop charges (add to cart): the verified unit price of a line and its quote token, not expired. Changes nothing.',
    permission_callback: auth.permissions.shopKey('quotes:verify'),
    bodySchema: Type.Object(LineFields, { additionalProperties: false }),
    response: Type.Object({ unit_price: Type.Integer(), total: Type.Integer(), currency: Type.String(), quoted: Type.Boolean() }),
    callback: async (request) => {
      const { product, draft } = await orders.verify(request.body as PriceableLine);
      const quoted = (draft.meta.pricing as { quoted?: unknown } | undefined)?.quoted === true;
      return { unit_price: draft.unitPrice, total: draft.unitPrice * draft.quantity, currency: product.currency, quoted };
    },
  });
}
