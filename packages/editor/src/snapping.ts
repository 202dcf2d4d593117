import type { DesignSide, Rect } from '@dcs/design';

/** A line things snap to: `axis: 'x'` is a vertical line at `x = value`. */
export interface SnapLine {
  axis: 'x' | 'y';
  value: number;
  /** What the line is, for the guide's tooltip and tests: `trim`, `bleed`, `safe`, `center`, `print-area`, `element`. */
  kind: SnapLineKind;
}

export type SnapLineKind = 'trim' | 'bleed' | 'safe' | 'center' | 'print-area' | 'element';

/**
 * The lines of a side that elements snap to, in millimetres: trim and bleed edges, the safe line, the
 * centre lines, print area edges and centres, and the edges and centres of `others` (the bounds of
 * the elements not being moved).
 */
export function sideSnapLines(side: DesignSide, others: readonly Rect[]): SnapLine[] {
  const { width, height } = side.trim;
  const lines: SnapLine[] = [];
  const add = (axis: 'x' | 'y', value: number, kind: SnapLineKind) => lines.push({ axis, value, kind });
  add('x', 0, 'trim');
  add('x', width, 'trim');
  add('y', 0, 'trim');
  add('y', height, 'trim');
  add('x', width / 2, 'center');
  add('y', height / 2, 'center');
  if (side.bleed > 0) {
    add('x', -side.bleed, 'bleed');
    add('x', width + side.bleed, 'bleed');
    add('y', -side.bleed, 'bleed');
    add('y', height + side.bleed, 'bleed');
  }
  if (side.safeMargin > 0) {
    add('x', side.safeMargin, 'safe');
    add('x', width - side.safeMargin, 'safe');
    add('y', side.safeMargin, 'safe');
    add('y', height - side.safeMargin, 'safe');
  }
  for (const area of side.printAreas) {
    add('x', area.x, 'print-area');
    add('x', area.x + area.width, 'print-area');
    add('x', area.x + area.width / 2, 'print-area');
    add('y', area.y, 'print-area');
    add('y', area.y + area.height, 'print-area');
    add('y', area.y + area.height / 2, 'print-area');
  }
  for (const rect of others) {
    add('x', rect.x, 'element');
    add('x', rect.x + rect.width, 'element');
    add('x', rect.x + rect.width / 2, 'element');
    add('y', rect.y, 'element');
    add('y', rect.y + rect.height, 'element');
    add('y', rect.y + rect.height / 2, 'element');
  }
  return lines;
}

/** The result of snapping a moving box: the correction to apply and the lines it snapped to. */
export interface SnapResult {
  dx: number;
  dy: number;
  guides: SnapLine[];
}

/**
 * Snaps the edges and centre of `box` (being moved) to the nearest line within `threshold`
 * millimetres, per axis independently. `edges` limits which of the box's lines may snap (a resize
 * moves only some edges).
 */
export function snapBox(box: Rect, lines: readonly SnapLine[], threshold: number, edges: { x: Array<'start' | 'center' | 'end'>; y: Array<'start' | 'center' | 'end'> } = ALL_EDGES): SnapResult {
  const along = (axis: 'x' | 'y') => {
    const start = axis === 'x' ? box.x : box.y;
    const size = axis === 'x' ? box.width : box.height;
    const positions = { start, center: start + size / 2, end: start + size };
    let best: { delta: number; line: SnapLine } | null = null;
    for (const line of lines) {
      if (line.axis !== axis) continue;
      for (const edge of edges[axis]) {
        const delta = line.value - positions[edge];
        if (Math.abs(delta) <= threshold && (!best || Math.abs(delta) < Math.abs(best.delta))) best = { delta, line };
      }
    }
    if (!best) return { delta: 0, guides: [] as SnapLine[] };
    // Every line the snapped box now touches is shown, not only the nearest one.
    const snapped = Object.values(positions).map((p) => p + best.delta);
    const guides = lines.filter((line) => line.axis === axis && snapped.some((p) => Math.abs(p - line.value) < 1e-6));
    return { delta: best.delta, guides };
  };
  const x = along('x');
  const y = along('y');
  return { dx: x.delta, dy: y.delta, guides: [...x.guides, ...y.guides] };
}

const ALL_EDGES = { x: ['start', 'center', 'end'] as Array<'start' | 'center' | 'end'>, y: ['start', 'center', 'end'] as Array<'start' | 'center' | 'end'> };
