import type { ClipartGradientPaint, ClipartImageNode, ClipartNode, ClipartPaint, ClipartPathNode } from '@dcs/platform';
import { colorToHex, type Color } from '../../document/color.ts';
import type { ClipartAsset } from '../../resources/resource-providers.ts';

/** The drawing of a clipart: its nodes, or (older assets) its solid paths as filled path nodes. */
export function clipartNodes(asset: ClipartAsset): readonly ClipartNode[] {
  if (asset.nodes) return asset.nodes;
  return asset.paths.map((path) => ({
    kind: 'path' as const,
    d: path.d,
    fill: { paint: { kind: 'color' as const, color: path.fill, ...(path.region === undefined ? {} : { region: path.region }) }, opacity: 1, rule: 'nonzero' as const },
  }));
}

/** The color a solid color takes on an element that recolors regions. */
export function recolored(color: string, region: string | undefined, colors: Readonly<Record<string, Color>>): Color {
  const replacement = region === undefined ? undefined : colors[region];
  return replacement ?? color.toUpperCase();
}

/** `paint` with the element's region colors applied (gradient stops included). */
export function recolorPaint<P extends ClipartPaint>(paint: P, colors: Readonly<Record<string, Color>>): P {
  if (paint.kind === 'color') return { ...paint, color: colorToHex(recolored(paint.color, paint.region, colors)) };
  const gradient = paint as ClipartGradientPaint;
  return { ...gradient, stops: gradient.stops.map((stop) => ({ ...stop, color: colorToHex(recolored(stop.color, stop.region, colors)) })) } as P;
}

/** Calls `visit` with every paint the drawing inks (fills and strokes; a mask's content is opacity, not ink). */
export function forEachPaint(nodes: readonly ClipartNode[], visit: (paint: ClipartPaint) => void): void {
  for (const node of nodes) {
    if (node.kind === 'path') {
      if (node.fill) visit(node.fill.paint);
      if (node.stroke) visit(node.stroke.paint);
    } else if (node.kind === 'group') {
      forEachPaint(node.children, visit);
    }
  }
}

/**
 * Calls `visit` with every path and image of the drawing (clip and mask content aside) and the
 * smaller axis scale of its groups' matrices: what sizes on the product are measured with.
 */
export function forEachDrawn(nodes: readonly ClipartNode[], visit: (node: ClipartPathNode | ClipartImageNode, scale: number) => void, scale = 1): void {
  for (const node of nodes) {
    if (node.kind !== 'group') visit(node, scale);
    else {
      const m = node.matrix;
      const own = m ? Math.min(Math.hypot(m[0], m[1]), Math.hypot(m[2], m[3])) : 1;
      forEachDrawn(node.children, visit, scale * own);
    }
  }
}

/** The recolorable regions of a clipart, each with its original color, in drawing order. */
export function clipartRegions(asset: ClipartAsset): Array<{ id: string; color: string }> {
  const found = new Map<string, string>();
  forEachPaint(clipartNodes(asset), (paint) => {
    const colors = paint.kind === 'color' ? [paint] : paint.stops;
    for (const { region, color } of colors) if (region !== undefined && !found.has(region)) found.set(region, color.toUpperCase());
  });
  return [...found].map(([id, color]) => ({ id, color }));
}
