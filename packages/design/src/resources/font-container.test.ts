import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LoadedFont } from '../text/loaded-font.ts';
import { TEST_FONT_FILES } from '../testing/design-fixtures.ts';
import { fontContainer, unwrapWoff } from './font-container.ts';

const ROBOTO = { family: 'Roboto', weight: 400, style: 'normal' } as const;

describe('unwrapWoff', () => {
  for (const { family, weight, path } of TEST_FONT_FILES) {
    it(`${family} ${weight}: the sfnt inside shapes and draws every glyph as the WOFF file does`, async () => {
      const woff = new Uint8Array(readFileSync(path));
      expect(fontContainer(woff)).toBe('woff');
      const sfnt = await unwrapWoff(woff);
      expect(fontContainer(sfnt)).toBe('truetype');
      expect(sfnt.length).toBeGreaterThan(woff.length);
      const request = { family, weight, style: 'normal' } as const;
      const [fromWoff, fromSfnt] = [new LoadedFont(request, woff), new LoadedFont(request, sfnt)];
      expect([fromSfnt.unitsPerEm, fromSfnt.ascent, fromSfnt.descent, fromSfnt.postscriptName]).toEqual([fromWoff.unitsPerEm, fromWoff.ascent, fromWoff.descent, fromWoff.postscriptName]);
      const text = family === 'Noto Sans Arabic' ? 'مرحبا بالعالم' : 'Fjord Café — office “AV” ½';
      const shaped = fromSfnt.shape(text, 0);
      expect(shaped).toEqual(fromWoff.shape(text, 0));
      expect(shaped.glyphIds.length).toBeGreaterThan(5);
      for (const id of shaped.glyphIds) expect(fromSfnt.outline(id)).toEqual(fromWoff.outline(id));
    });
  }

  it('gives other containers back as they are', async () => {
    const sfnt = await unwrapWoff(new Uint8Array(readFileSync(TEST_FONT_FILES[0]!.path)));
    expect(await unwrapWoff(sfnt)).toBe(sfnt);
    const unknown = new Uint8Array([1, 2, 3, 4, 5, 6]);
    expect(await unwrapWoff(unknown)).toBe(unknown);
  });

  it('gives a damaged WOFF file back as it is, for the font parser to report', async () => {
    const woff = new Uint8Array(readFileSync(TEST_FONT_FILES[0]!.path));
    const truncated = woff.slice(0, Math.floor(woff.length / 2));
    expect(await unwrapWoff(truncated)).toBe(truncated);
    const corrupt = woff.slice();
    corrupt.fill(0x55, 400, 600);
    expect(await unwrapWoff(corrupt)).toBe(corrupt);
    expect(() => new LoadedFont(ROBOTO, truncated)).toThrow();
  });
});
