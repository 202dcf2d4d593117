import type { StorageDriver } from '@dcs/platform';
import { createLocalDiskDriver } from './local-disk-driver.ts';
import { createS3Client, DEFAULT_S3_RETRY, type S3RetryOptions } from './s3-client.ts';
import { createS3Driver } from './s3-driver.ts';
import type { StorageLocation } from './storage-location.ts';

/** A storage driver and what it holds open. */
export interface OpenedStorageDriver {
  driver: StorageDriver;
  /** Frees connections (the S3 client's sockets); the driver is unusable afterwards. */
  close(): void;
}

/** The driver for a parsed `DCS_STORAGE_URL` (see {@link parseStorageUrl}). */
export function createStorageDriver(location: StorageLocation, options: { retry?: S3RetryOptions } = {}): OpenedStorageDriver {
  if (location.kind === 'file') return { driver: createLocalDiskDriver(location.root), close: () => undefined };
  const retry = options.retry ?? { ...DEFAULT_S3_RETRY, maxAttempts: location.maxAttempts ?? DEFAULT_S3_RETRY.maxAttempts };
  const client = createS3Client(location, retry);
  return { driver: createS3Driver({ client, bucket: location.bucket, prefix: location.prefix, retry }), close: () => client.destroy() };
}
