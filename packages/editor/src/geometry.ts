import type { Rect, Transform } from '@dcs/design';

/** A point in side millimetres (trim box origin, y down). */
export interface Point {
  x: number;
  y: number;
}

const RAD = Math.PI / 180;

/** Centre of a transform's box in its parent's coordinates. */
export function centerOf(t: Transform): Point {
  return { x: t.x + t.width / 2, y: t.y + t.height / 2 };
}

/** `p` rotated by `degrees` (clockwise, y down) around the origin. */
export function rotate(p: Point, degrees: number): Point {
  if (degrees === 0) return p;
  const cos = Math.cos(degrees * RAD);
  const sin = Math.sin(degrees * RAD);
  return { x: p.x * cos - p.y * sin, y: p.x * sin + p.y * cos };
}

/** `p` (parent coordinates) in the box's own frame: origin at the box centre, axes along the box. */
export function toLocal(t: Transform, p: Point): Point {
  const c = centerOf(t);
  return rotate({ x: p.x - c.x, y: p.y - c.y }, -t.rotation);
}

/** A point of the box's own frame (origin at its centre) in parent coordinates. */
export function fromLocal(t: Transform, p: Point): Point {
  const c = centerOf(t);
  const r = rotate(p, t.rotation);
  return { x: c.x + r.x, y: c.y + r.y };
}

/** The four corners of the rotated box (nw, ne, se, sw) in parent coordinates. */
export function cornersOf(t: Transform): Point[] {
  const w = t.width / 2;
  const h = t.height / 2;
  return [{ x: -w, y: -h }, { x: w, y: -h }, { x: w, y: h }, { x: -w, y: h }].map((p) => fromLocal(t, p));
}

/** Axis-aligned bounds of the rotated box. */
export function boundsOf(t: Transform): Rect {
  if (t.rotation % 360 === 0) return { x: t.x, y: t.y, width: t.width, height: t.height };
  const corners = cornersOf(t);
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** Whether `p` lies in the rotated box, grown by `tolerance` millimetres. */
export function boxContains(t: Transform, p: Point, tolerance = 0): boolean {
  const local = toLocal(t, p);
  return Math.abs(local.x) <= t.width / 2 + tolerance && Math.abs(local.y) <= t.height / 2 + tolerance;
}

/** Degrees in [0, 360). */
export function normalizeDegrees(degrees: number): number {
  const d = degrees % 360;
  return d < 0 ? d + 360 : d;
}

/** Rounds to 1 µm, the precision the SVG renderer writes, so stored numbers stay short. */
export function roundMm(value: number): number {
  return Math.round(value * 1000) / 1000;
}
