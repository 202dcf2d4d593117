import { createPrivateKey, sign, verify, type KeyObject } from 'node:crypto';
import { createError, type SvcError } from '@dcs/platform';
import Type, { type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { SLUG_PATTERN } from './manifest.ts';
import type { TrustStore } from './trust-store.ts';

/** Prefix of every license key; also names the format version. */
export const LICENSE_KEY_PREFIX = 'dcs1';
/** `bundle` value of a license covering every first-party addon. */
export const FIRST_PARTY_BUNDLE = 'first-party';

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';

/** JSON schema of the signed license payload. */
export const LicenseSchema = Type.Object(
  {
    licenseId: Type.String({ pattern: '^[A-Za-z0-9._:-]{1,100}$' }),
    keyId: Type.String({ minLength: 1, maxLength: 100 }),
    products: Type.Optional(Type.Array(Type.String({ pattern: SLUG_PATTERN }), { minItems: 1, uniqueItems: true })),
    bundle: Type.Optional(Type.Literal(FIRST_PARTY_BUNDLE)),
    issuedAt: Type.String({ pattern: DATE }),
    updatesUntil: Type.String({ pattern: DATE }),
    expiresAt: Type.Optional(Type.String({ pattern: DATE })),
    licensee: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

/** The signed content of a license key. Dates are UTC calendar days (`YYYY-MM-DD`), inclusive. */
export type License = Static<typeof LicenseSchema>;

/** Why a license key was refused; each has its own error code `svc_addon_license_<reason>`. */
export type LicenseFailure = 'malformed' | 'forged' | 'key_revoked' | 'expired' | 'not_yet_valid' | 'wrong_product' | 'updates_ended';

/** Result of {@link verifyLicense}. */
export type LicenseVerification =
  | { readonly ok: true; readonly license: License }
  | { readonly ok: false; readonly reason: LicenseFailure; readonly error: SvcError; readonly license?: License };

/** Options of {@link issueLicense}. */
export interface IssueLicenseOptions {
  /** The vendor's license private key (Ed25519), as a KeyObject or PEM. Not the package signing key. */
  privateKey: KeyObject | string;
  keyId: string;
  licenseId: string;
  /** Slugs the license covers; give this or `bundle`. */
  products?: string[];
  /** `true` for a bundle key covering every first-party addon. */
  bundle?: boolean;
  /** Defaults to today (UTC). */
  issuedAt?: string;
  /** Last day whose releases the license includes. */
  updatesUntil: string;
  /** Last day the license is valid; none means it never expires. */
  expiresAt?: string;
  licensee?: string;
}

/** Options of {@link verifyLicense}. */
export interface VerifyLicenseOptions {
  /** The addon the key must cover. */
  slug: string;
  now: Date;
  /** Trusted keys; only keys of purpose `license` count. */
  vendorKeys: TrustStore;
  /** Release day of the package being installed; a day after `updatesUntil` fails with `updates_ended`. */
  releasedAt?: string;
  /** When given, a bundle key covers only these slugs. */
  firstPartySlugs?: ReadonlySet<string>;
}

const compiled = Compile(LicenseSchema);
const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

function signingInput(encodedPayload: string): Buffer {
  return Buffer.from(`${LICENSE_KEY_PREFIX}.${encodedPayload}`, 'ascii');
}

function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Issues an offline-verifiable license key: `dcs1.<payload>.<signature>`, both base64url, the
 * payload being the license JSON and the signature Ed25519 over `dcs1.<payload>`.
 *
 * @throws `svc_addon_license_malformed` when the options do not make a valid license.
 * @example
 * const key = issueLicense({ privateKey: pem, keyId: 'vendor-2026', licenseId: 'L-1001',
 *   products: ['dynamic-pricing'], updatesUntil: '2027-06-30' });
 */
export function issueLicense(options: IssueLicenseOptions): string {
  const license: License = {
    licenseId: options.licenseId,
    keyId: options.keyId,
    ...(options.products ? { products: [...options.products].sort() } : {}),
    ...(options.bundle ? { bundle: FIRST_PARTY_BUNDLE } : {}),
    issuedAt: options.issuedAt ?? today(new Date()),
    updatesUntil: options.updatesUntil,
    ...(options.expiresAt ? { expiresAt: options.expiresAt } : {}),
    ...(options.licensee ? { licensee: options.licensee } : {}),
  };
  const problem = checkLicenseShape(license);
  if (problem) throw createError('svc_addon_license_malformed', { params: { reason: problem } });
  const privateKey = typeof options.privateKey === 'string' ? createPrivateKey(options.privateKey) : options.privateKey;
  const payload = base64url(Buffer.from(JSON.stringify(license), 'utf8'));
  return `${LICENSE_KEY_PREFIX}.${payload}.${base64url(sign(null, signingInput(payload), privateKey))}`;
}

function checkLicenseShape(value: unknown): string | null {
  if (!compiled.Check(value)) {
    const first = [...compiled.Errors(value)][0];
    return `${first?.instancePath || '/'} ${first?.message ?? 'is invalid'}`;
  }
  if ((value.products === undefined) === (value.bundle === undefined)) return 'it must name either products or the bundle';
  return null;
}

function fail(reason: LicenseFailure, params: Record<string, string>, license?: License): LicenseVerification {
  const error = createError(`svc_addon_license_${reason}`, { params });
  return license ? { ok: false, reason, error, license } : { ok: false, reason, error };
}

function decode(key: string): { payload: string; signature: Buffer; license: unknown } | string {
  const parts = key.trim().split('.');
  if (parts.length !== 3 || parts[0] !== LICENSE_KEY_PREFIX) return `it must look like ${LICENSE_KEY_PREFIX}.xxxx.yyyy`;
  const [, payload, signature] = parts as [string, string, string];
  if (!/^[A-Za-z0-9_-]+$/.test(payload) || !/^[A-Za-z0-9_-]+$/.test(signature)) return 'it contains invalid characters';
  try {
    return { payload, signature: Buffer.from(signature, 'base64url'), license: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) };
  } catch {
    return 'its content is not readable';
  }
}

/**
 * Verifies a license key offline against the vendor's license keys and checks that it covers `slug`
 * at `now`. The vendor key's validity window is checked against the license's issue day, so licenses
 * stay valid after the vendor rotates its key; a revoked vendor key invalidates its licenses.
 *
 * Never throws for a bad key: returns `{ ok: false, reason, error }` with `error.code`
 * `svc_addon_license_malformed`, `_forged`, `_key_revoked`, `_expired`, `_not_yet_valid`,
 * `_wrong_product` or `_updates_ended`.
 */
export function verifyLicense(key: string, options: VerifyLicenseOptions): LicenseVerification {
  if (key.length > 4096) return fail('malformed', { reason: 'it is too long' });
  const decoded = decode(key);
  if (typeof decoded === 'string') return fail('malformed', { reason: decoded });
  const keyId = (decoded.license as { keyId?: unknown } | null)?.keyId;
  if (typeof keyId !== 'string') return fail('malformed', { reason: 'it names no vendor key' });
  const issuedAt = (decoded.license as { issuedAt?: unknown }).issuedAt;
  const issuedDay = typeof issuedAt === 'string' ? new Date(`${issuedAt}T00:00:00Z`) : options.now;
  const lookup = options.vendorKeys.lookup(keyId, 'license', Number.isNaN(issuedDay.getTime()) ? options.now : issuedDay);
  if (lookup.status === 'unknown' || lookup.status === 'expired' || lookup.status === 'not_yet_valid') return fail('forged', {});
  let genuine = false;
  try {
    genuine = verify(null, signingInput(decoded.payload), lookup.key.publicKey, decoded.signature);
  } catch {
    // Wrong signature length: as forged as a wrong signature.
  }
  if (!genuine) return fail('forged', {});
  if (lookup.status === 'revoked') return fail('key_revoked', { keyId });
  const problem = checkLicenseShape(decoded.license);
  if (problem) return fail('malformed', { reason: problem });
  return checkCoverage(decoded.license as License, options);
}

function checkCoverage(license: License, options: VerifyLicenseOptions): LicenseVerification {
  const day = today(options.now);
  const { licenseId } = license;
  if (day < license.issuedAt) return fail('not_yet_valid', { licenseId, issuedAt: license.issuedAt }, license);
  if (license.expiresAt && day > license.expiresAt) return fail('expired', { licenseId, expiresAt: license.expiresAt }, license);
  const covered = license.bundle
    ? (options.firstPartySlugs?.has(options.slug) ?? true)
    : (license.products ?? []).includes(options.slug);
  if (!covered) return fail('wrong_product', { licenseId, slug: options.slug }, license);
  if (options.releasedAt && options.releasedAt > license.updatesUntil) {
    return fail('updates_ended', { licenseId, updatesUntil: license.updatesUntil, releasedAt: options.releasedAt }, license);
  }
  return { ok: true, license };
}
