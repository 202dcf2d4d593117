// POST /svc/v1/pricing/quote with a 30-element design and 50 rules, against an echo route on the same
// server that parses and validates a body of the same size (same arguments, validateDesign), measured in
// the same run, alternating, over loopback. The headline is NEW DESIGNS: one text gets a word no request
// sent before in every request (a customer typing), so no cache of the server answers it; the repeated
// design (the same body every time) is measured beside it.
// The server is a `dcs start` process of its own, as deployed: the type-stripped build, the `dcs`
// command's Node flags and environment, its default log level (a line per request) and its in-process
// queue worker, on a SQLite database and data folder this benchmark sets up with the shop's libraries
// (fonts, clipart, photo uploaded through the admin API), the dynamic-pricing addon and a probe addon
// (bench/quote/echo-addon: the echo route, and the server's CPU, GC and event-loop figures read over HTTP).
// Run: node_modules/.bin/node --disable-warning=ExperimentalWarning bench/quote/quote-bench.ts [--seconds 6] [--rounds 2] [--connections 100]
// Targets (new designs): server CPU per quote ≤ 0.7 ms at saturation, quote ≥ 0.35 × echo throughput,
// open-loop p99 ≤ 10 ms at half capacity; one connection, median new/repeated ≤ 1.5 (the median of six
// adjacent pairs of runs' ratios). Also printed:
// closed-loop p99 at 100 connections, the server's peak RSS, and the CPU of each route in-process (see docs/pricing.md).
// bench/quote/quote-steps.ts splits the quote's own part.
// --server-flags "<flags>" gives the server more Node flags after the deployed ones (to try one).
// --rate <req/s> offers new designs at that rate in the open-loop run instead of half the measured capacity
// (to compare two trees at the same load).
// --in-process runs only the in-process part (the CPU of each route without sockets, in this process's
// own system on the same database; quick, for A/B).
// --profile <dir> writes a CPU profile of the server for each closed-loop run of the first round
// (echo-new.cpuprofile, quote-new.cpuprofile, …), each open-loop quote run (quote-new-open-loop.cpuprofile,
// …) and the first one-connection pair (quote-new-one-connection.cpuprofile, …), each covering that run
// alone (the pair's ratio is then the profiler's), and of 3 000
// in-process requests of each kind (in-process-quote-new.cpuprofile, …). --addon <dir> builds
// another copy of the addon's folder (for before/after comparisons: a checkout of an older commit's addon).
import { execFile, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { promisify } from 'node:util';
import { startAddonTestSystem } from '../../packages/server/src/core/addons/testing/addon-test-kit.ts';
import { HttpTestClient } from '../../packages/server/src/testing/http-test-client.ts';
import { freePort, startDcs, type StartedProcess } from '../../packages/server/src/testing/spawn-dcs.ts';
import { createSqliteTestDatabase } from '../../packages/server/src/testing/test-databases.ts';
import { TEST_ADMIN } from '../../packages/server/src/testing/test-system.ts';
import { threadCpuMs } from '../print/thread-cpu.ts';
import { benchRules, newWord, uploadBenchAssets } from './bench-fixtures.ts';

/** The involuntary context switches of a process's main thread so far (Linux: /proc/<pid>/task/<pid>/status). */
function preemptions(pid: number): number {
  return Number(/nonvoluntary_ctxt_switches:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/task/${pid}/status`, 'utf8'))![1]);
}

/** The machine's TCP segments retransmitted so far. */
function retransmittedSegments(): number {
  const [names, counts] = readFileSync('/proc/net/snmp', 'utf8').split('\n').filter((line) => line.startsWith('Tcp:')).map((line) => line.split(/\s+/));
  return Number(counts![names!.indexOf('RetransSegs')]);
}

/** The machine's CPU time from /proc/stat, ms: busy (all but idle and iowait) and all. */
function machineCpuMs(): { busy: number; all: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  const all = fields.reduce((sum, value) => sum + value, 0) * 10;
  return { busy: all - (fields[3]! + fields[4]!) * 10, all };
}

// The `dcs` command's shebang (packages/server/bin/dcs.js) sets MALLOC_ARENA_MAX and V8 flags (a young
// generation of 8 MB semi-spaces, no allocation-site pretenuring): the server process gets them, and so
// does this one for the in-process part (it starts itself again with them when they are missing; flags
// given on the command line come after them and win).
const ROOT = join(import.meta.dirname, '../..');
const DCS = join(ROOT, 'packages/server/bin/dcs.js');
const shebang = readFileSync(DCS, 'utf8').split('\n', 1)[0]!.split(/\s+/);
const deployedEnv = Object.fromEntries(shebang.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => word.split('=', 2) as [string, string]));
const deployedFlags = shebang.slice(shebang.indexOf('node') + 1).filter((flag) => flag.startsWith('--'));
const flagName = (flag: string) => flag.split('=', 1)[0]!;
const missing = Object.keys(deployedEnv).some((name) => process.env[name] === undefined) || deployedFlags.some((flag) => !process.execArgv.some((given) => flagName(given) === flagName(flag)));
if (missing) {
  const again = spawnSync(process.execPath, [...deployedFlags, ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...deployedEnv, ...process.env } });
  process.exit(again.status ?? 1);
}

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '6' }, rounds: { type: 'string', default: '2' }, connections: { type: 'string', default: '100' }, profile: { type: 'string' }, addon: { type: 'string' }, 'in-process': { type: 'boolean', default: false }, rate: { type: 'string' }, 'server-flags': { type: 'string', default: '' } } });
/** More Node flags for the server only, after the deployed ones (to try one: `--server-flags=--single-threaded-gc`). */
const serverFlags = values['server-flags'].split(/\s+/).filter(Boolean);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const run = promisify(execFile);

interface LoadResult {
  requests: number;
  errors: number;
  statuses: Record<string, number>;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Open loop: how late the load generator sent requests against their due times (its own delay, charged to the latency), ms. */
  sendLagP99: number;
  sendLagMax: number;
  /** The server's CPU time (the `dcs start` process: main thread and its helper threads) per answered request, µs. */
  serverCpuUs: number;
  /** The part of it on the main thread (the rest: V8's garbage collection helpers, libuv's pool), µs. */
  mainCpuUs: number;
  /** The garbage collector's pauses of the server's main thread during the run (scavenges and the pauses of full collections). */
  gc: { pauses: number; totalMs: number; maxMs: number };
  /** The longest the server's event loop was late during the run, ms (GC pauses included). */
  loopDelayMaxMs: number;
  /** The server's event loop stalls of ≥ 5 ms during the run: how many, their total and longest, and the GC pause time inside them, ms. */
  stalls: { count: number; totalMs: number; gcMs: number; maxMs: number };
  /**
   * Where the machine's CPU went during the run, in % of one core (all add up to 100 × the number of
   * cores): the server's threads by kind (main, V8's workers, libuv's pool…), the load generator, this
   * process, the rest, and idle.
   */
  cores: Record<string, number>;
  /** How often the server's main thread was taken off its core while it could run (involuntary context switches), per second. */
  preemptedPerSecond: number;
  /** TCP segments the machine sent again during the run (loopback: a queue overflowed somewhere), from /proc/net/snmp. */
  retransmitted: number;
}
/** What the probe addon's `GET /svc/v1/bench/stats` answers (GC and loop delay since its previous call). */
interface ServerStats {
  cpuUs: number;
  mainCpuUs: number;
  gc: LoadResult['gc'];
  stalls: LoadResult['stalls'];
  loopDelayMaxMs: number;
  rssBytes: number;
  heapUsedBytes: number;
}

// The `dcs` processes run on the type-stripped build, as `npm start` deploys them.
spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', join(ROOT, 'scripts/build-js.mjs')], { stdio: 'inherit' });
const database = createSqliteTestDatabase();
const kit = await startAddonTestSystem({ database });
let server: StartedProcess | null = null;
try {
  const { system } = kit.t;
  const admin = await kit.t.admin();
  const install = async (folder: string, slug: string, license: boolean) => {
    const upload = await kit.upload(admin, await kit.buildSigned(folder), license ? { license_key: kit.license([slug]) } : {});
    if (upload.status !== 201) throw new Error(`${slug} upload: ${upload.text}`);
  };
  await install(values.addon ?? join(ROOT, 'addons/dynamic-pricing'), 'dynamic-pricing', true);
  await install(join(import.meta.dirname, 'echo-addon'), 'bench-echo', false);
  const activated = await admin.post('/api/v1/addons/state', ['dynamic-pricing', 'bench-echo']);
  if (activated.status !== 200) throw new Error(`activation: ${activated.text}`);
  const benchDesign = await uploadBenchAssets(admin);

  const product = await system.services.shop.createProduct({
    name: 'Bench shirt',
    sku: 'BENCH-1',
    basePrice: 1500,
    currency: 'EUR',
    options: [
      { name: 'size', label: 'Size', values: [{ value: 'M', label: 'M', priceDelta: 0 }, { value: 'L', label: 'L', priceDelta: 200 }] },
      { name: 'printing_method', label: 'Printing', values: [{ value: 'dtg', label: 'DTG', priceDelta: 0 }, { value: 'screen', label: 'Screen', priceDelta: 100 }] },
    ],
  });
  for (const rule of benchRules(product.id)) {
    const created = await admin.post('/wp-json/svc/v1/pricing/rules', rule);
    if (created.status !== 201) throw new Error(`rule ${String(rule.name)}: ${created.text}`);
  }

  // The server: `dcs start` on this system's data folder and database, with the kit's trusted keys. Its
  // log lines are read and dropped, as a log collector would take them (the last ones kept for errors).
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...deployedEnv, DCS_LOG_LEVEL: process.env.DCS_LOG_LEVEL ?? 'info', DCS_PORT: String(port), DCS_DATA_DIR: system.config.dataDir, DCS_DATABASE_URL: system.config.databaseUrl, DCS_ADDON_TRUST_FILE: kit.trustFile, DCS_ADDON_SYNC_MS: '0' };
  server = await startDcs(['start'], env, /is serving/, { nodeFlags: [...deployedFlags, ...serverFlags], outputLimit: 4000 });
  const { child } = server;
  const probe = new HttpTestClient(url);
  if ((await probe.signIn(TEST_ADMIN.email, TEST_ADMIN.password)).status !== 201) throw new Error('sign-in to dcs start failed');
  const stats = async (): Promise<ServerStats> => {
    const answer = await probe.get('/wp-json/svc/v1/bench/stats');
    if (answer.status !== 200) throw new Error(`stats: ${answer.text}`);
    return answer.body as ServerStats;
  };
  const vmHwmMb = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024;

  // One text of the design carries a word: the same word in every request of a "repeated design" run; a
  // word no request sent before in every request of a "new design" run (the load generator puts it in
  // place of MARKER), as a customer typing in the designer makes.
  const MARKER = 'qqmarkerqq';
  const bodyWith = (word: string) => {
    const design = benchDesign() as { sides: Array<{ elements: Array<{ type: string; content?: string }> }> };
    design.sides[0]!.elements.find((element) => element.type === 'text')!.content = `Hello ${word} and friends`;
    return JSON.stringify({ product_id: product.id, quantity: 25, options: { size: 'L' }, design });
  };
  const bodies = { repeated: join(kit.work, 'repeated.json'), new: join(kit.work, 'new.json') };
  await writeFile(bodies.repeated, bodyWith('typing'));
  await writeFile(bodies.new, bodyWith(MARKER));
  const customer = new HttpTestClient(url);
  const first = await customer.post('/wp-json/svc/v1/pricing/quote', JSON.parse(bodyWith('typing')));
  if (first.status !== 200) throw new Error(`quote: ${first.text}`);
  const echo = await customer.post('/wp-json/svc/v1/bench/echo', JSON.parse(bodyWith('typing')));
  if (echo.status !== 200) throw new Error(`echo: ${echo.text}`);
  const cookie = [...customer.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const inProcessCustomer = kit.t.client();
  if ((await inProcessCustomer.post('/wp-json/svc/v1/pricing/quote', JSON.parse(bodyWith('typing')))).status !== 200) throw new Error('in-process quote failed');
  const inProcessCookie = [...inProcessCustomer.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  console.log(
    `quote: ${first.body.breakdown.length} of 50 rules applied, total ${first.body.total} ${first.body.currency}; body ${bodyWith('typing').length} bytes; ` +
      `${connections} connections, ${seconds} s per run, ${rounds} rounds (echo, quote alternating; new designs, then the repeated design); ` +
      `server: dcs start (pid ${child.pid}) as deployed: ${Object.entries(deployedEnv).map(([name, value]) => `${name}=${value}`).join(' ')} node ${[...deployedFlags, ...serverFlags].join(' ')}, log level ${process.env.DCS_LOG_LEVEL ?? 'info'}`,
  );

  const generator = join(import.meta.dirname, 'load-generator.ts');
  // Profiles: of the server through the probe addon (the closed-loop runs), of this process (the in-process part).
  if (values.profile) await mkdir(values.profile, { recursive: true });
  const writeProfile = (name: string, profile: unknown) => writeFile(join(values.profile!, `${name}.cpuprofile`), JSON.stringify(profile));
  async function serverProfiled<T>(name: string, wanted: boolean, task: () => Promise<T>): Promise<T> {
    if (!values.profile || !wanted) return task();
    // 50 µs between samples (the default is 1 ms): a quote's parts of a few µs show in a run.
    if ((await probe.post('/wp-json/svc/v1/bench/profile', { action: 'start', interval_us: 50 })).status !== 200) throw new Error('profile start failed');
    try {
      return await task();
    } finally {
      const stopped = await probe.post('/wp-json/svc/v1/bench/profile', { action: 'stop' });
      await writeProfile(name, stopped.body.profile);
    }
  }
  type Kind = 'new' | 'repeated';
  type Route = 'echo' | 'quote';
  const paths: Record<Route, string> = { echo: '/wp-json/svc/v1/bench/echo', quote: '/wp-json/svc/v1/pricing/quote' };
  async function load(route: Route, kind: Kind, options: { seconds: number; rate?: number; connections?: number }): Promise<LoadResult> {
    const args = [generator, `${url}${paths[route]}`, bodies[kind], cookie, String(options.connections ?? connections), String(options.seconds), String(options.rate ?? 0), ...(kind === 'new' ? [MARKER] : [])];
    // The load generator runs in its own process; the server's figures are read from it before and after.
    const before = await stats();
    const threadsBefore = threadCpuMs(child.pid!);
    const preemptedBefore = preemptions(child.pid!);
    const retransmittedBefore = retransmittedSegments();
    const machineBefore = machineCpuMs();
    const selfBefore = process.cpuUsage();
    const { stdout } = await run(process.execPath, args, { maxBuffer: 1 << 20 });
    const self = process.cpuUsage(selfBefore);
    const machineAfter = machineCpuMs();
    const machine = { busy: machineAfter.busy - machineBefore.busy, all: machineAfter.all - machineBefore.all };
    const threads = threadCpuMs(child.pid!);
    const preempted = preemptions(child.pid!) - preemptedBefore;
    const retransmitted = retransmittedSegments() - retransmittedBefore;
    const after = await stats();
    const result = JSON.parse(stdout) as Omit<LoadResult, 'serverCpuUs' | 'mainCpuUs' | 'gc' | 'stalls' | 'loopDelayMaxMs' | 'cores'> & { cpuUs: number };
    const requests = Math.max(1, result.requests);
    // Percent of one core: the machine's jiffies over the run give its length in core-ms.
    const coreMs = machine.all / cpus().length;
    const cores: Record<string, number> = {};
    for (const [kind, ms] of threads) cores[`server ${kind}`] = (100 * (ms - (threadsBefore.get(kind) ?? 0))) / coreMs;
    cores.generator = (100 * result.cpuUs) / 1000 / coreMs;
    cores.bench = (100 * (self.user + self.system)) / 1000 / coreMs;
    const counted = Object.values(cores).reduce((sum, value) => sum + value, 0);
    cores.other = Math.max(0, (100 * machine.busy) / coreMs - counted);
    cores.idle = (100 * (machine.all - machine.busy)) / coreMs;
    return {
      ...result,
      cores,
      preemptedPerSecond: preempted / (coreMs / 1000),
      retransmitted,
      serverCpuUs: (after.cpuUs - before.cpuUs) / requests,
      mainCpuUs: (after.mainCpuUs - before.mainCpuUs) / requests,
      loopDelayMaxMs: after.loopDelayMaxMs,
      gc: after.gc,
      stalls: after.stalls,
    };
  }
  const show = (name: string, r: LoadResult) =>
    console.log(
      `${name.padEnd(16)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p90 ${r.p90.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  max ${r.max.toFixed(1)} ms  server CPU ${r.serverCpuUs.toFixed(0)} µs/req (main thread ${r.mainCpuUs.toFixed(0)})  ` +
        `GC pauses ${r.gc.pauses}, ${((1000 * r.gc.totalMs) / Math.max(1, r.requests)).toFixed(0)} µs/req, max ${r.gc.maxMs.toFixed(1)} ms; event loop late ≤ ${r.loopDelayMaxMs.toFixed(1)} ms, ` +
        `${r.stalls.count} stalls ≥ 5 ms (${r.stalls.totalMs.toFixed(0)} ms, GC pauses in them ${r.stalls.gcMs.toFixed(0)} ms, longest ${r.stalls.maxMs.toFixed(1)})  ` +
        `(${r.requests} requests, statuses ${JSON.stringify(r.statuses)}, ${r.errors} errors)\n` +
        (r.sendLagMax > 0 ? `${''.padEnd(17)}sent late by the generator: p99 ${r.sendLagP99.toFixed(1)} ms, max ${r.sendLagMax.toFixed(1)} ms\n` : '') +
        `${''.padEnd(17)}CPU, % of a core: ${Object.entries(r.cores).filter(([, value]) => value >= 0.5).map(([name, value]) => `${name} ${value.toFixed(0)}`).join(', ')}; ` +
        `the server's main thread preempted ${r.preemptedPerSecond.toFixed(0)} times a second${r.retransmitted > 0 ? `; ${r.retransmitted} TCP segments retransmitted` : ''}`,
    );

  // The same routes in-process and one request at a time (Fastify's inject: no sockets, no load
  // generator sharing the two cores), batches alternating: what each costs the server, with far less
  // noise than the loaded runs. The main thread's share is printed beside it: the rest is V8's
  // garbage collection on its helper threads, which grows with what a request leaves in old space.
  async function inProcess(): Promise<void> {
    type Name = 'echo' | 'quote new' | 'quote repeated';
    const perRequest: Record<Name, Array<{ all: number; main: number }>> = { echo: [], 'quote new': [], 'quote repeated': [] };
    const repeatedBody = bodyWith('typing');
    let typed = 0;
    const payloadsOf = (name: Name, count: number) => Array.from({ length: count }, () => (name === 'quote repeated' ? repeatedBody : bodyWith(newWord(typed++, 'inproc'))));
    const send = async (name: Name, payloads: string[]) => {
      const url = name === 'echo' ? paths.echo : paths.quote;
      for (const payload of payloads) {
        const answer = await system.http.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', cookie: inProcessCookie } });
        if (answer.statusCode !== 200) throw new Error(`${name}: ${answer.body}`);
      }
    };
    for (let batch = 0; batch < 14; batch++) {
      for (const name of Object.keys(perRequest) as Name[]) {
        const payloads = payloadsOf(name, 300);
        const cpu = process.cpuUsage();
        const main = process.threadCpuUsage();
        await send(name, payloads);
        const used = process.cpuUsage(cpu);
        const mainUsed = process.threadCpuUsage(main);
        // The first two batches warm up.
        if (batch >= 2) perRequest[name].push({ all: (used.user + used.system) / 300, main: (mainUsed.user + mainUsed.system) / 300 });
      }
    }
    // With --profile, a profile of 3 000 more requests of each kind, one kind at a time (in-process-quote-new.cpuprofile, …).
    if (values.profile) {
      const profiler = new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.setSamplingInterval', { interval: 50 });
      for (const name of Object.keys(perRequest) as Name[]) {
        const payloads = payloadsOf(name, 3000);
        await profiler.post('Profiler.start');
        await send(name, payloads);
        await writeProfile(`in-process-${name.replace(' ', '-')}`, (await profiler.post('Profiler.stop')).profile);
      }
      profiler.disconnect();
    }
    const show = (name: Name, label: string = name) => {
      const all = median(perRequest[name].map((r) => r.all));
      const main = median(perRequest[name].map((r) => r.main));
      return `${label} ${all.toFixed(0)} µs (main thread ${main.toFixed(0)})`;
    };
    console.log(`in-process CPU per request (this process's own system on the same database, no sockets, sequential; medians of 12 batches of 300): ${show('quote new')}, ${show('quote repeated')}, ${show('echo', 'echo (new designs)')}`);
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  if (values['in-process']) {
    await inProcess();
  } else {
    for (const kind of ['new', 'repeated'] as const) for (const route of ['echo', 'quote'] as const) await load(route, kind, { seconds: 2 });
    const closed: Record<Kind, Record<Route, LoadResult[]>> = { new: { echo: [], quote: [] }, repeated: { echo: [], quote: [] } };
    for (let round = 0; round < rounds; round++) {
      for (const kind of ['new', 'repeated'] as const) {
        for (const route of ['echo', 'quote'] as const) {
          const result = await serverProfiled(`${route}-${kind}`, round === 0, () => load(route, kind, { seconds }));
          show(`${route} ${kind}`, result);
          closed[kind][route].push(result);
        }
      }
    }
    const mean = (results: LoadResult[], pick: (r: LoadResult) => number) => results.reduce((sum, r) => sum + pick(r), 0) / results.length;
    // At saturation a closed loop of N connections waits N / throughput on average (Little's law), so
    // its p99 measures the queue, not the quote. The latency a customer sees is read at a fixed offered
    // load of half the measured quote capacity, over the same connections, for the echo too.
    const paced = {} as Record<Kind, Record<Route, LoadResult> & { offered: number }>;
    for (const kind of ['new', 'repeated'] as const) {
      const offered = values.rate && kind === 'new' ? Number(values.rate) : Math.max(1, Math.round(mean(closed[kind].quote, (r) => r.rps) / 2));
      const quote = await serverProfiled(`quote-${kind}-open-loop`, true, () => load('quote', kind, { seconds, rate: offered }));
      show(`quote ${kind}@${offered}`, quote);
      const echoPaced = await load('echo', kind, { seconds, rate: offered });
      show(`echo ${kind}@${offered}`, echoPaced);
      paced[kind] = { quote, echo: echoPaced, offered };
    }
    // One connection, one request at a time: what a new design costs a customer against a repeated one.
    // Six short pairs of runs, the order swapped every pair: this machine's speed drifts by 10–30 % over
    // seconds, so each pair's ratio compares runs a second apart, and the median of the pairs' ratios is
    // the figure (the medians of each kind over all runs are printed beside it).
    const single: Record<Kind, LoadResult[]> = { new: [], repeated: [] };
    const pairRatios: number[] = [];
    for (let pair = 0; pair < 6; pair++) {
      const order: Kind[] = pair % 2 === 0 ? ['new', 'repeated'] : ['repeated', 'new'];
      const results = {} as Record<Kind, LoadResult>;
      for (const kind of order) {
        results[kind] = await serverProfiled(`quote-${kind}-one-connection`, pair === 0, () => load('quote', kind, { seconds: Math.max(1, seconds / 4), connections: 1 }));
        show(`quote ${kind} 1 conn`, results[kind]);
        single[kind].push(results[kind]);
      }
      pairRatios.push(results.new.p50 / results.repeated.p50);
    }
    await inProcess();

    const failures = [...closed.new.quote, ...closed.repeated.quote, paced.new.quote, paced.repeated.quote].reduce((sum, r) => sum + r.errors + r.requests - (r.statuses['200'] ?? 0), 0);
    const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
    console.log(`\nnon-200 quotes: ${failures}`);
    for (const kind of ['new', 'repeated'] as const) {
      const ratio = mean(closed[kind].quote, (r) => r.rps) / mean(closed[kind].echo, (r) => r.rps);
      const cpu = mean(closed[kind].quote, (r) => r.serverCpuUs);
      const echoCpu = mean(closed[kind].echo, (r) => r.serverCpuUs);
      const headline = kind === 'new';
      console.log(
        `${headline ? 'NEW DESIGNS (headline)' : 'repeated design'}: quote/echo throughput ${ratio.toFixed(2)}${headline ? ` (target ≥ 0.35: ${verdict(ratio >= 0.35)})` : ''}; ` +
          `server CPU per quote ${cpu.toFixed(0)} µs${headline ? ` (target ≤ 700: ${verdict(cpu <= 700)})` : ''}, per echo ${echoCpu.toFixed(0)} µs; ` +
          `open-loop p99 at ${paced[kind].offered} req/s ${paced[kind].quote.p99.toFixed(1)} ms${headline ? ` (target ≤ 10 ms: ${verdict(paced[kind].quote.p99 <= 10)})` : ''}, echo ${paced[kind].echo.p99.toFixed(1)} ms; ` +
          `closed-loop p99 at ${connections} connections ${Math.max(...closed[kind].quote.map((r) => r.p99)).toFixed(1)} ms, echo ${Math.max(...closed[kind].echo.map((r) => r.p99)).toFixed(1)} ms`,
      );
    }
    const singleMedian = (kind: Kind) => median(single[kind].map((r) => r.p50));
    const singleRatio = median(pairRatios);
    console.log(
      `one connection: median quote new ${singleMedian('new').toFixed(2)} ms, repeated ${singleMedian('repeated').toFixed(2)} ms; new/repeated ${singleRatio.toFixed(2)}, the median of 6 pairs ` +
        `(${pairRatios.map((ratio) => ratio.toFixed(2)).join(', ')}) (target ≤ 1.5: ${verdict(singleRatio <= 1.5)})`,
    );
    const last = await stats();
    console.log(`server (dcs start): peak RSS ${vmHwmMb().toFixed(0)} MB (VmHWM), now ${(last.rssBytes / 2 ** 20).toFixed(0)} MB, JS heap used ${(last.heapUsedBytes / 2 ** 20).toFixed(0)} MB`);
  }
} finally {
  await server?.stop();
  await kit.close();
  await database.drop();
}
