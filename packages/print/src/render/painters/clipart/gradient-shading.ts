import type { ClipartGradientPaint, ClipartMatrix } from '@dcs/design';
import type { PdfDict, PdfRef, PdfValue } from '../../../pdf/pdf-objects.ts';
import { name } from '../../../pdf/pdf-objects.ts';
import type { PdfWriter } from '../../../pdf/pdf-writer.ts';

/** A box in user space `[minX, minY, maxX, maxY]`: what a gradient must cover. */
export type UserBounds = [number, number, number, number];

/** Periods a reflected or repeated gradient is drawn over at most (beyond, it pads). */
const MAX_PERIODS = 64;

function invert(m: ClipartMatrix): ClipartMatrix | null {
  const det = m[0] * m[3] - m[1] * m[2];
  if (Math.abs(det) < 1e-12) return null;
  return [m[3] / det, -m[1] / det, -m[2] / det, m[0] / det, (m[2] * m[5] - m[3] * m[4]) / det, (m[1] * m[4] - m[0] * m[5]) / det];
}

/** The range of the gradient parameter t over the corners of `bounds` (how many periods a spread needs). */
function parameterRange(gradient: ClipartGradientPaint, bounds: UserBounds): [number, number] {
  const inverse = invert(gradient.matrix);
  if (!inverse) return [0, 1];
  const corners = [[bounds[0], bounds[1]], [bounds[2], bounds[1]], [bounds[0], bounds[3]], [bounds[2], bounds[3]]].map(([x, y]) => [
    inverse[0] * x! + inverse[2] * y! + inverse[4],
    inverse[1] * x! + inverse[3] * y! + inverse[5],
  ]);
  const c = gradient.coords;
  let values: number[];
  if (gradient.kind === 'linear') {
    const [dx, dy] = [c[2]! - c[0]!, c[3]! - c[1]!];
    const length = dx * dx + dy * dy || 1;
    values = corners.map(([x, y]) => ((x! - c[0]!) * dx + (y! - c[1]!) * dy) / length);
  } else {
    // Conservative for a focal point off centre: the distance from the focus over the smallest step of radius.
    const [fx, fy, fr, cx, cy, r] = c as [number, number, number, number, number, number];
    const step = Math.max(1e-9, r - fr - Math.hypot(cx - fx, cy - fy));
    values = corners.map(([x, y]) => (Math.hypot(x! - fx, y! - fy) - fr) / step);
    values.push(0);
  }
  return [Math.min(...values), Math.max(...values)];
}

/** One period of the gradient: a stitching of linear interpolations between its stops, over [0, 1]. */
function periodFunction(gradient: ClipartGradientPaint, components: (index: number) => number[]): PdfDict {
  const stops = gradient.stops.map((stop, index) => ({ offset: Math.min(1, Math.max(0, stop.offset)), values: components(index) }));
  // SVG clamps each offset to at least the previous one; PDF wants increasing bounds, so equal offsets (hard edges) step by a hair.
  for (let index = 1; index < stops.length; index++) stops[index]!.offset = Math.max(stops[index]!.offset, stops[index - 1]!.offset);
  if (stops[0]!.offset > 0) stops.unshift({ offset: 0, values: stops[0]!.values });
  if (stops[stops.length - 1]!.offset < 1) stops.push({ offset: 1, values: stops[stops.length - 1]!.values });
  // A zero-width segment is a hard edge: the next segment starts with the new color.
  const segments = stops.slice(1).map((b, index) => ({ a: stops[index]!, b })).filter(({ a, b }) => b.offset - a.offset >= 1e-6);
  if (segments.length === 0) segments.push({ a: stops[0]!, b: stops[stops.length - 1]! });
  const functions: PdfDict[] = segments.map(({ a, b }) => ({ FunctionType: 2, Domain: [0, 1], C0: a.values, C1: b.values, N: 1 }));
  const kept = segments.slice(0, -1).map(({ b }) => b.offset);
  if (functions.length === 1) return functions[0]!;
  return { FunctionType: 3, Domain: [0, 1], Functions: functions, Bounds: kept, Encode: functions.flatMap(() => [0, 1]) };
}

/**
 * The PDF shading of an SVG gradient in gradient space (the caller sets `gradient.matrix` as the
 * pattern matrix or with `cm`). Pad is the shading's Extend; reflect and repeat are drawn as enough
 * periods to cover `bounds`, each period the same function (reversed for odd reflected periods).
 */
export function gradientShading(writer: PdfWriter, gradient: ClipartGradientPaint, space: 'DeviceCMYK' | 'DeviceRGB' | 'DeviceGray', components: (index: number) => number[], bounds: UserBounds): PdfRef {
  const period = periodFunction(gradient, components);
  let [t0, t1] = [0, 1];
  let fn: PdfValue = period;
  if (gradient.spread !== 'pad') {
    const [low, high] = parameterRange(gradient, bounds);
    t0 = Math.max(-MAX_PERIODS, Math.min(0, Math.floor(low)));
    t1 = Math.min(MAX_PERIODS, Math.max(1, Math.ceil(high)));
    if (gradient.kind === 'radial') t0 = Math.max(t0, radialStart(gradient));
    if (t1 - t0 > 1) {
      const shared = writer.add(period);
      const count = t1 - t0;
      const encode: number[] = [];
      for (let index = 0; index < count; index++) {
        const reversed = gradient.spread === 'reflect' && Math.abs((t0 + index) % 2) === 1;
        encode.push(reversed ? 1 : 0, reversed ? 0 : 1);
      }
      fn = { FunctionType: 3, Domain: [t0, t1], Functions: Array.from({ length: count }, () => shared), Bounds: Array.from({ length: count - 1 }, (_, index) => t0 + index + 1), Encode: encode };
    }
  }
  const c = gradient.coords;
  const at = (t: number, a: number, b: number) => a + t * (b - a);
  const coords = gradient.kind === 'linear'
    ? [at(t0, c[0]!, c[2]!), at(t0, c[1]!, c[3]!), at(t1, c[0]!, c[2]!), at(t1, c[1]!, c[3]!)]
    : [at(t0, c[0]!, c[3]!), at(t0, c[1]!, c[4]!), Math.max(0, at(t0, c[2]!, c[5]!)), at(t1, c[0]!, c[3]!), at(t1, c[1]!, c[4]!), at(t1, c[2]!, c[5]!)];
  return writer.add({
    ShadingType: gradient.kind === 'linear' ? 2 : 3,
    ColorSpace: name(space),
    Coords: coords,
    Domain: [t0, t1],
    Function: fn,
    Extend: [true, true],
  });
}

/** The parameter where a radial gradient's circle shrinks to nothing (below it nothing is drawn). */
function radialStart(gradient: ClipartGradientPaint): number {
  const [, , fr, , , r] = gradient.coords as [number, number, number, number, number, number];
  return r === fr ? 0 : Math.ceil(-fr / (r - fr));
}
