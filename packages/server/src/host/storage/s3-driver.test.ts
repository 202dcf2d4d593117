import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock, type StorageService } from '@dcs/platform';
import { storageConformance } from '@dcs/platform/conformance';
import { S3_TEST_CREDENTIALS, startS3TestServer, type S3TestServer } from '../../testing/s3-test-server.ts';
import { createStorageDriver, type OpenedStorageDriver } from './create-storage-driver.ts';
import type { S3RetryOptions } from './s3-client.ts';
import { parseStorageUrl } from './storage-location.ts';
import { createStorageService } from './storage-service.ts';

// Quick retries keep the outage tests short; the pace is the only difference from production.
const FAST_RETRY: S3RetryOptions = { maxAttempts: 6, baseDelayMs: 100, maxDelayMs: 800, connectionTimeoutMs: 1000, idleTimeoutMs: 5000 };

function openStorage(server: S3TestServer, bucket: string, prefix: string, retry = FAST_RETRY): { storage: StorageService; opened: OpenedStorageDriver } {
  const location = parseStorageUrl(server.storageUrl(bucket, prefix), S3_TEST_CREDENTIALS);
  const opened = createStorageDriver(location, { retry });
  return { storage: createStorageService({ driver: opened.driver, clock: systemClock }), opened };
}

describe('storage service conformance [S3]', () => {
  let server: S3TestServer;
  let opened: OpenedStorageDriver | undefined;
  storageConformance({
    setup: async () => {
      server = await startS3TestServer(['conformance']);
      const built = openStorage(server, 'conformance', 'dcs/test');
      opened = built.opened;
      return built.storage;
    },
    teardown: async () => {
      opened?.close();
      await server.close();
    },
  });
});
