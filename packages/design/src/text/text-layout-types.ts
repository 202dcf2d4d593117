import type { Rect } from '../document/design-document.ts';

/** One glyph placed on a line, in millimetres in the text box's coordinates. */
export interface PositionedGlyph {
  /** Glyph id in the font. */
  id: number;
  /** Pen position plus the glyph's offset; the glyph origin on the baseline. */
  x: number;
  y: number;
  /** Advance in millimetres. */
  advance: number;
  /**
   * Turn of a glyph on a curved text (`TextElement.curve`), clockwise in radians about (`x`, `y`);
   * absent on straight text. Its advance then runs along the tangent, not along x.
   */
  rotation?: number;
  /** Code points the glyph stands for (several for a ligature, none for a mark split off or for .notdef). */
  codePoints: number[];
  /**
   * On the first glyph of a cluster whose glyphs do not spell its text in order (Indic reordering):
   * the text and how many glyphs, from this one, stand for it (a PDF's `/ActualText`).
   */
  actualText?: { text: string; glyphs: number };
}

/** Glyphs of one font file at one size, in visual order (left to right); a line has one run per file it uses. */
export interface GlyphRun {
  /** {@link LoadedFont.key} of the font. */
  fontKey: string;
  /** Font size in points after shrink-to-fit. */
  fontSize: number;
  /** Millimetres per font unit: multiply outline coordinates by it (and flip y). */
  scale: number;
  direction: 'ltr' | 'rtl';
  glyphs: PositionedGlyph[];
}

/** One line after breaking and alignment. */
export interface TextLine {
  /** The characters of the line, in logical order, trailing spaces trimmed. */
  text: string;
  /** Left edge and width of the line's advance box. */
  x: number;
  width: number;
  /** Baseline y. */
  baseline: number;
  /** Top and height of the line box (line height). */
  top: number;
  height: number;
  runs: GlyphRun[];
  /** Whether the line lies inside the box (false for lines cut by `clip`). */
  visible: boolean;
}

/** The result of laying out one text element. */
export interface TextLayout {
  elementId: string;
  fontKey: string;
  /** Effective size in points (smaller than the element's when shrunk). */
  fontSize: number;
  lines: TextLine[];
  /** Lines that are drawn. */
  visibleLineCount: number;
  /** Text runs past the box (wrap) or was cut (clip); shrink overflows only when even the minimum size does not fit. */
  overflowed: boolean;
  /** Union of the drawn glyphs' outlines' boxes, or `null` when nothing is drawn. */
  inkBounds: Rect | null;
  /** Ink box of each drawn line, for covered-area metrics. */
  lineInkBounds: Rect[];
  /** Code points that no file of the font and no fallback font has a glyph for (they print as .notdef). */
  missingCodePoints: number[];
  /** Code points that come from the shop's fallback fonts (the text's own font lacks them). */
  fallbackCodePoints: number[];
  /**
   * Graphemes and words of the content (`countGraphemes`, `countWords`): metrics read them here, so
   * a text is segmented once with its remembered layout instead of on every measure.
   */
  characters: number;
  words: number;
}
