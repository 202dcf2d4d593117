import { Type } from 'typebox';
import { RestResponse, createError, orderLineOf, type AuthService, type RestRequest, type RoutesService, type ShopService } from '@dcs/platform';
import type { CustomerDesignOutput } from '../../resources/customer-designs/customer-design-output.ts';

const Id = Type.Integer({ minimum: 1 });

/**
 * `GET /svc/v1/orders/{id}/items/{item}/proof` (customer): an RGB proof PDF of one designed line of
 * the caller's own order, rendered from the order's frozen copy of the design by `@dcs/print` (the
 * renderer of the print files, with crop marks), for the customer to keep after checkout: one page
 * per side that prints (the line's `meta.line.printedSides`, the pages of the print file). Another
 * session's order answers exactly like a missing one.
 */
export function registerOrderProofRoutes(routes: RoutesService, deps: { auth: AuthService; shop: ShopService; output: CustomerDesignOutput }): void {
  const { shop, output } = deps;
  routes.registerRestRoute('svc/v1', '/orders/{id}/items/{item}/proof', {
    methods: 'GET',
    summary: 'An RGB proof PDF of a designed line of one of your orders.',
    permission_callback: deps.auth.permissions.customer(),
    args: { id: { schema: Id, required: true }, item: { schema: Id, required: true } },
    callback: async (request: RestRequest) => {
      const { id, item } = request.params as { id: number; item: number };
      const sessionId = (await request.customerSession())?.id ?? null;
      const order = sessionId === null ? null : await shop.getOrder(id).catch(() => null);
      if (!order || order.sessionId !== sessionId) throw createError('svc_order_not_found', { params: { id: String(id) } });
      const line = order.items.find((candidate) => candidate.id === item);
      if (!line || line.design === null || line.design === undefined) throw createError('svc_order_item_not_found', { params: { id: String(id), item: String(item) } });
      const { validateDesign } = await import('@dcs/design');
      const design = validateDesign(line.design);
      const printed = orderLineOf(line.meta)?.printedSides ?? null;
      const sides = printed && printed.length > 0 ? design.sides.filter((side) => printed.includes(side.id)) : design.sides;
      const pdf = await output.pdf({ design: { ...design, sides } }, 'rgb');
      return new RestResponse(Buffer.from(pdf.bytes), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="order-${order.id}-item-${line.id}-proof.pdf"`,
          'cache-control': 'private, no-cache',
          'x-content-type-options': 'nosniff',
        },
      });
    },
  });
}
