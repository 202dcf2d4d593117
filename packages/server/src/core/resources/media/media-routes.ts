import { Type } from 'typebox';
import { RestResponse, createError, type AuthService, type RestRequest } from '@dcs/platform';
import type { ApiRegistry } from '../common/api-registry.ts';
import { IdArg, registerCrudRoutes } from '../common/crud-routes.ts';
import { literals } from '../common/list-query.ts';
import type { UsageRegistry } from '../common/usage-registry.ts';
import { UPLOAD_CEILING_BYTES } from '../settings/admin-settings.ts';
import { MediaPatchSchema, MediaSchema, type Media, type MediaStore } from './media-store.ts';

/** Headers of stored content served back: the sniffed type, no sniffing by the browser, and no active content. */
export function contentHeaders(mimeType: string, filename: string): Record<string, string> {
  return {
    'content-type': mimeType,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'content-disposition': `inline; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
    'cache-control': 'private, max-age=3600',
  };
}

/** The first uploaded file of a request, or `svc_upload_missing`. */
export function uploadedFile(request: RestRequest, field = 'file') {
  const file = request.files.find((f) => f.field === field);
  if (!file) throw createError('svc_upload_missing', { params: { field } });
  return file;
}

/** Strips what only the store needs from an ingested record. */
export function publicMedia(media: Media & { inspected?: unknown }): Media {
  const { inspected: _inspected, ...rest } = media;
  return rest;
}

/** Media: streaming multipart upload, list/search, metadata edits, file and thumbnail, usage, delete. */
export function registerMediaRoutes(api: ApiRegistry, deps: { auth: AuthService; media: MediaStore; usage: UsageRegistry }): void {
  const { media, usage } = deps;
  const admin = deps.auth.permissions.admin();
  api.add('media', {
    method: 'POST',
    path: '/media',
    summary: 'Uploads a file (multipart field "file"; optional fields "title" and "alt"). Type, size and pixel limits come from the upload settings.',
    permission_callback: admin,
    multipart: { maxFileBytes: UPLOAD_CEILING_BYTES, maxFiles: 1 },
    args: { title: { schema: Type.String({ maxLength: 200 }) }, alt: { schema: Type.String({ maxLength: 500 }) } },
    response: MediaSchema,
    callback: async (request) => {
      const created = await media.ingest(uploadedFile(request), { title: request.params.title as string | undefined, alt: request.params.alt as string | undefined });
      return new RestResponse(publicMedia(created), { status: 201 });
    },
  });
  api.add('media', {
    method: 'GET',
    path: '/media/{id}/file',
    summary: 'The stored file (re-encoded image or sanitized SVG).',
    permission_callback: admin,
    args: IdArg,
    callback: async (request) => {
      const item = await media.records.get(request.params.id as number);
      return new RestResponse(await media.content(item), { headers: contentHeaders(item.mimeType, item.filename) });
    },
  });
  api.add('media', {
    method: 'GET',
    path: '/media/{id}/thumbnail',
    summary: 'A WebP thumbnail, at most 320 px on its longer side.',
    permission_callback: admin,
    args: IdArg,
    callback: async (request) => {
      const item = await media.records.get(request.params.id as number);
      return new RestResponse(await media.thumbnail(item), { headers: contentHeaders('image/webp', 'thumbnail.webp') });
    },
  });
  registerCrudRoutes(api, deps.auth, {
    path: '/media',
    tag: 'media',
    resource: 'Media',
    item: MediaSchema,
    updateBody: MediaPatchSchema,
    sortable: ['created_at', 'title', 'size', 'type', 'id', 'updated_at'],
    defaultSort: { orderby: 'created_at', order: 'desc' },
    filters: {
      kind: { schema: literals(['image', 'svg']), description: 'Only raster images or only SVG.' },
      mime_type: { schema: Type.String({ maxLength: 100 }), description: 'Only this sniffed type.' },
    },
    handlers: {
      list: (query, params) => media.records.list(query, { kind: params.kind as string | undefined, mime_type: params.mime_type as string | undefined }),
      get: (id) => media.records.get(id),
      update: async (id, body) => media.records.replace(id, { ...(await media.records.get(id)), ...body }),
      usage: (id) => usage.of('media', id),
      remove: (id) => media.remove(id),
    },
  });
}
