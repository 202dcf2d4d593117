var __rewriteRelativeImportExtension = (this && this.__rewriteRelativeImportExtension) || function (path, preserveJsx) {
    if (typeof path === "string" && /^\.\.?\//.test(path)) {
        return path.replace(/\.(tsx)$|((?:\.d)?)((?:\.[^./]+?)?)\.([cm]?)ts$/i, function (m, tsx, d, ext, cm) {
            return tsx ? preserveJsx ? ".jsx" : ".js" : d && (!ext || !cm) ? m : (d + ext + "." + cm.toLowerCase() + "js");
        });
    }
    return path;
};
// CPU of each step of a quote, in-process and without HTTP, on the benchmark's design and rules:
//   node_modules/.bin/node --disable-warning=ExperimentalWarning bench/quote/quote-steps.ts [--compare <dir>] [--batches 30]
// The HTTP benchmark (quote-bench.ts) says what a quote costs the server in all; this says where the
// addon's part of it goes. "echo too" marks the steps the benchmark's echo route also does.
// --compare <dir> runs every step also on another copy of the addon's folder (an older commit's:
// `git archive <rev> addons/dynamic-pricing | tar -x -C <dir>`), batches of the two alternating, so
// both see the same machine. Figures are µs of process CPU per call: the lowest batch mean, and the
// median in brackets (a shared machine's noise only ever adds).
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { validateDesign } from '@dcs/design';
import { createTestProviders } from '../../packages/design/src/testing/design-fixtures.js';
import { benchDesign, benchRules } from './bench-fixtures.js';
const { values } = parseArgs({ options: { compare: { type: 'string' }, batches: { type: 'string', default: '30' }, 'batch-ms': { type: 'string', default: '20' } } });
const batches = Number(values.batches);
const batchMs = Number(values['batch-ms']);
const { fonts, assets } = createTestProviders();
if (!assets)
    throw new Error('the design fixtures have no asset resolver');
// The measurer reads fonts and assets through the facade's assets service; the fixtures answer here.
const service = {
    loadFont: (request) => fonts.loadFont(request),
    loadImage: (ref) => assets.loadImage(ref),
    loadClipart: (ref) => assets.loadClipart(ref),
    addSource: () => () => { },
};
const clock = { now: () => Date.now() };
const body = JSON.stringify({ product_id: 1, quantity: 25, options: { size: 'L' }, design: benchDesign() });
const parsed = JSON.parse(body);
/** The quote's steps, as one copy of the addon's sources does them. */
async function quoteSteps(dir) {
    const load = (path) => import(__rewriteRelativeImportExtension(pathToFileURL(join(dir, 'src', path)).href));
    const { createDesignMeasurer } = await load('design/design-measurer.ts');
    const { compileRules, evaluatePricing } = await load('evaluation/evaluate-rules.ts');
    const { createQuoteTokens } = await load('quote/quote-token.ts');
    const { quoteBody } = await load('routes/quote-routes.ts');
    const { RULE_ARGS } = await load('rules/rule-schema.ts');
    const { normalizeRule } = await load('rules/rule-semantics.ts');
    const measurer = createDesignMeasurer({ assets: service, clock });
    // The rules as the rule route stores them: argument defaults filled in, then normalized.
    const rules = compileRules(benchRules(1).map((input, index) => {
        const filled = Object.fromEntries(Object.entries(RULE_ARGS).map(([name, arg]) => [name, input[name] ?? structuredClone('default' in arg ? arg.default : undefined)]));
        return { ...normalizeRule(filled), id: index + 1, created_at: '', updated_at: '' };
    }));
    const measured = await measurer.measure(parsed.design);
    const options = { size: 'L', printing_method: 'dtg' };
    const subject = { productId: 1, options, printingMethod: 'dtg', quantity: 25, baseUnitPrice: 1700, design: measured.figures };
    const now = clock.now();
    const result = evaluatePricing(rules, subject, now);
    const tokens = createQuoteTokens(Buffer.alloc(32, 7).toString('base64url'));
    const claims = () => ({
        sid: tokens.sessionHash('bench-session-id-0123456789abcdef'),
        design: measured.hash,
        product: 1,
        options,
        quantity: 25,
        currency: 'EUR',
        unitPrice: result.unit_price,
        total: result.total,
        issuedAt: now,
        expiresAt: now + 1_800_000,
    });
    const line = { product: { id: 1, currency: 'EUR' }, options, printingMethod: 'dtg', quantity: 25, design: measured, result };
    const token = tokens.sign(claims());
    const answer = JSON.stringify(quoteBody(line, token, now));
    console.log(`${dir}: ${result.lines.length} of ${rules.length} rules apply, total ${result.total}, design ${measured.hash.slice(0, 12)}…, answer ${answer.length} bytes`);
    const validate = () => validateDesign(parsed.design);
    let unseen = 0;
    return {
        'parse the body (host; echo too)': [() => JSON.parse(body)],
        'validateDesign (echo too)': [validate],
        // The hash is found inside measure; a batch of validateDesign alone runs right after each batch of
        // measure and is subtracted from it.
        'design hash: measure (figures cached) − validate': [() => measurer.measure(parsed.design), validate],
        'evaluate 50 rules': [() => evaluatePricing(rules, subject, now)],
        // A design not seen before (only its name differs): validated, hashed, laid out and measured,
        // fonts and shaping caches shared with earlier designs. Not part of the own work below: the
        // benchmark quotes one design, whose figures stay cached.
        'first quote of a design: measure (layout, metrics)': [() => measurer.measure({ ...parsed.design, name: `design ${unseen++}` })],
        'sign the token (session hash, claims, HMAC)': [() => tokens.sign(claims())],
        'answer: quoteBody + JSON (host serializes)': [() => JSON.stringify(quoteBody(line, token, now))],
    };
}
function cpuMicros() {
    const { user, system } = process.cpuUsage();
    return user + system;
}
/** µs of CPU per call of each batch (less its `minus`), the copies' batches alternating. */
async function sample(runs) {
    // Calibrated so a batch takes about `batchMs`: long enough for the CPU clock's resolution.
    const started = performance.now();
    let calls = 0;
    while (performance.now() - started < batchMs) {
        await runs[0][0]();
        calls++;
    }
    // A step that answers a promise (measuring a new design loads and lays out) is awaited.
    const timed = async (run) => {
        const before = cpuMicros();
        for (let i = 0; i < calls; i++) {
            const result = run();
            if (result instanceof Promise)
                await result;
        }
        return (cpuMicros() - before) / calls;
    };
    const means = runs.map(() => []);
    for (let batch = 0; batch < batches; batch++) {
        for (const [index, [run, minus]] of runs.entries())
            means[index].push((await timed(run)) - (minus ? await timed(minus) : 0));
    }
    return means;
}
const copies = [resolve(join(import.meta.dirname, '../../addons/dynamic-pricing')), ...(values.compare ? [resolve(values.compare)] : [])];
const steps = await Promise.all(copies.map(quoteSteps));
const own = copies.map(() => 0);
console.log(`${''.padEnd(50)}${copies.map((_, index) => (index === 0 ? 'this tree' : 'compared').padStart(16)).join('')}`);
for (const name of Object.keys(steps[0])) {
    const means = await sample(steps.map((copy) => copy[name]));
    const cells = means.map((m, index) => {
        const sorted = [...m].sort((a, b) => a - b);
        const [best, median] = [sorted[0], sorted[Math.floor(sorted.length / 2)]];
        // A difference of two noisy batches has no meaningful lowest value: its median stands alone.
        const difference = steps[index][name][1] !== undefined;
        if (!name.includes('echo too') && !name.startsWith('first quote'))
            own[index] += difference ? median : best;
        return (difference ? `(${median.toFixed(1)})` : `${best.toFixed(1)} (${median.toFixed(1)})`).padStart(16);
    });
    console.log(`${name.padEnd(50)}${cells.join('')}`);
}
console.log(`${"the quote's own work beyond the echo's".padEnd(50)}${own.map((value) => value.toFixed(1).padStart(16)).join('')}`);
console.log('(µs of CPU per call: lowest batch mean, median in brackets; the own work adds the lowest, or the median of a difference)');
