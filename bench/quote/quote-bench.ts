// POST /svc/v1/pricing/quote with a 30-element design and 50 rules, against an echo route on the same
// server that parses and validates a body of the same size (same arguments, validateDesign), measured in
// the same run, alternating, over loopback. The headline is NEW DESIGNS: one text gets a word no request
// sent before in every request (a customer typing), so no cache of the server answers it; the repeated
// design (the same body every time) is measured beside it.
// Run: node_modules/.bin/node --disable-warning=ExperimentalWarning bench/quote/quote-bench.ts [--seconds 6] [--rounds 2] [--connections 100]
// Targets (new designs): server CPU per quote ≤ 0.7 ms at saturation, quote ≥ 0.35 × echo throughput,
// open-loop p99 ≤ 10 ms at half capacity; one connection, median new/repeated ≤ 1.5 (the median of six
// adjacent pairs of runs' ratios). Also printed:
// closed-loop p99 at 100 connections, and the CPU of each route in-process (see docs/pricing.md).
// bench/quote/quote-steps.ts splits the quote's own part.
// --rate <req/s> offers new designs at that rate in the open-loop run instead of half the measured capacity
// (to compare two trees at the same load).
// --in-process runs only the in-process part (the CPU of each route without sockets; quick, for A/B).
// --profile <dir> writes a CPU profile of the server (this process) for each closed-loop run of the first
// round (echo-new.cpuprofile, quote-new.cpuprofile, …), each covering that run alone, and of 3 000
// in-process requests of each kind (in-process-quote-new.cpuprofile, …). --addon <dir> builds
// another copy of the addon's folder (for before/after comparisons: a checkout of an older commit's addon).
import { execFile, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { promisify } from 'node:util';
import { validateDesign } from '@dcs/design';
import { REGISTER_REST_ROUTES_ACTION, type RoutesService } from '@dcs/platform';
import { QUOTE_ARGS } from '../../addons/dynamic-pricing/src/routes/quote-routes.ts';
import { startAddonTestSystem } from '../../packages/server/src/core/addons/testing/addon-test-kit.ts';
import { benchAssetsService, benchDesign, benchRules, newWord } from './bench-fixtures.ts';

// Measure the server as `dcs start` runs it: the `dcs` command's shebang (packages/server/bin/dcs.js) sets
// MALLOC_ARENA_MAX and V8 flags (a young generation of 8 MB semi-spaces: scavenges four times as often as
// Node's default on this machine, so what a quote keeps for a few dozen requests is promoted sooner). The
// bench starts itself again with the shebang's settings when they are missing; flags given on the command
// line come after them and win.
const shebang = readFileSync(join(import.meta.dirname, '../../packages/server/bin/dcs.js'), 'utf8').split('\n', 1)[0]!.split(/\s+/);
const deployedEnv = Object.fromEntries(shebang.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => word.split('=', 2) as [string, string]));
const deployedFlags = shebang.slice(shebang.indexOf('node') + 1).filter((flag) => flag.startsWith('--'));
const flagName = (flag: string) => flag.split('=', 1)[0]!;
const missing = Object.keys(deployedEnv).some((name) => process.env[name] === undefined) || deployedFlags.some((flag) => !process.execArgv.some((given) => flagName(given) === flagName(flag)));
if (missing) {
  const again = spawnSync(process.execPath, [...deployedFlags, ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...deployedEnv, ...process.env } });
  process.exit(again.status ?? 1);
}

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '6' }, rounds: { type: 'string', default: '2' }, connections: { type: 'string', default: '100' }, profile: { type: 'string' }, addon: { type: 'string' }, 'in-process': { type: 'boolean', default: false }, rate: { type: 'string' } } });
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
  /** The server's CPU time (this process: main thread and its helper threads) per answered request, µs. */
  serverCpuUs: number;
  /** The part of it on the main thread (the rest: V8's garbage collection helpers, libuv's pool), µs. */
  mainCpuUs: number;
  /** The garbage collector's pauses of the main thread during the run (scavenges and the pauses of full collections). */
  gc: { pauses: number; totalMs: number; maxMs: number };
  /** The longest the server's event loop was late during the run, ms (GC pauses included). */
  loopDelayMaxMs: number;
}

const kit = await startAddonTestSystem();
try {
  const { system } = kit.t;
  system.services.assets.addSource(benchAssetsService());
  // The echo route: registered by the benchmark through the routes hook, never by production code.
  system.services.hooks.addAction(REGISTER_REST_ROUTES_ACTION, (routes: RoutesService) => {
    routes.registerRestRoute('svc/v1', '/bench/echo', {
      methods: 'POST',
      permission_callback: system.services.auth.permissions.public(),
      args: QUOTE_ARGS,
      callback: (request) => {
        const design = validateDesign(request.params.design);
        return { product_id: request.params.product_id, quantity: request.params.quantity, sides: design.sides.length };
      },
    });
  });

  const admin = await kit.t.admin();
  const upload = await kit.upload(admin, await kit.buildSigned(values.addon ?? join(import.meta.dirname, '../../addons/dynamic-pricing')), { license_key: kit.license(['dynamic-pricing']) });
  if (upload.status !== 201) throw new Error(`upload: ${upload.text}`);
  if ((await admin.post('/api/v1/addons/state', ['dynamic-pricing'])).status !== 200) throw new Error('activation failed');

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
  const customer = kit.t.client();
  const first = await customer.post('/wp-json/svc/v1/pricing/quote', JSON.parse(bodyWith('typing')));
  if (first.status !== 200) throw new Error(`quote: ${first.text}`);
  const echo = await customer.post('/wp-json/svc/v1/bench/echo', JSON.parse(bodyWith('typing')));
  if (echo.status !== 200) throw new Error(`echo: ${echo.text}`);
  const cookie = [...customer.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  console.log(
    `quote: ${first.body.breakdown.length} of 50 rules applied, total ${first.body.total} ${first.body.currency}; body ${bodyWith('typing').length} bytes; ` +
      `${connections} connections, ${seconds} s per run, ${rounds} rounds (echo, quote alternating; new designs, then the repeated design); ` +
      `server as deployed: ${Object.entries(deployedEnv).map(([name, value]) => `${name}=${value}`).join(' ')} node ${process.execArgv.join(' ')}`,
  );

  const generator = join(import.meta.dirname, 'load-generator.ts');
  const profiler = values.profile ? new Session() : null;
  if (profiler && values.profile) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    // 50 µs between samples (the default is 1 ms): a quote's parts of a few µs show in 3 000 requests.
    await profiler.post('Profiler.setSamplingInterval', { interval: 50 });
    await mkdir(values.profile, { recursive: true });
  }
  async function profiled<T>(name: string, wanted: boolean, task: () => Promise<T>): Promise<T> {
    if (!profiler || !wanted) return task();
    await profiler.post('Profiler.start');
    try {
      return await task();
    } finally {
      const { profile } = await profiler.post('Profiler.stop');
      await writeFile(join(values.profile!, `${name}.cpuprofile`), JSON.stringify(profile));
    }
  }
  type Kind = 'new' | 'repeated';
  type Route = 'echo' | 'quote';
  const paths: Record<Route, string> = { echo: '/wp-json/svc/v1/bench/echo', quote: '/wp-json/svc/v1/pricing/quote' };
  async function load(route: Route, kind: Kind, options: { seconds: number; rate?: number; connections?: number }): Promise<LoadResult> {
    const args = [generator, `${kit.t.url}${paths[route]}`, bodies[kind], cookie, String(options.connections ?? connections), String(options.seconds), String(options.rate ?? 0), ...(kind === 'new' ? [MARKER] : [])];
    // The load generator runs in its own process, so this process's CPU time is the server's alone.
    const cpu = process.cpuUsage();
    const main = process.threadCpuUsage();
    const pauses: Array<{ duration: number }> = [];
    const observer = new PerformanceObserver((list) => pauses.push(...list.getEntries()));
    observer.observe({ entryTypes: ['gc'] });
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const { stdout } = await run(process.execPath, args, { maxBuffer: 1 << 20 });
    const used = process.cpuUsage(cpu);
    const mainUsed = process.threadCpuUsage(main);
    observer.disconnect();
    delay.disable();
    const result = JSON.parse(stdout) as Omit<LoadResult, 'serverCpuUs' | 'mainCpuUs' | 'gc' | 'loopDelayMaxMs'>;
    const requests = Math.max(1, result.requests);
    return {
      ...result,
      serverCpuUs: (used.user + used.system) / requests,
      mainCpuUs: (mainUsed.user + mainUsed.system) / requests,
      loopDelayMaxMs: delay.max / 1e6,
      gc: { pauses: pauses.length, totalMs: pauses.reduce((sum, entry) => sum + entry.duration, 0), maxMs: Math.max(0, ...pauses.map((entry) => entry.duration)) },
    };
  }
  const show = (name: string, r: LoadResult) =>
    console.log(
      `${name.padEnd(16)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p90 ${r.p90.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  max ${r.max.toFixed(1)} ms  server CPU ${r.serverCpuUs.toFixed(0)} µs/req (main thread ${r.mainCpuUs.toFixed(0)})  ` +
        `GC pauses ${r.gc.pauses}, ${((1000 * r.gc.totalMs) / Math.max(1, r.requests)).toFixed(0)} µs/req, max ${r.gc.maxMs.toFixed(1)} ms; event loop late ≤ ${r.loopDelayMaxMs.toFixed(1)} ms  ` +
        `(${r.requests} requests, statuses ${JSON.stringify(r.statuses)}, ${r.errors} errors)`,
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
        const answer = await system.http.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', cookie } });
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
    if (profiler) {
      for (const name of Object.keys(perRequest) as Name[]) {
        const payloads = payloadsOf(name, 3000);
        await profiled(`in-process-${name.replace(' ', '-')}`, true, () => send(name, payloads));
      }
    }
    const show = (name: Name, label: string = name) => {
      const all = median(perRequest[name].map((r) => r.all));
      const main = median(perRequest[name].map((r) => r.main));
      return `${label} ${all.toFixed(0)} µs (main thread ${main.toFixed(0)})`;
    };
    console.log(`in-process CPU per request (no sockets, sequential; medians of 12 batches of 300): ${show('quote new')}, ${show('quote repeated')}, ${show('echo', 'echo (new designs)')}`);
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
        const result = await profiled(`${route}-${kind}`, round === 0, () => load(route, kind, { seconds }));
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
    const quote = await load('quote', kind, { seconds, rate: offered });
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
      results[kind] = await load('quote', kind, { seconds: Math.max(1, seconds / 4), connections: 1 });
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
  }
} finally {
  await kit.close();
}
