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
import type * as Measurer from '../../addons/dynamic-pricing/src/design/design-measurer.ts';
import type * as Evaluation from '../../addons/dynamic-pricing/src/evaluation/evaluate-rules.ts';
import type * as Tokens from '../../addons/dynamic-pricing/src/quote/quote-token.ts';
import type * as QuoteRoutes from '../../addons/dynamic-pricing/src/routes/quote-routes.ts';
import type * as RuleSchema from '../../addons/dynamic-pricing/src/rules/rule-schema.ts';
import type * as RuleSemantics from '../../addons/dynamic-pricing/src/rules/rule-semantics.ts';
import { benchAssetsService, benchDesign, benchRules, newWord } from './bench-fixtures.ts';

const { values } = parseArgs({ options: { compare: { type: 'string' }, batches: { type: 'string', default: '30' }, 'batch-ms': { type: 'string', default: '20' } } });
const batches = Number(values.batches);
const batchMs = Number(values['batch-ms']);

// The measurer reads fonts and assets through the facade's assets service; the fixtures answer here.
const service = benchAssetsService();
const clock = { now: () => Date.now() };
const body = JSON.stringify({ product_id: 1, quantity: 25, options: { size: 'L' }, design: benchDesign() });
const parsed = JSON.parse(body) as { design: unknown };

/** Each step: what it runs, and what to subtract from it (run in the batch right after). */
type Steps = Record<string, [run: () => unknown, minus?: () => unknown]>;

/** The quote's steps, as one copy of the addon's sources does them. */
async function quoteSteps(dir: string): Promise<Steps> {
  const load = <T>(path: string) => import(pathToFileURL(join(dir, 'src', path)).href) as Promise<T>;
  const { createDesignMeasurer } = await load<typeof Measurer>('design/design-measurer.ts');
  const { compileRules, evaluatePricing } = await load<typeof Evaluation>('evaluation/evaluate-rules.ts');
  const { createQuoteTokens } = await load<typeof Tokens>('quote/quote-token.ts');
  const { quoteBody } = await load<typeof QuoteRoutes>('routes/quote-routes.ts');
  const { RULE_ARGS } = await load<typeof RuleSchema>('rules/rule-schema.ts');
  const { normalizeRule } = await load<typeof RuleSemantics>('rules/rule-semantics.ts');

  const measurer = createDesignMeasurer({ assets: service, clock });
  // The rules as the rule route stores them: argument defaults filled in, then normalized.
  const rules = compileRules(
    benchRules(1).map((input, index): RuleSchema.PricingRule => {
      const filled = Object.fromEntries(Object.entries(RULE_ARGS).map(([name, arg]) => [name, input[name] ?? structuredClone('default' in arg ? arg.default : undefined)]));
      return { ...normalizeRule(filled as never), id: index + 1, created_at: '', updated_at: '' };
    }),
  );
  const measured = await measurer.measure(parsed.design);
  const options = { size: 'L', printing_method: 'dtg' };
  const subject = { productId: 1, options, printingMethod: 'dtg', method: null, quantity: 25, baseUnitPrice: 1700, design: measured.figures };
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
  const line = { product: { id: 1, currency: 'EUR' } as never, options, printingMethod: 'dtg', method: null, quantity: 25, design: measured, result, lines: [] };
  const token = tokens.sign(claims());
  const answer = JSON.stringify(quoteBody(line, token, now));
  console.log(`${dir}: ${result.lines.length} of ${rules.length} rules apply, total ${result.total}, design ${measured.hash.slice(0, 12)}…, answer ${answer.length} bytes`);
  const validate = () => validateDesign(parsed.design);
  let unseen = 0;
  // One copy whose text changes on every call (the measurer reads it afresh each time).
  const typing = structuredClone(parsed.design) as { sides: Array<{ elements: Array<{ type: string; content?: string }> }> };
  const typedText = typing.sides[0]!.elements.find((element) => element.type === 'text')!;
  const typed = (n: number) => {
    typedText.content = `Hello ${newWord(n, 'new')} and friends`;
    return typing;
  };
  return {
    'parse the body (host; echo too)': [() => JSON.parse(body)],
    'validateDesign (echo too)': [validate],
    // A design seen before: measure validates it (reusing its elements, see docs/pricing.md), finds its
    // hash and figures. It replaces the echo's validateDesign, so a batch of validateDesign alone runs
    // right after each batch of measure and is subtracted from it (less than 0: cheaper than the echo's).
    'measure, design seen before − validateDesign': [() => measurer.measure(parsed.design), validate],
    'evaluate 50 rules': [() => evaluatePricing(rules, subject, now)],
    // A design not seen before, as typing makes it: one text has a word never measured before (the
    // other elements' figures are cached by their JSON, see docs/pricing.md), fonts and shaping caches
    // shared with earlier designs. Not part of the own work below: the benchmark's repeated design keeps
    // its figures cached; its new designs pay this.
    'new design (a new word): measure (hash, layout of that text, figures)': [() => measurer.measure(typed(unseen++))],
    // What the quote route runs on a new design: the figures and the preflight report at 300 dpi.
    'new design (a new word): measure + preflight': [() => measurer.measureWithPreflight(typed(unseen++), 300)],
    'sign the token (session hash, claims, HMAC)': [() => tokens.sign(claims())],
    'answer: quoteBody + JSON (host serializes)': [() => JSON.stringify(quoteBody(line, token, now))],
  };
}

function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

/** µs of CPU per call of each batch (less its `minus`), the copies' batches alternating. */
async function sample(runs: Array<Steps[string]>): Promise<number[][]> {
  // Calibrated so a batch takes about `batchMs`: long enough for the CPU clock's resolution.
  const started = performance.now();
  let calls = 0;
  while (performance.now() - started < batchMs) {
    await runs[0]![0]();
    calls++;
  }
  // A step that answers a promise (measuring a new design loads and lays out) is awaited.
  const timed = async (run: () => unknown) => {
    const before = cpuMicros();
    for (let i = 0; i < calls; i++) {
      const result = run();
      if (result instanceof Promise) await result;
    }
    return (cpuMicros() - before) / calls;
  };
  const means: number[][] = runs.map(() => []);
  for (let batch = 0; batch < batches; batch++) {
    for (const [index, [run, minus]] of runs.entries()) means[index]!.push((await timed(run)) - (minus ? await timed(minus) : 0));
  }
  return means;
}

const copies = [resolve(join(import.meta.dirname, '../../addons/dynamic-pricing')), ...(values.compare ? [resolve(values.compare)] : [])];
const steps = await Promise.all(copies.map(quoteSteps));
const own = copies.map(() => 0);
console.log(`${''.padEnd(50)}${copies.map((_, index) => (index === 0 ? 'this tree' : 'compared').padStart(16)).join('')}`);
for (const name of Object.keys(steps[0]!)) {
  const means = await sample(steps.map((copy) => copy[name]!));
  const cells = means.map((m, index) => {
    const sorted = [...m].sort((a, b) => a - b);
    const [best, median] = [sorted[0]!, sorted[Math.floor(sorted.length / 2)]!];
    // A difference of two noisy batches has no meaningful lowest value: its median stands alone.
    const difference = steps[index]![name]![1] !== undefined;
    if (!name.includes('echo too') && !name.startsWith('new design')) own[index]! += difference ? median : best;
    return (difference ? `(${median.toFixed(1)})` : `${best.toFixed(1)} (${median.toFixed(1)})`).padStart(16);
  });
  console.log(`${name.padEnd(50)}${cells.join('')}`);
}
console.log(`${"the quote's own work beyond the echo's".padEnd(50)}${own.map((value) => value.toFixed(1).padStart(16)).join('')}`);
console.log('(µs of CPU per call: lowest batch mean, median in brackets; the own work adds the lowest, or the median of a difference)');
