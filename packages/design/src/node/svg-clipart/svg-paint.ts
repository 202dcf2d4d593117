import type { ClipartGradientPaint, ClipartGradientStop, ClipartMatrix, ClipartPaint } from '@dcs/platform';
import { IDENTITY, multiply, parseMatrix, type Bounds } from './path-geometry.ts';
import type { XmlElement } from './xml-tree.ts';

const num = (value: string | undefined, fallback: number) => {
  const parsed = value === undefined ? NaN : parseFloat(value);
  return Number.isFinite(parsed) ? parsed : fallback;
};

/** What paints resolve against: usvg's definitions by id, the region of each solid color, and what was dropped. */
export interface PaintScope {
  defs: Map<string, XmlElement>;
  regionOf: (color: string) => string | undefined;
  drop: (feature: string) => void;
}

function color(value: string, scope: PaintScope): { color: string; region?: string } {
  const hex = value.toUpperCase();
  const region = scope.regionOf(hex);
  return region === undefined ? { color: hex } : { color: hex, region };
}

/**
 * A usvg paint (`#rrggbb`, `none` or `url(#id)`) on a shape with bounding box `bounds`: gradients
 * in bounding-box units are resolved into user space here. `null` for no paint.
 */
export function resolvePaint(value: string | undefined, bounds: Bounds, scope: PaintScope): ClipartPaint | null {
  if (!value || value === 'none') return null;
  if (value.startsWith('#')) return { kind: 'color', ...color(value, scope) };
  const id = /^url\(#(.+)\)$/.exec(value)?.[1];
  const def = id === undefined ? undefined : scope.defs.get(id);
  if (!def || (def.name !== 'linearGradient' && def.name !== 'radialGradient')) {
    scope.drop(def?.name === 'pattern' ? 'pattern fill' : 'unknown paint');
    return null;
  }
  const a = def.attributes;
  let matrix: ClipartMatrix = parseMatrix(a.gradientTransform) ?? IDENTITY;
  if (a.gradientUnits !== 'userSpaceOnUse') {
    const width = bounds[2] - bounds[0];
    const height = bounds[3] - bounds[1];
    // SVG: a bounding-box gradient on a shape without area is not painted.
    if (!(width > 0 && height > 0)) return null;
    matrix = multiply([width, 0, 0, height, bounds[0], bounds[1]], matrix);
  }
  const stops: ClipartGradientStop[] = def.children
    .filter((child) => child.name === 'stop')
    .map((stop) => ({ offset: num(stop.attributes.offset, 0), opacity: num(stop.attributes['stop-opacity'], 1), ...color(stop.attributes['stop-color'] ?? '#000000', scope) }));
  if (stops.length === 0) return null;
  if (stops.length === 1) return { kind: 'color', color: stops[0]!.color, ...(stops[0]!.region ? { region: stops[0]!.region } : {}) };
  const spread = a.spreadMethod === 'reflect' || a.spreadMethod === 'repeat' ? a.spreadMethod : 'pad';
  const coords = def.name === 'linearGradient'
    ? [num(a.x1, 0), num(a.y1, 0), num(a.x2, 1), num(a.y2, 0)]
    : [num(a.fx, num(a.cx, 0.5)), num(a.fy, num(a.cy, 0.5)), num(a.fr, 0), num(a.cx, 0.5), num(a.cy, 0.5), num(a.r, 0.5)];
  const gradient: ClipartGradientPaint = { kind: def.name === 'linearGradient' ? 'linear' : 'radial', matrix, spread, coords, stops };
  return gradient;
}
