import { mixedGangItems, nestRoll, rollLowerBound, type RollOptions } from '@dcs/gang';
import { maxrectsPackerLengths } from '../../packages/gang/src/testing/maxrects-packer-peer.ts';

/** A 22-inch DTF roll with 3 mm spacing, 5 mm margins and a 6 mm label strip under each transfer. */
export const BENCH_ROLL: RollOptions = { width: 558.8, spacing: 3, margins: 5, allowRotation: true, label: { height: 6, gap: 1, minWidth: 40 } };

/**
 * Nests the seeded 50, 150 and 300 mixed items with `nestRoll` and with every heuristic of
 * maxrects-packer, in the same run, and prints lengths, the area lower bound and times (the median of
 * `repeats` runs, CPU time beside it, so a busy machine shows as wall ≫ CPU).
 */
export function benchNesting(repeats: number): boolean {
  let ok = true;
  console.log('roll nesting: 22" roll, spacing 3 mm, margins 5 mm, label 6 mm (targets: ≤ 1.08 × bound, ≤ maxrects-packer, 300 items ≤ 1 s)');
  console.log('items | length mm | lower bound | ratio | maxrects-packer best (heuristic) | ours − peer | time ms (cpu) | peer ms | strategy');
  for (const count of [50, 150, 300]) {
    const items = mixedGangItems(count);
    const times: { wall: number; cpu: number }[] = [];
    let layout = nestRoll(items, BENCH_ROLL);
    for (let run = 0; run < repeats; run++) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      layout = nestRoll(items, BENCH_ROLL);
      const used = process.cpuUsage(cpu);
      times.push({ wall: performance.now() - started, cpu: (used.user + used.system) / 1000 });
    }
    times.sort((a, b) => a.wall - b.wall);
    const median = times[Math.floor(times.length / 2)]!;
    const peerStarted = performance.now();
    const peer = maxrectsPackerLengths(items, BENCH_ROLL).sort((a, b) => a.length - b.length)[0]!;
    const peerMs = performance.now() - peerStarted;
    const length = layout.rolls[0]!.length;
    const bound = rollLowerBound(items, BENCH_ROLL);
    const ratio = length / bound;
    ok &&= ratio <= 1.08 && length <= peer.length && layout.rolls.length === 1 && (count !== 300 || median.wall <= 1000);
    console.log(`${count} | ${length.toFixed(1)} | ${bound.toFixed(1)} | ${ratio.toFixed(4)} | ${peer.length.toFixed(1)} (${peer.heuristic}) | ${(length - peer.length).toFixed(1)} | ${median.wall.toFixed(0)} (${median.cpu.toFixed(0)}) | ${peerMs.toFixed(0)} | ${layout.strategy}`);
  }
  return ok;
}
