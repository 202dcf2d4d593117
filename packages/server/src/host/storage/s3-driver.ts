import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type HeadObjectCommandOutput,
  type S3Client,
} from '@aws-sdk/client-s3';
import { createError, type StorageDriver, type StoredObject } from '@dcs/platform';
import type { OpenedStorageDriver } from './create-storage-driver.ts';
import { createS3Client, DEFAULT_S3_RETRY, isS3NotFound, toStorageError, type S3RetryOptions } from './s3-client.ts';
import { createS3ObjectReader, objectBytes, type S3ObjectRef } from './s3-object-reader.ts';
import { sweepS3Temporary, uploadThenPublish, type S3Place } from './s3-temporary-uploads.ts';
import type { StorageLocation } from './storage-location.ts';
import { isValidStorageKey } from './storage-service.ts';

/** Options of {@link createS3Driver}. */
export interface S3DriverOptions {
  client: S3Client;
  bucket: string;
  /** Key prefix inside the bucket (no slashes around it); empty for the bucket's root. */
  prefix: string;
  /** The same pace as the client's retry strategy, for resuming bodies that break midway. */
  retry?: S3RetryOptions;
  /** Bodies up to this size go in one PUT; larger ones in parts of this size. At least 5 MiB (S3's minimum part). */
  partSize?: number;
}

/** S3's limit for one CopyObject, which publishes a finished multipart upload under its key. */
const MAX_OBJECT_BYTES = 5 * 1024 ** 3;
// S3's smallest part: the least memory per upload (two parts in flight), and up to 48 GiB in 10,000 parts.
const DEFAULT_PART_SIZE = 5 * 1024 * 1024;
/** The most a body already in memory may weigh to still go in one PUT (a retry sends it again). */
const MAX_SINGLE_PUT = 64 * 1024 * 1024;
const HEAD_CONCURRENCY = 8;

interface MeteredBody {
  chunks: AsyncGenerator<Uint8Array>;
  size(): number;
  sha256(): string;
  /** What the body itself threw (or the size limit), as opposed to what the store answered. */
  failure(): unknown;
}

/** Hashes and counts a body as it is pulled, and remembers a failure of the body itself. */
function meterBody(body: AsyncIterable<Uint8Array>, key: string): MeteredBody {
  const hash = createHash('sha256');
  let size = 0;
  let digest = '';
  let failure: unknown;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    try {
      for await (const chunk of body) {
        size += chunk.byteLength;
        if (size > MAX_OBJECT_BYTES) throw createError('svc_storage_too_large', { params: { key, limit: MAX_OBJECT_BYTES } });
        hash.update(chunk);
        yield chunk;
      }
    } catch (error) {
      failure = error ?? new Error('The body failed.');
      throw error;
    }
  }
  return { chunks: chunks(), size: () => size, sha256: () => (digest ||= hash.digest('hex')), failure: () => failure };
}

/**
 * A {@link StorageDriver} over one bucket (and key prefix) of any S3-compatible store.
 *
 * Each object carries its metadata itself (`x-amz-meta-sha256`, `x-amz-meta-created-at`, the content
 * type), so `stat` is one HEAD. A body that fits in one part is hashed in memory and sent with one PUT.
 * A larger one streams as a multipart upload (about `partSize × 3` bytes in memory) to a temporary
 * key under `.uploads/`, and is then copied to its key with the hash it turned out to have: the key
 * only ever names a whole object with its final metadata, and a failed upload leaves nothing under it
 * (see {@link uploadThenPublish}; {@link sweepS3Temporary} removes what crashed writes leave).
 */
export function createS3Driver(options: S3DriverOptions): StorageDriver & { sweepTemporary(prefix: string, olderThanMs: number): Promise<number> } {
  const { client, bucket } = options;
  const retry = options.retry ?? DEFAULT_S3_RETRY;
  const partSize = Math.max(5 * 1024 * 1024, options.partSize ?? DEFAULT_PART_SIZE);
  const base = options.prefix ? `${options.prefix}/` : '';
  const objectKey = (key: string) => base + key;
  const place: S3Place = { client, bucket, base };

  async function head(key: string): Promise<HeadObjectCommandOutput | null> {
    try {
      return await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    } catch (error) {
      if (isS3NotFound(error)) return null;
      throw toStorageError(error, 'look up', key);
    }
  }

  function refOf(key: string, answer: { ETag?: string; ContentLength?: number }): S3ObjectRef {
    return { client, bucket, objectKey: objectKey(key), key, etag: answer.ETag, size: answer.ContentLength ?? 0, retry };
  }

  async function describe(key: string, answer: HeadObjectCommandOutput): Promise<StoredObject> {
    const meta = answer.Metadata ?? {};
    let sha256 = meta.sha256 ?? '';
    if (!/^[0-9a-f]{64}$/.test(sha256)) {
      // An object another tool put there (a restored bucket, a manual upload): hash its bytes.
      const hash = createHash('sha256');
      for await (const chunk of objectBytes(refOf(key, answer), 0, answer.ContentLength ?? 0)) hash.update(chunk);
      sha256 = hash.digest('hex');
    }
    const createdAt = Number(meta['created-at']);
    return {
      key,
      size: answer.ContentLength ?? 0,
      sha256,
      contentType: answer.ContentType ?? 'application/octet-stream',
      createdAt: Number.isFinite(createdAt) && createdAt > 0 ? createdAt : (answer.LastModified?.getTime() ?? 0),
    };
  }

  async function stat(key: string): Promise<StoredObject | null> {
    const answer = await head(key);
    return answer ? describe(key, answer) : null;
  }

  /**
   * Reads the body until it has ended or passed one part's size. A body whose first chunk alone passes
   * it was handed over in memory (a rendered PDF as one buffer): one more look tells whether it ends
   * there, and then it goes in one PUT rather than in parts. A stream of ordinary chunks is not held
   * back by that look, so its upload (and its temporary object) starts as soon as a part is full.
   */
  async function readFirstPart(source: AsyncIterator<Uint8Array>): Promise<{ chunks: Uint8Array[]; done: boolean }> {
    const chunks: Uint8Array[] = [];
    let size = 0;
    while (size <= partSize || (chunks.length === 1 && size <= MAX_SINGLE_PUT)) {
      const next = await source.next();
      if (next.done) return { chunks, done: true };
      chunks.push(next.value);
      size += next.value.byteLength;
    }
    return { chunks, done: false };
  }

  return {
    async write(key, body, meta) {
      const source = meterBody(body, key);
      try {
        const first = await readFirstPart(source.chunks);
        if (first.done) {
          const only = first.chunks.length === 1 ? first.chunks[0]! : null;
          const bytes = only ? Buffer.from(only.buffer, only.byteOffset, only.byteLength) : Buffer.concat(first.chunks);
          const metadata = { sha256: source.sha256(), 'created-at': String(meta.createdAt) };
          await client.send(
            new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes, ContentLength: bytes.byteLength, ContentType: meta.contentType, Metadata: metadata }),
          );
        } else {
          const body = (async function* () {
            yield* first.chunks;
            yield* { [Symbol.asyncIterator]: () => source.chunks };
          })();
          await uploadThenPublish(place, key, body, { partSize, sha256: source.sha256, meta });
        }
        return { key, size: source.size(), sha256: source.sha256(), ...meta };
      } catch (error) {
        // Stop pulling the caller's body; not awaited, since a body stalled mid-chunk would hold the error back.
        void source.chunks.return(undefined).catch(() => undefined);
        // The caller's own body failing (a client that hung up) is not the store's fault: rethrow it as is.
        throw source.failure() ?? toStorageError(error, 'store', key);
      }
    },
    async read(key) {
      let first;
      try {
        first = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (error) {
        if (isS3NotFound(error)) return null;
        throw toStorageError(error, 'read', key);
      }
      const ref = refOf(key, first);
      return Readable.from(objectBytes(ref, 0, ref.size, first), { objectMode: false });
    },
    async open(key) {
      const answer = await head(key);
      return answer ? createS3ObjectReader(refOf(key, answer)) : null;
    },
    stat,
    sweepTemporary: (prefix, olderThanMs) => sweepS3Temporary(place, prefix, olderThanMs),
    async delete(key) {
      if (!(await head(key))) return false;
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (error) {
        throw toStorageError(error, 'delete', key);
      }
      return true;
    },
    async *list(prefix) {
      let token: string | undefined;
      do {
        let page;
        try {
          page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: base + prefix, ContinuationToken: token }));
        } catch (error) {
          throw toStorageError(error, 'list', prefix);
        }
        // Keys outside our rules (temporary uploads, objects another tool put there) are not ours to show.
        const keys = (page.Contents ?? []).map((entry) => (entry.Key ?? '').slice(base.length)).filter(isValidStorageKey);
        for (let at = 0; at < keys.length; at += HEAD_CONCURRENCY) {
          const objects = await Promise.all(keys.slice(at, at + HEAD_CONCURRENCY).map(stat));
          for (const object of objects) if (object) yield object;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

/** The S3 driver for a parsed `s3://` location, with its own client (closed by `close`). */
export function openS3Driver(location: Extract<StorageLocation, { kind: 's3' }>, options: { retry?: S3RetryOptions } = {}): OpenedStorageDriver {
  const retry = options.retry ?? { ...DEFAULT_S3_RETRY, maxAttempts: location.maxAttempts ?? DEFAULT_S3_RETRY.maxAttempts };
  const client = createS3Client(location, retry);
  return { driver: createS3Driver({ client, bucket: location.bucket, prefix: location.prefix, retry }), close: () => client.destroy() };
}
