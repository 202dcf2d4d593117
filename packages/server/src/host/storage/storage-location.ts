import { isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isValidStorageKey } from './storage-service.ts';

/** Static credentials of an S3-compatible store (the standard AWS environment variables). */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** Where the blobs live: a folder on this machine, or a bucket (and key prefix) of an S3-compatible store. */
export type StorageLocation =
  | { kind: 'file'; root: string }
  | {
      kind: 's3';
      bucket: string;
      /** Prepended to every key with a `/`; empty for the bucket's root. */
      prefix: string;
      /** `http(s)://host:port` of a store other than AWS; absent for AWS itself. */
      endpoint?: string;
      region: string;
      forcePathStyle: boolean;
      /** Absent: the AWS SDK's default chain (profiles, instance and container roles). */
      credentials?: S3Credentials;
      /** Attempts per request (`AWS_MAX_ATTEMPTS`); absent: the driver's default. */
      maxAttempts?: number;
    };

const S3_PARAMS = new Set(['endpoint', 'region', 'force_path_style']);
// Bucket names as S3 accepts them (3–63 lower-case letters, digits, dots, hyphens).
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** A user-facing error of a storage URL (config or command line), with the variable it came from. */
function invalid(source: string, url: string, reason: string): Error {
  return new Error(`${source} "${url}" is not a storage URL: ${reason}. Use file:///path or s3://bucket/prefix?endpoint=…&region=…&force_path_style=1.`);
}

function flag(value: string | null): boolean {
  return value === '1' || value === 'true';
}

/**
 * Parses `DCS_STORAGE_URL` (or `dcs storage migrate --to`): `file:///path`, or
 * `s3://bucket/prefix?endpoint=http://host:port&region=…&force_path_style=1`. S3 credentials and a
 * missing region come from the standard AWS variables of `env` (`AWS_ACCESS_KEY_ID`,
 * `AWS_SECRET_ACCESS_KEY`, `AWS_SESSION_TOKEN`, `AWS_REGION`/`AWS_DEFAULT_REGION`, `AWS_MAX_ATTEMPTS`).
 */
export function parseStorageUrl(url: string, env: NodeJS.ProcessEnv, source = 'DCS_STORAGE_URL'): StorageLocation {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalid(source, url, 'it is not a URL');
  }
  if (parsed.protocol === 'file:') {
    if (parsed.search || parsed.hash) throw invalid(source, url, 'a file URL takes no query');
    const root = fileURLToPath(parsed);
    if (!isAbsolute(root)) throw invalid(source, url, 'the path must be absolute');
    return { kind: 'file', root };
  }
  if (parsed.protocol !== 's3:') throw invalid(source, url, `the scheme must be file: or s3:, not ${parsed.protocol}`);
  const bucket = parsed.hostname;
  if (!BUCKET.test(bucket)) throw invalid(source, url, `"${bucket}" is not a bucket name`);
  if (parsed.username || parsed.password || parsed.port) throw invalid(source, url, 'credentials belong in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, not in the URL');
  for (const name of parsed.searchParams.keys()) {
    if (!S3_PARAMS.has(name)) throw invalid(source, url, `unknown parameter "${name}"`);
  }
  const prefix = decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, '');
  // The prefix obeys the key rules, so every object key built on it is one the store and our listing agree on.
  if (prefix !== '' && !isValidStorageKey(prefix)) throw invalid(source, url, `the prefix "${prefix}" is not a valid key path`);
  const endpoint = parsed.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/?#]+\/?$/.test(endpoint)) throw invalid(source, url, `endpoint must be http(s)://host[:port], not "${endpoint}"`);
  const region = parsed.searchParams.get('region') || env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1';
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = env;
  const maxAttempts = env.AWS_MAX_ATTEMPTS ? Number(env.AWS_MAX_ATTEMPTS) : undefined;
  if (maxAttempts !== undefined && !(Number.isInteger(maxAttempts) && maxAttempts >= 1 && maxAttempts <= 20)) {
    throw new Error(`AWS_MAX_ATTEMPTS must be a whole number from 1 to 20, not "${env.AWS_MAX_ATTEMPTS}".`);
  }
  return {
    kind: 's3',
    bucket,
    prefix,
    ...(endpoint ? { endpoint: endpoint.replace(/\/$/, '') } : {}),
    region,
    forcePathStyle: flag(parsed.searchParams.get('force_path_style')),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) } } : {}),
    ...(maxAttempts ? { maxAttempts } : {}),
  };
}

/** The location without secrets, for logs and command output. */
export function describeStorageLocation(location: StorageLocation): string {
  if (location.kind === 'file') return `file://${location.root}`;
  return `s3://${location.bucket}/${location.prefix}${location.endpoint ? ` at ${location.endpoint}` : ''}`;
}
