// The package's `main` is a UMD file under `"type": "module"`, which Node cannot load: its ES build is
// imported by path (declared in maxrects-packer-module.d.ts).
import { MaxRectsPacker, PACKING_LOGIC } from 'maxrects-packer/dist/maxrects-packer.mjs';
import { toMargins } from '../geometry.ts';
import type { GangItem, RollOptions } from '../roll-types.ts';

/** One heuristic of the peer and the roll length it gives. */
export interface PeerResult {
  heuristic: string;
  length: number;
  bins: number;
}

/**
 * The npm package `maxrects-packer` on the same items as `nestRoll` (footprints with label strips, the
 * roll's usable width, the spacing as its padding, an unlimited length), once per packing logic, with
 * and without rotation, sorted as it sorts them: the figures `nestRoll` must not lose to. Dev only.
 */
export function maxrectsPackerLengths(items: readonly GangItem[], options: RollOptions): PeerResult[] {
  const margins = toMargins(options.margins);
  const label = options.label ?? null;
  const usableWidth = options.width - margins.left - margins.right;
  const rects = items.flatMap((item) =>
    Array.from({ length: item.quantity ?? 1 }, () => ({
      width: label ? Math.max(item.width, label.minWidth) : item.width,
      height: item.height + (label ? label.gap + label.height : 0),
    })),
  );
  const huge = rects.reduce((sum, rect) => sum + Math.max(rect.width, rect.height) + options.spacing, 0);
  const results: PeerResult[] = [];
  for (const [name, logic] of [['max-area', PACKING_LOGIC.MAX_AREA], ['max-edge', PACKING_LOGIC.MAX_EDGE], ['fill-width', PACKING_LOGIC.FILL_WIDTH]] as const) {
    for (const allowRotation of options.allowRotation ? [false, true] : [false]) {
      const packer = new MaxRectsPacker(usableWidth, huge, options.spacing, { smart: true, pot: false, square: false, allowRotation, logic });
      packer.addArray(rects.map((rect) => ({ ...rect, x: 0, y: 0 })) as never);
      const bin = packer.bins[0]!;
      const end = bin.rects.reduce((max: number, rect: { y: number; height: number }) => Math.max(max, rect.y + rect.height), 0);
      results.push({ heuristic: `${name}${allowRotation ? '/rotate' : ''}`, length: end + margins.top + margins.bottom, bins: packer.bins.length });
    }
  }
  return results;
}
