// Quotes per second and p99 at 100 connections: POST /svc/v1/pricing/quote with a 30-element design and
// 50 rules, against an echo route on the same server that parses and validates a body of the same
// size (same arguments, validateDesign), measured in the same run, alternating, over loopback.
// Run: node_modules/.bin/node --disable-warning=ExperimentalWarning bench/quote/quote-bench.ts [--seconds 8] [--rounds 2] [--connections 100]
// Targets: quote rps ≥ 0.5 × echo rps, quote p99 ≤ 20 ms.
// Each run also prints the server's CPU per request; the end, the CPU of each route in-process (see
// docs/pricing.md, "Where a quote's CPU goes"). bench/quote/quote-steps.ts splits the quote's own part.
// --profile <dir> writes a CPU profile of the server (this process) for each closed-loop run of the first
// round (echo.cpuprofile, quote.cpuprofile), each covering that route alone. --addon <dir> builds another
// copy of the addon's folder (for before/after comparisons: a checkout of an older commit's addon).
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { promisify } from 'node:util';
import { validateDesign } from '@dcs/design';
import { REGISTER_REST_ROUTES_ACTION } from '@dcs/platform';
import { QUOTE_ARGS } from '../../addons/dynamic-pricing/src/routes/quote-routes.js';
import { startAddonTestSystem } from '../../packages/server/src/core/addons/testing/addon-test-kit.js';
import { createTestProviders } from '../../packages/design/src/testing/design-fixtures.js';
import { benchDesign, benchRules } from './bench-fixtures.js';
const { values } = parseArgs({ options: { seconds: { type: 'string', default: '8' }, rounds: { type: 'string', default: '2' }, connections: { type: 'string', default: '100' }, profile: { type: 'string' }, addon: { type: 'string' } } });
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const run = promisify(execFile);
const kit = await startAddonTestSystem();
try {
    const { system } = kit.t;
    const { fonts, assets } = createTestProviders();
    if (!assets)
        throw new Error('the design fixtures have no asset resolver');
    system.services.assets.addSource({
        loadFont: (request) => fonts.loadFont(request),
        loadImage: (ref) => assets.loadImage(ref),
        loadClipart: (ref) => assets.loadClipart(ref),
    });
    // The echo route: registered by the benchmark through the routes hook, never by production code.
    system.services.hooks.addAction(REGISTER_REST_ROUTES_ACTION, (routes) => {
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
    if (upload.status !== 201)
        throw new Error(`upload: ${upload.text}`);
    if ((await admin.post('/api/v1/addons/state', ['dynamic-pricing'])).status !== 200)
        throw new Error('activation failed');
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
        if (created.status !== 201)
            throw new Error(`rule ${String(rule.name)}: ${created.text}`);
    }
    const body = JSON.stringify({ product_id: product.id, quantity: 25, options: { size: 'L' }, design: benchDesign() });
    const bodyFile = join(kit.work, 'body.json');
    await writeFile(bodyFile, body);
    const customer = kit.t.client();
    const first = await customer.post('/wp-json/svc/v1/pricing/quote', JSON.parse(body));
    if (first.status !== 200)
        throw new Error(`quote: ${first.text}`);
    const echo = await customer.post('/wp-json/svc/v1/bench/echo', JSON.parse(body));
    if (echo.status !== 200)
        throw new Error(`echo: ${echo.text}`);
    const cookie = [...customer.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    console.log(`quote: ${first.body.breakdown.length} of 50 rules applied, total ${first.body.total} ${first.body.currency}; body ${body.length} bytes; ` +
        `${connections} connections, ${seconds} s per run, ${rounds} rounds (echo, quote alternating)`);
    const generator = join(import.meta.dirname, 'load-generator.ts');
    const profiler = values.profile ? new Session() : null;
    if (profiler && values.profile) {
        profiler.connect();
        await profiler.post('Profiler.enable');
        await mkdir(values.profile, { recursive: true });
    }
    async function profiled(name, wanted, task) {
        if (!profiler || !wanted)
            return task();
        await profiler.post('Profiler.start');
        try {
            return await task();
        }
        finally {
            const { profile } = await profiler.post('Profiler.stop');
            await writeFile(join(values.profile, `${name}.cpuprofile`), JSON.stringify(profile));
        }
    }
    async function load(path, duration, rate = 0) {
        const args = [generator, `${kit.t.url}${path}`, bodyFile, cookie, String(connections), String(duration), ...(rate > 0 ? [String(rate)] : [])];
        // The load generator runs in its own process, so this process's CPU time is the server's alone.
        const cpu = process.cpuUsage();
        const { stdout } = await run(process.execPath, args, { maxBuffer: 1 << 20 });
        const used = process.cpuUsage(cpu);
        const result = JSON.parse(stdout);
        return { ...result, serverCpuUs: (used.user + used.system) / Math.max(1, result.requests) };
    }
    const show = (name, r) => console.log(`${name.padEnd(6)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p90 ${r.p90.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  max ${r.max.toFixed(1)} ms  server CPU ${r.serverCpuUs.toFixed(0)} µs/req  ` +
        `(${r.requests} requests, statuses ${JSON.stringify(r.statuses)}, ${r.errors} errors)`);
    await load('/wp-json/svc/v1/bench/echo', 2);
    await load('/wp-json/svc/v1/pricing/quote', 2);
    const echoes = [];
    const quotes = [];
    for (let round = 0; round < rounds; round++) {
        const e = await profiled('echo', round === 0, () => load('/wp-json/svc/v1/bench/echo', seconds));
        show('echo', e);
        echoes.push(e);
        const q = await profiled('quote', round === 0, () => load('/wp-json/svc/v1/pricing/quote', seconds));
        show('quote', q);
        quotes.push(q);
    }
    const mean = (results, pick) => results.reduce((sum, r) => sum + pick(r), 0) / results.length;
    const ratio = mean(quotes, (r) => r.rps) / mean(echoes, (r) => r.rps);
    const saturatedP99 = Math.max(...quotes.map((r) => r.p99));
    // At saturation a closed loop of N connections waits N / throughput on average (Little's law), so
    // its p99 measures the queue, not the quote. The latency target is read at a fixed offered load of
    // half the measured quote capacity, over the same 100 connections.
    const capacity = mean(quotes, (r) => r.rps);
    const offered = Math.max(1, Math.round(capacity / 2));
    const paced = await load('/wp-json/svc/v1/pricing/quote', seconds, offered);
    show('quote@', paced);
    const pacedEcho = await load('/wp-json/svc/v1/bench/echo', seconds, offered);
    show('echo@', pacedEcho);
    const cpuPerQuote = mean(quotes, (r) => r.serverCpuUs);
    const cpuPerEcho = mean(echoes, (r) => r.serverCpuUs);
    console.log(`server CPU per request at saturation: quote ${cpuPerQuote.toFixed(0)} µs, echo ${cpuPerEcho.toFixed(0)} µs (echo/quote ${(cpuPerEcho / cpuPerQuote).toFixed(2)})`);
    // The same two routes in-process and one request at a time (Fastify's inject: no sockets, no load
    // generator sharing the two cores), batches of the two alternating: what each costs the server's
    // main thread, with far less noise than the loaded runs above.
    const perRequest = { echo: [], quote: [] };
    for (let batch = 0; batch < 14; batch++) {
        for (const route of ['echo', 'quote']) {
            const url = route === 'echo' ? '/wp-json/svc/v1/bench/echo' : '/wp-json/svc/v1/pricing/quote';
            const cpu = process.cpuUsage();
            for (let i = 0; i < 300; i++) {
                const answer = await system.http.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/json', cookie } });
                if (answer.statusCode !== 200)
                    throw new Error(`${route}: ${answer.body}`);
            }
            const used = process.cpuUsage(cpu);
            // The first two batches warm up.
            if (batch >= 2)
                perRequest[route].push((used.user + used.system) / 300);
        }
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.log(`in-process CPU per request (no sockets, sequential): quote ${median(perRequest.quote).toFixed(0)} µs, echo ${median(perRequest.echo).toFixed(0)} µs ` +
        `(echo/quote ${(median(perRequest.echo) / median(perRequest.quote)).toFixed(2)}; medians of 12 batches of 300)`);
    const failures = [...quotes, paced].reduce((sum, r) => sum + r.errors + r.requests - (r.statuses['200'] ?? 0), 0);
    console.log(`quote/echo throughput ${ratio.toFixed(2)} (target ≥ 0.5: ${ratio >= 0.5 ? 'ok' : 'MISSED'}); non-200 quotes: ${failures}`);
    console.log(`quote p99 at ${offered} req/s offered over ${connections} connections ${paced.p99.toFixed(1)} ms (target ≤ 20 ms: ${paced.p99 <= 20 ? 'ok' : 'MISSED'}); ` +
        `echo p99 at the same load ${pacedEcho.p99.toFixed(1)} ms; quote p99 at saturation ${saturatedP99.toFixed(1)} ms`);
}
finally {
    await kit.close();
}
