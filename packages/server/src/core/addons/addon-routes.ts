import Type from 'typebox';
import { RestResponse, createError, type AuthService, type RoutesService } from '@dcs/platform';
import type { AddonManager } from './addon-manager.ts';
import type { UpdateCatalogSource } from './update-catalog.ts';

/** Dependencies of {@link registerAddonRoutes}. */
export interface AddonRoutesDeps {
  routes: RoutesService;
  auth: AuthService;
  manager: AddonManager;
  catalog: UpdateCatalogSource;
  /** Largest package upload in bytes. */
  maxUploadBytes: number;
}

const FLAG = Type.Union([Type.Literal('0'), Type.Literal('1')]);
const DIRECTORY = Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 64 });
const flag = (value: unknown) => value === '1';

/**
 * The addon endpoints of the portable admin API (spec 4.5): list, upload, state, plus removal of an
 * inactive addon and the update catalog location. Admin session required; writes need the nonce.
 */
export function registerAddonRoutes(deps: AddonRoutesDeps): void {
  const { routes, auth, manager } = deps;
  const admin = auth.permissions.admin();

  routes.registerAdminRoute({
    method: 'GET',
    path: '/addons',
    summary: 'Installed addons with version, trust, license, update and activation state, and the active set.',
    permission_callback: admin,
    callback: () => manager.list(),
  });

  routes.registerAdminRoute({
    method: 'POST',
    path: '/addons/upload',
    summary: 'Install (or restore) an addon package from a ZIP; the addon is not activated.',
    permission_callback: admin,
    multipart: { maxFileBytes: deps.maxUploadBytes, maxFiles: 1 },
    args: {
      license_key: { schema: Type.String({ maxLength: 4096 }) },
      allow_unsigned_custom: { schema: FLAG },
      replace_custom: { schema: FLAG },
      expected_slug: { schema: Type.String({ maxLength: 64 }) },
    },
    callback: async (request) => {
      const file = request.files.find((candidate) => candidate.field === 'file');
      if (!file) throw createError('svc_addon_upload_file_missing');
      const { params } = request;
      const result = await manager.install(file.path, {
        licenseKey: params.license_key as string | undefined,
        allowUnsignedCustom: flag(params.allow_unsigned_custom),
        replaceCustom: flag(params.replace_custom),
        expectedSlug: params.expected_slug as string | undefined,
      });
      return new RestResponse(result, { status: result.mode === 'install' ? 201 : 200 });
    },
  });

  routes.registerAdminRoute({
    method: 'POST',
    path: '/addons/state',
    summary: 'Make exactly the listed addon directories active (all or nothing).',
    permission_callback: admin,
    bodySchema: Type.Array(DIRECTORY, { uniqueItems: true, maxItems: 200 }),
    callback: (request) => manager.setActive(request.body as string[]),
  });

  routes.registerAdminRoute({
    method: 'DELETE',
    path: '/addons/{dir}',
    summary: 'Remove an inactive addon (its files and record); an active one is refused.',
    permission_callback: admin,
    args: { dir: { schema: DIRECTORY, required: true } },
    callback: async (request) => {
      await manager.remove(String(request.params.dir));
      return { removed: true, directory: request.params.dir };
    },
  });

  routes.registerAdminRoute({
    method: 'GET',
    path: '/addons/update-catalog',
    summary: 'Where the signed update catalog is read from, and its state.',
    permission_callback: admin,
    callback: async () => (await manager.list()).update_catalog,
  });

  routes.registerAdminRoute({
    method: 'POST',
    path: '/addons/update-catalog',
    summary:
      'Set the official update catalog location (an absolute file path or an http(s) URL; null turns it off) and, optionally, the vendors\' catalogs (`vendor_locations`, each signed by its vendor\'s key).',
    permission_callback: admin,
    bodySchema: Type.Object(
      {
        location: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
        vendor_locations: Type.Optional(Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 20 })),
      },
      { additionalProperties: false },
    ),
    callback: async (request) => {
      const body = request.body as { location?: string | null; vendor_locations?: string[] };
      if (body.location !== undefined) await deps.catalog.location.set(body.location);
      if (body.vendor_locations) await deps.catalog.vendorLocations.set(body.vendor_locations);
      deps.catalog.refresh();
      return (await manager.list()).update_catalog;
    },
  });
}
