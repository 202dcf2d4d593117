import LineBreaker from 'linebreak';
import { MM_PER_PT, type Rect, type TextElement } from '../document/design-document.ts';
import { unionRects } from '../geometry/rect.ts';
import { countGraphemes, countWords } from './text-counts.ts';
import type { LoadedFont, ShapedText } from './loaded-font.ts';
import type { GlyphRun, PositionedGlyph, TextLayout, TextLine } from './text-layout-types.ts';

/** A piece between two break opportunities: a word and the spaces after it. */
interface Segment {
  text: string;
  word: ShapedText;
  space: ShapedText;
  /** A hard break follows the segment. */
  required: boolean;
}

/** A line before it is placed at a size: its segments and width in font units. */
interface BrokenLine {
  segments: Segment[];
  /** Width without the trailing spaces, in font units. */
  width: number;
  direction: 'ltr' | 'rtl';
}

const SHRINK_STEPS = 14;
const MIN_SHRINK_PT = 1;
const RTL_STRONG = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const LTR_STRONG = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u0900-\u0DFF\u3040-\u9FFF]/u;
/** Made on first use (a word wider than its line), not when a page evaluates this module. */
let graphemes: Intl.Segmenter | null = null;

/**
 * Lays out a text element: shapes it with its font, breaks lines at the box width (UAX #14 break
 * opportunities), aligns them and applies the overflow policy. All positions are in millimetres in
 * the element's box coordinates, baseline y down.
 *
 * Pure arithmetic over fontkit's shaping, so the same input gives bit-identical positions in
 * Node and in browsers. Being pure, it is done once per text and font: the layout is remembered
 * on the font by {@link textLayoutKey} and shared (read-only) by every element with that text.
 */
export function layoutText(element: TextElement, font: LoadedFont): TextLayout {
  const layout = font.rememberLayout(textLayoutKey(element), () => computeTextLayout(element, font));
  if (layout.elementId === element.id) return layout;
  // Copied with its property descriptors, not spread: spreading would count the words now (a getter).
  return Object.defineProperties({} as TextLayout, { ...Object.getOwnPropertyDescriptors(layout), elementId: { value: element.id, enumerable: true, writable: true, configurable: true } });
}

/**
 * Every field of a text element that its layout reads, but the font (the cache is the font's) and
 * the id (set on the way out): the content, size, spacing, alignment, overflow policy and box size.
 * Position, rotation, colors and permissions do not change a layout. A field `computeTextLayout`
 * starts to read must be added here (the tests change each field and compare with a fresh font).
 */
export function textLayoutKey(element: TextElement): string {
  const { transform } = element;
  return `${element.fontSize}|${element.lineHeight}|${element.letterSpacing}|${element.align}|${element.verticalAlign}|${element.overflow}|${transform.width}|${transform.height}|${element.content}`;
}

function computeTextLayout(element: TextElement, font: LoadedFont): TextLayout {
  const { width: boxWidth, height: boxHeight } = element.transform;
  const paragraphs = element.content.replace(/\r\n?/g, '\n').split('\n').map((text) => segmentParagraph(text, font, element.letterSpacing));
  let fontSize = element.fontSize;
  let lines = breakAll(paragraphs, boxWidth / mmPerUnit(font, fontSize), font, element, true);
  if (element.overflow === 'shrink' && !fits(lines, font, element, fontSize)) {
    // Bisection over the size: deterministic, and each try only re-breaks cached shaped words.
    let low = Math.min(MIN_SHRINK_PT, fontSize);
    let high = fontSize;
    lines = breakAll(paragraphs, boxWidth / mmPerUnit(font, low), font, element, false);
    fontSize = low;
    for (let step = 0; step < SHRINK_STEPS; step++) {
      const middle = (low + high) / 2;
      const candidate = breakAll(paragraphs, boxWidth / mmPerUnit(font, middle), font, element, false);
      if (fits(candidate, font, element, middle)) {
        low = middle;
        lines = candidate;
        fontSize = middle;
      } else {
        high = middle;
      }
    }
  }
  return placeLines(lines, font, element, fontSize, boxWidth, boxHeight);
}

function mmPerUnit(font: LoadedFont, fontSize: number): number {
  return (fontSize * MM_PER_PT) / font.unitsPerEm;
}

function fits(lines: BrokenLine[], font: LoadedFont, element: TextElement, fontSize: number): boolean {
  const scale = mmPerUnit(font, fontSize);
  const lineHeight = element.lineHeight * fontSize * MM_PER_PT;
  const widest = Math.max(0, ...lines.map((line) => line.width));
  return widest * scale <= element.transform.width + 1e-9 && lines.length * lineHeight <= element.transform.height + 1e-9;
}

function paragraphDirection(text: string): 'ltr' | 'rtl' {
  for (const char of text) {
    if (RTL_STRONG.test(char)) return 'rtl';
    if (LTR_STRONG.test(char)) return 'ltr';
  }
  return 'ltr';
}

interface Paragraph {
  segments: Segment[];
  direction: 'ltr' | 'rtl';
}

function segmentParagraph(text: string, font: LoadedFont, letterSpacing: number): Paragraph {
  const segments: Segment[] = [];
  const breaker = new LineBreaker(text);
  let start = 0;
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    const piece = text.slice(start, next.position);
    start = next.position;
    if (piece === '') continue;
    const word = piece.replace(/\s+$/u, '');
    segments.push({
      text: piece,
      word: font.shape(word, letterSpacing),
      space: font.shape(piece.slice(word.length), letterSpacing),
      required: next.required,
    });
  }
  return { segments, direction: paragraphDirection(text) };
}

/** Breaks every paragraph greedily; with `splitWords`, a word wider than the line is cut between graphemes. */
function breakAll(paragraphs: Paragraph[], maxWidth: number, font: LoadedFont, element: TextElement, splitWords: boolean): BrokenLine[] {
  const lines: BrokenLine[] = [];
  for (const paragraph of paragraphs) {
    let current: Segment[] = [];
    let width = 0;
    let trailing = 0;
    const flush = () => {
      lines.push({ segments: current, width, direction: paragraph.direction });
      current = [];
      width = 0;
      trailing = 0;
    };
    const queue = [...paragraph.segments];
    while (queue.length > 0) {
      const segment = queue.shift()!;
      const needed = width + trailing + segment.word.width;
      if (current.length > 0 && needed > maxWidth) flush();
      if (current.length === 0 && segment.word.width > maxWidth && splitWords) {
        const pieces = splitSegment(segment, maxWidth, font, element.letterSpacing);
        if (pieces.length > 1) {
          queue.unshift(...pieces);
          continue;
        }
      }
      width += trailing + segment.word.width;
      trailing = segment.space.width;
      current.push(segment);
    }
    flush();
  }
  return lines;
}

/** Cuts an over-long word into pieces that each fit `maxWidth` (at least one grapheme each). */
function splitSegment(segment: Segment, maxWidth: number, font: LoadedFont, letterSpacing: number): Segment[] {
  const word = segment.text.replace(/\s+$/u, '');
  const clusters = [...(graphemes ??= new Intl.Segmenter('und', { granularity: 'grapheme' })).segment(word)].map((part) => part.segment);
  const pieces: Segment[] = [];
  let text = '';
  for (const cluster of clusters) {
    const candidate = text + cluster;
    if (text !== '' && font.shape(candidate, letterSpacing).width > maxWidth) {
      pieces.push({ text, word: font.shape(text, letterSpacing), space: font.shape('', letterSpacing), required: false });
      text = cluster;
    } else {
      text = candidate;
    }
  }
  pieces.push({ text: text + segment.text.slice(word.length), word: font.shape(text, letterSpacing), space: segment.space, required: segment.required });
  return pieces;
}

/** Spaces and default-ignorable characters (joiners, variation selectors) that need no glyph. */
const IGNORABLE = /[\s\u00AD\u200B-\u200F\u2060\uFE00-\uFE0F]/u;

/** {@link IGNORABLE} of one code point; ASCII (most text) without the regular expression: there `\s` is tab to CR and space. */
function isIgnorable(codePoint: number): boolean {
  if (codePoint < 0x80) return codePoint === 0x20 || (codePoint >= 0x09 && codePoint <= 0x0d);
  return IGNORABLE.test(String.fromCodePoint(codePoint));
}

function placeLines(broken: BrokenLine[], font: LoadedFont, element: TextElement, fontSize: number, boxWidth: number, boxHeight: number): TextLayout {
  const scale = mmPerUnit(font, fontSize);
  const lineHeight = element.lineHeight * fontSize * MM_PER_PT;
  const ascent = font.ascent * scale;
  const descent = font.descent * scale;
  const textHeight = broken.length * lineHeight;
  const free = boxHeight - textHeight;
  const top = element.verticalAlign === 'top' ? 0 : element.verticalAlign === 'middle' ? free / 2 : free;
  const halfLeading = (lineHeight - ascent - descent) / 2;
  const lines: TextLine[] = [];
  const inkBoxes: Rect[] = [];
  const missing = new Set<number>();
  broken.forEach((line, index) => {
    const lineTop = top + index * lineHeight;
    const baseline = lineTop + halfLeading + ascent;
    const isLast = index === broken.length - 1 || line.segments.at(-1)?.required === true;
    const width = line.width * scale;
    const gaps = line.segments.length - 1;
    const justify = element.align === 'justify' && !isLast && gaps > 0 ? (boxWidth - width) / gaps : 0;
    const align = element.align === 'justify' ? (line.direction === 'rtl' ? 'right' : 'left') : element.align;
    const x = align === 'left' ? 0 : align === 'center' ? (boxWidth - width) / 2 : boxWidth - width;
    const visible = element.overflow !== 'clip' || (lineTop >= -1e-9 && lineTop + lineHeight <= boxHeight + 1e-9);
    const glyphs: PositionedGlyph[] = [];
    const ordered = line.direction === 'rtl' ? [...line.segments].reverse() : line.segments;
    let pen = x;
    ordered.forEach((segment, position) => {
      // In a right-to-left line the spaces of a segment sit at its visual left.
      const last = position === ordered.length - 1;
      const leading = line.direction === 'rtl' && position > 0 ? segment.space : null;
      const trailing = line.direction === 'ltr' && !last ? segment.space : null;
      if (leading) pen = placeShaped(leading, pen, baseline, scale, glyphs) + justify;
      pen = placeShaped(segment.word, pen, baseline, scale, glyphs);
      if (trailing) pen = placeShaped(trailing, pen, baseline, scale, glyphs) + justify;
    });
    // The union of the glyphs' ink boxes, with each box's edges computed as a box of its own would
    // have them (so the bounds are the same to the last bit), without a box per glyph.
    let inkLeft = Infinity;
    let inkTop = Infinity;
    let inkRight = -Infinity;
    let inkBottom = -Infinity;
    for (const glyph of glyphs) {
      const outline = font.outline(glyph.id);
      if (outline.maxX > outline.minX) {
        const x = glyph.x + outline.minX * scale;
        const y = glyph.y - outline.maxY * scale;
        inkLeft = Math.min(inkLeft, x);
        inkTop = Math.min(inkTop, y);
        inkRight = Math.max(inkRight, x + (outline.maxX - outline.minX) * scale);
        inkBottom = Math.max(inkBottom, y + (outline.maxY - outline.minY) * scale);
      }
    }
    const lineInk = inkLeft === Infinity ? null : { x: inkLeft, y: inkTop, width: inkRight - inkLeft, height: inkBottom - inkTop };
    if (visible && lineInk) inkBoxes.push(lineInk);
    const run: GlyphRun = { fontKey: font.key, fontSize, scale, direction: line.direction, glyphs };
    const text = line.segments.map((segment) => segment.text).join('').replace(/\s+$/u, '');
    // Asked of the font per character: fontkit caches glyph objects by id, so every .notdef glyph
    // carries the code points of the first character that fell back to it.
    for (let index = 0; index < text.length; index++) {
      const codePoint = text.codePointAt(index)!;
      if (codePoint > 0xffff) index++;
      if (!isIgnorable(codePoint) && !font.hasGlyph(codePoint)) missing.add(codePoint);
    }
    lines.push({ text, x, width: justify > 0 ? boxWidth : width, baseline, top: lineTop, height: lineHeight, runs: [run], visible });
  });
  const visibleLineCount = lines.filter((line) => line.visible).length;
  const overflowed =
    element.overflow === 'clip'
      ? visibleLineCount < lines.length
      : textHeight > boxHeight + 1e-9 || broken.some((line) => line.width * scale > boxWidth + 1e-9);
  const layout = {
    elementId: element.id,
    fontKey: font.key,
    fontSize,
    lines,
    visibleLineCount,
    overflowed,
    inkBounds: unionRects(inkBoxes),
    lineInkBounds: inkBoxes,
    missingCodePoints: [...missing],
    characters: countGraphemes(element.content),
  };
  return withLazyWords(layout, element.content);
}

const WORDS = Symbol('words');

/** What {@link readWords} needs: the content, and its count once read. */
interface WordsState {
  content: string;
  count: number | undefined;
}

function readWords(this: { [WORDS]: WordsState }): number {
  const state = this[WORDS];
  return (state.count ??= countWords(state.content));
}

/**
 * `layout` with `words` counted when first read: only metrics (pricing) read it, and the designer's
 * first frame should not wait for a word segmenter to be made (see text-counts.ts). The getter is
 * one function for every layout, defined on each as an own enumerable property (JSON and copies keep
 * it) and kept with a hidden state: a getter written in the object literal is a new function per
 * layout, which V8 cannot keep in a shared hidden class, so every layout was a dictionary-mode object
 * of its own and 2.7 kB of each new text's layout went to old space (`docs/pricing.md`, Fifth pass).
 */
function withLazyWords<T extends object>(layout: T, content: string): T & { words: number } {
  Object.defineProperty(layout, WORDS, { value: { content, count: undefined } satisfies WordsState });
  return Object.defineProperty(layout, 'words', { get: readWords, enumerable: true, configurable: true }) as T & { words: number };
}

function placeShaped(shaped: ShapedText, pen: number, baseline: number, scale: number, out: PositionedGlyph[]): number {
  let x = pen;
  for (let index = 0; index < shaped.glyphIds.length; index++) {
    out.push({
      id: shaped.glyphIds[index]!,
      x: x + shaped.xOffsets[index]! * scale,
      y: baseline - shaped.yOffsets[index]! * scale,
      advance: shaped.advances[index]! * scale,
      codePoints: shaped.codePoints[index]!,
    });
    x += shaped.advances[index]! * scale;
  }
  return x;
}
