import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { S3Client } from '@aws-sdk/client-s3';
import { ConfiguredRetryStrategy } from '@smithy/core/retry';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { createError, isSvcError, type SvcError } from '@dcs/platform';
import type { StorageLocation } from './storage-location.ts';

/** How hard the S3 driver tries before it reports the store unavailable. */
export interface S3RetryOptions {
  /** Attempts of one request, the first included. */
  maxAttempts: number;
  /** Delay before the first retry; each further retry doubles it (with jitter) up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Time to open a TCP connection before the attempt counts as failed. */
  connectionTimeoutMs: number;
  /** Time without any bytes moving on an open request before the attempt counts as failed. */
  idleTimeoutMs: number;
}

/**
 * About 10 s of retries (0.25 + 0.5 + 1 + 2 + 4 + 4 s, jittered): long enough to ride out a store
 * restarting or a load balancer failing over, short enough that a customer's request still ends
 * with a clear error rather than a proxy time-out.
 */
export const DEFAULT_S3_RETRY: S3RetryOptions = {
  maxAttempts: 7,
  baseDelayMs: 250,
  maxDelayMs: 4000,
  connectionTimeoutMs: 3000,
  idleTimeoutMs: 30_000,
};

/** The delay before retry number `attempt` (1-based): exponential, capped, with ±25 % jitter. */
export function backoffDelay(retry: S3RetryOptions, attempt: number): number {
  const exact = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exact * (0.75 + Math.random() * 0.5));
}

/** An S3 client for `location` with our retry strategy and time-outs. */
export function createS3Client(location: Extract<StorageLocation, { kind: 's3' }>, retry: S3RetryOptions): S3Client {
  const agentOptions = { keepAlive: true, maxSockets: 32 };
  return new S3Client({
    region: location.region,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    forcePathStyle: location.forcePathStyle,
    ...(location.credentials ? { credentials: location.credentials } : {}),
    // We hash every object with SHA-256 ourselves; the SDK's default CRC trailers (aws-chunked
    // bodies) are not understood by many S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The SDK's standard strategy decides what is transient (connection errors, time-outs, 5xx,
    // throttling) and keeps a retry budget so an outage does not multiply the load; we set the pace.
    retryStrategy: new ConfiguredRetryStrategy(retry.maxAttempts, (attempt) => backoffDelay(retry, attempt)),
    requestHandler: new NodeHttpHandler({
      connectionTimeout: retry.connectionTimeoutMs,
      requestTimeout: retry.idleTimeoutMs,
      httpAgent: new HttpAgent(agentOptions),
      httpsAgent: new HttpsAgent(agentOptions),
    }),
  });
}

interface S3ErrorShape {
  name?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
  $retryable?: unknown;
}

const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);
const TRANSIENT_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException', 'SlowDown', 'ServiceUnavailable', 'InternalError', 'AbortError']);

/** Whether `error` says the store was unreachable or overloaded (worth another try later). */
export function isTransientS3Error(error: unknown): boolean {
  const e = (error ?? {}) as S3ErrorShape;
  const status = e.$metadata?.httpStatusCode ?? 0;
  return NETWORK_CODES.has(e.code ?? '') || TRANSIENT_NAMES.has(e.name ?? '') || status >= 500 || status === 429;
}

/** Whether the store answered that the object is not there (a missing bucket is a configuration error instead). */
export function isS3NotFound(error: unknown): boolean {
  const e = (error ?? {}) as S3ErrorShape;
  if (e.name === 'NoSuchBucket') return false;
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/**
 * Turns what the SDK threw (after its retries) into a catalogue error: unreachable → 503
 * `svc_storage_unavailable`, an object replaced under a reader → `svc_storage_changed`, anything the
 * store refused (no such bucket, access denied) → `svc_storage_failed` naming the store's code.
 */
export function toStorageError(error: unknown, operation: string, key: string): SvcError {
  if (isSvcError(error)) return error;
  const e = (error ?? {}) as S3ErrorShape;
  const params = { operation, key };
  if (e.$metadata?.httpStatusCode === 412 || e.name === 'PreconditionFailed') return createError('svc_storage_changed', { params, cause: error });
  if (isTransientS3Error(error)) return createError('svc_storage_unavailable', { params, cause: error });
  const reason = (e.name && e.name !== 'Error' ? e.name : e.code) ?? 'unknown error';
  return createError('svc_storage_failed', { params: { ...params, reason }, cause: error });
}
