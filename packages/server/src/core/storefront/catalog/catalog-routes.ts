import { Type } from 'typebox';
import { RestResponse, createError, listArgs, pageOf, type AssetsService, type AuthService, type RestRequest, type RoutesService } from '@dcs/platform';
import type { ClipartLibrary } from '../../resources/cliparts/clipart-library.ts';
import { contentHeaders } from '../../resources/media/media-routes.ts';
import type { MediaStore } from '../../resources/media/media-store.ts';
import { cachedJson, etagMatches } from '../http-cache.ts';
import { CatalogClipartSchema, CatalogSchema } from '../storefront-schemas.ts';
import type { StorefrontCatalog } from './storefront-catalog.ts';

/** What the catalog routes need. */
export interface CatalogRoutesDeps {
  auth: AuthService;
  catalog: StorefrontCatalog;
  cliparts: ClipartLibrary;
  media: MediaStore;
  /** The asset sources print and pricing read: the browser gets a clipart exactly as they see it. */
  assets: AssetsService;
  /** The absolute `svc/v1` root for a request's answer (no trailing slash): the configured public URL, or the host it reached. */
  apiRoot: (request: RestRequest) => string;
}

/** A clipart's file changes only when an admin replaces its media; a day of caching, then the ETag revalidates. */
const CLIPART_FILE_CACHE = 'public, max-age=86400';

/**
 * The storefront designer's public, read-only catalog in `svc/v1`: `GET /catalog` (fonts, palette,
 * text style cards, clipart categories, upload limits), `GET /catalog/cliparts` (search and
 * category filter, paginated) and each clipart's file, thumbnail and vector asset. Every answer carries a strong
 * ETag (`If-None-Match` → 304) and short public cache lifetimes; no session is started.
 */
export function registerCatalogRoutes(routes: RoutesService, deps: CatalogRoutesDeps): void {
  const { catalog, cliparts, media } = deps;
  const anyone = deps.auth.permissions.public();
  routes.registerRestRoute('svc/v1', '/catalog', {
    methods: 'GET',
    summary: 'The designer catalog: enabled fonts, palette groups, text style cards, clipart categories and upload limits.',
    permission_callback: anyone,
    response: CatalogSchema,
    callback: async (request) => cachedJson(request, await catalog.body(deps.apiRoot(request))),
  });
  routes.registerRestRoute('svc/v1', '/catalog/cliparts', {
    methods: 'GET',
    summary: 'Cliparts, filtered by category (its own cliparts) and searched by title and tags; paginated.',
    permission_callback: anyone,
    args: {
      ...listArgs,
      per_page: { ...listArgs.per_page, default: 30 },
      category: { schema: Type.Integer({ minimum: 1 }), description: 'Only cliparts of this category.' },
      search: { schema: Type.String({ maxLength: 100 }), description: 'Words of the title or a tag.' },
    },
    response: Type.Array(CatalogClipartSchema),
    callback: async (request) => {
      const { page, perPage, offset } = pageOf(request.params);
      const search = (request.params.search as string | undefined)?.trim() || undefined;
      const { items, total } = await cliparts.records.list({ page, perPage, offset, search, orderby: 'title', order: 'asc' }, {}, { category_refs: request.params.category as number | undefined });
      return cachedJson(request, items.map((item) => catalog.clipart(item, deps.apiRoot(request))), { pagination: { total, page, perPage } });
    },
  });
  for (const [suffix, summary] of [
    ['file', 'A clipart file (sanitized SVG or re-encoded PNG).'],
    ['thumbnail', 'A clipart thumbnail (WebP, at most 320 px).'],
  ] as const) {
    routes.registerRestRoute('svc/v1', `/catalog/cliparts/{id}/${suffix}`, {
      methods: 'GET',
      summary,
      permission_callback: anyone,
      args: { id: { schema: Type.Integer({ minimum: 1 }), required: true } },
      callback: async (request) => {
        const clipart = await cliparts.records.get(request.params.id as number);
        const item = await media.records.get(clipart.mediaId).catch(() => {
          throw createError('svc_resource_not_found', { params: { resource: 'Clipart', id: String(clipart.id) } });
        });
        const etag = `"${item.sha256.slice(0, 32)}-${suffix}"`;
        const type = suffix === 'file' ? item.mimeType : 'image/webp';
        const headers = { ...contentHeaders(type, `clipart-${clipart.id}.${suffix === 'file' ? item.filename.split('.').pop() : 'webp'}`), 'cache-control': CLIPART_FILE_CACHE, etag, 'access-control-allow-origin': '*' };
        if (etagMatches(request.headers['if-none-match'], etag)) return new RestResponse(Buffer.alloc(0), { status: 304, headers });
        return new RestResponse(await (suffix === 'file' ? media.content(item) : media.thumbnail(item)), { headers });
      },
    });
  }
  // The designer renders cliparts with @dcs/design like the server does: it needs the clipart as the
  // server's asset source converts it (paths grouped into recolourable regions), not the raw SVG.
  routes.registerRestRoute('svc/v1', '/catalog/cliparts/{id}/asset', {
    methods: 'GET',
    summary: 'A clipart as design asset: its size and paths grouped into recolourable regions, as print and pricing read it.',
    permission_callback: anyone,
    args: { id: { schema: Type.Integer({ minimum: 1 }), required: true } },
    callback: async (request) => {
      const id = request.params.id as number;
      const asset = await deps.assets.loadClipart(`clipart:${id}`);
      if (!asset) throw createError('svc_resource_not_found', { params: { resource: 'Clipart', id: String(id) } });
      return cachedJson(request, asset, { cacheControl: CLIPART_FILE_CACHE });
    },
  });
}
