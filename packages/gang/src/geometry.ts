/** An axis-aligned rectangle in millimetres, y down from the sheet's top (leading) edge. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Margins of a sheet or roll in millimetres. */
export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Below this (mm) two edges count as touching: layouts are sums of decimal millimetres. */
export const EPSILON = 1e-6;

/** Whether two rectangles share interior area (touching edges do not overlap). */
export function rectsOverlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width - EPSILON && b.x < a.x + a.width - EPSILON && a.y < b.y + b.height - EPSILON && b.y < a.y + a.height - EPSILON;
}

/** Whether `inner` lies inside `outer` (edges may coincide). */
export function rectContains(outer: Rect, inner: Rect): boolean {
  return inner.x >= outer.x - EPSILON && inner.y >= outer.y - EPSILON && inner.x + inner.width <= outer.x + outer.width + EPSILON && inner.y + inner.height <= outer.y + outer.height + EPSILON;
}

/** Margins from one number (all sides) or a partial object (missing sides 0). */
export function toMargins(margins: number | Partial<Margins> | undefined): Margins {
  if (typeof margins === 'number') return { top: margins, right: margins, bottom: margins, left: margins };
  return { top: margins?.top ?? 0, right: margins?.right ?? 0, bottom: margins?.bottom ?? 0, left: margins?.left ?? 0 };
}

/** The pairs of indexes whose rectangles overlap (for checks; quadratic). */
export function findOverlaps(rects: readonly Rect[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < rects.length; i++) {
    for (let j = i + 1; j < rects.length; j++) if (rectsOverlap(rects[i]!, rects[j]!)) pairs.push([i, j]);
  }
  return pairs;
}
