import type { UploadLimits } from '../../resources/settings/admin-settings.ts';

/**
 * What customers may upload, by sniffed type: photos (JPEG, PNG, WebP) and SVG, as far as the
 * shop's upload settings allow them. HEIC is not among them: the libvips inside sharp decodes HEIF
 * only with AV1 (AVIF), not HEVC, so an iPhone HEIC is refused as an unaccepted type (415).
 */
export const CUSTOMER_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'] as const;

/** The customer types the current settings allow. */
export function customerUploadTypes(limits: Pick<UploadLimits, 'allowedTypes'>): string[] {
  return CUSTOMER_UPLOAD_TYPES.filter((type) => limits.allowedTypes.includes(type));
}
