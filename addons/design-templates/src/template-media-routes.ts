import { RestResponse, createError, isMediaPublished, type AuthService, type HooksService, type MediaService, type RoutesService } from '@dcs/platform';
import { IdSchema } from './template-schemas.ts';

/** Dependencies of {@link registerTemplateMediaRoutes}. */
export interface TemplateMediaRoutesDeps {
  auth: AuthService;
  hooks: HooksService;
  media: MediaService;
}

/** The raster types an image element draws (the print's asset source reads the same). */
const RASTER_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/**
 * `GET /design-templates/media/{id}`: an image of the admin's media library that customers are shown
 * (a published use in filter `media.usage`: a design template or its fitted assignment places it as
 * `media:<id>`, a configurator option swaps it in), so the designer can draw what a customer starts
 * from. Only those images: any other id answers 404 the same way whether it exists or not, and
 * nothing lists the library. Public and cacheable (the item's SHA-256 is its ETag).
 */
export function registerTemplateMediaRoutes(routes: RoutesService, deps: TemplateMediaRoutesDeps): void {
  const { auth, hooks, media } = deps;
  routes.registerRestRoute('svc/v1', '/design-templates/media/{id}', {
    methods: 'GET',
    summary: 'An image of the media library that a design template uses (public, ETag); other media answer 404.',
    permission_callback: auth.permissions.public(),
    args: { id: { schema: IdSchema, required: true } },
    callback: async (request) => {
      const id = request.params.id as number;
      const item = await media.get(id);
      if (!item || !RASTER_TYPES.has(item.mimeType) || !(await isMediaPublished(hooks, id))) {
        throw createError('svc_template_media_not_found', { params: { id }, data: { id } });
      }
      const etag = `"${item.sha256}"`;
      const headers = {
        'Content-Type': item.mimeType,
        ETag: etag,
        // Short: an image a template stops using is no longer served once caches revalidate.
        'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Access-Control-Allow-Origin': '*',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      };
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return new RestResponse(Buffer.alloc(0), { status: 304, headers });
      return new RestResponse(await media.read(id), { headers });
    },
  });
}

/** Whether `If-None-Match` names `etag` (in a list, as `*`, or weak). */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  return (header ?? '').split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
