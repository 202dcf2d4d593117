import type { Readable } from 'node:stream';

/** What the storage knows of one stored blob. */
export interface StoredObject {
  key: string;
  size: number;
  /** Hex SHA-256 of the content, computed while writing. */
  sha256: string;
  contentType: string;
  createdAt: number;
}

/**
 * Random access to one stored blob, reading into the caller's buffers: a reader that reuses a few
 * buffers copies a large file in constant memory (a stream allocates a new buffer per chunk, which
 * lives until the next garbage collection). Close it when done.
 */
export interface StorageReader {
  readonly size: number;
  /** Reads up to `into.byteLength` bytes from `position` into `into`; the count read, 0 at the end. */
  read(into: Uint8Array, position: number): Promise<number>;
  close(): Promise<void>;
}

/** Content that can be written: bytes, a string, or a stream of bytes. */
export type StorageBody = Uint8Array | string | Readable | AsyncIterable<Uint8Array>;

/**
 * Blobs addressed by keys like `media/2026/11/logo.png`.
 *
 * Keys are lowercase-safe paths: segments of `[A-Za-z0-9._-]` separated by `/`, never `.` or `..`,
 * at most 512 characters; anything else is `svc_storage_key_invalid`, so user input never reaches a
 * file path unchecked. Writes are atomic: a reader sees the old content or the new, never a part.
 */
export interface StorageService {
  put(key: string, body: StorageBody, options?: { contentType?: string }): Promise<StoredObject>;
  /** A stream of the content; `svc_storage_not_found` when there is none. */
  get(key: string): Promise<Readable>;
  getBuffer(key: string): Promise<Buffer>;
  /** A {@link StorageReader} of the content; `svc_storage_not_found` when there is none. */
  open(key: string): Promise<StorageReader>;
  stat(key: string): Promise<StoredObject | null>;
  /** True when something was deleted. */
  delete(key: string): Promise<boolean>;
  /** Objects whose key starts with `prefix`, in key order. */
  list(prefix: string): AsyncIterable<StoredObject>;
  /**
   * Removes the temporary objects of writes that did not finish (a process killed mid-write leaves
   * them: part files, incomplete multipart uploads) whose key would start with `prefix` (default: all)
   * and that are at least `olderThanMs` old (default 0: all of them, also writes still running). A write
   * whose temporary object is removed fails; it never stores a partial object. Answers how many were
   * removed. The system runs it on start and on a schedule with an age no healthy write reaches, and
   * a job that knows its other writers are dead may sweep its own prefix at once.
   *
   * @example
   * await storage.sweepTemporary({ prefix: `print-queue/jobs/${jobId}/` });
   */
  sweepTemporary(options?: { prefix?: string; olderThanMs?: number }): Promise<number>;
}

/**
 * What a storage backend implements (local disk now, an S3-compatible store later). The service in
 * front of it validates keys, so a driver only sees safe keys; a driver moves bytes, hashes them while
 * they stream (S3 wants the checksum too), and keeps the metadata with the object.
 */
export interface StorageDriver {
  /** Writes atomically, computing size and SHA-256 on the way; `meta` is returned by `stat` later. */
  write(key: string, body: AsyncIterable<Uint8Array>, meta: Pick<StoredObject, 'contentType' | 'createdAt'>): Promise<StoredObject>;
  read(key: string): Promise<Readable | null>;
  open(key: string): Promise<StorageReader | null>;
  stat(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<boolean>;
  list(prefix: string): AsyncIterable<StoredObject>;
  /**
   * Removes temporary objects (see {@link StorageService.sweepTemporary}) whose key would start with
   * `prefix` and that are at least `olderThanMs` old by the backend's own clock (a file's last write,
   * a multipart upload's start); the number removed. A write whose temporary object is gone must fail.
   */
  sweepTemporary(prefix: string, olderThanMs: number): Promise<number>;
}
