import { createError, type ServiceName } from '@dcs/platform';
import semver from 'semver';
import { verifyLicense, type License } from './license-key.ts';
import type { AddonChannel, AddonManifest, AddonTier } from './manifest.ts';
import type { SignatureVerification, VerifiedSignature } from './package-signature.ts';
import { keyMaySign, type TrustStore } from './trust-store.ts';

/** What the host knows about an installed addon. */
export interface InstalledAddonInfo {
  readonly slug: string;
  readonly directory: string;
  readonly channel: AddonChannel;
  readonly version: string;
  readonly active: boolean;
}

/** The optional fields of the upload form, already parsed (`1` → `true`). */
export interface UploadFlags {
  licenseKey?: string | undefined;
  allowUnsignedCustom?: boolean | undefined;
  replaceCustom?: boolean | undefined;
  expectedSlug?: string | undefined;
}

/** Input of {@link planInstall}; everything the decision depends on, so the function stays pure. */
export interface InstallPolicyInput {
  manifest: AddonManifest;
  verification: SignatureVerification;
  flags: UploadFlags;
  /** Slugs of first-party (official) addons; installed official addons count as well. */
  officialSlugs: ReadonlySet<string>;
  installed: readonly InstalledAddonInfo[];
  /** Version of the running core, checked against the manifest's `coreVersionRange`. */
  coreVersion: string;
  now: Date;
  /** Keys that verify license keys (purpose `license`). */
  vendorKeys: TrustStore;
  /**
   * License keys the installation has activated (`POST /api/v1/license`): an upload without its own
   * `licenseKey` is licensed by the first of them that covers it (an activated bundle covers every
   * first-party addon).
   */
  activatedLicenseKeys?: readonly string[];
}

/** An accepted upload: what to install, where, and with which trust metadata. */
export interface InstallPlan {
  readonly slug: string;
  readonly version: string;
  readonly name: string;
  /** Folder name below the addons directory; the slug. */
  readonly directory: string;
  readonly channel: AddonChannel;
  readonly trust: 'verified' | 'unsigned';
  readonly keyId: string | null;
  readonly tier: AddonTier;
  readonly requiresServices: readonly ServiceName[];
  readonly mode: 'install' | 'replace';
  /** The installed addon this upload replaces (restore), else `null`. */
  readonly replaces: InstalledAddonInfo | null;
  /** The license that covers a first-party addon, else `null`. */
  readonly license: License | null;
  /** The key of that license: the upload's own, or the activated one that covers it. */
  readonly licenseKey: string | null;
}

function checkRestore(input: InstallPolicyInput, slug: string, officialSlugs: ReadonlySet<string>): void {
  const { verification, flags } = input;
  const expectedSlug = flags.expectedSlug?.trim();
  if (!expectedSlug) throw createError('svc_addon_restore_expected_slug_missing', { status: 422 });
  if (officialSlugs.has(expectedSlug) || officialSlugs.has(slug)) {
    if (verification.status !== 'verified' || verification.channel !== 'official') {
      throw createError('svc_addon_restore_requires_signature', { params: { slug: expectedSlug }, status: 422 });
    }
  }
  if (slug !== expectedSlug) throw createError('svc_addon_restore_slug_mismatch', { params: { slug, expectedSlug }, status: 422 });
}

function checkLicense(input: InstallPolicyInput, slug: string, releasedAt: string | undefined): { license: License; key: string } {
  const verifyFor = (key: string) =>
    verifyLicense(key, { slug, now: input.now, vendorKeys: input.vendorKeys, firstPartySlugs: input.officialSlugs, ...(releasedAt ? { releasedAt } : {}) });
  const licenseKey = input.flags.licenseKey?.trim();
  if (licenseKey) {
    const result = verifyFor(licenseKey);
    if (!result.ok) throw result.error;
    return { license: result.license, key: licenseKey };
  }
  // No key with the upload: one the installation activated counts as well (a bundle covers all first-party slugs).
  let problem: Extract<ReturnType<typeof verifyFor>, { ok: false }> | null = null;
  for (const key of input.activatedLicenseKeys ?? []) {
    const result = verifyFor(key);
    if (result.ok) return { license: result.license, key };
    if (result.reason !== 'wrong_product') problem ??= result;
  }
  throw problem?.error ?? createError('svc_addon_license_required', { params: { slug }, status: 422 });
}

/**
 * The signing key's scope (the trust file's `official` and `slugs`): a first-party slug only from the
 * official key, whatever the package declares, and a vendor key only for the slugs it lists.
 */
function checkSignerScope(verified: VerifiedSignature, slug: string, firstPartySlugs: ReadonlySet<string>): void {
  if (verified.signer.official) return;
  if (firstPartySlugs.has(slug)) throw createError('svc_addon_official_slug_reserved', { params: { slug } });
  if (verified.channel === 'official') throw createError('svc_addon_signature_key_out_of_scope', { params: { keyId: verified.keyId, what: 'official packages' } });
  if (!keyMaySign(verified.signer, slug, firstPartySlugs)) throw createError('svc_addon_signature_key_out_of_scope', { params: { keyId: verified.keyId, what: `the addon "${slug}"` } });
}

/**
 * Decides whether an uploaded package may be installed and how, following the upload and restore
 * rules: a trusted signature makes it verified, within its key's scope (only the official key signs
 * first-party slugs and official packages, a vendor key only its listed slugs); no signature is refused
 * unless `allowUnsignedCustom`, then it is custom and unsigned; only an official signed package may use
 * an official slug; a restore (`replaceCustom`) of an official slug needs a trusted signed package whose
 * verified slug equals `expectedSlug` (422); a first-party addon (by the list, whatever its manifest says)
 * needs a license key covering it: the upload's own, or one the installation activated, its own or the
 * bundle (422). Other addons need no key. A new upload is never active.
 *
 * @throws the verification's own error for a bad signature, or `svc_addon_signature_key_out_of_scope`, `svc_addon_unsigned_refused`,
 * `svc_addon_official_slug_reserved`, `svc_addon_already_installed` (409, naming the restore fields),
 * `svc_addon_expected_slug_without_replace` (400),
 * `svc_addon_restore_expected_slug_missing`, `svc_addon_restore_requires_signature`,
 * `svc_addon_restore_slug_mismatch`, `svc_addon_core_version_unsupported`, `svc_addon_license_*`.
 */
export function planInstall(input: InstallPolicyInput): InstallPlan {
  const { manifest, verification, flags } = input;
  if (verification.status === 'invalid') throw verification.error;
  const verified = verification.status === 'verified' ? verification : null;
  const slug = verified?.slug ?? manifest.slug;
  const version = verified?.version ?? manifest.version;
  const officialSlugs = new Set(input.officialSlugs);
  for (const addon of input.installed) if (addon.channel === 'official') officialSlugs.add(addon.slug);

  if (verified) checkSignerScope(verified, slug, input.officialSlugs);
  if (flags.replaceCustom) checkRestore(input, slug, officialSlugs);
  else if (flags.expectedSlug !== undefined && flags.expectedSlug.trim() !== '') {
    // Ignoring it would install or refuse as if the caller had not meant a restore.
    throw createError('svc_addon_expected_slug_without_replace', { params: { expectedSlug: flags.expectedSlug.trim() } });
  }
  if (!verified && !flags.allowUnsignedCustom) throw createError('svc_addon_unsigned_refused', { params: { slug } });
  const channel: AddonChannel = verified?.channel ?? 'custom';
  if (officialSlugs.has(slug) && channel !== 'official') throw createError('svc_addon_official_slug_reserved', { params: { slug } });
  const replaces = input.installed.find((addon) => addon.slug === slug || addon.directory === slug) ?? null;
  if (replaces && !flags.replaceCustom) {
    throw createError('svc_addon_already_installed', { params: { slug }, data: { slug, restore_fields: { replace_custom: '1', expected_slug: slug } } });
  }
  assertCoreVersion(manifest, input.coreVersion, slug);
  // Whether a key is needed follows the first-party list, never the uploaded manifest's `tier`.
  const licensed = input.officialSlugs.has(slug) ? checkLicense(input, slug, verified?.releasedAt) : null;
  return {
    slug,
    version,
    name: manifest.name,
    directory: slug,
    channel,
    trust: verified ? 'verified' : 'unsigned',
    keyId: verified?.keyId ?? null,
    tier: manifest.tier,
    requiresServices: manifest.requiresServices,
    mode: replaces ? 'replace' : 'install',
    replaces,
    license: licensed?.license ?? null,
    licenseKey: licensed?.key ?? null,
  };
}

/**
 * Refuses an addon whose `coreVersionRange` does not include the running core: at install, and at every
 * start, since addons run against the core's own libraries (a core upgrade can leave them behind).
 *
 * @throws `svc_addon_core_version_unsupported`.
 */
export function assertCoreVersion(manifest: Pick<AddonManifest, 'slug' | 'coreVersionRange'>, coreVersion: string, slug = manifest.slug): void {
  if (semver.satisfies(coreVersion, manifest.coreVersionRange, { includePrerelease: true })) return;
  throw createError('svc_addon_core_version_unsupported', { params: { slug, range: manifest.coreVersionRange, coreVersion } });
}
