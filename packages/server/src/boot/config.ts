import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { parseAllowedOrigins } from '../host/http/cross-origin.ts';
import { parseStorageUrl, type StorageLocation } from '../host/storage/storage-location.ts';

/** Everything the service reads from its environment; see the README for each variable. */
export interface DcsConfig {
  port: number;
  host: string;
  baseUrl: string;
  /** Whether DCS_BASE_URL was set: without it, answers build their URLs on the host each request names. */
  baseUrlConfigured: boolean;
  /** Customer images decoded at once per process (`DCS_IMAGE_CONCURRENCY`, default the cores available); one more answers 429. */
  imageConcurrency: number;
  dataDir: string;
  /** `postgres://…` or a SQLite file path. */
  databaseUrl: string;
  /** Where blobs live (`DCS_STORAGE_URL`): `<dataDir>/storage` by default, or an S3-compatible bucket. */
  storage: StorageLocation;
  bodyLimit: number;
  uploadLimit: number;
  trustProxy: boolean;
  logLevel: string;
  /** Jobs the in-process worker of `dcs start` runs at once; 0 turns it off. */
  workerConcurrency: number;
  siteName: string;
  /** Trusted addon package and license keys (`keys.json` of the addon SDK). */
  addonTrustFile: string;
  /** How often a process applies an active addon set saved by another process; 0 turns it off. */
  addonSyncMs: number;
  /** New customer sessions one client address may start per 10 minutes; 0 turns the limit off. */
  customerSessionLimit: number;
  /** Bearer token for `/metrics` from anywhere; without it only direct loopback clients may scrape. */
  metricsToken: string | undefined;
  /** Port of the `/metrics`, `/healthz`, `/readyz` server of `dcs worker`; none when undefined. */
  metricsPort: number | undefined;
  /** How long a stopping process waits for in-flight requests and running jobs before it lets go of them. */
  shutdownTimeoutMs: number;
  /**
   * Shop origins that embed `<dcs-designer>` on their own pages (`DCS_ALLOWED_ORIGINS`, comma-separated):
   * the customer routes of `svc/v1` answer them CORS with credentials. Empty: same-origin only.
   */
  allowedOrigins: string[];
  /** Delay before a failed webhook's second attempt (`DCS_WEBHOOK_RETRY_BASE_MS`); each further one doubles it. */
  webhookRetryBaseMs: number;
  /** Attempts of a webhook delivery before it is marked failed (`DCS_WEBHOOK_MAX_ATTEMPTS`). */
  webhookMaxAttempts: number;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
  }
  return value;
}

/** Reads the configuration from environment variables, with the embedded defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): DcsConfig {
  const port = integer(env, 'DCS_PORT', integer(env, 'PORT', 8080, 0, 65535), 0, 65535);
  const dataDir = resolve(cwd, env.DCS_DATA_DIR ?? 'data');
  const databaseUrl = env.DCS_DATABASE_URL ?? join(dataDir, 'dcs.sqlite');
  const baseUrl = (env.DCS_BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(baseUrl);
  } catch {
    throw new Error(`DCS_BASE_URL must be an absolute URL, not "${baseUrl}".`);
  }
  return {
    port,
    host: env.DCS_HOST ?? '127.0.0.1',
    baseUrl,
    baseUrlConfigured: env.DCS_BASE_URL !== undefined && env.DCS_BASE_URL.trim() !== '',
    imageConcurrency: integer(env, 'DCS_IMAGE_CONCURRENCY', availableParallelism(), 1, 256),
    dataDir,
    databaseUrl: /^postgres(ql)?:/.test(databaseUrl) || isAbsolute(databaseUrl) || databaseUrl === ':memory:' ? databaseUrl : resolve(cwd, databaseUrl),
    storage: env.DCS_STORAGE_URL ? parseStorageUrl(env.DCS_STORAGE_URL, env) : { kind: 'file', root: join(dataDir, 'storage') },
    bodyLimit: integer(env, 'DCS_BODY_LIMIT', 1024 * 1024, 1024, 1024 * 1024 * 1024),
    uploadLimit: integer(env, 'DCS_UPLOAD_LIMIT', 50 * 1024 * 1024, 1024, 4 * 1024 * 1024 * 1024),
    trustProxy: env.DCS_TRUST_PROXY === '1' || env.DCS_TRUST_PROXY === 'true',
    logLevel: env.DCS_LOG_LEVEL ?? 'info',
    workerConcurrency: integer(env, 'DCS_WORKER_CONCURRENCY', 1, 0, 64),
    siteName: env.DCS_SITE_NAME ?? 'dcs',
    addonTrustFile: resolve(dataDir, env.DCS_ADDON_TRUST_FILE ?? 'addon-keys.json'),
    addonSyncMs: integer(env, 'DCS_ADDON_SYNC_MS', 5000, 0, 3_600_000),
    customerSessionLimit: integer(env, 'DCS_CUSTOMER_SESSION_LIMIT', 100, 0, 1_000_000),
    metricsToken: metricsToken(env.DCS_METRICS_TOKEN),
    metricsPort: env.DCS_METRICS_PORT ? integer(env, 'DCS_METRICS_PORT', 0, 0, 65535) : undefined,
    shutdownTimeoutMs: integer(env, 'DCS_SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    allowedOrigins: parseAllowedOrigins(env.DCS_ALLOWED_ORIGINS),
    webhookRetryBaseMs: integer(env, 'DCS_WEBHOOK_RETRY_BASE_MS', 10_000, 10, 3_600_000),
    webhookMaxAttempts: integer(env, 'DCS_WEBHOOK_MAX_ATTEMPTS', 10, 1, 50),
  };
}

function metricsToken(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  // A bearer token that can be guessed would publish the metrics.
  if (value.length < 16) throw new Error('DCS_METRICS_TOKEN must have at least 16 characters.');
  return value;
}

/**
 * The installation secret (nonce HMACs): `DCS_SECRET` when set, else generated once into
 * `<dataDir>/secret` with owner-only permissions. Every process of one installation must share it.
 */
export function loadSecret(config: DcsConfig, env: NodeJS.ProcessEnv = process.env): string {
  if (env.DCS_SECRET) {
    if (env.DCS_SECRET.length < 32) throw new Error('DCS_SECRET must have at least 32 characters.');
    return env.DCS_SECRET;
  }
  const file = join(config.dataDir, 'secret');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process wrote it first; read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}
