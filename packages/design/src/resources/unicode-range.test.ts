import { describe, expect, it } from 'vitest';
import { inUnicodeRanges, parseUnicodeRange } from './unicode-range.ts';

describe('unicode ranges', () => {
  it('reads CSS unicode-range values: single points, ranges, wildcards; sorted and merged', () => {
    expect(parseUnicodeRange('U+0131, U+0100-017F,U+1F6??, U+20AC,bogus')).toEqual([[0x100, 0x17f], [0x20ac, 0x20ac], [0x1f600, 0x1f6ff]]);
    expect(parseUnicodeRange('u+0-7f,U+0080-00FF')).toEqual([[0, 0xff]]);
  });

  it('finds a code point by binary search', () => {
    const ranges = parseUnicodeRange('U+0000-00FF,U+0131,U+0152-0153,U+2000-206F');
    for (const [codePoint, inside] of [[0x41, true], [0x100, false], [0x131, true], [0x132, false], [0x153, true], [0x2013, true], [0x2070, false], [0x1f600, false]] as const) {
      expect(inUnicodeRanges(ranges, codePoint), codePoint.toString(16)).toBe(inside);
    }
  });
});
