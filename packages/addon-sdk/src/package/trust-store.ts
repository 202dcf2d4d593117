import { createPublicKey, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createError } from '@dcs/platform';
import Type, { type Static } from 'typebox';
import { Compile } from 'typebox/compile';

/** What a key may sign: addon packages, or license keys (the vendor's license key is a separate key). */
export const KEY_PURPOSES = ['package', 'license'] as const;
/** Purpose of a trusted key. */
export type KeyPurpose = (typeof KEY_PURPOSES)[number];

/** JSON schema of the trusted key configuration (`keys.json`). */
export const TrustStoreConfigSchema = Type.Object(
  {
    keys: Type.Array(
      Type.Object(
        {
          keyId: Type.String({ pattern: '^[A-Za-z0-9._:-]{1,100}$' }),
          purpose: Type.Optional(Type.Enum([...KEY_PURPOSES])),
          publicKey: Type.String({ minLength: 40 }),
          notBefore: Type.Optional(Type.String({ format: 'date-time' })),
          notAfter: Type.Optional(Type.String({ format: 'date-time' })),
          revoked: Type.Optional(Type.Boolean()),
          official: Type.Optional(Type.Boolean({ description: "The platform vendor's release key: signs first-party addons and the official update catalog." })),
          slugs: Type.Optional(
            Type.Array(Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}\\*?$' }), {
              maxItems: 1000,
              description: 'What a vendor package key may sign: slugs, or slug prefixes ending in `*` (`acme-*`). Never a first-party slug.',
            }),
          ),
          comment: Type.Optional(Type.String()),
        },
        { additionalProperties: false },
      ),
    ),
    revokedKeyIds: Type.Optional(Type.Array(Type.String())),
  },
  { additionalProperties: false },
);

/** The trusted key configuration as stored in JSON. */
export type TrustStoreConfig = Static<typeof TrustStoreConfigSchema>;

/** One trusted public key. */
export interface TrustedKey {
  readonly keyId: string;
  readonly purpose: KeyPurpose;
  readonly publicKey: KeyObject;
  readonly notBefore: Date | null;
  readonly notAfter: Date | null;
  readonly revoked: boolean;
  /** The platform vendor's release key (`"official": true`). */
  readonly official: boolean;
  /** Slugs and slug prefixes (`acme-*`) a vendor key may sign; empty for an official key or an unscoped one. */
  readonly slugs: readonly string[];
}

/** What a package key may sign: anything when official, else the slugs it lists, never a first-party slug. */
export function keyMaySign(key: Pick<TrustedKey, 'official' | 'slugs'>, slug: string, firstPartySlugs: ReadonlySet<string>): boolean {
  if (key.official) return true;
  if (firstPartySlugs.has(slug)) return false;
  return key.slugs.some((pattern) => (pattern.endsWith('*') ? slug.startsWith(pattern.slice(0, -1)) : slug === pattern));
}

/** Outcome of {@link TrustStore.lookup}. */
export type KeyLookup =
  | { status: 'trusted'; key: TrustedKey }
  | { status: 'unknown'; keyId: string }
  | { status: 'revoked'; key: TrustedKey }
  | { status: 'expired'; key: TrustedKey }
  | { status: 'not_yet_valid'; key: TrustedKey };

/**
 * The public keys this installation trusts, each with a key id, a purpose, an optional validity
 * window and a revocation flag. Several keys of one purpose may be valid at once, which is how a
 * key is rotated: add the new key, sign with it, later revoke or let the old one expire.
 */
export class TrustStore {
  readonly keys: readonly TrustedKey[];

  /** Use {@link createTrustStore} to build one from configuration. */
  constructor(keys: readonly TrustedKey[]) {
    this.keys = keys;
  }

  /** Finds `keyId` among the keys of `purpose` and says whether it may be used at `now`. */
  lookup(keyId: string, purpose: KeyPurpose, now: Date): KeyLookup {
    const key = this.keys.find((candidate) => candidate.keyId === keyId && candidate.purpose === purpose);
    if (!key) return { status: 'unknown', keyId };
    if (key.revoked) return { status: 'revoked', key };
    if (key.notBefore && now < key.notBefore) return { status: 'not_yet_valid', key };
    if (key.notAfter && now > key.notAfter) return { status: 'expired', key };
    return { status: 'trusted', key };
  }
}

const compiled = Compile(TrustStoreConfigSchema);

function invalid(reason: string) {
  return createError('svc_addon_trust_store_invalid', { params: { reason } });
}

function parseDate(value: string | undefined, field: string, keyId: string): Date | null {
  if (value === undefined) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw invalid(`${field} of key "${keyId}" is not a date`);
  return date;
}

/**
 * Builds a {@link TrustStore} from configuration: an object with `keys` (each `keyId`, `publicKey`
 * as an Ed25519 SPKI PEM, optional `purpose` (`package` by default), `notBefore`, `notAfter`,
 * `revoked`, and for package keys their scope: `official` or `slugs`, see {@link keyMaySign}) and
 * optional `revokedKeyIds`.
 *
 * @throws `svc_addon_trust_store_invalid` naming the first problem.
 * @example
 * const trust = createTrustStore({ keys: [{ keyId: 'dcs-2026', publicKey: pem, notAfter: '2027-12-31T23:59:59Z' }] });
 */
export function createTrustStore(config: unknown): TrustStore {
  if (!compiled.Check(config)) {
    const first = [...compiled.Errors(config)][0];
    throw invalid(first ? `${first.instancePath || '/'} ${first.message}` : 'not an object');
  }
  const revokedIds = new Set(config.revokedKeyIds ?? []);
  const seen = new Set<string>();
  const keys = config.keys.map((entry): TrustedKey => {
    if (seen.has(entry.keyId)) throw invalid(`key id "${entry.keyId}" appears twice`);
    seen.add(entry.keyId);
    let publicKey: KeyObject;
    try {
      publicKey = createPublicKey(entry.publicKey);
    } catch {
      throw invalid(`publicKey of key "${entry.keyId}" is not a PEM public key`);
    }
    if (publicKey.asymmetricKeyType !== 'ed25519') throw invalid(`key "${entry.keyId}" is not an Ed25519 key`);
    return Object.freeze({
      keyId: entry.keyId,
      purpose: entry.purpose ?? 'package',
      publicKey,
      notBefore: parseDate(entry.notBefore, 'notBefore', entry.keyId),
      notAfter: parseDate(entry.notAfter, 'notAfter', entry.keyId),
      revoked: entry.revoked === true || revokedIds.has(entry.keyId),
      official: entry.official === true,
      slugs: Object.freeze([...(entry.slugs ?? [])]),
    });
  });
  return new TrustStore(keys);
}

/**
 * Reads a trusted key configuration file (JSON) and builds a {@link TrustStore}.
 *
 * @throws `svc_addon_trust_store_invalid` when the file is unreadable or invalid.
 */
export async function loadTrustStore(path: string): Promise<TrustStore> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw invalid(`cannot read ${path}: ${(error as Error).message}`);
  }
  try {
    return createTrustStore(JSON.parse(text));
  } catch (error) {
    if (error instanceof SyntaxError) throw invalid(`${path} is not JSON: ${error.message}`);
    throw error;
  }
}
