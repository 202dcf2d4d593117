import { Type } from 'typebox';
import {
  RestResponse,
  assertProductOnSale,
  createError,
  listArgs,
  pageOf,
  paginated,
  type AuthService,
  type Cart,
  type Order,
  type RestRequest,
  type RoutesService,
  type ShopService,
} from '@dcs/platform';
import { CartAnswerSchema, OrderAnswerSchema, ProductAnswerSchema, cartAnswer, orderAnswer, productAnswer } from './shop-answers.ts';

const Id = Type.Integer({ minimum: 1 });
const Options = Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 128 }), { maxProperties: 32 });
const ORDER_STATUSES = ['pending', 'paid', 'processing', 'completed', 'cancelled', 'refunded'] as const;

/** The caller's session id; null before its first write (it reads as an empty session then). */
async function sessionIdOf(request: RestRequest): Promise<string | null> {
  return (await request.customerSession())?.id ?? null;
}

/** The session whose cart line is changed; without one the line cannot be the caller's. */
async function ownSessionOf(request: RestRequest): Promise<string> {
  const sessionId = await sessionIdOf(request);
  if (sessionId === null) throw createError('svc_cart_item_not_found', { params: { id: String(request.params.id) } });
  return sessionId;
}

/** What a caller without a session owns: nothing. */
const EMPTY_CART: Cart = { sessionId: '', currency: null, items: [], total: 0 };

/**
 * The storefront's part of the shop in the extension namespace: products (public), the cart and
 * checkout (scoped to the customer session), and the customer's own orders. Called inside
 * `svc_register_rest_routes`.
 */
export function registerShopRestRoutes(routes: RoutesService, deps: { shop: ShopService; auth: AuthService }): void {
  const { shop, auth } = deps;
  const customer = auth.permissions.customer();

  routes.registerRestRoute('svc/v1', '/products', {
    methods: 'GET',
    summary: 'Products on sale (archived ones are left out).',
    permission_callback: auth.permissions.public(),
    args: { ...listArgs, search: { schema: Type.String({ maxLength: 100 }) } },
    callback: async (request) => {
      const { page, perPage } = pageOf(request.params);
      const { items, total } = await shop.listProducts({ search: request.params.search as string | undefined, page, perPage });
      return paginated(items.map(productAnswer), total, request.params);
    },
    response: Type.Array(ProductAnswerSchema),
  });
  routes.registerRestRoute('svc/v1', '/products/{id}', {
    methods: 'GET',
    summary: 'One product on sale; an archived one answers svc_product_archived (410).',
    permission_callback: auth.permissions.public(),
    args: { id: { schema: Id, required: true } },
    response: ProductAnswerSchema,
    callback: async (request) => {
      const product = await shop.getProduct(request.params.id as number);
      assertProductOnSale(product);
      return productAnswer(product);
    },
  });

  routes.registerRestRoute('svc/v1', '/cart', {
    methods: 'GET',
    summary: "The current session's cart.",
    permission_callback: customer,
    response: CartAnswerSchema,
    callback: async (request) => {
      const sessionId = await sessionIdOf(request);
      return cartAnswer(sessionId === null ? EMPTY_CART : await shop.getCart(sessionId));
    },
  });
  routes.registerRestRoute('svc/v1', '/cart/items', {
    methods: 'POST',
    summary: 'Adds an item; its price is computed on the server.',
    permission_callback: customer,
    response: CartAnswerSchema,
    args: {
      product_id: { schema: Id, required: true },
      quantity: { schema: Type.Integer({ minimum: 1, maximum: 100_000 }), default: 1 },
      options: { schema: Options, default: {} },
      design: { schema: Type.Unknown(), description: 'A design document; validated by the design addons.' },
      quote_token: { schema: Type.String({ maxLength: 4096 }), description: 'A price quote to honour, verified on the server.' },
      accept_low_resolution: {
        schema: Type.Boolean(),
        default: false,
        description: 'The customer accepts photos below the printing resolution; only where the shop allows it (catalog limits.low_resolution = accept), else 422 svc_cart_low_resolution_refused.',
      },
      drop_unpaid_sides: {
        schema: Type.Boolean(),
        default: false,
        description: 'Print only the sides the options pay for: sides with content beyond them are left out instead of refusing the line (svc_cart_side_unpaid).',
      },
    },
    callback: async (request) => {
      const session = await request.customerSession({ create: true });
      const { product_id, quantity, options, design, quote_token, accept_low_resolution, drop_unpaid_sides } = request.params as {
        product_id: number;
        quantity: number;
        options: Record<string, string>;
        design?: unknown;
        quote_token?: string;
        accept_low_resolution: boolean;
        drop_unpaid_sides: boolean;
      };
      const cart = await shop.addCartItem(session.id, {
        productId: product_id,
        quantity,
        options,
        design,
        meta: { ...(quote_token === undefined ? {} : { quoteToken: quote_token }), ...(accept_low_resolution ? { acceptLowResolution: true } : {}), ...(drop_unpaid_sides ? { dropUnpaidSides: true } : {}) },
      });
      return new RestResponse(cartAnswer(cart), { status: 201 });
    },
  });
  routes.registerRestRoute('svc/v1', '/cart/items/{id}', [
    {
      methods: ['PUT', 'PATCH'],
      summary: 'Changes the quantity of an item of your cart.',
      permission_callback: customer,
      args: { id: { schema: Id, required: true }, quantity: { schema: Type.Integer({ minimum: 1, maximum: 100_000 }), required: true } },
      response: CartAnswerSchema,
      callback: async (request) =>
        cartAnswer(await shop.updateCartItem(await ownSessionOf(request), request.params.id as number, { quantity: request.params.quantity as number })),
    },
    {
      methods: 'DELETE',
      summary: 'Removes an item from your cart.',
      permission_callback: customer,
      args: { id: { schema: Id, required: true } },
      response: CartAnswerSchema,
      callback: async (request) => cartAnswer(await shop.removeCartItem(await ownSessionOf(request), request.params.id as number)),
    },
  ]);
  routes.registerRestRoute('svc/v1', '/checkout', {
    methods: 'POST',
    summary: 'Turns the cart into a pending order.',
    permission_callback: customer,
    args: { email: { schema: Type.String({ format: 'email', maxLength: 254 }) } },
    response: OrderAnswerSchema,
    callback: async (request) => {
      const sessionId = await sessionIdOf(request);
      if (sessionId === null) throw createError('svc_cart_empty');
      const order = await shop.checkout(sessionId, { email: request.params.email as string | undefined });
      return new RestResponse(orderAnswer(order), { status: 201 });
    },
  });
  routes.registerRestRoute('svc/v1', '/orders/{id}', {
    methods: 'GET',
    summary: 'One of your orders.',
    permission_callback: customer,
    response: OrderAnswerSchema,
    args: { id: { schema: Id, required: true } },
    callback: async (request) => {
      const sessionId = await sessionIdOf(request);
      const order = sessionId === null ? null : await shop.getOrder(request.params.id as number).catch(() => null);
      // Another session's order answers exactly like a missing one: ids reveal nothing.
      if (!order || order.sessionId !== sessionId) throw createError('svc_order_not_found', { params: { id: String(request.params.id) } });
      return orderAnswer(order);
    },
  });
}

/** Order administration in the admin API: list and status changes (payment, fulfilment). */
export function registerShopAdminRoutes(routes: RoutesService, deps: { shop: ShopService; auth: AuthService }): void {
  const { shop, auth } = deps;
  routes.registerAdminRoute({
    method: 'GET',
    path: '/orders',
    summary: 'Orders, newest first.',
    permission_callback: auth.permissions.admin(),
    args: { ...listArgs, status: { schema: Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s))) } },
    callback: async (request) => {
      const { page, perPage } = pageOf(request.params);
      const { items, total } = await shop.listOrders({ status: request.params.status as Order['status'] | undefined, page, perPage });
      return paginated(items, total, request.params);
    },
  });
  routes.registerAdminRoute({
    method: 'GET',
    path: '/orders/{id}',
    summary: 'One order.',
    permission_callback: auth.permissions.admin(),
    args: { id: { schema: Id, required: true } },
    callback: (request) => shop.getOrder(request.params.id as number),
  });
  routes.registerAdminRoute({
    method: 'POST',
    path: '/orders/{id}/status',
    summary: 'Moves an order to another status (for example paid); fires the order hooks.',
    permission_callback: auth.permissions.admin(),
    args: { id: { schema: Id, required: true }, status: { schema: Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s))), required: true } },
    callback: (request) => shop.setOrderStatus(request.params.id as number, request.params.status as Order['status']),
  });
}
