import { EPSILON, rectContains, type Rect } from './geometry.ts';

/** Width and height, mm. */
export interface Size {
  width: number;
  height: number;
}

/** Where a rectangle would go, and its score (lower is better; compared as a pair). */
export interface Placement {
  x: number;
  y: number;
  rotated: boolean;
  score: number;
  tieBreak: number;
}

/** How a free position is scored. Both prefer the leading edge, which is what keeps a roll short. */
export type PlacementRule = 'bottom-left' | 'top-left';

/**
 * A MaxRects free-space list (Jukka Jylänki, "A Thousand Ways to Pack the Bin", 2010) over one area:
 * every maximal empty rectangle is kept, so a new item can go into any gap, not only along a skyline.
 * After each placement only the free rectangles it cut are split, and only their pieces are pruned
 * (a piece of a cut rectangle can never contain a rectangle that was already maximal).
 */
export class MaxRectsArea {
  readonly #free: Rect[];

  constructor(width: number, height: number) {
    this.#free = width > EPSILON && height > EPSILON ? [{ x: 0, y: 0, width, height }] : [];
  }

  /**
   * The best position for a rectangle of `size`, or of `turned` (its size when turned, which need not be
   * `size` swapped: a label strip stays under the artwork), or null when neither fits anywhere.
   */
  find(size: Size, turned: Size | null, rule: PlacementRule): Placement | null {
    let best: Placement | null = null;
    for (const free of this.#free) {
      best = better(best, candidate(free, size, false, rule));
      if (turned) best = better(best, candidate(free, turned, true, rule));
    }
    return best;
  }

  /** Marks `used` as taken: free rectangles it cuts are split into their maximal remainders. */
  place(used: Rect): void {
    const pieces: Rect[] = [];
    const free = this.#free;
    for (let i = free.length - 1; i >= 0; i--) {
      const rect = free[i]!;
      if (!intersects(rect, used)) continue;
      split(rect, used, pieces);
      free[i] = free[free.length - 1]!;
      free.pop();
    }
    const kept = pieces.filter((piece, index) => !pieces.some((other, j) => j !== index && rectContains(other, piece) && (!rectContains(piece, other) || j < index)));
    for (const piece of kept) if (!free.some((rect) => rectContains(rect, piece))) free.push(piece);
  }
}

function candidate(free: Rect, size: Size, rotated: boolean, rule: PlacementRule): Placement | null {
  if (size.width > free.width + EPSILON || size.height > free.height + EPSILON) return null;
  const score = rule === 'bottom-left' ? free.y + size.height : free.y;
  return { x: free.x, y: free.y, rotated, score, tieBreak: free.x };
}

function better(a: Placement | null, b: Placement | null): Placement | null {
  if (!a) return b;
  if (!b) return a;
  if (b.score < a.score - EPSILON) return b;
  if (b.score <= a.score + EPSILON && b.tieBreak < a.tieBreak - EPSILON) return b;
  return a;
}

function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width - EPSILON && b.x < a.x + a.width - EPSILON && a.y < b.y + b.height - EPSILON && b.y < a.y + a.height - EPSILON;
}

/** The up to four maximal parts of `rect` outside `used` (they overlap each other, as MaxRects wants). */
function split(rect: Rect, used: Rect, out: Rect[]): void {
  const rectRight = rect.x + rect.width;
  const rectBottom = rect.y + rect.height;
  const usedRight = used.x + used.width;
  const usedBottom = used.y + used.height;
  if (used.x > rect.x + EPSILON) out.push({ x: rect.x, y: rect.y, width: used.x - rect.x, height: rect.height });
  if (usedRight < rectRight - EPSILON) out.push({ x: usedRight, y: rect.y, width: rectRight - usedRight, height: rect.height });
  if (used.y > rect.y + EPSILON) out.push({ x: rect.x, y: rect.y, width: rect.width, height: used.y - rect.y });
  if (usedBottom < rectBottom - EPSILON) out.push({ x: rect.x, y: usedBottom, width: rect.width, height: rectBottom - usedBottom });
}
