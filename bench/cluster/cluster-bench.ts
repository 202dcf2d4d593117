// A cluster under faults (issue 15): two `dcs start` processes behind a round-robin client and three
// `dcs worker` processes on one PostgreSQL schema and one S3 server (s3rver in its own process), each
// process with its own data directory, all sharing DCS_SECRET and one hotfolder. Mixed traffic
// (storefront catalog, quotes, carts, checkouts; admin lists and uploads; orders marked paid → print
// jobs) runs while a random API or worker process is SIGKILLed every 30 s and restarted.
// At the end it checks: jobs created = jobs delivered, each hotfolder file exactly once with the hash
// its job recorded, no temporary files in the hotfolder or the bucket, no 5xx or failed request outside
// the killed process's in-flight requests, each process's RSS at the end within 20 % of its value after
// warm-up. Exit code 1 when a check fails.
// Every process it starts leads its own process group and is SIGKILLed with its children when the bench exits,
// also when one of them fails to start (testing/child-processes.ts): a failed run leaves nothing running.
// Run: npm run bench:cluster -- [--minutes 10] [--kill-every 30] [--customers 2]
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { createHash } from 'node:crypto';
import { pngOf, fileForm } from '../../packages/server/src/core/resources/common/testing/upload-fixtures.ts';
import { S3_TEST_CREDENTIALS } from '../../packages/server/src/testing/s3-test-server.ts';
import { DCS_MALLOC_ENV, freePort, startDcs, startNodeScript, type StartedProcess } from '../../packages/server/src/testing/spawn-dcs.ts';
import { TEST_ADMIN } from '../../packages/server/src/testing/test-system.ts';
import { shapesDesign } from '../../addons/print-queue/src/testing/print-queue-fixtures.ts';
import { BENCH_ADDONS, startBenchSystem } from '../print-queue/bench-setup.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    'kill-every': { type: 'string', default: '30' },
    customers: { type: 'string', default: '2' },
    'drain-minutes': { type: 'string', default: '5' },
  },
});
const durationMs = Number(values.minutes) * 60_000;
const killEveryMs = Number(values['kill-every']) * 1000;
const customers = Number(values.customers);
// Warm-up: the RSS reference of a process is taken this long after it started, under traffic.
const warmupMs = Math.min(60_000, durationMs / 4);
const ROOT = join(import.meta.dirname, '..', '..');

Object.assign(process.env, S3_TEST_CREDENTIALS);
const s3 = await startNodeScript(join(import.meta.dirname, 's3-process.ts'), ['cluster'], {}, /s3 ready/);
const s3Info = JSON.parse(/s3 ready (.*)/.exec(s3.output())![1]!) as { endpoint: string; storageUrl: string; directory: string };
const shared = { DCS_STORAGE_URL: s3Info.storageUrl, DCS_SECRET: 'cluster-bench-secret-shared-by-every-process-0123456789' };

// Setup as the print queue benches do (addon installed and active, CMYK output, hotfolder, the reference
// design's assets), in this process, on the shared database and bucket. Quotes need dynamic pricing.
const bench = await startBenchSystem({ postgres: true, env: shared });
const { kit, admin: setupAdmin, hotfolder } = bench;
const { services, config } = kit.t.system;
{
  const zip = await kit.buildSigned(join(ROOT, 'addons', 'dynamic-pricing'));
  const upload = await kit.upload(setupAdmin, zip, { license_key: kit.license(['dynamic-pricing']) });
  if (upload.status !== 201) throw new Error(`dynamic pricing upload: ${upload.text}`);
  const state = await setupAdmin.post('/api/v1/addons/state', [...BENCH_ADDONS, 'dynamic-pricing']);
  if (state.status !== 200) throw new Error(`activation: ${state.text}`);
}
const product = await services.shop.createProduct({ name: 'Postcard A5', sku: 'CL-POSTCARD', basePrice: 120, currency: 'EUR' });

// ---- the processes ---------------------------------------------------------------------------------

interface Slot {
  name: string;
  kind: 'api' | 'worker';
  dataDir: string;
  port: number;
  process: StartedProcess;
  startedAt: number;
  warmRss: number | null;
  kills: number;
}

/** A data directory as a second machine has it: the addon code and the trust file copied, nothing shared. */
function machineDataDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `dcs-cluster-${name}-`));
  cpSync(join(config.dataDir, 'addons'), join(dir, 'addons'), { recursive: true });
  cpSync(kit.trustFile, join(dir, 'addon-keys.json'));
  return dir;
}

function launch(slot: Pick<Slot, 'kind' | 'dataDir' | 'port'>): Promise<StartedProcess> {
  const env = {
    ...shared,
    DCS_DATA_DIR: slot.dataDir,
    DCS_DATABASE_URL: config.databaseUrl,
    DCS_ADDON_TRUST_FILE: join(slot.dataDir, 'addon-keys.json'),
    DCS_ADDON_SYNC_MS: '0',
    ...DCS_MALLOC_ENV,
    // Behind a load balancer: the client below forwards each visitor's own address, as a reverse proxy
    // does, so the limit on new sessions per address applies per visitor and not to the whole bench.
    ...(slot.kind === 'api' ? { DCS_PORT: String(slot.port), DCS_WORKER_CONCURRENCY: '0', DCS_TRUST_PROXY: '1' } : {}),
  };
  return startDcs(slot.kind === 'api' ? ['start'] : ['worker', '--concurrency', '1'], env, slot.kind === 'api' ? /is serving/ : /is running/);
}

const slots: Slot[] = [];
await Promise.all(
  (['api', 'api', 'worker', 'worker', 'worker'] as const).map(async (kind, i) => {
    const name = `${kind}-${i < 2 ? i + 1 : i - 1}`;
    const partial = { name, kind, dataDir: machineDataDir(name), port: kind === 'api' ? await freePort() : 0 };
    slots[i] = { ...partial, process: await launch(partial), startedAt: Date.now(), warmRss: null, kills: 0 };
  }),
);
const apiSlots = slots.filter((slot) => slot.kind === 'api');

function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
}

// ---- the round-robin client ----------------------------------------------------------------------

interface RequestRecord {
  label: string;
  server: string;
  start: number;
  end: number;
  status: number; // 0: the connection failed
  error?: string;
}
const records: RequestRecord[] = [];
let refusedAndRetried = 0;
let turn = 0;

const errorCode = (error: unknown): string => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(error);
};

/** A browser (or the admin's) cookie jar; each request goes to the next API process, as a load balancer sends it. */
class Visitor {
  cookies = new Map<string, string>();
  nonce: string | null = null;
  readonly address: string;
  constructor(address: string) {
    this.address = address;
  }

  async request(label: string, method: string, path: string, options: { json?: unknown; body?: FormData } = {}): Promise<{ status: number; body: any }> {
    for (let attempt = 0; ; attempt++) {
      const slot = apiSlots[turn++ % apiSlots.length]!;
      const headers: Record<string, string> = { 'x-forwarded-for': this.address };
      if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      if (this.nonce && method !== 'GET') headers['x-wp-nonce'] = this.nonce;
      if (options.json !== undefined) headers['content-type'] = 'application/json';
      const start = Date.now();
      try {
        const response = await fetch(`http://127.0.0.1:${slot.port}${path}`, {
          method,
          headers,
          body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
          signal: AbortSignal.timeout(60_000),
        });
        for (const line of response.headers.getSetCookie()) {
          const [name, ...value] = line.split(';')[0]!.split('=');
          this.cookies.set(name!.trim(), value.join('='));
        }
        const text = await response.text();
        records.push({ label, server: slot.name, start, end: Date.now(), status: response.status });
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON
        }
        return { status: response.status, body };
      } catch (error) {
        const code = errorCode(error);
        // Nothing was sent to a process that is down: a load balancer tries the next one.
        if (code === 'ECONNREFUSED' && attempt < 20) {
          refusedAndRetried++;
          if (attempt % apiSlots.length === apiSlots.length - 1) await sleep(250);
          continue;
        }
        records.push({ label, server: slot.name, start, end: Date.now(), status: 0, error: code });
        return { status: 0, body: null };
      }
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- the traffic -----------------------------------------------------------------------------------

let running = true;
const admin = new Visitor('10.0.0.1');
{
  const signedIn = await admin.request('sign in', 'POST', '/api/v1/session', { json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
  if (signedIn.status !== 201) throw new Error(`admin sign-in: ${JSON.stringify(signedIn.body)}`);
  admin.nonce = signedIn.body.nonce;
}
let ordersPaid = 0;
let flowsAbandoned = 0;

/** A customer: catalog, a quote, the item in the cart, checkout; the shop marks the order paid. */
async function customerLoop(n: number): Promise<void> {
  for (let i = 0; running; i++) {
    const shopper = new Visitor(`10.${1 + n}.${(i >> 8) & 255}.${i & 255}`);
    // Every fourth order prints the reference design (its photo and clipart read from the bucket).
    const design = i % 4 === 0 ? bench.design : shapesDesign('Card', `Customer ${n} order ${i}`);
    const line = { product_id: product.id, quantity: 50 + (i % 7), design };
    const steps: Array<() => Promise<{ status: number; body: any }>> = [
      () => shopper.request('catalog', 'GET', '/wp-json/svc/v1/catalog'),
      () => shopper.request('quote', 'POST', '/wp-json/svc/v1/pricing/quote', { json: line }),
      () => shopper.request('cart add', 'POST', '/wp-json/svc/v1/cart/items', { json: line }),
      () => shopper.request('cart', 'GET', '/wp-json/svc/v1/cart'),
    ];
    let ok = true;
    for (const step of steps) {
      const { status } = await step();
      if (status === 0 || status >= 300 || !running) ok = false;
    }
    if (ok) {
      const order = await shopper.request('checkout', 'POST', '/wp-json/svc/v1/checkout', { json: { email: `c${n}@example.com` } });
      if (order.status === 201) {
        const paid = await admin.request('order paid', 'POST', `/api/v1/orders/${order.body.id}/status`, { json: { status: 'paid' } });
        if (paid.status === 200) ordersPaid++;
        else flowsAbandoned++;
      } else flowsAbandoned++;
    } else flowsAbandoned++;
    await sleep(500);
  }
}

/** The shop's staff: order and print queue lists, a media upload now and then. */
async function adminLoop(): Promise<void> {
  const png = await pngOf(640, 480, '#2e86c1');
  for (let i = 0; running; i++) {
    await admin.request('orders list', 'GET', '/api/v1/orders?per_page=20');
    await admin.request('print queue list', 'GET', '/wp-json/svc/v1/print-queue?per_page=20');
    await admin.request('dashboard', 'GET', '/api/v1/dashboard');
    if (i % 3 === 0) await admin.request('media upload', 'POST', '/api/v1/media', { body: fileForm(png, `photo-${i}.png`, 'image/png') });
    await sleep(1000);
  }
}

// ---- the faults ------------------------------------------------------------------------------------

const kills: Array<{ slot: string; at: number; restartMs: number }> = [];
async function killLoop(): Promise<void> {
  const end = startedAt + durationMs;
  while (Date.now() + killEveryMs < end) {
    await sleep(killEveryMs);
    if (!running) return;
    const slot = slots[Math.floor(Math.random() * slots.length)]!;
    const exited = new Promise((resolve) => slot.process.child.once('exit', resolve));
    const at = Date.now();
    slot.process.child.kill('SIGKILL');
    await exited;
    slot.kills++;
    slot.process = await launch(slot);
    slot.startedAt = Date.now();
    slot.warmRss = null;
    kills.push({ slot: slot.name, at, restartMs: slot.startedAt - at });
    console.log(`  ${((at - startedAt) / 1000).toFixed(0)} s: SIGKILL ${slot.name}, back in ${((slot.startedAt - at) / 1000).toFixed(1)} s`);
  }
}

const startedAt = Date.now();
console.log(`cluster bench: ${values.minutes} min, a SIGKILL every ${killEveryMs / 1000} s, ${customers} customers + 1 admin, warm-up ${warmupMs / 1000} s`);
const sampler = setInterval(() => {
  for (const slot of slots) {
    if (slot.warmRss === null && Date.now() - slot.startedAt >= warmupMs && slot.process.child.exitCode === null) {
      try {
        slot.warmRss = rssMb(slot.process.child.pid!);
      } catch {
        // killed meanwhile
      }
    }
  }
}, 1000);
const traffic = [adminLoop(), ...Array.from({ length: customers }, (_, n) => customerLoop(n)), killLoop()];
await sleep(durationMs);
running = false;
await Promise.all(traffic);
clearInterval(sampler);
const trafficEnd = Date.now();

// ---- drain: every job created is delivered -----------------------------------------------------------

const db = services.database.db();
type JobRow = { id: number | string; state: string; files: string | null; delivery: string | null };
const jobRows = async () => (await db.selectFrom('print_queue_jobs').select(['id', 'state', 'files', 'delivery']).execute()) as JobRow[];
let jobs = await jobRows();
const drainUntil = Date.now() + Number(values['drain-minutes']) * 60_000;
while (jobs.some((job) => job.state !== 'delivered' && job.state !== 'failed' && job.state !== 'held') && Date.now() < drainUntil) {
  await sleep(2000);
  jobs = await jobRows();
}
const drainMs = Date.now() - trafficEnd;
await sleep(1000); // let the workers' RSS settle after the last job

// ---- checks ----------------------------------------------------------------------------------------

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const byState = new Map<string, number>();
for (const job of jobs) byState.set(job.state, (byState.get(job.state) ?? 0) + 1);
const delivered = jobs.filter((job) => job.state === 'delivered');

console.log('\nresults');
console.log(`  requests: ${records.length} answered or failed, ${refusedAndRetried} refused by a dead process and sent to the other (as a load balancer does)`);
const byLabel = new Map<string, { count: number; statuses: Map<number, number>; ms: number[] }>();
for (const r of records) {
  const entry = byLabel.get(r.label) ?? { count: 0, statuses: new Map<number, number>(), ms: [] as number[] };
  entry.count++;
  entry.statuses.set(r.status, (entry.statuses.get(r.status) ?? 0) + 1);
  entry.ms.push(r.end - r.start);
  byLabel.set(r.label, entry);
}
for (const [label, entry] of byLabel) {
  const sorted = entry.ms.sort((a, b) => a - b);
  const statuses = [...entry.statuses].map(([status, count]) => `${status || 'conn-error'}×${count}`).join(' ');
  console.log(`    ${label.padEnd(17)} ${String(entry.count).padStart(6)}  p50 ${sorted[Math.floor(sorted.length / 2)]} ms, p99 ${sorted[Math.floor(sorted.length * 0.99)]} ms  [${statuses}]`);
}
console.log(`  orders paid ${ordersPaid}, customer flows abandoned after a failed step ${flowsAbandoned}`);
console.log(`  kills: ${kills.length} (${kills.map((k) => k.slot).join(', ')}), restart median ${(kills.map((k) => k.restartMs).sort((a, b) => a - b)[Math.floor(kills.length / 2)] ?? 0) / 1000} s`);
console.log(`  print jobs: ${jobs.length} created, by state ${[...byState].map(([s, n]) => `${s} ${n}`).join(', ')}; drained in ${(drainMs / 1000).toFixed(1)} s after the traffic stopped`);

console.log('\nchecks');
check(jobs.length > 0 && delivered.length === jobs.length, `jobs created = jobs delivered (${jobs.length} created, ${delivered.length} delivered)`);

// Each hotfolder file belongs to exactly one delivered job, with that job's recorded hash.
const hotfolderFiles = walk(hotfolder).map((path) => relative(hotfolder, path));
const temporary = hotfolderFiles.filter((name) => name.endsWith('.part') || name.split('/').some((part) => part.startsWith('.')));
const owners = new Map<string, number>();
let hashMismatches = 0;
let hashed = 0;
let missing = 0;
let claimedTwice = 0;
for (const job of delivered) {
  const files = JSON.parse(job.files ?? '{}') as Record<string, { name: string; sha256: string }>;
  const delivery = JSON.parse(job.delivery ?? '{"delivered":[]}') as { delivered: string[] };
  for (const name of delivery.delivered) {
    if (owners.has(name)) claimedTwice++;
    owners.set(name, Number(job.id));
    const path = join(hotfolder, name);
    let exists = true;
    try {
      statSync(path);
    } catch {
      exists = false;
    }
    if (!exists) {
      missing++;
      continue;
    }
    const recorded = Object.values(files).find((file) => file.name === name);
    if (!recorded) continue;
    hashed++;
    if (sha256(path) !== recorded.sha256) hashMismatches++;
  }
}
const unowned = hotfolderFiles.filter((name) => !owners.has(name) && !temporary.includes(name));
check(
  missing === 0 && claimedTwice === 0 && unowned.length === 0 && hashMismatches === 0,
  `each hotfolder file exactly once with its job's hash (${hotfolderFiles.length} files, ${hashed} of them hashed against the job's record; missing ${missing}, claimed twice ${claimedTwice}, belonging to no job ${unowned.length}, hash mismatches ${hashMismatches})`,
);
check(temporary.length === 0, `no temporary files in the hotfolder (${temporary.length}${temporary.length ? `: ${temporary.slice(0, 5).join(', ')}` : ''})`);
const bucketLeftovers = walk(s3Info.directory).filter((path) => path.includes('/.uploads/') || path.includes('.part'));
check(bucketLeftovers.length === 0, `no temporary objects in the bucket (${bucketLeftovers.length}${bucketLeftovers.length ? `: ${bucketLeftovers.slice(0, 3).join(', ')}` : ''})`);

// A failed answer is excused only when it went to the killed process: in flight when it was killed, or
// sent on a keep-alive connection to it after the kill and before its restart (the client had not yet
// seen the connection close; the request reached no process). A 5xx is never excused.
const inFlight = (r: RequestRecord) => kills.some((k) => k.slot === r.server && r.start <= k.at && r.end >= k.at);
const toDeadProcess = (r: RequestRecord) => r.status === 0 && kills.some((k) => k.slot === r.server && r.start >= k.at && r.start <= k.at + k.restartMs);
const bad = records.filter((r) => r.status === 0 || r.status >= 500);
const unexcused = bad.filter((r) => !(r.status === 0 && (inFlight(r) || toDeadProcess(r))));
/** Where a failure sat in time: seconds into the run, and against the last kill of the process that took it. */
function describeFailure(r: RequestRecord): string {
  const t = (ms: number) => `${((ms - startedAt) / 1000).toFixed(2)} s`;
  const lastKill = kills.filter((k) => k.slot === r.server && k.at <= r.end).at(-1);
  return `${r.label} on ${r.server} → ${r.status || r.error}, sent at ${t(r.start)}, failed at ${t(r.end)}${lastKill ? `, ${r.server} killed at ${t(lastKill.at)} and back at ${t(lastKill.at + lastKill.restartMs)}` : ''}`;
}
check(
  unexcused.length === 0,
  `0 answers 5xx or failed connections outside the killed process's in-flight requests (${bad.length} in all: ${bad.filter(inFlight).length} in flight at a kill, ${bad.filter(toDeadProcess).length} sent to the killed process's closed connection, ${unexcused.length} neither${unexcused.length ? `: ${unexcused.slice(0, 5).map(describeFailure).join('; ')}` : ''})`,
);

for (const slot of slots) {
  const end = rssMb(slot.process.child.pid!);
  const age = ((Date.now() - slot.startedAt) / 1000).toFixed(0);
  if (slot.warmRss === null) {
    console.log(`  --   ${slot.name} RSS ${end.toFixed(0)} MB: restarted ${age} s before the end, too late for a warm-up figure (not checked)`);
    continue;
  }
  const change = (end - slot.warmRss) / slot.warmRss;
  check(Math.abs(change) <= 0.2, `${slot.name} RSS ${slot.warmRss.toFixed(0)} MB after warm-up → ${end.toFixed(0)} MB at the end (${(change * 100).toFixed(0)} %, within 20 %; ${slot.kills} kills, this process ${age} s old)`);
}
console.log(`  load average: ${loadavg().map((n) => n.toFixed(1)).join(' ')} (shared machine)`);

await Promise.all(slots.map((slot) => slot.process.stop()));
await bench.close();
await s3.stop();
for (const slot of slots) rmSync(slot.dataDir, { recursive: true, force: true });
rmSync(hotfolder, { recursive: true, force: true });
console.log(failures.length === 0 ? '\nall checks passed' : `\n${failures.length} check(s) failed`);
process.exit(failures.length === 0 ? 0 : 1);
