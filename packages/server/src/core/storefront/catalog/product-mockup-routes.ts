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
    kind: Type.Union([Type.Literal('flat'), Type.Literal('mug')], { description: "How the design lies on the photo: flat, or wrapped around a mug (cylinderWrap of @dcs/design) whose front is the placement. A mug side without a photo of its own is shown on dcs's drawn mug." }),
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
/** Names the drawn mug's picture in its URL and ETag: bumped when the drawing changes. */
const DRAWN_MUG_VERSION = 'mug-1';

/**
 * The product photos a storefront draws designs onto, public and read-only (they only show the
 * product): `GET /products/{id}/mockups` lists the sides that have one with their size and
 * placement, `GET /products/{id}/sides/{side}/mockup` answers the photo. Only a photo that a
 * product's side names is served, so the admin media library stays private.
 */
export function registerProductMockupRoutes(routes: RoutesService, deps: { auth: AuthService; shop: ShopService; media: MediaStore; apiRoot: (request: RestRequest) => string }): void {
  const { shop, media } = deps;
  const anyone = deps.auth.permissions.public();
  // The drawn mug, rasterized once per process on first use.
  let drawnMug: Promise<Buffer> | null = null;
  const drawnMugPng = () =>
    (drawnMug ??= Promise.all([import('@dcs/design'), import('@dcs/design/node')]).then(([{ MUG_PHOTO, mugPhotoSvg }, { svgToPng }]) => Buffer.from(svgToPng(mugPhotoSvg(), MUG_PHOTO.widthPx))));
  /** Sides shown on the drawn mug: a `mug` kind without a photo of its own. */
  const drawnMugSides = (config: { sides: StoredSide[] }, found: Array<{ side: StoredSide }>) =>
    config.sides.filter((side) => side.mockupKind === 'mug' && side.printAreas.length > 0 && !found.some((entry) => entry.side.id === side.id));
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
      const url = (side: StoredSide, version: string) => `${deps.apiRoot(request)}/products/${config.id}/sides/${encodeURIComponent(side.id)}/mockup?v=${version}`;
      const drawn = drawnMugSides(config, found);
      const { MUG_PHOTO, MUG_PLACEMENT } = drawn.length > 0 ? await import('@dcs/design') : { MUG_PHOTO: null, MUG_PLACEMENT: null };
      const photos = await Promise.all(
        found.map(async ({ side, item }) => ({
          side_id: side.id,
          // The media id in the URL makes a replaced photo a new URL, so the file itself can be cached long.
          url: url(side, `${item.id}-${item.sha256.slice(0, 12)}`),
          width_px: Math.round(item.width),
          height_px: Math.round(item.height),
          placement: await placementOf(side, { widthPx: item.width, heightPx: item.height }),
          kind: side.mockupKind ?? 'flat',
        })),
      );
      const mugs = drawn.map((side) => ({ side_id: side.id, url: url(side, DRAWN_MUG_VERSION), width_px: MUG_PHOTO!.widthPx, height_px: MUG_PHOTO!.heightPx, placement: { ...MUG_PLACEMENT! }, kind: 'mug' as const }));
      // In the product's order of sides.
      const order = config.sides.map((side) => side.id);
      return cachedJson(request, { product_id: config.id, sides: [...photos, ...mugs].sort((a, b) => order.indexOf(a.side_id) - order.indexOf(b.side_id)) });
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
      if (!entry && drawnMugSides(config, found).some((side) => side.id === request.params.side)) {
        const etag = `"${DRAWN_MUG_VERSION}"`;
        const headers = { ...contentHeaders('image/png', `mockup-${config.id}-${String(request.params.side)}.png`), 'cache-control': MOCKUP_FILE_CACHE, etag, 'access-control-allow-origin': '*' };
        if (etagMatches(request.headers['if-none-match'], etag)) return new RestResponse(Buffer.alloc(0), { status: 304, headers });
        return new RestResponse(await drawnMugPng(), { headers });
      }
      if (!entry) throw createError('svc_resource_not_found', { params: { resource: 'Mockup', id: `${config.id}/${String(request.params.side)}` } });
      const { item } = entry;
      const etag = `"${item.sha256.slice(0, 32)}"`;
      const headers = { ...contentHeaders(item.mimeType, `mockup-${config.id}-${entry.side.id}.${item.filename.split('.').pop()}`), 'cache-control': MOCKUP_FILE_CACHE, etag, 'access-control-allow-origin': '*' };
      if (etagMatches(request.headers['if-none-match'], etag)) return new RestResponse(Buffer.alloc(0), { status: 304, headers });
      return new RestResponse(await media.content(item), { headers });
    },
  });
}
