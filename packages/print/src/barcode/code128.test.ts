import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { code128Widths } from './code128.ts';

const bwipjs = createRequire(import.meta.url)('bwip-js') as typeof import('bwip-js');

/** BWIPP's Code 128 of the same text: the reference our encoder is held to. */
function bwippWidths(text: string): number[] {
  const [raw] = bwipjs.raw({ bcid: 'code128', text } as Parameters<typeof bwipjs.raw>[0]) as unknown as { sbs: number[] }[];
  return raw!.sbs;
}

describe('code128Widths', () => {
  it('gives the bars and spaces BWIPP gives, code sets B and C switched alike', () => {
    for (const text of ['J2025-000123', 'PQ000123', 'J-000001', '1001', '12', '123', '12345', 'ord_91', 'A', 'a1b22c333d4444e55555', '0000x', 'x0000', ' ~!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}', 'Postcard A5 (PC-A5) 250']) {
      const widths = code128Widths(text);
      expect(widths, text).toEqual(bwippWidths(text));
      // Every symbol character is 11 modules, the stop 13, bars first.
      expect(widths!.reduce((sum, width) => sum + width, 0) % 11, text).toBe(2);
    }
  });

  it('leaves text outside printable ASCII to bwip-js', () => {
    expect(code128Widths('tab\there')).toBeNull();
    expect(code128Widths('Café')).toBeNull();
  });
});
