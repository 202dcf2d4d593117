import LineBreaker from 'linebreak';
import { MM_PER_PT, type Rect, type TextElement } from '../document/design-document.ts';
import { unionRects } from '../geometry/rect.ts';
import { FontStack, type StackShaped } from './font-stack.ts';
import { isIgnorable } from './ignorable.ts';
import { bendRuns, textArc } from './text-curve.ts';
import { countGraphemes, countWords, graphemeClusters } from './text-counts.ts';
import { LoadedFont } from './loaded-font.ts';
import type { GlyphRun, PositionedGlyph, TextLayout, TextLine } from './text-layout-types.ts';

/** A piece between two break opportunities: a word and the spaces after it. */
interface Segment {
  text: string;
  word: StackShaped;
  space: StackShaped;
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
const LTR_STRONG = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u0900-\u0DFF\u1E00-\u1FFF\u3040-\u9FFF]/u;

/**
 * Lays out a text element: shapes its text, normalized to NFC (the element keeps what was typed),
 * with its font (each character from the first file of the {@link FontStack} that has it), breaks lines at the box width (UAX #14 break
 * opportunities), aligns them and applies the overflow policy. All positions are in millimetres in
 * the element's box coordinates, baseline y down.
 *
 * Pure arithmetic over fontkit's shaping, so the same input gives bit-identical positions in
 * Node and in browsers. Being pure, it is done once per text and font: the layout is remembered
 * on the font by {@link textLayoutKey} and shared (read-only) by every element with that text.
 */
export function layoutText(element: TextElement, font: FontStack | LoadedFont): TextLayout {
  const stack = font instanceof LoadedFont ? FontStack.of(font) : font;
  const layout = stack.rememberLayout(textLayoutKey(element), () => computeTextLayout(element, stack));
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
  return `${element.fontSize}|${element.lineHeight}|${element.letterSpacing}|${element.align}|${element.verticalAlign}|${element.overflow}|${element.curve}|${transform.width}|${transform.height}|${element.content}`;
}

function computeTextLayout(element: TextElement, stack: FontStack): TextLayout {
  const { width: boxWidth, height: boxHeight } = element.transform;
  const font = stack.primary;
  // Decomposed input (macOS file names, PDFs) is set as its precomposed letters: fonts have those.
  const paragraphs = element.content.normalize('NFC').replace(/\r\n?/g, '\n').split('\n').map((text) => segmentParagraph(text, stack, element.letterSpacing));
  let fontSize = element.fontSize;
  let lines = breakAll(paragraphs, boxWidth / mmPerUnit(font, fontSize), stack, element, true);
  if (element.overflow === 'shrink' && !fits(lines, font, element, fontSize)) {
    // Bisection over the size: deterministic, and each try only re-breaks cached shaped words.
    let low = Math.min(MIN_SHRINK_PT, fontSize);
    let high = fontSize;
    lines = breakAll(paragraphs, boxWidth / mmPerUnit(font, low), stack, element, false);
    fontSize = low;
    for (let step = 0; step < SHRINK_STEPS; step++) {
      const middle = (low + high) / 2;
      const candidate = breakAll(paragraphs, boxWidth / mmPerUnit(font, middle), stack, element, false);
      if (fits(candidate, font, element, middle)) {
        low = middle;
        lines = candidate;
        fontSize = middle;
      } else {
        high = middle;
      }
    }
  }
  const layout = placeLines(lines, stack, element, fontSize, boxWidth, boxHeight);
  // A curved text in a fixed box fits by its ink, which only the bent layout knows: bisect again over whole layouts.
  if (element.overflow === 'shrink' && element.curve !== 0 && layout.overflowed) return shrinkCurved(paragraphs, stack, element, fontSize);
  return layout;
}

function shrinkCurved(paragraphs: Paragraph[], stack: FontStack, element: TextElement, fontSize: number): TextLayout {
  const { width: boxWidth, height: boxHeight } = element.transform;
  const at = (size: number) => placeLines(breakAll(paragraphs, boxWidth / mmPerUnit(stack.primary, size), stack, element, false), stack, element, size, boxWidth, boxHeight);
  let low = Math.min(MIN_SHRINK_PT, fontSize);
  let high = fontSize;
  let best = at(low);
  for (let step = 0; step < SHRINK_STEPS; step++) {
    const middle = (low + high) / 2;
    const candidate = at(middle);
    if (candidate.overflowed) {
      high = middle;
    } else {
      low = middle;
      best = candidate;
    }
  }
  return best;
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

function segmentParagraph(text: string, font: FontStack, letterSpacing: number): Paragraph {
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
function breakAll(paragraphs: Paragraph[], maxWidth: number, font: FontStack, element: TextElement, splitWords: boolean): BrokenLine[] {
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
function splitSegment(segment: Segment, maxWidth: number, font: FontStack, letterSpacing: number): Segment[] {
  const word = segment.text.replace(/\s+$/u, '');
  const clusters = graphemeClusters(word);
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

function placeLines(broken: BrokenLine[], stack: FontStack, element: TextElement, fontSize: number, boxWidth: number, boxHeight: number): TextLayout {
  const font = stack.primary;
  const scale = mmPerUnit(font, fontSize);
  const lineHeight = element.lineHeight * fontSize * MM_PER_PT;
  const ascent = font.ascent * scale;
  const descent = font.descent * scale;
  const textHeight = broken.length * lineHeight;
  const free = boxHeight - textHeight;
  const top = element.verticalAlign === 'top' ? 0 : element.verticalAlign === 'middle' ? free / 2 : free;
  const halfLeading = (lineHeight - ascent - descent) / 2;
  const baselineOf = (index: number) => top + index * lineHeight + halfLeading + ascent;
  const arc = textArc(element.curve, boxWidth, baselineOf(0), baselineOf(Math.max(0, broken.length - 1)));
  const lines: TextLine[] = [];
  const inkBoxes: Rect[] = [];
  const missing = new Set<number>();
  const fallback = new Set<number>();
  broken.forEach((line, index) => {
    const lineTop = top + index * lineHeight;
    const baseline = baselineOf(index);
    const isLast = index === broken.length - 1 || line.segments.at(-1)?.required === true;
    const width = line.width * scale;
    const gaps = line.segments.length - 1;
    const justify = element.align === 'justify' && !isLast && gaps > 0 ? (boxWidth - width) / gaps : 0;
    const align = element.align === 'justify' ? (line.direction === 'rtl' ? 'right' : 'left') : element.align;
    const x = align === 'left' ? 0 : align === 'center' ? (boxWidth - width) / 2 : boxWidth - width;
    const visible = element.overflow !== 'clip' || (lineTop >= -1e-9 && lineTop + lineHeight <= boxHeight + 1e-9);
    const placer = new RunPlacer(fontSize, line.direction, baseline);
    const ordered = line.direction === 'rtl' ? [...line.segments].reverse() : line.segments;
    let pen = x;
    ordered.forEach((segment, position) => {
      // In a right-to-left line the spaces of a segment sit at its visual left.
      const last = position === ordered.length - 1;
      const leading = line.direction === 'rtl' && position > 0 ? segment.space : null;
      const trailing = line.direction === 'ltr' && !last ? segment.space : null;
      if (leading) pen = placer.place(leading, pen) + justify;
      pen = placer.place(segment.word, pen);
      if (trailing) pen = placer.place(trailing, pen) + justify;
      for (const codePoint of segment.word.missing) missing.add(codePoint);
      for (const codePoint of segment.word.fallback) fallback.add(codePoint);
    });
    if (arc) bendRuns(placer.runs, arc);
    const lineInk = inkBounds(placer.runs, stack);
    if (visible && lineInk) inkBoxes.push(lineInk);
    const text = line.segments.map((segment) => segment.text).join('').replace(/\s+$/u, '');
    lines.push({ text, x, width: justify > 0 ? boxWidth : width, baseline, top: lineTop, height: lineHeight, runs: placer.runs.length > 0 ? placer.runs : [placer.empty(font)], visible });
  });
  const visibleLineCount = lines.filter((line) => line.visible).length;
  const curvedHeight = arc ? alignCurvedInk(lines, inkBoxes, element.verticalAlign, boxHeight) : 0;
  const overflowed =
    element.overflow === 'clip'
      ? visibleLineCount < lines.length
      : Math.max(textHeight, curvedHeight) > boxHeight + 1e-9 || broken.some((line) => line.width * scale > boxWidth + 1e-9);
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
    fallbackCodePoints: [...fallback],
    characters: countGraphemes(element.content),
  };
  return withLazyWords(layout, element.content);
}

/**
 * Moves a curved text up or down so that its ink, not its straight lines, sits in the box as
 * `verticalAlign` says: the ends of an arch would hang below a box placed by the lines. Returns the
 * ink's height (what the box must hold). Moves `lines` and `inkBoxes` in place.
 */
function alignCurvedInk(lines: TextLine[], inkBoxes: Rect[], verticalAlign: TextElement['verticalAlign'], boxHeight: number): number {
  const ink = unionRects(inkBoxes);
  if (!ink) return 0;
  const top = verticalAlign === 'top' ? 0 : verticalAlign === 'middle' ? (boxHeight - ink.height) / 2 : boxHeight - ink.height;
  const dy = top - ink.y;
  for (const line of lines) {
    line.baseline += dy;
    line.top += dy;
    for (const run of line.runs) for (const glyph of run.glyphs) glyph.y += dy;
  }
  for (const box of inkBoxes) box.y += dy;
  return ink.height;
}

/**
 * The union of the glyphs' ink boxes, with each box's edges computed as a box of its own would have
 * them (so the bounds are the same to the last bit), without a box per glyph.
 */
function inkBounds(runs: readonly GlyphRun[], stack: FontStack): Rect | null {
  let inkLeft = Infinity;
  let inkTop = Infinity;
  let inkRight = -Infinity;
  let inkBottom = -Infinity;
  for (const run of runs) {
    const font = stack.fontByKey(run.fontKey) ?? stack.primary;
    const scale = run.scale;
    for (const glyph of run.glyphs) {
      const outline = font.outline(glyph.id);
      if (outline.maxX > outline.minX && glyph.rotation !== undefined) {
        // A turned glyph: the box of its outline box's four corners, turned.
        const cos = Math.cos(glyph.rotation);
        const sin = Math.sin(glyph.rotation);
        for (const [u, v] of [[outline.minX, outline.minY], [outline.maxX, outline.minY], [outline.minX, outline.maxY], [outline.maxX, outline.maxY]] as const) {
          const px = u * scale;
          const py = -v * scale;
          const x = glyph.x + px * cos - py * sin;
          const y = glyph.y + px * sin + py * cos;
          inkLeft = Math.min(inkLeft, x);
          inkTop = Math.min(inkTop, y);
          inkRight = Math.max(inkRight, x);
          inkBottom = Math.max(inkBottom, y);
        }
      } else if (outline.maxX > outline.minX) {
        const x = glyph.x + outline.minX * scale;
        const y = glyph.y - outline.maxY * scale;
        inkLeft = Math.min(inkLeft, x);
        inkTop = Math.min(inkTop, y);
        inkRight = Math.max(inkRight, x + (outline.maxX - outline.minX) * scale);
        inkBottom = Math.max(inkBottom, y + (outline.maxY - outline.minY) * scale);
      }
    }
  }
  return inkLeft === Infinity ? null : { x: inkLeft, y: inkTop, width: inkRight - inkLeft, height: inkBottom - inkTop };
}

/** Places the shaped pieces of one line, in visual order, into glyph runs of one font each. */
class RunPlacer {
  readonly runs: GlyphRun[] = [];
  readonly #fontSize: number;
  readonly #direction: 'ltr' | 'rtl';
  readonly #baseline: number;

  constructor(fontSize: number, direction: 'ltr' | 'rtl', baseline: number) {
    this.#fontSize = fontSize;
    this.#direction = direction;
    this.#baseline = baseline;
  }

  /** An empty run in the first font (a blank line keeps one run, as before fallback fonts). */
  empty(font: LoadedFont): GlyphRun {
    return this.#run(font);
  }

  #run(font: LoadedFont): GlyphRun {
    return { fontKey: font.key, fontSize: this.#fontSize, scale: mmPerUnit(font, this.#fontSize), direction: this.#direction, glyphs: [] };
  }

  place(shaped: StackShaped, pen: number): number {
    let x = pen;
    for (const { font, shaped: piece } of shaped.pieces) {
      let run = this.runs.at(-1);
      if (!run || run.fontKey !== font.key) this.runs.push((run = this.#run(font)));
      const scale = run.scale;
      const out = run.glyphs;
      const first = out.length;
      for (let index = 0; index < piece.glyphIds.length; index++) {
        out.push({
          id: piece.glyphIds[index]!,
          x: x + piece.xOffsets[index]! * scale,
          y: this.#baseline - piece.yOffsets[index]! * scale,
          advance: piece.advances[index]! * scale,
          codePoints: piece.codePoints[index]!,
        });
        x += piece.advances[index]! * scale;
      }
      if (piece.actualText !== null && out.length > first) out[first]!.actualText = { text: piece.actualText, glyphs: out.length - first };
    }
    return x;
  }
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
