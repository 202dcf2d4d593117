import { verify } from 'node:crypto';
import { createError, isSvcError, type SvcError } from '@dcs/platform';
import type { AddonPackage } from './addon-package.ts';
import type { AddonChannel } from './manifest.ts';
import { parseSignatureFile, parseSignedManifest, SIGNATURE_FILE, signedBytes, type SignedManifest } from './signature-format.ts';
import type { TrustedKey, TrustStore } from './trust-store.ts';

/** A package whose signature, key and file list all checked out; slug and version come from signed data. */
export interface VerifiedSignature {
  readonly status: 'verified';
  readonly keyId: string;
  readonly slug: string;
  readonly version: string;
  readonly channel: AddonChannel;
  readonly releasedAt: string;
  /** What the signing key may sign (see `keyMaySign`): checked by the install rules against the slug. */
  readonly signer: Pick<TrustedKey, 'official' | 'slugs'>;
  /** The signed file list, the reference for hashing again during extraction. */
  readonly files: SignedManifest['files'];
}

/** Result of {@link verifyPackageSignature}. `invalid` carries the refusal to throw. */
export type SignatureVerification = VerifiedSignature | { readonly status: 'unsigned' } | { readonly status: 'invalid'; readonly error: SvcError };

/** Options of {@link verifyPackageSignature}. */
export interface VerifyPackageSignatureOptions {
  /** The moment the key's validity window is checked against. */
  now: Date;
}

function checkKey(trustStore: TrustStore, keyId: string, now: Date) {
  const lookup = trustStore.lookup(keyId, 'package', now);
  switch (lookup.status) {
    case 'trusted':
      return lookup.key;
    case 'unknown':
      throw createError('svc_addon_signature_unknown_key', { params: { keyId } });
    case 'revoked':
      throw createError('svc_addon_signature_key_revoked', { params: { keyId } });
    case 'expired':
      throw createError('svc_addon_signature_key_expired', { params: { keyId, notAfter: lookup.key.notAfter!.toISOString() } });
    case 'not_yet_valid':
      throw createError('svc_addon_signature_key_not_yet_valid', {
        params: { keyId, notBefore: lookup.key.notBefore!.toISOString() },
      });
    default:
      return lookup satisfies never;
  }
}

/** The archive's file set must equal the signed list exactly: nothing missing, nothing extra, nothing changed. */
function checkFileSet(pkg: AddonPackage, signed: SignedManifest): void {
  const signedByPath = new Map(signed.files.map((file) => [file.path, file]));
  for (const file of signed.files) {
    if (!pkg.digests.has(file.path)) throw createError('svc_addon_signature_missing_file', { params: { path: file.path } });
  }
  for (const path of pkg.digests.keys()) {
    if (path !== SIGNATURE_FILE && !signedByPath.has(path)) {
      throw createError('svc_addon_signature_extra_file', { params: { path } });
    }
  }
  // A folder entry of its own is content too: allowed only where a signed file implies the folder.
  for (const directory of pkg.zip.directories) {
    if (!signed.files.some((file) => file.path.startsWith(`${directory}/`))) {
      throw createError('svc_addon_signature_extra_file', { params: { path: `${directory}/` } });
    }
  }
  for (const file of signed.files) {
    const actual = pkg.digests.get(file.path)!;
    if (actual.size !== file.size || actual.sha256 !== file.sha256) {
      throw createError('svc_addon_signature_file_changed', { params: { path: file.path } });
    }
  }
}

function checkManifestAgreement(pkg: AddonPackage, signed: SignedManifest): void {
  for (const field of ['slug', 'version', 'channel'] as const) {
    if (signed[field] !== pkg.manifest[field]) {
      throw createError('svc_addon_signature_manifest_mismatch', {
        params: { field, signed: signed[field], declared: pkg.manifest[field] },
      });
    }
  }
}

function verifyOrThrow(pkg: AddonPackage, signatureBytes: Buffer, trustStore: TrustStore, now: Date): VerifiedSignature {
  const file = parseSignatureFile(signatureBytes);
  const key = checkKey(trustStore, file.keyId, now);
  let valid = false;
  try {
    valid = verify(null, signedBytes(file.payload), key.publicKey, Buffer.from(file.signature, 'base64'));
  } catch {
    // A signature of the wrong length makes OpenSSL throw; it is as invalid as a wrong one.
  }
  if (!valid) throw createError('svc_addon_signature_invalid');
  const signed = parseSignedManifest(file.payload);
  if (signed.keyId !== file.keyId) throw createError('svc_addon_signature_invalid');
  checkFileSet(pkg, signed);
  checkManifestAgreement(pkg, signed);
  return {
    status: 'verified',
    keyId: key.keyId,
    slug: signed.slug,
    version: signed.version,
    channel: signed.channel,
    releasedAt: signed.releasedAt,
    signer: { official: key.official, slugs: key.slugs },
    files: signed.files,
  };
}

/**
 * Verifies the signature file of a package read by `readAddonPackage`: the key must be a trusted,
 * unrevoked package key inside its validity window, the Ed25519 signature must match the signed
 * manifest, the archive's files must equal the signed list exactly (compared with the hashes of the
 * bytes actually inflated), and slug, version and channel must agree with `addon.json`.
 *
 * Never throws for a bad package: the refusal is returned as `{ status: 'invalid', error }` with one of
 * `svc_addon_signature_malformed`, `_unknown_key`, `_key_revoked`, `_key_expired`, `_key_not_yet_valid`,
 * `_invalid`, `_missing_file`, `_extra_file`, `_file_changed`, `_manifest_mismatch`.
 */
export function verifyPackageSignature(
  pkg: AddonPackage,
  trustStore: TrustStore,
  options: VerifyPackageSignatureOptions,
): SignatureVerification {
  if (pkg.signature === null) return { status: 'unsigned' };
  try {
    return verifyOrThrow(pkg, pkg.signature, trustStore, options.now);
  } catch (error) {
    if (isSvcError(error)) return { status: 'invalid', error };
    throw error;
  }
}
