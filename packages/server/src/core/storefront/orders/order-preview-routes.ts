import { Type } from 'typebox';
import { RestResponse, createError, type AuthService, type RestRequest, type RoutesService, type ShopService } from '@dcs/platform';
import { etagMatches } from '../http-cache.ts';
import type { OrderPreviewRenderer } from './order-preview-renderer.ts';

const Id = Type.Integer({ minimum: 1 });

/**
 * `GET /api/v1/orders/{id}/items/{item}/preview?side=&width=` (staff): one side of an ordered design
 * as a PNG drawn by the print's engine (fonts, photos, cliparts), for the admin's order and print job
 * pages. The picture of a frozen design never changes, so browsers keep it (the ETag names it).
 */
export function registerOrderPreviewRoutes(routes: RoutesService, deps: { auth: AuthService; shop: ShopService; previews: OrderPreviewRenderer }): void {
  const { shop, previews } = deps;
  routes.registerAdminRoute({
    method: 'GET',
    path: '/orders/{id}/items/{item}/preview',
    summary: 'One side of an ordered design as a PNG, drawn as it prints (fonts, photos, cliparts).',
    permission_callback: deps.auth.permissions.admin(),
    args: {
      id: { schema: Id, required: true },
      item: { schema: Id, required: true },
      side: { schema: Type.String({ minLength: 1, maxLength: 64 }), description: "The side's id; default: the first side." },
      width: { schema: Type.Integer({ minimum: 64, maximum: 1600 }), default: 480, description: 'Width of the picture in pixels.' },
    },
    callback: async (request: RestRequest) => {
      const { id, item, side, width } = request.params as { id: number; item: number; side?: string; width: number };
      const order = await shop.getOrder(id);
      const line = order.items.find((candidate) => candidate.id === item);
      if (!line || line.design === null || line.design === undefined) throw createError('svc_order_item_not_found', { params: { id: String(id), item: String(item) } });
      const { validateDesign } = await import('@dcs/design');
      const design = validateDesign(line.design);
      const sideId = side ?? design.sides[0]!.id;
      const etag = previews.etag(design, sideId, width);
      const headers = { etag, 'cache-control': 'private, max-age=86400', 'x-content-type-options': 'nosniff' };
      if (etagMatches(request.headers['if-none-match'], etag)) return new RestResponse(Buffer.alloc(0), { status: 304, headers });
      const preview = await previews.preview(design, sideId, width);
      return new RestResponse(Buffer.from(preview.png), { headers: { ...headers, 'content-type': 'image/png' } });
    },
  });
}
