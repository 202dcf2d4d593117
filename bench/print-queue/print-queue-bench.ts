// Jobs per minute of the print queue: the reference design (A5 + bleed, 3000×2000 photo, two lines of
// text, a clipart) rendered in CMYK and delivered to a hotfolder by two `dcs worker` processes, one job
// at a time each (two cores). Target ≥ 300 jobs/min.
// Run: node_modules/.bin/node --disable-warning=ExperimentalWarning bench/print-queue/print-queue-bench.ts [jobs] [--postgres]
import { cpus, loadavg } from 'node:os';
import { paidOrder } from '../../addons/print-queue/src/testing/print-queue-fixtures.ts';
import { startBenchSystem } from './bench-setup.ts';

const jobs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 60);
const postgres = process.argv.includes('--postgres');
const bench = await startBenchSystem({ postgres });
const { services } = bench.kit.t.system;
const workers = await Promise.all([1, 2].map(() => bench.spawn(['worker', '--concurrency', '1'], { MALLOC_ARENA_MAX: '2' })));

async function runBatch(count: number): Promise<number> {
  const started = performance.now();
  const orders = [];
  for (let i = 0; i < count; i++) orders.push((await paidOrder(services, [bench.design], 100 + i)).id);
  const wanted = new Set(orders);
  for (;;) {
    const response = await bench.admin.get('/wp-json/svc/v1/print-queue?state=delivered&per_page=1');
    const failed = await bench.admin.get('/wp-json/svc/v1/print-queue?state=failed,held&per_page=5');
    if (Number(failed.headers.get('x-wp-total')) > 0) throw new Error(`jobs failed: ${JSON.stringify(failed.body.map((j: { error: unknown }) => j.error))}`);
    const delivered = Number(response.headers.get('x-wp-total'));
    if (delivered >= wanted.size + done) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  done += count;
  return performance.now() - started;
}

let done = 0;
try {
  await runBatch(4); // warm-up: each worker builds its color converter, parses fonts, loads the assets
  const elapsed = await runBatch(jobs);
  const perMinute = (jobs / elapsed) * 60_000;
  console.log(`print queue: ${jobs} jobs on ${postgres ? 'PostgreSQL' : 'SQLite'} with 2 worker processes (concurrency 1 each), ${cpus().length} cores`);
  console.log(`  ${(elapsed / 1000).toFixed(1)} s → ${perMinute.toFixed(0)} jobs/min (${(elapsed / jobs).toFixed(0)} ms per job overall; target ≥ 300 jobs/min)`);
  console.log(`  load average before/after: ${loadavg().map((n) => n.toFixed(1)).join(' ')} (shared machine: figures are noisy)`);
} finally {
  await Promise.all(workers.map((worker) => worker.stop()));
  await bench.close();
}
