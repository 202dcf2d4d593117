import { setTimeout as sleep } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import { GetObjectCommand, type GetObjectCommandOutput, type S3Client } from '@aws-sdk/client-s3';
import type { StorageReader } from '@dcs/platform';
import { backoffDelay, isTransientS3Error, toStorageError, type S3RetryOptions } from './s3-client.ts';

/** One object of the bucket as the reading code needs it. */
export interface S3ObjectRef {
  client: S3Client;
  bucket: string;
  /** The full object key (prefix included). */
  objectKey: string;
  /** The service's key, for error messages. */
  key: string;
  /** Pins every ranged request to the version first seen: a replaced object is an error, never a mix. */
  etag: string | undefined;
  size: number;
  retry: S3RetryOptions;
}

async function getRange(ref: S3ObjectRef, start: number, end: number): Promise<GetObjectCommandOutput> {
  return ref.client.send(
    new GetObjectCommand({ Bucket: ref.bucket, Key: ref.objectKey, Range: `bytes=${start}-${end - 1}`, ...(ref.etag ? { IfMatch: ref.etag } : {}) }),
  );
}

/**
 * The bytes `[start, end)` of an object, chunk by chunk as the socket delivers them. The SDK retries
 * a request that fails to start; a body that breaks midway (connection reset, store restarting) is
 * resumed from the last byte received with a new ranged request, up to `maxAttempts` times.
 * `first`, when given, is an answer already received for `start`.
 */
export async function* objectBytes(ref: S3ObjectRef, start: number, end: number, first?: GetObjectCommandOutput): AsyncGenerator<Buffer> {
  if (start >= end) {
    // Nothing to read (an empty object): free the socket of an answer already received.
    (first?.Body as Readable | undefined)?.destroy();
    return;
  }
  let position = start;
  let failures = 0;
  let response = first;
  while (position < end) {
    try {
      response ??= await getRange(ref, position, end);
      for await (const chunk of response.Body as Readable) {
        position += (chunk as Buffer).byteLength;
        yield chunk as Buffer;
      }
      response = undefined;
      // A body that ended early without an error counts as a failed attempt; the loop asks for the rest.
      if (position < end) throw Object.assign(new Error('The object body ended early.'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    } catch (error) {
      response = undefined;
      if (!isTransientS3Error(error) || ++failures >= ref.retry.maxAttempts) throw toStorageError(error, 'read', ref.key);
      await sleep(backoffDelay(ref.retry, failures));
    }
  }
}

const MIN_WINDOW = 256 * 1024;
const MAX_WINDOW = 64 * 1024 * 1024;

/**
 * A {@link StorageReader} over ranged GETs. Reads that follow each other continue one open response;
 * each new window is twice the last (256 KiB up to 64 MiB), so a sequential copy needs few requests
 * while a reader that jumps around (a ZIP directory, a PDF trailer) never pulls much it will not use.
 */
export function createS3ObjectReader(ref: S3ObjectRef): StorageReader {
  let window = MIN_WINDOW;
  let current: { position: number; end: number; chunks: AsyncGenerator<Buffer>; rest: Buffer | null } | null = null;

  async function drop(): Promise<void> {
    const open = current;
    current = null;
    // Ending the generator destroys the response body, which frees its socket.
    await open?.chunks.return(undefined);
  }

  return {
    size: ref.size,
    async read(into, position) {
      if (position >= ref.size || into.byteLength === 0) return 0;
      if (!current || current.position !== position || current.position >= current.end) {
        const sequential = current !== null && current.end === position;
        await drop();
        window = sequential ? Math.min(MAX_WINDOW, window * 2) : MIN_WINDOW;
        const end = Math.min(ref.size, position + Math.max(window, into.byteLength));
        current = { position, end, chunks: objectBytes(ref, position, end), rest: null };
      }
      const open = current!;
      let filled = 0;
      while (filled < into.byteLength && open.position < open.end) {
        let chunk = open.rest;
        if (!chunk) {
          const next = await open.chunks.next();
          if (next.done) break;
          chunk = next.value;
        }
        const take = Math.min(chunk.byteLength, into.byteLength - filled);
        into.set(chunk.subarray(0, take), filled);
        open.rest = take < chunk.byteLength ? chunk.subarray(take) : null;
        filled += take;
        open.position += take;
      }
      if (open.position >= open.end) {
        // Keep where the window ended, so the next read knows it continues sequentially.
        await open.chunks.return(undefined);
        current = { ...open, chunks: emptyChunks() };
      }
      return filled;
    },
    close: drop,
  };
}

async function* emptyChunks(): AsyncGenerator<Buffer> {}
