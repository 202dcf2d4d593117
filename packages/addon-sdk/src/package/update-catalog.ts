import { createPrivateKey, sign, verify, type KeyObject } from 'node:crypto';
import { Compile } from 'typebox/compile';
import semver from 'semver';
import Type, { type Static } from 'typebox';
import { createError } from '@dcs/platform';
import { canonicalJson } from './signature-format.ts';
import type { TrustStore } from './trust-store.ts';

/** `format` of the update catalog file. */
export const UPDATE_CATALOG_FORMAT = 'dcs-update-catalog/1';

const SEMVER = '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-[0-9A-Za-z.-]+)?(?:\\+[0-9A-Za-z.-]+)?$';

const DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d+)?(?:Z|[+-]\\d{2}:\\d{2})$';

/** The signed content of an update catalog: the latest official version of each first-party addon. */
export const UpdateCatalogSchema = Type.Object(
  {
    issuedAt: Type.String({ pattern: DATE_TIME, maxLength: 40 }),
    expiresAt: Type.String({ pattern: DATE_TIME, maxLength: 40 }),
    addons: Type.Array(
      Type.Object(
        {
          slug: Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 64 }),
          version: Type.String({ pattern: SEMVER, maxLength: 64 }),
          releasedAt: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
        },
        { additionalProperties: false },
      ),
      { maxItems: 1000 },
    ),
  },
  { additionalProperties: false },
);

/** The signed content of an update catalog. */
export type UpdateCatalog = Static<typeof UpdateCatalogSchema>;

const FileSchema = Type.Object(
  {
    format: Type.Literal(UPDATE_CATALOG_FORMAT),
    algorithm: Type.Literal('ed25519'),
    keyId: Type.String({ minLength: 1, maxLength: 200 }),
    payload: Type.String({ maxLength: 1024 * 1024 }),
    signature: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);

const compiledFile = Compile(FileSchema);
const compiledCatalog = Compile(UpdateCatalogSchema);

function catalogBytes(payload: string): Buffer {
  // The prefix keeps catalog signatures from being replayed as package signatures and back.
  return Buffer.from(`${UPDATE_CATALOG_FORMAT}\n${payload}`, 'utf8');
}

function invalid(reason: string) {
  return createError('svc_addon_update_catalog_invalid', { params: { reason } });
}

/**
 * Signs an update catalog with a vendor package key: the file the admin points the installation at.
 *
 * @example
 * const text = createUpdateCatalog({ issuedAt, expiresAt, addons: [{ slug: 'print-queue', version: '1.1.0' }] },
 *   { privateKey, keyId: 'dcs-2026' });
 */
export function createUpdateCatalog(catalog: UpdateCatalog, options: { privateKey: KeyObject | string; keyId: string }): string {
  if (!compiledCatalog.Check(catalog)) throw invalid('the catalog does not match its schema');
  const key = typeof options.privateKey === 'string' ? createPrivateKey(options.privateKey) : options.privateKey;
  const payload = canonicalJson(catalog);
  const signature = sign(null, catalogBytes(payload), key).toString('base64');
  return `${JSON.stringify({ format: UPDATE_CATALOG_FORMAT, algorithm: 'ed25519', keyId: options.keyId, payload, signature }, null, 2)}\n`;
}

/**
 * Verifies an update catalog with the trusted package keys and checks that it has not expired.
 *
 * @throws `svc_addon_update_catalog_invalid` (unreadable, unknown or revoked key, bad signature) or
 * `svc_addon_update_catalog_expired`.
 */
export function verifyUpdateCatalog(text: string, trustStore: TrustStore, now: Date): UpdateCatalog & { keyId: string } {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    throw invalid('it is not JSON');
  }
  if (!compiledFile.Check(file)) throw invalid(`it is not a ${UPDATE_CATALOG_FORMAT} file`);
  const lookup = trustStore.lookup(file.keyId, 'package', now);
  if (lookup.status !== 'trusted') throw invalid(`the signing key "${file.keyId}" is ${lookup.status.replace(/_/g, ' ')}`);
  if (!verify(null, catalogBytes(file.payload), lookup.key.publicKey, Buffer.from(file.signature, 'base64'))) {
    throw invalid('the signature does not match');
  }
  let catalog: unknown;
  try {
    catalog = JSON.parse(file.payload);
  } catch {
    throw invalid('the signed payload is not JSON');
  }
  if (!compiledCatalog.Check(catalog)) throw invalid('the signed payload does not match the catalog schema');
  if (now > new Date(catalog.expiresAt)) throw createError('svc_addon_update_catalog_expired', { params: { expiresAt: catalog.expiresAt } });
  return { ...catalog, keyId: file.keyId };
}

/** Whether `latest` is a newer semantic version than `installed` (false when either is not one). */
export function isNewerVersion(latest: string, installed: string): boolean {
  return semver.valid(latest) !== null && semver.valid(installed) !== null && semver.gt(latest, installed);
}
