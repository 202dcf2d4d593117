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
 * Up to this many boxes are sorted by insertion, which beats `Array#sort` with a comparator at a side's
 * usual count. The boxes and the edges have a loop each: one helper taking a comparator cost twice as
 * much (16 boxes 1.0 → 2.0 µs in a loop of calls).
 */
const INSERTION_SORT_MAX = 32;

/**
 * Area of the union of `rects` (exact for axis-aligned rectangles: a sweep over x with merged y
 * intervals). The boxes are sorted by top once, so each slab between two x edges merges the boxes
 * spanning it in that order without a sort or an array of its own: pricing runs it per element and
 * per side on every new design. Sums run in the same order as a per-slab sort would (the sort is
 * stable), so the area is the same to the last bit. The coordinates go into plain arrays: a typed
 * array costs an ArrayBuffer each (malloc, and an extension the collector sweeps), which took more
 * than the sweep itself for a side's 10–30 boxes.
 */
export function unionArea(rects: readonly Rect[]): number {
  const boxes: Rect[] = [];
  for (const rect of rects) if (rect.width > 0 && rect.height > 0) boxes.push(rect);
  const count = boxes.length;
  if (count <= INSERTION_SORT_MAX) {
    // Stable: a box moves only past boxes with a lower top.
    for (let index = 1; index < count; index++) {
      const box = boxes[index]!;
      let at = index;
      for (; at > 0 && boxes[at - 1]!.y > box.y; at--) boxes[at] = boxes[at - 1]!;
      boxes[at] = box;
    }
  } else {
    boxes.sort((a, b) => a.y - b.y);
  }
  const tops = new Array<number>(count);
  const bottoms = new Array<number>(count);
  const lefts = new Array<number>(count);
  const rights = new Array<number>(count);
  const edges = new Array<number>(2 * count);
  for (let index = 0; index < count; index++) {
    const box = boxes[index]!;
    tops[index] = box.y;
    bottoms[index] = box.y + box.height;
    lefts[index] = box.x;
    rights[index] = box.x + box.width;
    edges[2 * index] = box.x;
    edges[2 * index + 1] = box.x + box.width;
  }
  if (count <= INSERTION_SORT_MAX) {
    for (let index = 1; index < edges.length; index++) {
      const edge = edges[index]!;
      let at = index;
      for (; at > 0 && edges[at - 1]! > edge; at--) edges[at] = edges[at - 1]!;
      edges[at] = edge;
    }
  } else {
    edges.sort((a, b) => a - b);
  }
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
      const top = tops[index]!;
      const bottom = bottoms[index]!;
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
