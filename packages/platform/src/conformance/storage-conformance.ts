import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StorageService } from '../index.ts';
import type { ConformanceHarness } from './database-conformance.ts';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * The contract of {@link StorageService}: round trips of bytes, strings and streams with size and
 * hash, key rules that keep user input off file paths, atomic replacement, listing and deletion.
 */
export function storageConformance(harness: ConformanceHarness<StorageService>): void {
  let storage: StorageService;
  beforeAll(async () => {
    storage = await harness.setup();
  });
  afterAll(() => harness.teardown());

  it('stores bytes and returns them with size, hash and type', async () => {
    const data = Buffer.from('%PDF-1.7 hello');
    const stored = await storage.put('jobs/1/artifact.pdf', data, { contentType: 'application/pdf' });
    expect(stored).toMatchObject({ key: 'jobs/1/artifact.pdf', size: data.length, sha256: sha256(data), contentType: 'application/pdf' });
    expect(await storage.getBuffer('jobs/1/artifact.pdf')).toEqual(data);
    expect(await storage.stat('jobs/1/artifact.pdf')).toMatchObject({ size: data.length, sha256: sha256(data) });
  });

  it('streams a large body in and out', async () => {
    const chunk = Buffer.alloc(1 << 20, 7);
    const body = Readable.from((function* () { for (let i = 0; i < 8; i++) yield chunk; })());
    const stored = await storage.put('big/blob.bin', body);
    expect(stored.size).toBe(8 << 20);
    let size = 0;
    for await (const part of await storage.get('big/blob.bin')) size += (part as Buffer).length;
    expect(size).toBe(8 << 20);
  });

  it('reads a blob at any position into the caller’s buffer', async () => {
    const data = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 31) % 251));
    await storage.put('random/access.bin', data);
    const reader = await storage.open('random/access.bin');
    try {
      expect(reader.size).toBe(data.length);
      const buffer = Buffer.alloc(65_536);
      const copy = Buffer.alloc(data.length);
      let position = 0;
      for (let n; (n = await reader.read(buffer, position)) > 0; position += n) buffer.copy(copy, position, 0, n);
      expect(position).toBe(data.length);
      expect(copy.equals(data)).toBe(true);
      const middle = Buffer.alloc(10);
      expect(await reader.read(middle, 123_456)).toBe(10);
      expect(middle.equals(data.subarray(123_456, 123_466))).toBe(true);
      expect(await reader.read(middle, data.length)).toBe(0);
    } finally {
      await reader.close();
    }
    await expect(storage.open('missing/file')).rejects.toMatchObject({ code: 'svc_storage_not_found', status: 404 });
    await expect(storage.open('../etc/passwd')).rejects.toMatchObject({ code: 'svc_storage_key_invalid', status: 400 });
  });

  it('replaces an object whole', async () => {
    await storage.put('notes/a.txt', 'first');
    await storage.put('notes/a.txt', 'second');
    expect((await storage.getBuffer('notes/a.txt')).toString()).toBe('second');
    expect((await storage.stat('notes/a.txt'))?.sha256).toBe(sha256('second'));
  });

  it.each(['../etc/passwd', '/abs', 'a//b', 'a/../b', '.hidden', 'a/.b', 'back\\slash', 'sp ace', 'x'.repeat(600), '', 'a/b.part'])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, 'x')).rejects.toMatchObject({ code: 'svc_storage_key_invalid', status: 400 });
      await expect(storage.get(key)).rejects.toMatchObject({ code: 'svc_storage_key_invalid' });
    },
  );

  it('answers not found for a missing key, and deletes', async () => {
    await expect(storage.get('missing/file')).rejects.toMatchObject({ code: 'svc_storage_not_found', status: 404 });
    expect(await storage.stat('missing/file')).toBeNull();
    await storage.put('gone/soon.txt', 'x');
    expect(await storage.delete('gone/soon.txt')).toBe(true);
    expect(await storage.delete('gone/soon.txt')).toBe(false);
    expect(await storage.stat('gone/soon.txt')).toBeNull();
  });

  it('lists by prefix in key order', async () => {
    await storage.put('list/b.txt', 'b');
    await storage.put('list/a.txt', 'a');
    await storage.put('list/sub/c.txt', 'c');
    await storage.put('listing-other.txt', 'x');
    const keys: string[] = [];
    for await (const object of storage.list('list/')) keys.push(object.key);
    expect(keys).toEqual(['list/a.txt', 'list/b.txt', 'list/sub/c.txt']);
  });

  it('sweeps the temporary objects of unfinished writes by prefix and age; a swept write stores nothing', async () => {
    const swept = stalledWrite(storage, 'sweep/a/stalled.bin');
    await swept.taken;
    // Young temporary objects survive a sweep with an age, and other prefixes are left alone.
    expect(await storage.sweepTemporary({ prefix: 'sweep/', olderThanMs: 3_600_000 })).toBe(0);
    expect(await storage.sweepTemporary({ prefix: 'elsewhere/' })).toBe(0);
    expect(await storage.sweepTemporary({ prefix: 'sweep/a/other' })).toBe(0);
    // A backend may hold the bytes a little before its temporary object exists (S3 parts): poll.
    let removed = 0;
    for (const deadline = Date.now() + 10_000; removed === 0 && Date.now() < deadline; ) {
      removed = await storage.sweepTemporary({ prefix: 'sweep/a/stall' });
      if (removed === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(removed).toBeGreaterThanOrEqual(1);
    swept.finish();
    expect(await swept.result).toBeInstanceOf(Error);
    expect(await storage.stat('sweep/a/stalled.bin')).toBeNull();
    expect(await storage.sweepTemporary()).toBe(0);

    // A write nobody sweeps completes as usual, whatever sweeps with an age ran meanwhile.
    const kept = stalledWrite(storage, 'sweep/b/kept.bin');
    await kept.taken;
    expect(await storage.sweepTemporary({ olderThanMs: 3_600_000 })).toBe(0);
    kept.finish();
    expect(await kept.result).toMatchObject({ key: 'sweep/b/kept.bin', size: STALLED_BYTES });
    expect(await storage.sweepTemporary()).toBe(0);
    await expect(storage.sweepTemporary({ prefix: '../' })).rejects.toMatchObject({ code: 'svc_storage_key_invalid' });
  });
}

/** Over the 5 MiB minimum part of S3 multipart uploads, so such a backend has started one. */
const STALLED_BYTES = 6 << 20;

/**
 * A write whose body hands over {@link STALLED_BYTES} and then waits until `finish()`: a process stuck
 * (or killed) mid-write, as far as the storage can tell. `result` is the stored object or the error.
 */
function stalledWrite(storage: StorageService, key: string) {
  let taken!: () => void;
  let finish!: () => void;
  const takenPromise = new Promise<void>((resolve) => (taken = resolve));
  const finished = new Promise<void>((resolve) => (finish = resolve));
  async function* body() {
    for (let sent = 0; sent < STALLED_BYTES; sent += 1 << 20) yield Buffer.alloc(1 << 20, 3);
    taken();
    await finished;
  }
  const result = storage.put(key, body()).catch((error: unknown) => error);
  return { taken: takenPromise, finish, result };
}
