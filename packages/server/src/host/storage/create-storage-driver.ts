import type { StorageDriver } from '@dcs/platform';
import { createLocalDiskDriver } from './local-disk-driver.ts';
import type { S3RetryOptions } from './s3-client.ts';
import type { StorageLocation } from './storage-location.ts';

/** A storage driver and what it holds open. */
export interface OpenedStorageDriver {
  driver: StorageDriver;
  /** Frees connections (the S3 client's sockets); the driver is unusable afterwards. */
  close(): void;
}

/** The driver for a parsed `DCS_STORAGE_URL` (see {@link parseStorageUrl}). */
export async function createStorageDriver(location: StorageLocation, options: { retry?: S3RetryOptions } = {}): Promise<OpenedStorageDriver> {
  if (location.kind === 'file') return { driver: createLocalDiskDriver(location.root), close: () => undefined };
  // Loaded on demand: the AWS SDK costs a process about 38 MB of RSS and 0.3 s of start-up, which
  // installations on local disk should not pay.
  const { openS3Driver } = await import('./s3-driver.ts');
  return openS3Driver(location, options);
}
