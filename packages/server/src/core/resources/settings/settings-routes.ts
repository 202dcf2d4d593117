import { Type, type Static } from 'typebox';
import { createError, type AuthService } from '@dcs/platform';
import type { ApiRegistry } from '../common/api-registry.ts';
import { literals } from '../common/list-query.ts';
import type { FontStore } from '../fonts/font-store.ts';
import { CustomCssSchema, CustomerUploadsSchema, FontFallbacksSchema, LowResolutionPhotosSchema, SharingSchema, UploadLimitsSchema, type AdminSettings } from './admin-settings.ts';
import { assertSafeCustomCss } from './custom-css.ts';

const NAMES = ['customCss', 'sharing', 'uploadLimits', 'customerUploads', 'lowResolutionPhotos', 'fontFallbacks'] as const;
type SettingName = (typeof NAMES)[number];

export const SettingsSchema = Type.Object({
  customCss: CustomCssSchema,
  sharing: SharingSchema,
  uploadLimits: UploadLimitsSchema,
  customerUploads: CustomerUploadsSchema,
  lowResolutionPhotos: LowResolutionPhotosSchema,
  fontFallbacks: FontFallbacksSchema,
});
export const SettingsPatchSchema = Type.Object(
  {
    customCss: Type.Optional(CustomCssSchema),
    sharing: Type.Optional(Type.Partial(SharingSchema, { additionalProperties: false })),
    uploadLimits: Type.Optional(Type.Partial(UploadLimitsSchema, { additionalProperties: false })),
    customerUploads: Type.Optional(Type.Partial(CustomerUploadsSchema, { additionalProperties: false })),
    lowResolutionPhotos: Type.Optional(LowResolutionPhotosSchema),
    fontFallbacks: Type.Optional(FontFallbacksSchema),
  },
  { additionalProperties: false, minProperties: 1 },
);
const NameArg = { name: { schema: literals(NAMES), required: true, description: 'Which setting.' } };

async function readAll(settings: AdminSettings) {
  return {
    customCss: await settings.customCss.get(),
    sharing: await settings.sharing.get(),
    uploadLimits: await settings.uploadLimits.get(),
    customerUploads: await settings.customerUploads.get(),
    lowResolutionPhotos: await settings.lowResolutionPhotos.get(),
    fontFallbacks: await settings.fontFallbacks.get(),
  };
}

/** Every family of a fallback chain must be in the font library (it may be disabled for customers). */
async function assertLibraryFamilies(fonts: FontStore, families: readonly string[]): Promise<void> {
  for (const family of families) {
    if (!(await fonts.byFamily(family))) throw createError('svc_resource_invalid', { params: { resource: 'font fallback chain', reason: `"${family}" is not in the font library.` } });
  }
}

/**
 * The general settings as one document: read all or one, change any part with PATCH (objects are
 * merged field by field), and DELETE one to return it to its default. Values go through the facade
 * settings service, whose schema check answers `svc_setting_invalid` naming the field.
 */
export function registerSettingsRoutes(api: ApiRegistry, deps: { auth: AuthService; settings: AdminSettings; fonts: FontStore }): void {
  const { settings } = deps;
  const admin = deps.auth.permissions.admin();
  api.add('settings', {
    method: 'GET',
    path: '/settings',
    summary: 'All general settings: custom CSS, sharing toggles, upload limits, customer upload quota and retention, whether customers may accept low-resolution photos, the font fallback chain.',
    permission_callback: admin,
    response: SettingsSchema,
    callback: () => readAll(settings),
  });
  api.add('settings', {
    method: 'PATCH',
    path: '/settings',
    summary: 'Changes the given settings; objects are merged field by field. Custom CSS with </style or an @import of another site is refused.',
    permission_callback: admin,
    bodySchema: SettingsPatchSchema,
    response: SettingsSchema,
    callback: async (request) => {
      const patch = request.body as Static<typeof SettingsPatchSchema>;
      if (patch.customCss !== undefined) assertSafeCustomCss(patch.customCss);
      if (patch.fontFallbacks) await assertLibraryFamilies(deps.fonts, patch.fontFallbacks);
      // Merge first, write after: a refused part leaves every setting as it was.
      const sharing = patch.sharing ? { ...(await settings.sharing.get()), ...patch.sharing } : undefined;
      const uploadLimits = patch.uploadLimits ? { ...(await settings.uploadLimits.get()), ...patch.uploadLimits } : undefined;
      const customerUploads = patch.customerUploads ? { ...(await settings.customerUploads.get()), ...patch.customerUploads } : undefined;
      if (patch.customCss !== undefined) await settings.customCss.set(patch.customCss);
      if (sharing) await settings.sharing.set(sharing);
      if (uploadLimits) await settings.uploadLimits.set(uploadLimits);
      if (customerUploads) await settings.customerUploads.set(customerUploads);
      if (patch.lowResolutionPhotos !== undefined) await settings.lowResolutionPhotos.set(patch.lowResolutionPhotos);
      if (patch.fontFallbacks) await settings.fontFallbacks.set(patch.fontFallbacks);
      return readAll(settings);
    },
  });
  api.add('settings', {
    method: 'GET',
    path: '/settings/{name}',
    summary: 'One setting.',
    permission_callback: admin,
    args: NameArg,
    callback: (request) => settings[request.params.name as SettingName].get(),
  });
  api.add('settings', {
    method: 'DELETE',
    path: '/settings/{name}',
    summary: 'Returns one setting to its default.',
    permission_callback: admin,
    args: NameArg,
    callback: (request) => settings[request.params.name as SettingName].reset(),
  });
}
