import { Type } from 'typebox';
import { RestResponse, type AuthService } from '@dcs/platform';
import type { ApiRegistry } from '../common/api-registry.ts';
import { registerCrudRoutes } from '../common/crud-routes.ts';
import { literals } from '../common/list-query.ts';
import type { UsageRegistry } from '../common/usage-registry.ts';
import { uploadedFile } from '../media/media-routes.ts';
import { FONT_MAX_BYTES } from './font-inspector.ts';
import { FontPatchSchema, FontSchema, type FontStore } from './font-store.ts';

/** Fonts: the hosted catalog (enable/disable) and custom uploads checked with fontkit. */
export function registerFontRoutes(api: ApiRegistry, deps: { auth: AuthService; fonts: FontStore; usage: UsageRegistry }): void {
  const { fonts, usage } = deps;
  const admin = deps.auth.permissions.admin();
  api.add('fonts', {
    method: 'POST',
    path: '/fonts',
    summary: 'Uploads a TTF, OTF, WOFF or WOFF2 font (multipart field "file"); family, weight and style are read from the file.',
    permission_callback: admin,
    multipart: { maxFileBytes: FONT_MAX_BYTES, maxFiles: 1 },
    response: FontSchema,
    callback: async (request) => new RestResponse(await fonts.upload(uploadedFile(request)), { status: 201 }),
  });
  registerCrudRoutes(api, deps.auth, {
    path: '/fonts',
    tag: 'fonts',
    resource: 'Font',
    item: FontSchema,
    updateBody: FontPatchSchema,
    sortable: ['family', 'source', 'id', 'created_at', 'updated_at'],
    filters: {
      source: { schema: literals(['hosted', 'custom']), description: 'Only hosted or only uploaded fonts.' },
      enabled: { schema: Type.Boolean(), description: 'Only enabled (true) or disabled (false) fonts.' },
    },
    handlers: {
      list: async (query, params) => {
        await fonts.ready();
        return fonts.records.list(query, { source: params.source as string | undefined, enabled: params.enabled === undefined ? undefined : params.enabled ? 1 : 0 });
      },
      get: async (id) => {
        await fonts.ready();
        return fonts.records.get(id);
      },
      update: (id, body) => fonts.update(id, body),
      usage: (id) => usage.of('font', id),
      remove: (id) => fonts.remove(id),
    },
  });
}
