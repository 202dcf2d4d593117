import { MM_PER_PT, type LoadedFont } from '@dcs/design';
import type { EmbeddedFont } from '../fonts/font-embedder.ts';
import type { ContentStream } from '../pdf/content-stream.ts';
import { pdfNumber } from '../pdf/pdf-objects.ts';

/**
 * Writes one line of text with its baseline at (x, y) in millimetres (y down), shaped by the
 * design package's font (kerning, ligatures), as real text in the embedded subset.
 */
/**
 * `text` with each character the sheet's font cannot draw written as its code point (`U+2713`): a
 * warning that quotes the characters a design's font lacks (a symbol, Devanagari) printed them as
 * empty boxes on the sheet, the one place where staff read which characters they are.
 */
function readable(loaded: LoadedFont, text: string): string {
  let out = '';
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    out += /\s/.test(character) || loaded.hasGlyph(codePoint) ? character : `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return out;
}

export function writeTextLine(stream: ContentStream, loaded: LoadedFont, font: EmbeddedFont, text: string, x: number, y: number, sizePt: number): number {
  const size = sizePt * MM_PER_PT;
  const scale = size / loaded.unitsPerEm;
  let out = `BT /${font.resourceName} 1 Tf ${pdfNumber(size, 5)} 0 0 -${pdfNumber(size, 5)} ${pdfNumber(x, 4)} ${pdfNumber(y, 4)} Tm [`;
  let width = 0;
  // Shape word by word, as the layout does, so that each space glyph keeps its code point.
  for (const word of readable(loaded, text).split(/(\s+)/).filter((part) => part !== '')) {
    const shaped = loaded.shape(word, 0);
    shaped.glyphIds.forEach((glyphId, index) => {
      out += `<${font.code(glyphId, shaped.codePoints[index]!)}>`;
      const adjustment = font.width(glyphId) - (shaped.advances[index]! * scale * 1000) / size;
      if (Math.abs(adjustment) > 0.001) out += pdfNumber(adjustment, 3);
      width += shaped.advances[index]! * scale;
    });
  }
  stream.raw(`${out}] TJ ET`);
  return width;
}

/**
 * Adds the glyphs of `text` to the embedded subset without drawing them. The sheet adds the digits
 * first: its job, order and item numbers and dates vary from job to job, and the subset numbers
 * glyphs in the order they are met, so with the digits always first (in this order) the sheet's
 * subset is the same from job to job and is encoded once (see `EmbeddedFont`).
 */
export function includeGlyphs(loaded: LoadedFont, font: EmbeddedFont, text: string): void {
  const shaped = loaded.shape(text, 0);
  shaped.glyphIds.forEach((glyphId, index) => font.code(glyphId, shaped.codePoints[index]!));
}
