// Jobs per minute of the print queue: the reference design (A5 + bleed, 3000×2000 photo, two lines of
// text, a clipart) rendered in CMYK and delivered to a hotfolder by two `dcs worker` processes, one job
// at a time each (two cores), and the workers' peak RSS (VmHWM). Every order brings a new customer photo
// (3000×2000, ~1.3 MB, with grain, uploaded to the media library first), as real orders do; the figure
// of the shop's reference photo printed in every order (a template photo: each worker's encoded-image
// cache keeps it from its second job with it on) is measured first and printed beside it as `cached`.
// Targets (issues 18, 33): ≥ 600 jobs/min on SQLite, ≥ 500 on PostgreSQL, with a new photo in every
// order; peak RSS ≤ 250 MB per worker.
// Run: node_modules/.bin/node --disable-warning=ExperimentalWarning bench/print-queue/print-queue-bench.ts [--jobs 600] [--postgres]
// (240 jobs by default, half as many with the reference photo; a bare number is the job count too).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { paidOrder } from '../../addons/print-queue/src/testing/print-queue-fixtures.ts';
import { DCS_MALLOC_ENV } from '../../packages/server/src/testing/spawn-dcs.ts';
import { threadCpuMs } from '../print/thread-cpu.ts';
import { startBenchSystem } from './bench-setup.ts';

const jobsFlag = process.argv.indexOf('--jobs');
const jobs = Number((jobsFlag >= 0 ? process.argv[jobsFlag + 1] : process.argv.slice(2).find((arg) => /^\d+$/.test(arg))) ?? 240);
if (!Number.isInteger(jobs) || jobs < 1) throw new Error('--jobs wants a positive integer');
const postgres = process.argv.includes('--postgres');
const bench = await startBenchSystem({ postgres });
const { services } = bench.kit.t.system;
// DCS_BENCH_WORKER_NODE_OPTIONS passes Node flags to the workers only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
const workerOptions: Record<string, string> = process.env.DCS_BENCH_WORKER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.DCS_BENCH_WORKER_NODE_OPTIONS } : {};
// DCS_BENCH_WORKER_ENV adds environment variables to the workers only (`NAME=value NAME2=value2`), to compare
// allocator settings against the deployed ones (DCS_MALLOC_ENV: MALLOC_ARENA_MAX=1, MALLOC_MMAP_THRESHOLD_=262144).
for (const pair of (process.env.DCS_BENCH_WORKER_ENV ?? '').split(/\s+/).filter(Boolean)) {
  const [name, ...value] = pair.split('=');
  workerOptions[name!] = value.join('=');
}
// Made before the workers start: uploading is the shop's work, not the print queue's.
const customerDesigns = await bench.customerPhotoDesigns(jobs + 4);
const workers = await Promise.all([1, 2].map(() => bench.spawn(['worker', '--concurrency', '1'], { ...DCS_MALLOC_ENV, ...workerOptions })));

/** User + system CPU time of a process (all its threads), in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** A line of `/proc/<pid>/status` in MB (`VmHWM`: the peak resident set since the process started). */
function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith(`${field}:`));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}

/**
 * Pays `count` orders and waits until their jobs are delivered. The time runs from the first payment
 * to the last delivery as the jobs record it (`delivery.deliveredAt`), so the observer can poll slowly:
 * polling the list every 25 ms cost this process ~0.4 of a core, taken from the workers.
 */
async function runBatch(count: number, designFor: (i: number) => Record<string, unknown>): Promise<number> {
  const started = Date.now();
  for (let i = 0; i < count; i++) await paidOrder(services, [designFor(i)], 100 + i);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const failed = await bench.admin.get('/wp-json/svc/v1/print-queue?state=failed,held&per_page=5');
    if (Number(failed.headers.get('x-wp-total')) > 0) throw new Error(`jobs failed: ${JSON.stringify(failed.body.map((j: { error: unknown }) => j.error))}`);
    const response = await bench.admin.get('/wp-json/svc/v1/print-queue?state=delivered&per_page=1');
    if (Number(response.headers.get('x-wp-total')) >= count + done) break;
  }
  done += count;
  let last = 0;
  for (let page = 1; ; page++) {
    const list = await bench.admin.get(`/wp-json/svc/v1/print-queue?state=delivered&per_page=100&page=${page}`);
    const jobs = list.body as { delivery: { deliveredAt: string | null } }[];
    for (const job of jobs) last = Math.max(last, Date.parse(job.delivery.deliveredAt!));
    if (jobs.length < 100) break;
  }
  return last - started;
}

let done = 0;
let nextCustomer = 0;

/** Hotfolder files already counted by an earlier batch. */
const counted = new Set<string>();

/** Mean sizes of the print PDFs and job sheets delivered since the last call. */
function deliveredSizes(): { artifact: number; sheet: number } {
  const sizes = { artifact: [] as number[], sheet: [] as number[] };
  for (const name of readdirSync(bench.hotfolder)) {
    if (counted.has(name) || !name.endsWith('.pdf')) continue;
    counted.add(name);
    sizes[name.endsWith('-sheet.pdf') ? 'sheet' : 'artifact'].push(statSync(join(bench.hotfolder, name)).size);
  }
  const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);
  return { artifact: mean(sizes.artifact), sheet: mean(sizes.sheet) };
}

/** One measured batch: its throughput, the workers' CPU per job by thread, their peak RSS so far, the files' sizes. */
async function measure(label: string, count: number, designFor: (i: number) => Record<string, unknown>): Promise<number> {
  const loadBefore = loadavg()[0]!;
  const cpuBefore = workers.map((worker) => cpuMs(worker.child.pid!));
  const threadsBefore = workers.map((worker) => threadCpuMs(worker.child.pid!));
  const elapsed = await runBatch(count, designFor);
  const cpu = workers.reduce((sum, worker, i) => sum + cpuMs(worker.child.pid!) - cpuBefore[i]!, 0);
  const threads = new Map<string, number>();
  workers.forEach((worker, i) => {
    for (const [kind, ms] of threadCpuMs(worker.child.pid!)) threads.set(kind, (threads.get(kind) ?? 0) + ms - (threadsBefore[i]!.get(kind) ?? 0));
  });
  const perMinute = (count / elapsed) * 60_000;
  console.log(`${label}: ${count} jobs in ${(elapsed / 1000).toFixed(1)} s → ${perMinute.toFixed(0)} jobs/min (${(elapsed / count).toFixed(0)} ms per job overall)`);
  console.log(`  worker CPU (all threads) ${(cpu / count).toFixed(0)} ms per job: at most ${((cpus().length * 60_000) / (cpu / count)).toFixed(0)} jobs/min if the cores were all theirs`);
  const byKind = [...threads].filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]);
  console.log(`  by thread, ms per job: ${byKind.map(([kind, ms]) => `${kind} ${(ms / count).toFixed(0)}`).join(', ')}`);
  const peaks = workers.map((worker) => statusMb(worker.child.pid!, 'VmHWM'));
  const now = workers.map((worker) => statusMb(worker.child.pid!, 'VmRSS'));
  console.log(`  workers' peak RSS (VmHWM, since start) ${peaks.map((mb) => mb.toFixed(0)).join(' / ')} MB, now ${now.map((mb) => mb.toFixed(0)).join(' / ')} MB (target ≤ 250 MB)`);
  const sizes = deliveredSizes();
  console.log(`  delivered files, mean: print PDF ${(sizes.artifact / 1024).toFixed(0)} KiB, job sheet ${(sizes.sheet / 1024).toFixed(0)} KiB (bench/print sets the postcard beside Chromium's PDF and the pixel floor)`);
  console.log(`  load average (1 min) before/after: ${loadBefore.toFixed(1)} / ${loadavg()[0]!.toFixed(1)} (shared machine: figures are noisy)`);
  return cpu / count;
}

try {
  // Warm-up: each worker builds its color converter, parses fonts, loads the assets.
  await runBatch(4, () => customerDesigns[nextCustomer++]!);
  deliveredSizes();
  const warmPeaks = workers.map((worker) => statusMb(worker.child.pid!, 'VmHWM'));
  console.log(`print queue on ${postgres ? 'PostgreSQL' : 'SQLite'} with 2 worker processes (concurrency 1 each), ${cpus().length} cores; peak RSS after the warm-up ${warmPeaks.map((mb) => mb.toFixed(0)).join(' / ')} MB`);
  await measure('  cached: the reference photo in every order (kept by each worker from its second job with it)', Math.ceil(jobs / 2), () => bench.design);
  const workerCpu = await measure(`  a new customer photo in every order (target ≥ ${postgres ? 500 : 600} jobs/min)`, jobs, () => customerDesigns[nextCustomer++]!);
  // Measured after the run, in this process, so it takes no core from the workers.
  const floor = await bench.customerPhotoFloor(24);
  console.log(
    `  pixel floor of ${floor.photos} of these photos as stored (sharp: shrink-on-load decode, resize, JPEG; bench/print/pixel-floor.ts): ${floor.cpuMs.toFixed(0)} ms of CPU, ${floor.wallMs.toFixed(0)} ms per photo; worker CPU per job / floor ${(workerCpu / floor.cpuMs).toFixed(2)}×`,
  );
} finally {
  await Promise.all(workers.map((worker) => worker.stop()));
  // DCS_BENCH_WORKER_LOG=<file> keeps the workers' output (for traces the flags above turn on).
  if (process.env.DCS_BENCH_WORKER_LOG) writeFileSync(process.env.DCS_BENCH_WORKER_LOG, workers.map((worker) => worker.output()).join('\n'));
  await bench.close();
}
