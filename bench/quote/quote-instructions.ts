// Instructions per measure + preflight of the benchmark's design (what the quote route runs on a design),
// counted by valgrind's callgrind: the same count on every run of the same tree, whatever else the machine
// is doing, so a change of a few per cent is seen at once where the timed benchmarks swing by 10–30 %.
//   node_modules/.bin/node --disable-warning=ExperimentalWarning bench/quote/quote-instructions.ts [--kind new|repeated|both]
// It runs this file again under `valgrind --tool=callgrind` with `--child <calls>`, for 100 and for 300
// calls, and prints (count₃₀₀ − count₁₀₀) / 200: start-up, module loading and the first calls cancel.
// V8 runs with `--predictable` (one thread, no concurrent compiling or marking, a fixed GC schedule):
// without it the count of one tree swings by ±15 % with the scheduling of V8's helper threads. The
// garbage collector's work is in the count. The measurer's clock stands still: under valgrind 300 calls
// take minutes, past its 60 s lifetime of figures. Needs Debian's `valgrind` (not a test dependency).
// Measures the addon in this tree; for a before/after, run it in a checkout of the other commit.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { createDesignMeasurer } from '../../addons/dynamic-pricing/src/design/design-measurer.ts';
import { benchAssetsService, benchDesign, newWord } from './bench-fixtures.ts';

const { values } = parseArgs({ options: { kind: { type: 'string', default: 'both' }, child: { type: 'string' }, repeated: { type: 'boolean', default: false } } });

if (values.child) {
  const measurer = createDesignMeasurer({ assets: benchAssetsService(), clock: { now: () => 1_000_000 } });
  const body = JSON.stringify(benchDesign());
  // A new design per call as a customer typing makes (one text gets a word never measured), or the same one.
  const design = (n: number) => {
    const parsed = JSON.parse(body) as { sides: Array<{ elements: Array<{ type: string; content?: string }> }> };
    parsed.sides[0]!.elements.find((element) => element.type === 'text')!.content = `Hello ${newWord(values.repeated ? 1 : n, 'new')} and friends`;
    return parsed;
  };
  for (let call = 0; call < Number(values.child); call++) await measurer.measureWithPreflight(design(call), 300);
} else {
  const run = promisify(execFile);
  const count = async (calls: number, repeated: boolean) => {
    const args = ['--tool=callgrind', '--callgrind-out-file=/dev/null', process.execPath, '--predictable', '--disable-warning=ExperimentalWarning', import.meta.filename, '--child', String(calls), ...(repeated ? ['--repeated'] : [])];
    const { stderr } = await run('valgrind', args, { maxBuffer: 1 << 24 });
    const collected = /Collected : (\d+)/.exec(stderr);
    if (!collected) throw new Error(`callgrind printed no count:\n${stderr.slice(-2000)}`);
    return Number(collected[1]);
  };
  const kinds = values.kind === 'both' ? ['new', 'repeated'] : [values.kind!];
  for (const kind of kinds) {
    const repeated = kind === 'repeated';
    const [few, many] = await Promise.all([count(100, repeated), count(300, repeated)]);
    console.log(`${kind === 'new' ? 'new design (a new word per call)' : 'design seen before'}: ${((many - few) / 200 / 1e6).toFixed(3)} M instructions per measure + preflight`);
  }
}
