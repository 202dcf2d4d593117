import { Type } from 'typebox';
import { RestResponse, type AuthService } from '@dcs/platform';
import type { ApiRegistry } from '../common/api-registry.ts';
import { IdArg, registerCrudRoutes } from '../common/crud-routes.ts';
import type { UsageRegistry } from '../common/usage-registry.ts';
import { uploadedFile } from '../media/media-routes.ts';
import { IccProfilePatchSchema, IccProfileSchema, type IccProfileStore } from './icc-profile-store.ts';

/** ICC profiles: upload (.icc/.icm, checked by content), default output profile, file download, CRUD. */
export function registerIccProfileRoutes(api: ApiRegistry, deps: { auth: AuthService; profiles: IccProfileStore; usage: UsageRegistry }): void {
  const { profiles, usage } = deps;
  const admin = deps.auth.permissions.admin();
  api.add('icc_profiles', {
    method: 'POST',
    path: '/icc_profiles',
    summary: 'Uploads an ICC profile (multipart field "file"); the header is checked and LittleCMS must open it.',
    permission_callback: admin,
    multipart: { maxFileBytes: 16 * 1024 * 1024, maxFiles: 1 },
    args: { name: { schema: Type.String({ minLength: 1, maxLength: 200 }) } },
    response: IccProfileSchema,
    callback: async (request) => new RestResponse(await profiles.create(uploadedFile(request), request.params.name as string | undefined), { status: 201 }),
  });
  api.add('icc_profiles', {
    method: 'GET',
    path: '/icc_profiles/{id}/file',
    summary: 'The profile file.',
    permission_callback: admin,
    args: IdArg,
    callback: async (request) => {
      const profile = await profiles.records.get(request.params.id as number);
      return new RestResponse(await profiles.content(profile), {
        headers: { 'content-type': 'application/vnd.iccprofile', 'content-disposition': 'attachment; filename="profile.icc"', 'x-content-type-options': 'nosniff' },
      });
    },
  });
  registerCrudRoutes(api, deps.auth, {
    path: '/icc_profiles',
    tag: 'icc_profiles',
    resource: 'ICC profile',
    item: IccProfileSchema,
    updateBody: IccProfilePatchSchema,
    sortable: ['name', 'id', 'created_at', 'updated_at'],
    handlers: {
      list: (query) => profiles.records.list(query),
      get: (id) => profiles.records.get(id),
      update: async (id, body: { name?: string; isDefault?: true }) => {
        if (body.name !== undefined) await profiles.records.replace(id, { ...(await profiles.records.get(id)), name: body.name });
        return body.isDefault ? profiles.makeDefault(id) : profiles.records.get(id);
      },
      usage: (id) => usage.of('icc_profile', id),
      remove: (id) => profiles.remove(id),
    },
  });
}
