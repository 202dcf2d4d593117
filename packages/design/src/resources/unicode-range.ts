/** Code point ranges, inclusive, sorted and merged: what a font file is for (CSS `unicode-range`). */
export type UnicodeRanges = ReadonlyArray<readonly [number, number]>;

/**
 * Reads a CSS `unicode-range` value (`U+0000-00FF,U+0131,U+1F6??`) into sorted, merged ranges.
 * Unreadable parts are skipped: the value comes from font packages, not from customers.
 *
 * @example
 * parseUnicodeRange('U+0100-017F, U+0131'); // [[0x100, 0x17f]]
 */
export function parseUnicodeRange(value: string): UnicodeRanges {
  const ranges: Array<[number, number]> = [];
  for (const part of value.split(',')) {
    const match = /^\s*U\+([0-9A-F?]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    if (!match) continue;
    const start = match[1]!;
    if (start.includes('?')) ranges.push([Number.parseInt(start.replace(/\?/g, '0'), 16), Number.parseInt(start.replace(/\?/g, 'F'), 16)]);
    else ranges.push([Number.parseInt(start, 16), Number.parseInt(match[2] ?? start, 16)]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1] + 1) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** Whether `codePoint` lies in `ranges` (binary search). */
export function inUnicodeRanges(ranges: UnicodeRanges, codePoint: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [start, end] = ranges[middle]!;
    if (codePoint < start) high = middle - 1;
    else if (codePoint > end) low = middle + 1;
    else return true;
  }
  return false;
}
