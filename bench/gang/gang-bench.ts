// Gang sheets: roll nesting against the area lower bound and maxrects-packer, and the roll PNG.
//   node_modules/.bin/node bench/gang/gang-bench.ts [--repeats=5]
// Exits 1 when a target is missed.
import { benchNesting } from './nesting-bench.ts';
import { benchRollPng } from './roll-png-bench.ts';

const repeats = Number(process.argv.find((arg) => arg.startsWith('--repeats='))?.slice(10) ?? 5);
const nestingOk = benchNesting(repeats);
console.log(nestingOk ? 'nesting targets met' : 'NESTING TARGET MISSED');
const pngOk = await benchRollPng();
console.log(pngOk ? 'roll PNG targets met' : 'ROLL PNG TARGET MISSED');
process.exitCode = nestingOk && pngOk ? 0 : 1;
