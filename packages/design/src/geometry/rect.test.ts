import { describe, expect, it } from 'vitest';
import { unionArea, type Rect } from '../index.ts';
import { seededRandom } from '../testing/seeded-random.ts';

/** The plain sweep: per slab between two x edges, the spanning boxes sorted by top and merged. */
function referenceArea(rects: readonly Rect[]): number {
  const boxes = rects.filter((rect) => rect.width > 0 && rect.height > 0);
  const xs = [...new Set(boxes.flatMap((rect) => [rect.x, rect.x + rect.width]))].sort((a, b) => a - b);
  let area = 0;
  for (let index = 0; index + 1 < xs.length; index++) {
    const [left, right] = [xs[index]!, xs[index + 1]!];
    const spans = boxes
      .filter((rect) => rect.x <= left && rect.x + rect.width >= right)
      .map((rect) => [rect.y, rect.y + rect.height] as const)
      .sort((a, b) => a[0] - b[0]);
    let covered = 0;
    let [start, end] = [0, 0];
    let open = false;
    for (const [top, bottom] of spans) {
      if (!open || top > end) {
        if (open) covered += end - start;
        [start, end, open] = [top, bottom, true];
      } else if (bottom > end) {
        end = bottom;
      }
    }
    if (open) covered += end - start;
    area += covered * (right - left);
  }
  return area;
}

describe('unionArea', () => {
  it('counts overlaps once and ignores empty boxes', () => {
    expect(unionArea([])).toBe(0);
    expect(unionArea([{ x: 0, y: 0, width: 10, height: 10 }])).toBe(100);
    expect(unionArea([{ x: 0, y: 0, width: 10, height: 10 }, { x: 5, y: 5, width: 10, height: 10 }])).toBe(175);
    expect(unionArea([{ x: 0, y: 0, width: 10, height: 10 }, { x: 2, y: 2, width: 2, height: 2 }, { x: 3, y: 3, width: 0, height: 50 }])).toBe(100);
    expect(unionArea([{ x: 0, y: 0, width: 10, height: 10 }, { x: 10, y: 0, width: 10, height: 10 }])).toBe(200);
  });

  it('gives the plain sweep’s area to the last bit on random boxes, touching and nested ones included (both sorts: up to 60 boxes)', () => {
    const next = seededRandom(7);
    for (let round = 0; round < 300; round++) {
      const boxes: Rect[] = Array.from({ length: 1 + Math.floor(next() * 60) }, () => {
        // Half of the coordinates on a coarse grid, so edges coincide and boxes touch.
        const coordinate = () => (next() < 0.5 ? Math.floor(next() * 10) * 5 : next() * 50 - 5);
        return { x: coordinate(), y: coordinate(), width: next() < 0.1 ? 0 : next() * 30, height: next() * 30 };
      });
      expect(unionArea(boxes)).toBe(referenceArea(boxes));
    }
  });
});
