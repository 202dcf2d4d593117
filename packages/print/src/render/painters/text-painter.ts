import type { GlyphRun, LoadedFont, TextElement, TextLayout } from '@dcs/design';
import type { EmbeddedFont } from '../../fonts/font-embedder.ts';
import { utf16Hex } from '../../fonts/to-unicode.ts';
import { pdfNumber } from '../../pdf/pdf-objects.ts';
import { appendPath, parseSvgPath } from '../../pdf/svg-path.ts';
import type { PdfElementPainter, PdfPaintContext } from './pdf-painter.ts';

/**
 * Text as real text: the layout's glyph runs are written glyph by glyph with the embedded
 * subset font, positioned exactly where the design layout put them (TJ adjustments absorb kerning,
 * letter spacing and justification). A stroke is drawn first from the glyph outlines, as the SVG
 * preview's `paint-order="stroke"` does, so the text is not duplicated for extraction.
 */
export const textPainter: PdfElementPainter<'text'> = {
  type: 'text',
  async paint(element, context) {
    const layout = context.layout.texts.get(element.id);
    if (!layout || layout.lines.length === 0) return;
    const { stream } = context;
    if (element.overflow === 'clip') stream.rect(0, 0, element.transform.width, element.transform.height).clip().paint('none');
    if (element.stroke && element.stroke.width > 0) paintStroke(element, layout, context);
    stream.fillColor(context.colors.vector(element.fill));
    stream.raw('BT');
    for (const line of layout.lines) {
      if (!line.visible) continue;
      for (const run of line.runs) {
        const loaded = context.layout.resources.fontByKey(run.fontKey);
        if (!loaded || run.glyphs.length === 0) continue;
        const font = await context.document.font(loaded);
        context.resources.font(font.resourceName, font.ref);
        writeRun(context, run, loaded, font);
      }
    }
    stream.raw('ET');
  },
};

function writeRun(context: PdfPaintContext, run: GlyphRun, loaded: LoadedFont, font: EmbeddedFont): void {
  const size = run.scale * loaded.unitsPerEm;
  context.stream.raw(`/${font.resourceName} 1 Tf`);
  const { glyphs } = run;
  let index = 0;
  while (index < glyphs.length) {
    const actual = glyphs[index]!.actualText;
    if (actual) {
      // Glyphs that do not spell their text in order (an Indic vowel sign drawn before its consonant):
      // readers extract and search the text as typed.
      const end = Math.min(glyphs.length, index + actual.glyphs);
      const text = [...actual.text].map((char) => char.codePointAt(0)!);
      context.stream.raw(`/Span <</ActualText <FEFF${utf16Hex(text)}>>> BDC`);
      writeGlyphs(context, run, font, size, index, end);
      context.stream.raw('EMC');
      index = end;
    } else {
      let end = index + 1;
      while (end < glyphs.length && !glyphs[end]!.actualText) end++;
      writeGlyphs(context, run, font, size, index, end);
      index = end;
    }
  }
}

/** Glyphs `from` to `to` of `run`, one TJ per stretch on the same baseline (marks with a y offset start a new one). */
function writeGlyphs(context: PdfPaintContext, run: GlyphRun, font: EmbeddedFont, size: number, from: number, to: number): void {
  const sizeText = pdfNumber(size, 6);
  let index = from;
  while (index < to) {
    const first = run.glyphs[index]!;
    let out = `${sizeText} 0 0 -${sizeText} ${pdfNumber(first.x, 5)} ${pdfNumber(first.y, 5)} Tm [`;
    let end = index;
    while (end < to && run.glyphs[end]!.y === first.y) {
      const glyph = run.glyphs[end]!;
      out += `<${font.code(glyph.id, glyph.codePoints)}>`;
      const next = end + 1 < to ? run.glyphs[end + 1] : undefined;
      if (next && next.y === first.y) {
        const adjustment = font.width(glyph.id) - ((next.x - glyph.x) / size) * 1000;
        if (Math.abs(adjustment) > 0.001) out += pdfNumber(adjustment, 3);
      }
      end++;
    }
    context.stream.raw(`${out}] TJ`);
    index = end;
  }
}

function paintStroke(element: TextElement, layout: TextLayout, context: PdfPaintContext): void {
  const { stream } = context;
  stream.save().strokeColor(context.colors.vector(element.stroke!.color)).lineWidth(element.stroke!.width).lineStyle(1);
  for (const line of layout.lines) {
    if (!line.visible) continue;
    for (const run of line.runs) {
      const loaded = context.layout.resources.fontByKey(run.fontKey);
      if (!loaded) continue;
      for (const glyph of run.glyphs) {
        const outline = loaded.outline(glyph.id).d;
        if (outline === '') continue;
        // Outline coordinates are font units, y up: scale and flip into the box, then back for the line width.
        const segments = parseSvgPath(outline).map((segment) => {
          if (segment.op === 'Z') return segment;
          const map = (x: number, y: number): [number, number] => [glyph.x + x * run.scale, glyph.y - y * run.scale];
          if (segment.op === 'C') {
            const [x1, y1] = map(segment.x1, segment.y1);
            const [x2, y2] = map(segment.x2, segment.y2);
            const [x, y] = map(segment.x, segment.y);
            return { op: 'C' as const, x1, y1, x2, y2, x, y };
          }
          const [x, y] = map(segment.x, segment.y);
          return { op: segment.op, x, y };
        });
        appendPath(stream, segments);
      }
    }
  }
  stream.paint('stroke').restore();
}
