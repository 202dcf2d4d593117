import type { ClipartMatrix } from '@dcs/platform';

/** A box `[minX, minY, maxX, maxY]`; empty when minX > maxX. */
export type Bounds = [number, number, number, number];

export const EMPTY_BOUNDS: Bounds = [Infinity, Infinity, -Infinity, -Infinity];
export const IDENTITY: ClipartMatrix = [1, 0, 0, 1, 0, 0];

/** `a × b`: applies `b` first, then `a` (SVG's `transform="a b"`). */
export function multiply(a: ClipartMatrix, b: ClipartMatrix): ClipartMatrix {
  return [
    a[0] * b[0] + a[2] * b[1], a[1] * b[0] + a[3] * b[1],
    a[0] * b[2] + a[2] * b[3], a[1] * b[2] + a[3] * b[3],
    a[0] * b[4] + a[2] * b[5] + a[4], a[1] * b[4] + a[3] * b[5] + a[5],
  ];
}

export function apply(m: ClipartMatrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** Parses `matrix(a b c d e f)`, the only transform usvg writes. */
export function parseMatrix(value: string | undefined): ClipartMatrix | undefined {
  if (!value) return undefined;
  const match = /matrix\(([^)]*)\)/.exec(value);
  const numbers = match?.[1]!.trim().split(/[\s,]+/).map(Number);
  return numbers && numbers.length === 6 && numbers.every(Number.isFinite) ? (numbers as ClipartMatrix) : undefined;
}

/** Commands of usvg path data: absolute M, L, Q, C and Z only. */
type Segment = { cmd: 'M' | 'L' | 'Q' | 'C' | 'Z'; points: number[] };

export function parsePathData(d: string): Segment[] {
  const segments: Segment[] = [];
  for (const match of d.matchAll(/([MLQCZ])([^MLQCZ]*)/gi)) {
    const numbers = match[2]!.trim() === '' ? [] : match[2]!.trim().split(/[\s,]+/).map(Number);
    const cmd = match[1]!.toUpperCase() as Segment['cmd'];
    const size = cmd === 'C' ? 6 : cmd === 'Q' ? 4 : cmd === 'Z' ? 0 : 2;
    if (size === 0) segments.push({ cmd, points: [] });
    // Repeated coordinates after one letter continue the command (M continues as L).
    for (let index = 0; index + size <= numbers.length && size > 0; index += size) {
      segments.push({ cmd: cmd === 'M' && index > 0 ? 'L' : cmd, points: numbers.slice(index, index + size) });
    }
  }
  return segments;
}

const fmt = (value: number) => String(Math.round(value * 1e4) / 1e4);

/** Path data with every point mapped through `m`. */
export function transformPathData(d: string, m: ClipartMatrix): string {
  return parsePathData(d)
    .map(({ cmd, points }) => {
      const mapped: number[] = [];
      for (let index = 0; index < points.length; index += 2) mapped.push(...apply(m, points[index]!, points[index + 1]!));
      return `${cmd}${mapped.map(fmt).join(' ')}`;
    })
    .join('');
}

function cubicExtrema(p0: number, p1: number, p2: number, p3: number): number[] {
  // Roots of the derivative: where a cubic Bézier turns, so the box is exact rather than the hull.
  const a = -p0 + 3 * p1 - 3 * p2 + p3;
  const b = 2 * (p0 - 2 * p1 + p2);
  const c = p1 - p0;
  const roots: number[] = [];
  if (Math.abs(a) < 1e-12) {
    if (Math.abs(b) > 1e-12) roots.push(-c / b);
  } else {
    const disc = b * b - 4 * a * c;
    if (disc >= 0) roots.push((-b + Math.sqrt(disc)) / (2 * a), (-b - Math.sqrt(disc)) / (2 * a));
  }
  return roots.filter((t) => t > 0 && t < 1).map((t) => (1 - t) ** 3 * p0 + 3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t * t * p2 + t ** 3 * p3);
}

/** The exact fill bounding box of usvg path data. */
export function pathBounds(d: string): Bounds {
  const box: Bounds = [...EMPTY_BOUNDS];
  const add = (x: number, y: number) => {
    box[0] = Math.min(box[0], x);
    box[1] = Math.min(box[1], y);
    box[2] = Math.max(box[2], x);
    box[3] = Math.max(box[3], y);
  };
  let x = 0;
  let y = 0;
  for (const { cmd, points } of parsePathData(d)) {
    // A quadratic segment as the cubic it equals.
    const p = cmd === 'Q'
      ? [x + (2 / 3) * (points[0]! - x), y + (2 / 3) * (points[1]! - y), points[2]! + (2 / 3) * (points[0]! - points[2]!), points[3]! + (2 / 3) * (points[1]! - points[3]!), points[2]!, points[3]!]
      : points;
    if (cmd === 'M' || cmd === 'L') [x, y] = [p[0]!, p[1]!];
    else if (cmd === 'C' || cmd === 'Q') {
      for (const ex of cubicExtrema(x, p[0]!, p[2]!, p[4]!)) add(ex, y);
      for (const ey of cubicExtrema(y, p[1]!, p[3]!, p[5]!)) add(x, ey);
      [x, y] = [p[4]!, p[5]!];
    } else continue;
    add(x, y);
  }
  return box;
}

/** `inner` mapped through `m` (its corners) and joined with `outer`. */
export function unionBounds(outer: Bounds, inner: Bounds, m: ClipartMatrix = IDENTITY): Bounds {
  if (inner[0] > inner[2]) return outer;
  const corners = [apply(m, inner[0], inner[1]), apply(m, inner[2], inner[1]), apply(m, inner[0], inner[3]), apply(m, inner[2], inner[3])];
  const box: Bounds = [...outer];
  for (const [px, py] of corners) {
    box[0] = Math.min(box[0], px);
    box[1] = Math.min(box[1], py);
    box[2] = Math.max(box[2], px);
    box[3] = Math.max(box[3], py);
  }
  return box;
}
