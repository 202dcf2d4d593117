import type { GlyphRun, LoadedFont, PositionedGlyph, TextLayout } from '@dcs/design';
import type { EmbeddedFont } from '../../fonts/font-embedder.ts';
import { utf16Hex } from '../../fonts/to-unicode.ts';
import { pdfNumber } from '../../pdf/pdf-objects.ts';
import { appendPath, parseSvgPath } from '../../pdf/svg-path.ts';
import type { PdfElementPainter, PdfPaintContext } from './pdf-painter.ts';

/**
 * Text as real text: the layout's glyph runs are written glyph by glyph with the embedded
 * subset font, positioned exactly where the design layout put them (TJ adjustments absorb kerning,
 * letter spacing and justification; a curved text's glyphs each get their own turned text matrix).
 * A shadow, then a stroke, are drawn first from the glyph outlines as vector paths, as the SVG
 * preview draws them (the shadow's group under the text, `paint-order="stroke"`), so the text is
 * not duplicated for extraction.
 */
export const textPainter: PdfElementPainter<'text'> = {
  type: 'text',
  async paint(element, context) {
    const layout = context.layout.texts.get(element.id);
    if (!layout || layout.lines.length === 0) return;
    const { stream } = context;
    if (element.overflow === 'clip') stream.rect(0, 0, element.transform.width, element.transform.height).clip().paint('none');
    const stroke = element.stroke && element.stroke.width > 0 ? element.stroke : null;
    if (element.shadow) {
      // The shadow is the text's outline moved, in one colour: filled and, with an outline, stroked too.
      const shadow = context.colors.vector(element.shadow.color);
      stream.save().transform([1, 0, 0, 1, element.shadow.offsetX, element.shadow.offsetY]).fillColor(shadow);
      if (stroke) stream.strokeColor(shadow).lineWidth(stroke.width).lineStyle(1);
      paintOutlines(layout, context, stroke ? 'fillStroke' : 'fill');
      stream.restore();
    }
    if (stroke) {
      stream.save().strokeColor(context.colors.vector(stroke.color)).lineWidth(stroke.width).lineStyle(1);
      paintOutlines(layout, context, 'stroke');
      stream.restore();
    }
    stream.fillColor(context.colors.vector(element.fill));
    stream.raw('BT');
    for (const line of layout.lines) {
      if (!line.visible) continue;
      for (const run of line.runs) {
        const loaded = context.layout.resources.fontByKey(run.fontKey);
        if (!loaded || run.glyphs.length === 0) continue;
        const font = await context.document.font(loaded);
        context.resources.font(font.resourceName, font.ref);
        writeRun(context, run, loaded, font, line.runs.length === 1 ? line.text : runText(run));
      }
    }
    stream.raw('ET');
  },
};

function writeRun(context: PdfPaintContext, run: GlyphRun, loaded: LoadedFont, font: EmbeddedFont, lineText: string): void {
  const size = run.scale * loaded.unitsPerEm;
  context.stream.raw(`/${font.resourceName} 1 Tf`);
  const { glyphs } = run;
  if (glyphs.some((glyph) => glyph.rotation !== undefined)) {
    writeCurvedRun(context, run, font, size, lineText);
    return;
  }
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

/**
 * A curved run: each glyph on its own text matrix, turned as the layout turned it. Text extractors
 * take glyphs turned by odd angles as words of their own, so the run carries its text as
 * `/ActualText` and `pdftotext` gives the words back as typed.
 */
function writeCurvedRun(context: PdfPaintContext, run: GlyphRun, font: EmbeddedFont, size: number, text: string): void {
  const codePoints = [...text].map((char) => char.codePointAt(0)!);
  if (codePoints.length > 0) context.stream.raw(`/Span <</ActualText <FEFF${utf16Hex(codePoints)}>>> BDC`);
  for (const glyph of run.glyphs) {
    const rotation = glyph.rotation ?? 0;
    const cos = size * Math.cos(rotation);
    const sin = size * Math.sin(rotation);
    context.stream.raw(`${pdfNumber(cos, 6)} ${pdfNumber(sin, 6)} ${pdfNumber(sin, 6)} ${pdfNumber(-cos, 6)} ${pdfNumber(glyph.x, 5)} ${pdfNumber(glyph.y, 5)} Tm [<${font.code(glyph.id, glyph.codePoints)}>] TJ`);
  }
  if (codePoints.length > 0) context.stream.raw('EMC');
}

/** The text a run's glyphs stand for, in their order (a line of several fonts' runs is carried run by run). */
function runText(run: GlyphRun): string {
  let text = '';
  for (let index = 0; index < run.glyphs.length; index++) {
    const glyph = run.glyphs[index]!;
    if (glyph.actualText) {
      text += glyph.actualText.text;
      index += glyph.actualText.glyphs - 1;
    } else {
      text += String.fromCodePoint(...glyph.codePoints);
    }
  }
  return text;
}

/** The glyph outlines of every visible line as paths in the box, painted with `mode` in the current colours. */
function paintOutlines(layout: TextLayout, context: PdfPaintContext, mode: 'fill' | 'stroke' | 'fillStroke'): void {
  const { stream } = context;
  for (const line of layout.lines) {
    if (!line.visible) continue;
    for (const run of line.runs) {
      const loaded = context.layout.resources.fontByKey(run.fontKey);
      if (!loaded) continue;
      for (const glyph of run.glyphs) {
        const outline = loaded.outline(glyph.id).d;
        if (outline === '') continue;
        // Outline coordinates are font units, y up: scale and flip into the box, then back for the line width.
        const map = glyphMap(glyph, run.scale);
        const segments = parseSvgPath(outline).map((segment) => {
          if (segment.op === 'Z') return segment;
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
        // Filled glyph by glyph as the SVG fills each `<use>`: one nonzero path would cancel where
        // a script font's letters overlap with opposite windings. A stroke's union is the same either way.
        if (mode !== 'stroke') stream.paint(mode);
      }
    }
  }
  if (mode === 'stroke') stream.paint(mode);
}

/** Font units (y up) of one glyph's outline to box millimetres: scaled, flipped, turned on a curve, moved to the glyph. */
function glyphMap(glyph: PositionedGlyph, scale: number): (x: number, y: number) => [number, number] {
  if (glyph.rotation === undefined) return (x, y) => [glyph.x + x * scale, glyph.y - y * scale];
  const cos = Math.cos(glyph.rotation);
  const sin = Math.sin(glyph.rotation);
  return (x, y) => {
    const px = x * scale;
    const py = -y * scale;
    return [glyph.x + px * cos - py * sin, glyph.y + px * sin + py * cos];
  };
}
