import { toMargins } from './geometry.ts';
import type { GangItem, RollOptions } from './roll-types.ts';

/**
 * The shortest a single roll could possibly be: the items' footprints (label strips included), each
 * grown by the spacing, as area over the usable width (plus one spacing: the last column needs none),

 * plus the margins (each item in its orientation of least area; items wider than the roll left out). No layout is shorter; `nestRoll`'s length over this is its packing overhead.
 */
export function rollLowerBound(items: readonly GangItem[], options: RollOptions): number {
  const margins = toMargins(options.margins);
  const label = options.label ?? null;
  let total = 0;
  let tallest = 0;
  const usable = options.width - margins.left - margins.right;
  const footprint = (width: number, height: number) => ({ width: label ? Math.max(width, label.minWidth) : width, height: height + (label ? label.gap + label.height : 0) });
  for (const item of items) {
    const orientations = [footprint(item.width, item.height)];
    if (options.allowRotation && item.rotatable !== false) orientations.push(footprint(item.height, item.width));
    const fitting = orientations.filter((size) => size.width <= usable);
    if (fitting.length === 0) continue;
    total += Math.min(...fitting.map((size) => (size.width + options.spacing) * (size.height + options.spacing))) * (item.quantity ?? 1);
    tallest = Math.max(tallest, Math.min(...fitting.map((size) => size.height)));
  }
  if (total === 0) return 0;
  const usableWidth = options.width - margins.left - margins.right + options.spacing;
  return Math.max(total / usableWidth - options.spacing, tallest) + margins.top + margins.bottom;
}
