import type { Rect } from '../document/design-document.ts';

/** The smallest rectangle holding all of `rects`, or `null` for none. */
export function unionRects(rects: readonly Rect[]): Rect | null {
  if (rects.length === 0) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const rect of rects) {
    minX = Math.min(minX, rect.x);
    minY = Math.min(minY, rect.y);
    maxX = Math.max(maxX, rect.x + rect.width);
    maxY = Math.max(maxY, rect.y + rect.height);
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** Whether `inner` lies inside `outer`, allowing `epsilon` millimetres for rounding. */
export function containsRect(outer: Rect, inner: Rect, epsilon = 1e-6): boolean {
  return (
    inner.x >= outer.x - epsilon &&
    inner.y >= outer.y - epsilon &&
    inner.x + inner.width <= outer.x + outer.width + epsilon &&
    inner.y + inner.height <= outer.y + outer.height + epsilon
  );
}

export function intersectsRect(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export function insetRect(rect: Rect, inset: number): Rect {
  return { x: rect.x + inset, y: rect.y + inset, width: Math.max(0, rect.width - 2 * inset), height: Math.max(0, rect.height - 2 * inset) };
}

/** Area of the union of `rects` (exact for axis-aligned rectangles: a sweep over x with merged y intervals). */
export function unionArea(rects: readonly Rect[]): number {
  const boxes = rects.filter((rect) => rect.width > 0 && rect.height > 0);
  const xs = [...new Set(boxes.flatMap((rect) => [rect.x, rect.x + rect.width]))].sort((a, b) => a - b);
  let area = 0;
  for (let index = 0; index + 1 < xs.length; index++) {
    const left = xs[index]!;
    const right = xs[index + 1]!;
    const spans = boxes
      .filter((rect) => rect.x <= left && rect.x + rect.width >= right)
      .map((rect) => [rect.y, rect.y + rect.height] as const)
      .sort((a, b) => a[0] - b[0]);
    let covered = 0;
    let start = 0;
    let end = 0;
    let open = false;
    for (const [top, bottom] of spans) {
      if (!open || top > end) {
        if (open) covered += end - start;
        start = top;
        end = bottom;
        open = true;
      } else if (bottom > end) {
        end = bottom;
      }
    }
    if (open) covered += end - start;
    area += covered * (right - left);
  }
  return area;
}
