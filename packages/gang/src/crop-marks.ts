import { EPSILON, type Rect } from './geometry.ts';
import type { MarkLine } from './sheet-types.ts';

/**
 * Crop marks at the four corners of each trim box, `offset` away from the corner and `length` long,
 * dropped where they would print into any piece's bleed box or off the sheet: with tight gutters only
 * the marks around the grid remain, as a guillotine operator wants them.
 */
export function cropMarks(trims: readonly Rect[], bleeds: readonly Rect[], sheet: { width: number; height: number }, marks: { length: number; offset: number }): MarkLine[] {
  const lines: MarkLine[] = [];
  const { length, offset } = marks;
  if (length <= 0) return lines;
  for (const trim of trims) {
    const left = trim.x;
    const right = trim.x + trim.width;
    const top = trim.y;
    const bottom = trim.y + trim.height;
    for (const y of [top, bottom]) {
      lines.push({ x1: left - offset - length, y1: y, x2: left - offset, y2: y });
      lines.push({ x1: right + offset, y1: y, x2: right + offset + length, y2: y });
    }
    for (const x of [left, right]) {
      lines.push({ x1: x, y1: top - offset - length, x2: x, y2: top - offset });
      lines.push({ x1: x, y1: bottom + offset, x2: x, y2: bottom + offset + length });
    }
  }
  const seen = new Set<string>();
  return lines.filter((line) => {
    const key = `${line.x1.toFixed(3)},${line.y1.toFixed(3)},${line.x2.toFixed(3)},${line.y2.toFixed(3)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const onSheet = Math.min(line.x1, line.x2) >= -EPSILON && Math.min(line.y1, line.y2) >= -EPSILON && Math.max(line.x1, line.x2) <= sheet.width + EPSILON && Math.max(line.y1, line.y2) <= sheet.height + EPSILON;
    return onSheet && !bleeds.some((bleed) => crosses(line, bleed));
  });
}

/** Whether an axis-parallel line runs through the rectangle's interior (running along its edge does not). */
function crosses(line: MarkLine, rect: Rect): boolean {
  const strictlyInside = (value: number, start: number, size: number): boolean => value > start + EPSILON && value < start + size - EPSILON;
  const overlaps = (a: number, b: number, start: number, size: number): boolean => Math.max(a, b) > start + EPSILON && Math.min(a, b) < start + size - EPSILON;
  if (line.y1 === line.y2) return strictlyInside(line.y1, rect.y, rect.height) && overlaps(line.x1, line.x2, rect.x, rect.width);
  return strictlyInside(line.x1, rect.x, rect.width) && overlaps(line.y1, line.y2, rect.y, rect.height);
}
