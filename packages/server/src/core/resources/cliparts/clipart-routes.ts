import { Type } from 'typebox';
import { RestResponse, type AuthService } from '@dcs/platform';
import type { ApiRegistry } from '../common/api-registry.ts';
import { registerCrudRoutes } from '../common/crud-routes.ts';
import type { UsageRegistry } from '../common/usage-registry.ts';
import { uploadedFile } from '../media/media-routes.ts';
import { UPLOAD_CEILING_BYTES } from '../settings/admin-settings.ts';
import type { ClipartLibrary } from './clipart-library.ts';
import { ClipartPatchSchema, ClipartSchema } from './clipart-store.ts';

/** Multipart text fields of a clipart upload: lists are comma-separated, as forms send them. */
const UploadArgs = {
  title: { schema: Type.String({ minLength: 1, maxLength: 200 }) },
  category_ids: { schema: Type.String({ pattern: '^\\d+(,\\d+)*$', maxLength: 500 }), description: 'Comma-separated category ids.' },
  tags: { schema: Type.String({ maxLength: 2000 }), description: 'Comma-separated tags.' },
  price: { schema: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }), description: 'Minor units.' },
};
const list = (text: unknown) => (typeof text === 'string' && text.trim() !== '' ? [...new Set(text.split(',').map((s) => s.trim()).filter(Boolean))] : undefined);

/** Cliparts: upload (SVG/PNG through the media rules), bulk ZIP import, CRUD, filters by category and tag. */
export function registerClipartRoutes(api: ApiRegistry, deps: { auth: AuthService; cliparts: ClipartLibrary; usage: UsageRegistry }): void {
  const { cliparts, usage } = deps;
  const admin = deps.auth.permissions.admin();
  usage.add('media', async (id) => (await cliparts.records.findBy('media_id', id)).map((c) => ({ type: 'clipart', id: c.id, name: c.title })));
  usage.add('category', async (id) => (await cliparts.records.findBy('category_refs', id, { refs: true })).map((c) => ({ type: 'clipart', id: c.id, name: c.title })));

  api.add('cliparts', {
    method: 'POST',
    path: '/cliparts',
    summary: 'Uploads an SVG or PNG clipart (multipart field "file"); recolorable regions of an SVG are detected.',
    permission_callback: admin,
    multipart: { maxFileBytes: UPLOAD_CEILING_BYTES, maxFiles: 1 },
    args: UploadArgs,
    response: ClipartSchema,
    callback: async (request) => {
      const p = request.params;
      const clipart = await cliparts.create(uploadedFile(request), {
        title: p.title as string | undefined,
        categoryIds: list(p.category_ids)?.map(Number),
        tags: list(p.tags)?.map((t) => t.slice(0, 40)),
        price: p.price as number | undefined,
      });
      return new RestResponse(clipart, { status: 201 });
    },
  });
  api.add('cliparts', {
    method: 'POST',
    path: '/cliparts/import',
    summary: 'Imports the SVG and PNG files of a ZIP; folders become categories. Refused whole for unsafe archives; every other entry is skipped and reported with why; 422 svc_import_empty (with data.skipped) when nothing could be imported.',
    permission_callback: admin,
    multipart: { maxFileBytes: 64 * 1024 * 1024, maxFiles: 1 },
    args: { tags: UploadArgs.tags, price: UploadArgs.price },
    response: Type.Object({ created: Type.Array(ClipartSchema), skipped: Type.Array(Type.Object({ path: Type.String(), code: Type.String(), message: Type.String() })) }),
    callback: async (request) => {
      const report = await cliparts.importZip(uploadedFile(request).path, { tags: list(request.params.tags), price: request.params.price as number | undefined });
      return new RestResponse(report, { status: 201 });
    },
  });
  registerCrudRoutes(api, deps.auth, {
    path: '/cliparts',
    tag: 'cliparts',
    resource: 'Clipart',
    item: ClipartSchema,
    updateBody: ClipartPatchSchema,
    sortable: ['created_at', 'title', 'price', 'id', 'updated_at'],
    defaultSort: { orderby: 'created_at', order: 'desc' },
    filters: {
      category: { schema: Type.Integer({ minimum: 1 }), description: 'Only cliparts of this category.' },
      tag: { schema: Type.String({ maxLength: 40 }), description: 'Only cliparts with this tag.' },
    },
    handlers: {
      list: (query, params) => cliparts.records.list(query, {}, { category_refs: params.category as number | undefined, tag_refs: (params.tag as string | undefined)?.toLowerCase() }),
      get: (id) => cliparts.records.get(id),
      update: (id, body) => cliparts.update(id, body),
      usage: (id) => usage.of('clipart', id),
      remove: (id) => cliparts.remove(id),
    },
  });
}
