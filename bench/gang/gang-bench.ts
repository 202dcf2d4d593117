// Gang sheets: roll nesting against the area lower bound and maxrects-packer, and the roll PNG.
//   node_modules/.bin/node bench/gang/gang-bench.ts [--repeats=5]
// Exits 1 when a target is missed.
import { benchNesting } from './nesting-bench.ts';

const repeats = Number(process.argv.find((arg) => arg.startsWith('--repeats='))?.slice(10) ?? 5);
const nestingOk = benchNesting(repeats);
console.log(nestingOk ? 'nesting targets met' : 'NESTING TARGET MISSED');
process.exitCode = nestingOk ? 0 : 1;
