import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock, type StorageService } from '@dcs/platform';
import { storageConformance } from '@dcs/platform/conformance';
import { S3_TEST_CREDENTIALS, startS3TestServer, type S3TestServer } from '../../testing/s3-test-server.ts';
import { createStorageDriver, type OpenedStorageDriver } from './create-storage-driver.ts';
import { createS3Client, type S3RetryOptions } from './s3-client.ts';
import { createS3Driver } from './s3-driver.ts';
import { parseStorageUrl } from './storage-location.ts';
import { createStorageService } from './storage-service.ts';

// Quick retries keep the outage tests short; the pace is the only difference from production.
const FAST_RETRY: S3RetryOptions = { maxAttempts: 6, baseDelayMs: 100, maxDelayMs: 800, connectionTimeoutMs: 1000, idleTimeoutMs: 5000 };

async function openStorage(server: S3TestServer, bucket: string, prefix: string, retry = FAST_RETRY): Promise<{ storage: StorageService; opened: OpenedStorageDriver }> {
  const location = parseStorageUrl(server.storageUrl(bucket, prefix), S3_TEST_CREDENTIALS);
  const opened = await createStorageDriver(location, { retry });
  return { storage: createStorageService({ driver: opened.driver, clock: systemClock }), opened };
}

describe('storage service conformance [S3]', () => {
  let server: S3TestServer;
  let opened: OpenedStorageDriver | undefined;
  storageConformance({
    setup: async () => {
      server = await startS3TestServer(['conformance']);
      const built = await openStorage(server, 'conformance', 'dcs/test');
      opened = built.opened;
      return built.storage;
    },
    teardown: async () => {
      opened?.close();
      await server.close();
    },
  });
});

describe('S3 storage driver', () => {
  let server: S3TestServer;
  let raw: S3Client;
  const opened: OpenedStorageDriver[] = [];
  const openDriver = (prefix: string, options: { retry?: S3RetryOptions; partSize?: number } = {}) => {
    const location = parseStorageUrl(server.storageUrl('driver', prefix), S3_TEST_CREDENTIALS);
    if (location.kind !== 's3') throw new Error('expected an S3 location');
    const client = createS3Client(location, options.retry ?? FAST_RETRY);
    opened.push({ driver: null as never, close: () => client.destroy() });
    return createS3Driver({ client, bucket: 'driver', prefix: location.prefix, retry: options.retry ?? FAST_RETRY, partSize: options.partSize });
  };
  const open = (prefix: string, options: { retry?: S3RetryOptions; partSize?: number } = {}) =>
    createStorageService({ driver: openDriver(prefix, options), clock: systemClock });
  async function bucketKeys(): Promise<string[]> {
    const answer = await raw.send(new ListObjectsV2Command({ Bucket: 'driver' }));
    return (answer.Contents ?? []).map((entry) => entry.Key!);
  }
  const digest = (data: Buffer) => createHash('sha256').update(data).digest('hex');
  const pattern = (size: number, seed: number) => {
    const data = Buffer.allocUnsafe(size);
    for (let i = 0; i < size; i++) data[i] = (i * 131 + seed) % 251;
    return data;
  };
  const chunked = (data: Buffer, failAfter = Infinity) =>
    Readable.from((function* () {
      for (let at = 0; at < data.length; at += 1 << 20) {
        if (at >= failAfter) throw new Error('the client hung up');
        yield data.subarray(at, at + (1 << 20));
      }
    })());

  beforeAll(async () => {
    server = await startS3TestServer(['driver']);
    const location = parseStorageUrl(server.storageUrl('driver'), S3_TEST_CREDENTIALS);
    if (location.kind !== 's3') throw new Error('expected an S3 location');
    raw = createS3Client(location, FAST_RETRY);
  });
  afterAll(async () => {
    for (const each of opened) each.close();
    raw.destroy();
    await server.close();
  });

  it('streams a body larger than a part as a multipart upload, published whole with its hash, leaving no temporary object', async () => {
    const storage = open('multipart', { partSize: 5 << 20 });
    const data = pattern(12 << 20, 1);
    const before = server.requests.length;
    const stored = await storage.put('big/print.pdf', chunked(data), { contentType: 'application/pdf' });
    expect(stored).toMatchObject({ size: data.length, sha256: digest(data) });
    const parts = server.requests.slice(before).filter((request) => request.method === 'PUT' && request.url.includes('partNumber='));
    expect(parts).toHaveLength(3);
    expect(await storage.stat('big/print.pdf')).toMatchObject({ size: data.length, sha256: digest(data), contentType: 'application/pdf' });
    expect(digest(await storage.getBuffer('big/print.pdf'))).toBe(digest(data));
    expect((await bucketKeys()).filter((key) => key.startsWith('multipart/'))).toEqual(['multipart/big/print.pdf']);
  });

  it('sends a body handed over in memory in one PUT, whatever its size up to 64 MiB', async () => {
    const storage = open('in-memory');
    const data = pattern(9 << 20, 5);
    const before = server.requests.length;
    expect(await storage.put('render/print.pdf', data)).toMatchObject({ size: data.length, sha256: digest(data) });
    expect(server.requests.slice(before).map((request) => request.method)).toEqual(['PUT']);
    expect(digest(await storage.getBuffer('render/print.pdf'))).toBe(digest(data));
  });

  it('keeps the old object when a new body fails midway, and rethrows the body’s own error', async () => {
    const storage = open('failing', { partSize: 5 << 20 });
    await storage.put('doc.pdf', 'old content');
    await expect(storage.put('doc.pdf', chunked(pattern(12 << 20, 2), 7 << 20))).rejects.toThrow('the client hung up');
    await expect(storage.put('fresh.pdf', chunked(pattern(12 << 20, 2), 7 << 20))).rejects.toThrow('the client hung up');
    expect((await storage.getBuffer('doc.pdf')).toString()).toBe('old content');
    expect(await storage.stat('fresh.pdf')).toBeNull();
    expect((await bucketKeys()).filter((key) => key.startsWith('failing/'))).toEqual(['failing/doc.pdf']);
  });

  it('rides out a brief outage: requests made while the store is down succeed once it is back', async () => {
    const storage = open('outage');
    await storage.put('kept.txt', 'still here');
    await server.stop();
    const writing = storage.put('during.txt', 'written during the outage');
    const reading = storage.getBuffer('kept.txt');
    await sleep(600);
    await server.start();
    expect((await writing).sha256).toBe(digest(Buffer.from('written during the outage')));
    expect((await reading).toString()).toBe('still here');
  });

  it('reports a store that stays down with svc_storage_unavailable, having written nothing', async () => {
    const storage = open('down', { retry: { ...FAST_RETRY, maxAttempts: 3 } });
    await storage.put('kept.txt', 'x');
    await server.stop();
    try {
      const started = Date.now();
      await expect(storage.put('never.txt', 'y')).rejects.toMatchObject({ code: 'svc_storage_unavailable', status: 503 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(150);
      await expect(storage.get('kept.txt')).rejects.toMatchObject({ code: 'svc_storage_unavailable' });
      await expect(storage.stat('kept.txt')).rejects.toMatchObject({ code: 'svc_storage_unavailable' });
    } finally {
      await server.start();
    }
    expect(await storage.stat('never.txt')).toBeNull();
    expect(await storage.stat('kept.txt')).not.toBeNull();
  });

  it('resumes a download whose connection breaks midway, from the byte it had reached', async () => {
    const storage = open('resume');
    const data = pattern(24 << 20, 3);
    await storage.put('large.bin', chunked(data));
    const before = server.requests.length;
    const stream = await storage.get('large.bin');
    const hash = createHash('sha256');
    let received = 0;
    let broken = false;
    for await (const chunk of stream) {
      hash.update(chunk as Buffer);
      received += (chunk as Buffer).length;
      if (!broken && received > 2 << 20) {
        broken = true;
        await server.stop();
        setTimeout(() => void server.start(), 300);
      }
    }
    expect(broken).toBe(true);
    const gets = server.requests.slice(before).filter((request) => request.method === 'GET' && request.url.includes('large.bin'));
    expect(gets[0]!.range).toBeUndefined();
    expect(gets.length).toBeGreaterThan(1);
    expect(gets.at(-1)!.range).toMatch(/^bytes=[1-9]\d*-/);
    expect(received).toBe(data.length);
    expect(hash.digest('hex')).toBe(digest(data));
  });

  it('reads sequentially through few ranged requests, and jumps with small ones', async () => {
    const storage = open('reader');
    const data = pattern(24 << 20, 4);
    await storage.put('archive.zip', chunked(data));
    const before = server.requests.length;
    const reader = await storage.open('archive.zip');
    const buffer = Buffer.alloc(64 * 1024);
    const hash = createHash('sha256');
    for (let position = 0, n; (n = await reader.read(buffer, position)) > 0; position += n) hash.update(buffer.subarray(0, n));
    expect(hash.digest('hex')).toBe(digest(data));
    const tail = Buffer.alloc(22);
    expect(await reader.read(tail, data.length - 22)).toBe(22);
    expect(tail.equals(data.subarray(data.length - 22))).toBe(true);
    await reader.close();
    const ranges = server.requests.slice(before).filter((request) => request.method === 'GET').map((request) => request.range);
    // 256 KiB, then doubling windows up to the end, then one small window for the jump.
    expect(ranges.length).toBeLessThanOrEqual(10);
    expect(ranges.at(-1)).toBe(`bytes=${data.length - 22}-${data.length - 1}`);
  });

  it('sweeps the temporary objects of unfinished writes by prefix and age; a swept write publishes nothing', async () => {
    const driver = openDriver('sweep');
    // A body that hands over 6 MiB (more than one part, so the upload has begun) and then waits.
    const stalled = (key: string) => {
      let taken!: () => void;
      let finish!: () => void;
      const takenPromise = new Promise<void>((resolve) => (taken = resolve));
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const body = (async function* () {
        for (let i = 0; i < 6; i++) yield Buffer.alloc(1 << 20, i);
        taken();
        await finished;
      })();
      const result = driver.write(key, body, { contentType: 'application/pdf', createdAt: 1 }).catch((error: unknown) => error);
      return { taken: takenPromise, finish, result };
    };
    const swept = stalled('jobs/1/print.pdf');
    await swept.taken;
    expect(await driver.sweepTemporary('jobs/', 3_600_000)).toBe(0);
    expect(await driver.sweepTemporary('jobs/2', 0)).toBe(0);
    expect(await driver.sweepTemporary('jobs/1/', 0)).toBeGreaterThanOrEqual(1);
    swept.finish();
    expect(await swept.result).toMatchObject({ code: 'svc_storage_failed', message: expect.stringContaining('swept') });
    expect(await driver.stat('jobs/1/print.pdf')).toBeNull();
    expect(await driver.sweepTemporary('', 0)).toBe(0);

    const kept = stalled('jobs/3/print.pdf');
    await kept.taken;
    expect(await driver.sweepTemporary('', 3_600_000)).toBe(0);
    kept.finish();
    expect(await kept.result).toMatchObject({ key: 'jobs/3/print.pdf', size: 6 << 20 });
    expect(await driver.sweepTemporary('', 0)).toBe(0);
    expect((await bucketKeys()).filter((key) => key.startsWith('sweep/'))).toEqual(['sweep/jobs/3/print.pdf']);
  });

  it('keeps prefixes apart, hides keys that are not ours, and hashes objects another tool put there', async () => {
    const a = open('tenant-a');
    const b = open('tenant-b');
    await a.put('same/key.txt', 'a');
    await b.put('same/key.txt', 'b');
    await raw.send(new PutObjectCommand({ Bucket: 'driver', Key: 'tenant-a/same/foreign.txt', Body: 'from elsewhere' }));
    await raw.send(new PutObjectCommand({ Bucket: 'driver', Key: 'tenant-a/same/with space.txt', Body: 'not a storage key' }));
    await raw.send(new PutObjectCommand({ Bucket: 'driver', Key: 'tenant-a/.uploads/123-abc', Body: 'unfinished' }));
    const listed: Array<[string, string]> = [];
    for await (const object of a.list('')) listed.push([object.key, object.sha256]);
    expect(listed).toEqual([
      ['same/foreign.txt', digest(Buffer.from('from elsewhere'))],
      ['same/key.txt', digest(Buffer.from('a'))],
    ]);
    expect((await b.getBuffer('same/key.txt')).toString()).toBe('b');
  });
});
