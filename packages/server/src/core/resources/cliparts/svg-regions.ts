import type { AssetClipart, ClipartNode } from '@dcs/platform';

/** One recolorable region: every shape painted with one color, addressed by that color. */
export interface ClipartRegion {
  id: string;
  /** The original color, `#RRGGBB`. */
  color: string;
  /** How many fills and strokes use it. */
  shapes: number;
}

/**
 * The recolorable regions of a clipart drawing converted with `regions: 'detect'`: the distinct
 * solid colors its fills, strokes and gradient stops are painted with, in drawing order (`r1`,
 * `r2`…), so the storefront can offer one color picker per region. Read from the usvg-normalized
 * drawing, a color set by a CSS rule or a `<use>` counts as one set by an attribute.
 */
export function drawingRegions(asset: AssetClipart): ClipartRegion[] {
  const found = new Map<string, ClipartRegion>();
  const count = (region: string | undefined, color: string) => {
    if (region === undefined) return;
    const entry = found.get(region) ?? { id: region, color: color.toUpperCase(), shapes: 0 };
    entry.shapes += 1;
    found.set(region, entry);
  };
  const walk = (nodes: readonly ClipartNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'group') walk(node.children);
      if (node.kind !== 'path') continue;
      for (const paint of [node.fill?.paint, node.stroke?.paint]) {
        if (paint?.kind === 'color') count(paint.region, paint.color);
        else if (paint) for (const stop of paint.stops) count(stop.region, stop.color);
      }
    }
  };
  walk(asset.nodes ?? []);
  return [...found.values()].sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
}
