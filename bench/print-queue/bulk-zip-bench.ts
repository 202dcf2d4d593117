// Bulk download of 1 GiB of artifacts as a streamed ZIP (stored entries, CRC-32 from zlib.crc32) from a `dcs start`
// process, against `zip -0` on the same stored files in the same run, with the server's peak RSS.
// Targets: ≥ 0.8 of zip -0's throughput, ≤ 150 MB peak RSS.
// The server runs as a default `dcs start` does, with its in-process queue worker (pass --no-worker for
// a server without it); each figure is printed as the median and the worst of 3 runs beside the best.
// Run: node_modules/.bin/node --disable-warning=ExperimentalWarning bench/print-queue/bulk-zip-bench.ts [MiB] [--no-worker]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { DCS_MALLOC_ENV, freePort } from '../../packages/server/src/testing/spawn-dcs.ts';
import { HttpTestClient } from '../../packages/server/src/testing/http-test-client.ts';
import { TEST_ADMIN } from '../../packages/server/src/testing/test-system.ts';
import { startBenchSystem } from './bench-setup.ts';

const args = process.argv.slice(2);
/** `--no-worker` measures a server without its in-process queue worker (the old, friendlier setup). */
const withWorker = !args.includes('--no-worker');
const mib = Number(args.find((a) => /^\d+$/.test(a)) ?? 1024);
const FILE_MIB = 8;
const bench = await startBenchSystem();
const { services, config } = bench.kit.t.system;

// Completed jobs whose artifacts are 8 MiB PDFs (random bytes behind a PDF header: incompressible, as
// photo-heavy print PDFs nearly are). Rows are written directly: rendering 1 GiB would take minutes.
const ids: number[] = [];
const keys: string[] = [];
const db = services.database.db();
for (let i = 0; i < mib / FILE_MIB; i++) {
  const name = `bench-${String(i).padStart(4, '0')}.pdf`;
  const key = `print-queue/jobs/bench/${name}`;
  const stored = await services.storage.put(key, Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(FILE_MIB * 1024 * 1024 - 9)]), { contentType: 'application/pdf' });
  const now = Date.now();
  const row = await db
    .insertInto('print_queue_jobs')
    .values({
      order_id: 900000 + i, item_id: 1, product_id: 1, product_name: 'Bench', sku: 'BENCH', quantity: 1, design: '{}', state: 'completed',
      files: JSON.stringify({ artifact: { key, name, mediaType: 'application/pdf', size: stored.size, sha256: stored.sha256 } }), deliver: '[]',
      created_at: now, updated_at: now, completed_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.push(Number(row.id));
  keys.push(key);
}

const port = await freePort();
const server = await bench.spawn(['start'], { DCS_PORT: String(port), DCS_WORKER_CONCURRENCY: withWorker ? '1' : '0', ...DCS_MALLOC_ENV }, /is serving/);
const status = () => readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status())![1]) / 1024;
try {
  const admin = new HttpTestClient(`http://127.0.0.1:${port}`);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  async function ours(): Promise<{ seconds: number; bytes: number; peakRss: number; baseRss: number }> {
    const baseRss = kb('VmRSS');
    let peakRss = baseRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, kb('VmRSS'))), 20);
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/wp-json/svc/v1/print-queue/bulk-download`, {
      method: 'POST',
      headers: { cookie, 'x-wp-nonce': admin.nonce!, 'content-type': 'application/json' },
      body: JSON.stringify({ ids }),
    });
    if (response.status !== 200) throw new Error(await response.text());
    let bytes = 0;
    for await (const chunk of response.body!) bytes += (chunk as Uint8Array).byteLength;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    return { seconds, bytes, peakRss: Math.max(peakRss, kb('VmRSS')), baseRss };
  }

  function zip0(): Promise<{ seconds: number; bytes: number }> {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const child = spawn('zip', ['-0', '-q', '-', ...keys], { cwd: join(config.dataDir, 'storage', 'objects'), stdio: ['ignore', 'pipe', 'inherit'] });
      let bytes = 0;
      child.stdout.on('data', (chunk: Buffer) => (bytes += chunk.length));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve({ seconds: (performance.now() - started) / 1000, bytes }) : reject(new Error(`zip exited ${code}`))));
    });
  }

  const runs = [];
  for (let round = 0; round < 3; round++) runs.push({ ours: await ours(), zip: await zip0() });
  const best = <T extends { seconds: number }>(list: T[]) => list.reduce((a, b) => (a.seconds <= b.seconds ? a : b));
  const o = best(runs.map((r) => r.ours));
  const z = best(runs.map((r) => r.zip));
  const mbps = (r: { bytes: number; seconds: number }) => r.bytes / 1e6 / r.seconds;
  const sorted = runs.map((r) => r.ours).sort((a, b) => a.seconds - b.seconds);
  console.log(`bulk ZIP of ${ids.length} artifacts (${mib} MiB), server ${withWorker ? 'with' : 'WITHOUT'} its queue worker, best of 3, each run streamed to nowhere:`);
  console.log(`  dcs runs: median ${sorted[1]!.seconds.toFixed(2)} s (${mbps(sorted[1]!).toFixed(0)} MB/s), worst ${sorted[2]!.seconds.toFixed(2)} s (${mbps(sorted[2]!).toFixed(0)} MB/s)`);
  console.log(`  dcs bulk-download over HTTP: ${o.seconds.toFixed(2)} s, ${mbps(o).toFixed(0)} MB/s, ${(o.bytes / 2 ** 20).toFixed(0)} MiB`);
  console.log(`  zip -0 on the stored files:  ${z.seconds.toFixed(2)} s, ${mbps(z).toFixed(0)} MB/s`);
  console.log(`  ratio ${(mbps(o) / mbps(z)).toFixed(2)} (target ≥ 0.8)`);
  console.log(`  server RSS: ${o.baseRss.toFixed(0)} MB before, peak ${Math.max(...runs.map((r) => r.ours.peakRss)).toFixed(0)} MB during the downloads, VmHWM ${kb('VmHWM').toFixed(0)} MB since start (target ≤ 150 MB)`);
  console.log(`  load average: ${loadavg().map((n) => n.toFixed(1)).join(' ')} (shared machine: figures are noisy)`);
} finally {
  await server.stop();
  await bench.close();
}
