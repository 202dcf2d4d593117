import { Type } from 'typebox';
import type { Rect } from '@dcs/design';
import { RestResponse, createError, type AuthService, type RestRequest, type RoutesService, type ShopService } from '@dcs/platform';
import { orNull } from '../../resources/asset-sources.ts';
import { contentHeaders } from '../../resources/media/media-routes.ts';
import type { MediaStore } from '../../resources/media/media-store.ts';
import { productConfigOf, type StoredSide } from '../../resources/products/product-config.ts';
import { cachedJson, etagMatches } from '../http-cache.ts';

const Placement = Type.Object({ x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() });
export const ProductMockupsSchema = Type.Object({
  product_id: Type.Integer(),
  sides: Type.Array(Type.Object({
    side_id: Type.String(),
    url: Type.String({ description: 'The photo (public, cacheable).' }),
    width_px: Type.Integer(),
    height_px: Type.Integer(),
    placement: Type.Union([Placement, Type.Null()], { description: "Where the side's first print area lies on the photo (photo pixels): the stored placement, else defaultMockupPlacement of @dcs/design (the trim box with its bleed covering the photo)." }),
  })),
});

/** The side's stored placement, else the rule of the admin's product screen (`defaultMockupPlacement`). */
async function placementOf(side: StoredSide, photo: { widthPx: number; heightPx: number }): Promise<Rect | null> {
  if (side.mockupPlacement) return side.mockupPlacement;
  const area = side.printAreas[0];
  if (!area) return null;
  // On first use, as the server's other `@dcs/design` callers: the library loads fontkit and line breaking.
  const { defaultMockupPlacement } = await import('@dcs/design');
  return defaultMockupPlacement(side, area, photo);
}

/** A mockup photo changes only when an admin replaces it (a new media id, a new ETag). */
const MOCKUP_FILE_CACHE = 'public, max-age=86400';

/**
 * The product photos a storefront draws designs onto, public and read-only (they only show the
 * product): `GET /products/{id}/mockups` lists the sides that have one with their size and
 * placement, `GET /products/{id}/sides/{side}/mockup` answers the photo. Only a photo that a
 * product's side names is served, so the admin media library stays private.
 */
export function registerProductMockupRoutes(routes: RoutesService, deps: { auth: AuthService; shop: ShopService; media: MediaStore; apiRoot: (request: RestRequest) => string }): void {
  const { shop, media } = deps;
  const anyone = deps.auth.permissions.public();
  const sidesWithPhotos = async (productId: number) => {
    const config = productConfigOf(await shop.getProduct(productId));
    const found = [];
    for (const side of config.sides) {
      const item = side.mockupMediaId === null ? null : await orNull(() => media.records.get(side.mockupMediaId!));
      if (item && item.kind === 'image') found.push({ side, item });
    }
    return { config, found };
  };

  routes.registerRestRoute('svc/v1', '/products/{id}/mockups', {
    methods: 'GET',
    summary: "The product's mockup photos per side, with their size and where the print area lies on them (public).",
    permission_callback: anyone,
    args: { id: { schema: Type.Integer({ minimum: 1 }), required: true } },
    response: ProductMockupsSchema,
    callback: async (request) => {
      const { config, found } = await sidesWithPhotos(request.params.id as number);
      return cachedJson(request, {
        product_id: config.id,
        sides: await Promise.all(
          found.map(async ({ side, item }) => ({
            side_id: side.id,
            // The media id in the URL makes a replaced photo a new URL, so the file itself can be cached long.
            url: `${deps.apiRoot(request)}/products/${config.id}/sides/${encodeURIComponent(side.id)}/mockup?v=${item.id}-${item.sha256.slice(0, 12)}`,
            width_px: Math.round(item.width),
            height_px: Math.round(item.height),
            placement: await placementOf(side, { widthPx: item.width, heightPx: item.height }),
          })),
        ),
      });
    },
  });

  routes.registerRestRoute('svc/v1', '/products/{id}/sides/{side}/mockup', {
    methods: 'GET',
    summary: "A side's mockup photo (public, cacheable, ETag).",
    permission_callback: anyone,
    args: {
      id: { schema: Type.Integer({ minimum: 1 }), required: true },
      side: { schema: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }), required: true },
      v: { schema: Type.String({ maxLength: 80 }), description: 'Version tag of the URL (ignored; it only changes the URL).' },
    },
    callback: async (request) => {
      const { config, found } = await sidesWithPhotos(request.params.id as number);
      const entry = found.find(({ side }) => side.id === request.params.side);
      if (!entry) throw createError('svc_resource_not_found', { params: { resource: 'Mockup', id: `${config.id}/${String(request.params.side)}` } });
      const { item } = entry;
      const etag = `"${item.sha256.slice(0, 32)}"`;
      const headers = { ...contentHeaders(item.mimeType, `mockup-${config.id}-${entry.side.id}.${item.filename.split('.').pop()}`), 'cache-control': MOCKUP_FILE_CACHE, etag, 'access-control-allow-origin': '*' };
      if (etagMatches(request.headers['if-none-match'], etag)) return new RestResponse(Buffer.alloc(0), { status: 304, headers });
      return new RestResponse(await media.content(item), { headers });
    },
  });
}
