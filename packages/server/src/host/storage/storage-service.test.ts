import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';
import { systemClock } from '@dcs/platform';
import { storageConformance } from '@dcs/platform/conformance';
import { createLocalDiskDriver } from './local-disk-driver.ts';
import { createStorageService } from './storage-service.ts';

describe('storage service conformance [local disk]', () => {
  let dir = '';
  storageConformance({
    setup: async () => {
      dir = mkdtempSync(join(tmpdir(), 'dcs-storage-'));
      return createStorageService({ driver: createLocalDiskDriver(dir), clock: systemClock });
    },
    teardown: async () => rmSync(dir, { recursive: true, force: true }),
  });
});
