// Peak memory moving one large object through the storage service: a streamed put, a streamed get
// (hashed as it arrives) and a copy through `open()` with one reused 1 MiB buffer, against a real S3
// server (s3rver, in its own process so its memory is not counted) and, as the reference in the same
// run, the local disk driver. RSS is sampled every 5 ms; each figure is the peak above the RSS
// measured just before that step.
// Run: npm run bench:storage [-- --mb 200]
// Target: the peak above the baseline stays a small constant (tens of MB), whatever the object's size.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { systemClock, type StorageService } from '@dcs/platform';
import { createStorageDriver } from '../../packages/server/src/host/storage/create-storage-driver.ts';
import { createS3Client, DEFAULT_S3_RETRY } from '../../packages/server/src/host/storage/s3-client.ts';
import { parseStorageUrl } from '../../packages/server/src/host/storage/storage-location.ts';
import { createStorageService } from '../../packages/server/src/host/storage/storage-service.ts';
import { S3_TEST_CREDENTIALS } from '../../packages/server/src/testing/s3-test-server.ts';
import { freePort } from '../../packages/server/src/testing/spawn-dcs.ts';

const { values } = parseArgs({ options: { mb: { type: 'string', default: '200' } } });
const SIZE = Number(values.mb) * 1024 * 1024;
const MB = 1024 * 1024;

/** The object's bytes, made on the fly from one reused buffer (the source holds nothing either). */
function body(): Readable {
  const block = Buffer.alloc(MB);
  for (let i = 0; i < block.length; i++) block[i] = (i * 31) % 251;
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= SIZE) return void this.push(null);
      const size = Math.min(MB, SIZE - sent);
      sent += size;
      // A copy per chunk, as a network or file source would hand over: the driver must not keep them.
      this.push(Buffer.from(block.subarray(0, size)));
    },
  });
}

async function peakDuring<T>(step: () => Promise<T>): Promise<{ result: T; peakMb: number; seconds: number }> {
  global.gc?.();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const started = performance.now();
  try {
    const result = await step();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, peakMb: (peak - baseline) / MB, seconds: (performance.now() - started) / 1000 };
  } finally {
    clearInterval(sampler);
  }
}

async function measure(name: string, storage: StorageService): Promise<void> {
  const put = await peakDuring(() => storage.put('bench/large.bin', body(), { contentType: 'application/octet-stream' }));
  const get = await peakDuring(async () => {
    const hash = createHash('sha256');
    for await (const chunk of await storage.get('bench/large.bin')) hash.update(chunk as Buffer);
    return hash.digest('hex');
  });
  const copy = await peakDuring(async () => {
    const reader = await storage.open('bench/large.bin');
    const buffer = Buffer.alloc(MB);
    const hash = createHash('sha256');
    try {
      for (let position = 0, n; (n = await reader.read(buffer, position)) > 0; position += n) hash.update(buffer.subarray(0, n));
    } finally {
      await reader.close();
    }
    return hash.digest('hex');
  });
  if (get.result !== put.result.sha256 || copy.result !== put.result.sha256) throw new Error(`${name}: the bytes read back differ from the bytes written`);
  const line = (step: string, figures: { peakMb: number; seconds: number }) =>
    `  ${step.padEnd(22)} peak RSS +${figures.peakMb.toFixed(1).padStart(6)} MB  ${(SIZE / MB / figures.seconds).toFixed(0).padStart(5)} MB/s`;
  console.log(`${name} (${SIZE / MB} MB object, sha256 ${put.result.sha256.slice(0, 12)}…)`);
  console.log(line('put (stream in)', put));
  console.log(line('get (stream out)', get));
  console.log(line('open + read (1 MiB)', copy));
  await storage.delete('bench/large.bin');
}

const work = mkdtempSync(join(tmpdir(), 'dcs-storage-bench-'));
const port = await freePort();
const server = spawn(process.execPath, [join(import.meta.dirname, '..', '..', 'node_modules', 's3rver', 'bin', 's3rver.js'), '-d', join(work, 's3'), '-a', '127.0.0.1', '-p', String(port), '--silent', '--configure-bucket', 'bench'], { stdio: 'inherit' });
try {
  const url = `s3://bench/dcs?endpoint=http://127.0.0.1:${port}&region=us-east-1&force_path_style=1`;
  const location = parseStorageUrl(url, S3_TEST_CREDENTIALS);
  if (location.kind !== 's3') throw new Error('expected an S3 location');
  const probe = createS3Client(location, DEFAULT_S3_RETRY);
  for (let tries = 0; ; tries++) {
    try {
      await probe.send(new HeadBucketCommand({ Bucket: 'bench' }));
      break;
    } catch (error) {
      if (tries > 50) throw error;
      await sleep(100);
    }
  }
  probe.destroy();
  const local = await createStorageDriver({ kind: 'file', root: join(work, 'local') });
  const s3 = await createStorageDriver(location);
  // Warm up both paths (module loading, first sockets) before the baselines are taken.
  for (const opened of [local, s3]) {
    const storage = createStorageService({ driver: opened.driver, clock: systemClock });
    await storage.put('warm/up.bin', Buffer.alloc(64 * 1024));
    await storage.getBuffer('warm/up.bin');
  }
  console.log(`node ${process.version}, RSS before the first step ${(process.memoryUsage.rss() / MB).toFixed(0)} MB`);
  await measure('local disk (reference)', createStorageService({ driver: local.driver, clock: systemClock }));
  await measure('S3 (s3rver over loopback)', createStorageService({ driver: s3.driver, clock: systemClock }));
  console.log(`process peak RSS over the whole run: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  s3.close();
} finally {
  server.kill();
  rmSync(work, { recursive: true, force: true });
}
