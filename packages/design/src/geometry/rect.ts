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

/**
 * Area of the union of `rects` (exact for axis-aligned rectangles: a sweep over x with merged y
 * intervals). The boxes are sorted by top once, so each slab between two x edges merges the boxes
 * spanning it in that order without a sort or an array of its own: pricing runs it per element and
 * per side on every new design. Sums run in the same order as a per-slab sort would (the sort is
 * stable), so the area is the same to the last bit.
 */
export function unionArea(rects: readonly Rect[]): number {
  const boxes = rects.filter((rect) => rect.width > 0 && rect.height > 0).sort((a, b) => a.y - b.y);
  const count = boxes.length;
  const lefts = new Float64Array(count);
  const rights = new Float64Array(count);
  const edges = new Float64Array(2 * count);
  for (let index = 0; index < count; index++) {
    const box = boxes[index]!;
    lefts[index] = box.x;
    rights[index] = box.x + box.width;
    edges[2 * index] = lefts[index]!;
    edges[2 * index + 1] = rights[index]!;
  }
  edges.sort();
  let area = 0;
  let left = edges[0]!;
  for (let edge = 1; edge < edges.length; edge++) {
    const right = edges[edge]!;
    if (right === left) continue;
    let covered = 0;
    let start = 0;
    let end = 0;
    let open = false;
    for (let index = 0; index < count; index++) {
      if (lefts[index]! > left || rights[index]! < right) continue;
      const box = boxes[index]!;
      const top = box.y;
      const bottom = box.y + box.height;
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
    left = right;
  }
  return area;
}
