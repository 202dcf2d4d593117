import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createError, type StoredObject } from '@dcs/platform';
import { isS3NotFound, toStorageError } from './s3-client.ts';

/** One bucket and the key prefix (with its trailing slash, or empty) the driver works under. */
export interface S3Place {
  client: S3Client;
  bucket: string;
  base: string;
}

/**
 * Where unfinished writes wait: `<base>.uploads/<key>.<random>` (the uploaded bytes) beside
 * `….lease` (written first, so a write has a temporary object from its start). A dot segment, which
 * no storage key can have, keeps them out of listings; the key inside lets a sweep go by prefix.
 */
export const S3_UPLOADS_FOLDER = '.uploads';
const LEASE_SUFFIX = '.lease';
const PART_QUEUE = 2;

/**
 * Streams `body` as a multipart upload to a temporary key and publishes it under `key` by a
 * server-side copy carrying the hash only known at the end (`sha256()`), so the key never names a
 * partial object. A write whose lease was swept meanwhile fails and publishes nothing.
 */
export async function uploadThenPublish(
  place: S3Place,
  key: string,
  body: AsyncIterable<Uint8Array>,
  options: { partSize: number; sha256: () => string; meta: Pick<StoredObject, 'contentType' | 'createdAt'> },
): Promise<void> {
  const { client, bucket, base } = place;
  const temporary = `${base}${S3_UPLOADS_FOLDER}/${key}.${randomBytes(8).toString('hex')}`;
  const lease = temporary + LEASE_SUFFIX;
  try {
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: lease, Body: '', ContentLength: 0 }));
    await new Upload({
      client,
      params: { Bucket: bucket, Key: temporary, Body: Readable.from(body, { objectMode: false }), ContentType: options.meta.contentType },
      partSize: options.partSize,
      queueSize: PART_QUEUE,
    }).done();
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: lease }));
    } catch (error) {
      if (!isS3NotFound(error)) throw error;
      throw createError('svc_storage_failed', { params: { operation: 'store', key, reason: 'its unfinished upload was swept' } });
    }
    await client.send(
      new CopyObjectCommand({
        Bucket: bucket,
        Key: base + key,
        CopySource: `${bucket}/${temporary.split('/').map(encodeURIComponent).join('/')}`,
        MetadataDirective: 'REPLACE',
        ContentType: options.meta.contentType,
        Metadata: { sha256: options.sha256(), 'created-at': String(options.meta.createdAt) },
      }),
    );
  } finally {
    // Best effort: the upload aborts its own parts on failure, and a sweep removes what a crash leaves.
    for (const leftover of [temporary, lease]) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: leftover })).catch(() => undefined);
  }
}

/** Stores that do not implement listing multipart uploads (s3rver) answer one of these. */
const UNSUPPORTED = new Set(['NotImplemented', 'MethodNotAllowed']);

/**
 * Removes the temporary objects of writes to keys starting with `prefix` that are at least
 * `olderThanMs` old by the store's clock: leases and uploaded bytes under `.uploads/`, and the
 * multipart uploads still open there (where the store can list them). A write in progress whose lease
 * is removed fails before it publishes.
 */
export async function sweepS3Temporary(place: S3Place, prefix: string, olderThanMs: number): Promise<number> {
  const { client, bucket, base } = place;
  const under = `${base}${S3_UPLOADS_FOLDER}/${prefix}`;
  const oldEnough = (time: Date | undefined) => Date.now() - (time?.getTime() ?? 0) >= olderThanMs;
  let removed = 0;
  try {
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: under, ContinuationToken: token }));
      for (const entry of page.Contents ?? []) {
        if (!entry.Key || !oldEnough(entry.LastModified)) continue;
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: entry.Key }));
        removed += 1;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
    for (;;) {
      let page;
      try {
        page = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: under, ...markers }));
      } catch (error) {
        if (UNSUPPORTED.has((error as { name?: string }).name ?? '')) break;
        throw error;
      }
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !oldEnough(upload.Initiated)) continue;
        await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }));
        removed += 1;
      }
      if (!page.IsTruncated) break;
      markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
    }
  } catch (error) {
    throw toStorageError(error, 'sweep', prefix);
  }
  return removed;
}
