import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemClock } from '@dcs/platform';
import { storageConformance } from '@dcs/platform/conformance';
import { killMidway } from '../../testing/spawn-dcs.ts';
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

describe('local disk storage after a process was killed mid-write', () => {
  it('keeps the part file out of sight and sweeps it by prefix, or by age on start', async () => {
    const root = mkdtempSync(join(tmpdir(), 'dcs-storage-killed-'));
    const storage = createStorageService({ driver: createLocalDiskDriver(root), clock: systemClock });
    const script = join(import.meta.dirname, '..', '..', 'testing', 'stalled-storage-write.ts');
    expect(await killMidway(script, [root, 'jobs/7/1-aaaa/artifact.pdf'], /stalled/)).toBe('SIGKILL');
    expect(await killMidway(script, [root, 'jobs/8/1-bbbb/artifact.pdf'], /stalled/)).toBe('SIGKILL');
    const parts = (dir: string) => readdirSync(join(root, 'objects', dir)).filter((name) => name.endsWith('.part'));
    expect(parts('jobs/7/1-aaaa')).toHaveLength(1);
    expect(statSync(join(root, 'objects', 'jobs/7/1-aaaa', parts('jobs/7/1-aaaa')[0]!)).size).toBeGreaterThan(0);
    // Never an object, never listed.
    expect(await storage.stat('jobs/7/1-aaaa/artifact.pdf')).toBeNull();
    const listed: string[] = [];
    for await (const object of storage.list('jobs/')) listed.push(object.key);
    expect(listed).toEqual([]);

    // A job that took over sweeps its own prefix at once; the other job's part waits for its age.
    expect(await storage.sweepTemporary({ prefix: 'jobs/7/' })).toBe(1);
    expect(parts('jobs/7/1-aaaa')).toEqual([]);
    expect(await storage.sweepTemporary({ olderThanMs: 3_600_000 })).toBe(0);
    const old = (Date.now() - 2 * 3_600_000) / 1000;
    utimesSync(join(root, 'objects', 'jobs/8/1-bbbb', parts('jobs/8/1-bbbb')[0]!), old, old);
    expect(await storage.sweepTemporary({ olderThanMs: 3_600_000 })).toBe(1);
    expect(parts('jobs/8/1-bbbb')).toEqual([]);
    rmSync(root, { recursive: true, force: true });
  }, 60_000);
});
