import { Type, type Static } from 'typebox';
import type { Setting, SettingsService } from '@dcs/platform';
import { DEFAULT_FALLBACK_FAMILIES } from '@dcs/design/fontsource';
import { literals } from '../common/list-query.ts';

/** The namespace of the admin's general settings in the settings service. */
export const GENERAL_NAMESPACE = 'general';

/** Largest custom CSS, in characters; storefront pages inline it. */
export const CUSTOM_CSS_MAX = 64 * 1024;

/**
 * The most any upload route accepts while spooling; the upload-limit setting (at most this) is
 * checked on the spooled file, since route limits are fixed when routes are registered.
 */
export const UPLOAD_CEILING_BYTES = 200 * 1024 * 1024;

/** Upload types an admin can allow, by sniffed content type. */
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'] as const;

export const CustomCssSchema = Type.String({ maxLength: CUSTOM_CSS_MAX, description: 'CSS added to the storefront designer.' });

export const SharingSchema = Type.Object(
  {
    enabled: Type.Boolean({ description: 'Show the share panel at all.' }),
    link: Type.Boolean({ description: 'Copy a link to the design.' }),
    email: Type.Boolean(),
    facebook: Type.Boolean(),
    x: Type.Boolean(),
    pinterest: Type.Boolean(),
    whatsapp: Type.Boolean(),
    download: Type.Boolean({ description: 'Let customers download a PNG preview.' }),
  },
  { additionalProperties: false },
);

export const UploadLimitsSchema = Type.Object(
  {
    maxFileBytes: Type.Integer({ minimum: 1024, maximum: UPLOAD_CEILING_BYTES, description: 'Largest upload in bytes.' }),
    allowedTypes: Type.Array(literals(UPLOAD_TYPES), { minItems: 1, uniqueItems: true }),
    maxPixels: Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: 'Largest decoded image (width × height).' }),
    minPpi: Type.Integer({ minimum: 0, maximum: 2400, description: 'Least resolution of an image at its print size; 0 turns the check off.' }),
  },
  { additionalProperties: false },
);

/** Anonymous upload bounds, unless the settings say otherwise (docs/operations.md). */
export const DEFAULT_BYTES_PER_CLIENT_HOUR = 200 * 1024 * 1024;
export const DEFAULT_BYTES_WITHOUT_ORDER = 5 * 1024 ** 3;

export const CustomerUploadsSchema = Type.Object(
  {
    maxFilesPerSession: Type.Integer({ minimum: 1, maximum: 10_000, description: 'Photos one customer session may keep.' }),
    maxBytesPerSession: Type.Integer({ minimum: 1024, maximum: 10 * UPLOAD_CEILING_BYTES, description: 'Bytes one customer session may keep (stored sizes).' }),
    retentionHours: Type.Integer({
      minimum: 1,
      maximum: 24 * 3650,
      description:
        'An upload no cart or order uses is removed within this many hours once its session has ended, or at once when its session never stored a cart line or a design.',
    }),
    maxBytesPerClientHour: Type.Optional(
      Type.Integer({ minimum: 1024, maximum: 100 * UPLOAD_CEILING_BYTES, description: `Bytes one client address may upload per hour (received sizes, refused uploads included); default ${DEFAULT_BYTES_PER_CLIENT_HOUR}.` }),
    ),
    maxBytesWithoutOrder: Type.Optional(
      Type.Integer({ minimum: 1024, maximum: 2 ** 50, description: `Stored bytes of all uploads of sessions that have not ordered; default ${DEFAULT_BYTES_WITHOUT_ORDER}.` }),
    ),
  },
  { additionalProperties: false },
);

export const LowResolutionPhotosSchema = literals(['block', 'accept'], {
  description: 'block: a photo below the printing resolution blocks the sale (preflight error); accept: the customer may accept lower quality, which the cart line records and the job sheet shows.',
});

export const FontFallbacksSchema = Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
  maxItems: 20,
  uniqueItems: true,
  description: 'Font families of the library, in order, that print the characters a text\'s own font lacks (symbols, other scripts).',
});

export type Sharing = Static<typeof SharingSchema>;
export type LowResolutionPhotos = Static<typeof LowResolutionPhotosSchema>;
export type UploadLimits = Static<typeof UploadLimitsSchema>;
export type CustomerUploads = Static<typeof CustomerUploadsSchema>;

/** The general settings, as typed handles on the facade settings service. */
export interface AdminSettings {
  customCss: Setting<string>;
  sharing: Setting<Sharing>;
  uploadLimits: Setting<UploadLimits>;
  /** Quota and retention of the storefront's customer photo uploads. */
  customerUploads: Setting<CustomerUploads>;
  /** Whether a customer may accept a photo below the printing resolution (`accept_low_resolution` of a cart line). */
  lowResolutionPhotos: Setting<LowResolutionPhotos>;
  /** The fallback chain: families that print what a text's own font has no glyph for. */
  fontFallbacks: Setting<string[]>;
}

/** Declares the general settings (once per system) and returns their handles. */
export function defineAdminSettings(settings: SettingsService): AdminSettings {
  return {
    customCss: settings.define(GENERAL_NAMESPACE, 'custom_css', CustomCssSchema, ''),
    sharing: settings.define(GENERAL_NAMESPACE, 'sharing', SharingSchema, {
      enabled: true,
      link: true,
      email: true,
      facebook: false,
      x: false,
      pinterest: false,
      whatsapp: false,
      download: true,
    }),
    uploadLimits: settings.define(GENERAL_NAMESPACE, 'upload_limits', UploadLimitsSchema, {
      maxFileBytes: 20 * 1024 * 1024,
      allowedTypes: [...UPLOAD_TYPES],
      maxPixels: 50_000_000,
      minPpi: 0,
    }),
    customerUploads: settings.define(GENERAL_NAMESPACE, 'customer_uploads', CustomerUploadsSchema, {
      maxFilesPerSession: 50,
      maxBytesPerSession: 500 * 1024 * 1024,
      retentionHours: 24,
    }),
    lowResolutionPhotos: settings.define(GENERAL_NAMESPACE, 'low_resolution_photos', LowResolutionPhotosSchema, 'block'),
    fontFallbacks: settings.define(GENERAL_NAMESPACE, 'font_fallbacks', FontFallbacksSchema, [...DEFAULT_FALLBACK_FAMILIES]),
  };
}
