import { sign, type KeyObject } from 'node:crypto';
import { createError } from '@dcs/platform';
import Type, { type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { ADDON_CHANNELS, SLUG_PATTERN } from './manifest.ts';

/** Name of the signature file inside the package's top-level folder. */
export const SIGNATURE_FILE = 'addon.signature.json';
/** `format` of the signature file. */
export const SIGNATURE_FORMAT = 'dcs-addon-signature/1';
/** `format` of the signed package manifest (the payload). */
export const SIGNED_MANIFEST_FORMAT = 'dcs-addon-package/1';

/** JSON schema of the signed package manifest. */
export const SignedManifestSchema = Type.Object(
  {
    format: Type.Literal(SIGNED_MANIFEST_FORMAT),
    keyId: Type.String({ minLength: 1 }),
    slug: Type.String({ pattern: SLUG_PATTERN }),
    version: Type.String({ minLength: 1 }),
    channel: Type.Enum([...ADDON_CHANNELS]),
    releasedAt: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    files: Type.Array(
      Type.Object(
        {
          path: Type.String({ minLength: 1 }),
          size: Type.Integer({ minimum: 0 }),
          sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

/**
 * What a package signature covers: every file (path below the top-level folder, size, SHA-256)
 * except the signature file itself, plus slug, version, channel, release date and the key id.
 */
export type SignedManifest = Static<typeof SignedManifestSchema>;

/** JSON schema of the signature file. */
export const SignatureFileSchema = Type.Object(
  {
    format: Type.Literal(SIGNATURE_FORMAT),
    algorithm: Type.Literal('ed25519'),
    keyId: Type.String({ minLength: 1 }),
    payload: Type.String({ minLength: 2 }),
    signature: Type.String({ pattern: '^[A-Za-z0-9+/]+={0,2}$' }),
  },
  { additionalProperties: false },
);

/** Content of `addon.signature.json`: the canonical signed manifest as a string and its signature. */
export type SignatureFile = Static<typeof SignatureFileSchema>;

/** JSON with object keys sorted and no whitespace, so that equal data always gives equal bytes. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The bytes an Ed25519 signature of a package covers; the prefix keeps them apart from license keys. */
export function signedBytes(payload: string): Buffer {
  return Buffer.from(`${SIGNATURE_FORMAT}\n${payload}`, 'utf8');
}

/**
 * Signs a package manifest and returns the bytes of the signature file. Files are sorted by path
 * so that the same content always gives the same file (Ed25519 signatures are deterministic).
 */
export function createSignatureFile(manifest: Omit<SignedManifest, 'format'>, privateKey: KeyObject): Buffer {
  const files = [...manifest.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const payload = canonicalJson({ ...manifest, format: SIGNED_MANIFEST_FORMAT, files });
  const signature = sign(null, signedBytes(payload), privateKey).toString('base64');
  const file: SignatureFile = { format: SIGNATURE_FORMAT, algorithm: 'ed25519', keyId: manifest.keyId, payload, signature };
  return Buffer.from(`${JSON.stringify(file, null, 2)}\n`, 'utf8');
}

const compiledFile = Compile(SignatureFileSchema);
const compiledManifest = Compile(SignedManifestSchema);

function malformed(reason: string) {
  return createError('svc_addon_signature_malformed', { params: { reason } });
}

/**
 * Parses the signature file. The payload is checked only for shape; trust comes from verification.
 *
 * @throws `svc_addon_signature_malformed`.
 */
export function parseSignatureFile(bytes: Uint8Array): SignatureFile {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw malformed('it is not UTF-8 JSON');
  }
  if (!compiledFile.Check(value)) {
    const first = [...compiledFile.Errors(value)][0];
    throw malformed(`${first?.instancePath || '/'} ${first?.message ?? 'is invalid'}`);
  }
  return value;
}

/**
 * Parses the signed payload (call only after its signature was verified).
 *
 * @throws `svc_addon_signature_malformed`.
 */
export function parseSignedManifest(payload: string): SignedManifest {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    throw malformed('the signed payload is not JSON');
  }
  if (!compiledManifest.Check(value)) {
    const first = [...compiledManifest.Errors(value)][0];
    throw malformed(`signed payload ${first?.instancePath || '/'} ${first?.message ?? 'is invalid'}`);
  }
  return value;
}
