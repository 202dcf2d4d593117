import { FIRST_PARTY_BUNDLE, verifyLicense, type License, type TrustStore } from '@dcs/addon-sdk';
import { createError, type SvcError } from '@dcs/platform';
import type { AddonRecord } from './addon-registry.ts';
import { FIRST_PARTY_SLUGS } from './first-party-addons.ts';

/**
 * Whether an installed addon is licensed, as far as licensing decides whether it may run. The addon
 * runtime (at activation), `GET /api/v1/addons` and `GET /api/v1/license` all answer from this.
 */
export type AddonLicense =
  /** Only first-party addons need a key; any other runs without one. */
  | { required: false; licensed: true; license: null; error: null }
  | { required: true; licensed: true; license: License; error: null }
  /** `error` is `svc_addon_license_required` without a key, else the verifier's; `license` what the key says, when readable. */
  | { required: true; licensed: false; license: License | null; error: SvcError };

/** What {@link addonLicense} checks against. */
export interface AddonLicenseContext {
  vendorKeys: TrustStore;
  now: Date;
}

/**
 * The one decision: a first-party addon (by the list of first-party slugs, never by what its manifest
 * declares) is licensed when the key stored on its record (given at upload, an activated key at upload,
 * or handed over by `POST /api/v1/license`) verifies for its slug today (a bundle key covers the
 * first-party slugs); every other addon needs no key.
 */
export function addonLicense(record: Pick<AddonRecord, 'slug' | 'licenseKey'>, context: AddonLicenseContext): AddonLicense {
  if (!FIRST_PARTY_SLUGS.has(record.slug)) return { required: false, licensed: true, license: null, error: null };
  if (!record.licenseKey) return { required: true, licensed: false, license: null, error: createError('svc_addon_license_required', { params: { slug: record.slug } }) };
  const result = verifyLicense(record.licenseKey, { slug: record.slug, now: context.now, vendorKeys: context.vendorKeys, firstPartySlugs: FIRST_PARTY_SLUGS });
  return result.ok
    ? { required: true, licensed: true, license: result.license, error: null }
    : { required: true, licensed: false, license: result.license ?? null, error: result.error };
}

/** How a license covers a slug: through the first-party bundle, or by naming it. */
export function licenseVia(license: License): 'bundle' | 'product' {
  return license.bundle === FIRST_PARTY_BUNDLE ? 'bundle' : 'product';
}
