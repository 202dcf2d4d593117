import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Type } from 'typebox';
import { RestResponse, createError, type AuthService, type RestRequest, type RoutesService, type StorageService } from '@dcs/platform';
import { buildFontCss } from './font-css.ts';
import { FONT_MIME, type FontFormat } from './font-inspector.ts';
import type { FontStore } from './font-store.ts';

/** Hosted files change only with a package update; uploaded ones are named by their hash and never change. */
const HOSTED_CACHE = 'public, max-age=2592000';
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

function notFound(file: string) {
  return createError('svc_resource_not_found', { params: { resource: 'Font file', id: file } });
}

/** 304 when the client holds this version; fonts are fetched on every page of the designer, so this matters. */
async function conditional(request: RestRequest, etag: string, headers: Record<string, string>, body: () => unknown): Promise<RestResponse> {
  if (request.headers['if-none-match'] === etag) return new RestResponse(Buffer.alloc(0), { status: 304, headers: { etag, 'cache-control': headers['cache-control']! } });
  return new RestResponse(await body(), { headers: { ...headers, etag } });
}

/**
 * The storefront's font routes in `svc/v1`, public: `GET /fonts.css` (the `@font-face` rules of the
 * enabled fonts and of the fallback chain's) and `GET /fonts/files/{font}/{file}` (the files those rules and the catalog name; a
 * disabled font's files answer 404 unless the font is in the fallback chain). Fonts are static, so both answer an ETag and long cache lifetimes, and
 * `Access-Control-Allow-Origin: *` because browsers fetch fonts in CORS mode from the shop's origin.
 */
export function registerFontPublicRoutes(routes: RoutesService, deps: { auth: AuthService; fonts: FontStore; storage: StorageService; fallbacks: () => Promise<readonly string[]> }): void {
  const { fonts, storage } = deps;
  routes.registerRestRoute('svc/v1', '/fonts.css', {
    methods: 'GET',
    summary: 'The @font-face rules of the enabled fonts, for the storefront designer.',
    permission_callback: deps.auth.permissions.public(),
    callback: async (request) => {
      const css = await buildFontCss(fonts, await deps.fallbacks());
      const etag = `"${createHash('sha256').update(css).digest('base64url').slice(0, 27)}"`;
      const headers = { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=300', 'access-control-allow-origin': '*', 'x-content-type-options': 'nosniff' };
      return conditional(request, etag, headers, () => css);
    },
  });
  routes.registerRestRoute('svc/v1', '/fonts/files/{font}/{file}', {
    methods: 'GET',
    summary: 'A font file named by the CSS endpoint.',
    permission_callback: deps.auth.permissions.public(),
    args: {
      font: { schema: Type.Integer({ minimum: 1 }), required: true },
      file: { schema: Type.String({ pattern: '^[a-z0-9-]{1,120}\\.(woff2|woff|ttf|otf)$' }), required: true },
    },
    callback: async (request) => {
      const file = request.params.file as string;
      const font = await fonts.records.get(request.params.font as number).catch(() => null);
      // A font of the fallback chain serves the designer's texts even when customers cannot pick it.
      const served = font && (font.enabled || (await deps.fallbacks()).some((family) => family.toLowerCase() === font.family.toLowerCase()));
      if (!font || !served) throw notFound(file);
      const format = file.slice(file.lastIndexOf('.') + 1) as FontFormat;
      const headers = (cache: string) => ({ 'content-type': FONT_MIME[format], 'cache-control': cache, 'access-control-allow-origin': '*', 'x-content-type-options': 'nosniff' });
      const hosted = fonts.hosted(font);
      if (hosted) {
        const match = new RegExp(`^${hosted.id}-([a-z0-9-]+)-(\\d{3})-(normal|italic)\\.(woff2?)$`).exec(file);
        const known = match && hosted.subsets.some((s) => s.name === match[1]) && font.variants.some((v) => v.weight === Number(match[2]) && v.style === match[3]);
        if (!known) throw notFound(file);
        const path = join(hosted.filesDir, file);
        const info = await stat(path).catch(() => null);
        if (!info) throw notFound(file);
        return conditional(request, `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`, headers(HOSTED_CACHE), () => createReadStream(path));
      }
      const variant = font.variants.find((v) => v.sha256 && `${v.sha256}.${v.format}` === file);
      if (!variant?.storageKey) throw notFound(file);
      return conditional(request, `"${variant.sha256}"`, headers(IMMUTABLE_CACHE), () => storage.get(variant.storageKey!));
    },
  });
}
