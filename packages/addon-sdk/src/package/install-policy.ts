import { createError, type ServiceName } from '@dcs/platform';
import semver from 'semver';
import { verifyLicense, type License } from './license-key.ts';
import type { AddonChannel, AddonManifest, AddonTier } from './manifest.ts';
import type { SignatureVerification } from './package-signature.ts';
import type { TrustStore } from './trust-store.ts';

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
  /** The license that covers a paid first-party addon, else `null`. */
  readonly license: License | null;
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

function checkLicense(input: InstallPolicyInput, slug: string, releasedAt: string | undefined): License {
  const licenseKey = input.flags.licenseKey?.trim();
  if (!licenseKey) throw createError('svc_addon_license_required', { params: { slug }, status: 422 });
  const result = verifyLicense(licenseKey, {
    slug,
    now: input.now,
    vendorKeys: input.vendorKeys,
    ...(releasedAt ? { releasedAt } : {}),
  });
  if (!result.ok) throw result.error;
  return result.license;
}

/**
 * Decides whether an uploaded package may be installed and how, following the upload and restore
 * rules: a trusted signature makes it official and verified; no signature is refused unless
 * `allowUnsignedCustom`, then it is custom and unsigned; only an official signed package may use an
 * official slug; a restore (`replaceCustom`) of an official slug needs a trusted signed package whose
 * verified slug equals `expectedSlug` (422); a paid first-party addon needs a license key covering it,
 * its own or the bundle (422). Third-party and custom addons need no key. A new upload is never active.
 *
 * @throws the verification's own error for a bad signature, or `svc_addon_unsigned_refused`,
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
  const license = channel === 'official' && manifest.tier === 'paid' ? checkLicense(input, slug, verified?.releasedAt) : null;
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
    license,
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
