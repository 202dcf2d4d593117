import * as fontkit from 'fontkit';
import { createError } from '@dcs/platform';
import { AdmittingCache } from '../cache/admitting-cache.ts';
import type { FontRequest } from '../resources/resource-providers.ts';

/** A shaped piece of text in font units, before it is placed on a line. */
export interface ShapedText {
  glyphIds: number[];
  /** Advances in font units, letter spacing included. */
  advances: number[];
  xOffsets: number[];
  yOffsets: number[];
  /** Code points each glyph stands for (several for a ligature). */
  codePoints: number[][];
  /** Sum of `advances`. */
  width: number;
  direction: 'ltr' | 'rtl';
  /**
   * The text, when its glyphs do not give it back in order (Indic vowel signs drawn before their
   * consonant, split or merged marks): a PDF marks these glyphs with `/ActualText` so the text
   * extracts as typed. `null` when the glyphs' characters in logical order are the text.
   */
  actualText: string | null;
}

/** Outline and box of one glyph in font units (y up). */
export interface GlyphOutline {
  /** SVG path data in font units, y up. */
  d: string;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const RTL_SCRIPTS = new Set(['arab', 'hebr', 'syrc', 'thaa', 'nkoo']);
const SHAPE_CACHE_LIMIT = 20_000;

/**
 * One parsed font file with caches for shaped words and glyph outlines. Shaping uses fontkit's
 * OpenType engine (GSUB/GPOS: kerning, ligatures, Arabic joining, Indic reordering). A text's font is
 * a {@link FontStack} of such files (a hosted family's subsets, then the shop's fallback fonts).
 */
export class LoadedFont {
  /** Stable key of the file (`family/weight/style`, a subset's `…#latin-ext`); names the font in glyph runs. */
  readonly key: string;
  readonly family: string;
  readonly weight: number;
  readonly style: FontRequest['style'];
  /** The font file as given (`loadDesignResources` gives a WOFF 1.0 file's sfnt); `packages/print` embeds it. */
  readonly bytes: Uint8Array;
  readonly unitsPerEm: number;
  /** Typographic ascent and descent in font units (descent positive, below the baseline). */
  readonly ascent: number;
  readonly descent: number;
  readonly postscriptName: string;
  #font: fontkit.Font;
  // New words wait on probation until their second use: a customer typing makes a new word per
  // keystroke, used once.
  #shaped = new AdmittingCache<ShapedText>(SHAPE_CACHE_LIMIT);
  #outlines = new Map<number, GlyphOutline>();
  #hasGlyph = new Map<number, boolean>();

  /** `key` names the file when it is one of several (a subset); by default the request's `family/weight/style`. */
  constructor(request: FontRequest, bytes: Uint8Array, key = `${request.family}/${request.weight}/${request.style}`) {
    let parsed: fontkit.Font | fontkit.FontCollection;
    try {
      parsed = fontkit.create(bytes as unknown as Buffer);
    } catch (error) {
      throw createError('svc_design_font_invalid', { params: { family: request.family, reason: String(error) }, cause: error });
    }
    if ('fonts' in parsed) {
      const first = parsed.fonts[0];
      if (!first) throw createError('svc_design_font_invalid', { params: { family: request.family, reason: 'empty font collection' } });
      parsed = first;
    }
    this.#font = parsed;
    this.family = request.family;
    this.weight = request.weight;
    this.style = request.style;
    this.key = key;
    this.bytes = bytes;
    this.unitsPerEm = parsed.unitsPerEm;
    this.ascent = parsed.ascent;
    this.descent = Math.abs(parsed.descent);
    this.postscriptName = parsed.postscriptName;
  }

  /** Whether the font maps `codePoint` to a glyph (asked per character of every new text: remembered). */
  hasGlyph(codePoint: number): boolean {
    let has = this.#hasGlyph.get(codePoint);
    if (has === undefined) {
      has = this.#font.hasGlyphForCodePoint(codePoint);
      if (this.#hasGlyph.size >= SHAPE_CACHE_LIMIT) this.#hasGlyph.clear();
      this.#hasGlyph.set(codePoint, has);
    }
    return has;
  }

  /**
   * Shapes `text` (one word or space run) in font units. Results are cached; letter spacing is in
   * thousandths of an em and turns optional ligatures off, as CSS does.
   */
  shape(text: string, letterSpacing: number): ShapedText {
    return this.#shaped.get(`${letterSpacing}\u0000${text}`, () => this.#shapeNow(text, letterSpacing));
  }

  #shapeNow(text: string, letterSpacing: number): ShapedText {
    const features = letterSpacing === 0 ? undefined : { liga: false, clig: false, dlig: false };
    const run = this.#font.layout(text, features);
    const spacing = (letterSpacing / 1000) * this.unitsPerEm;
    const shaped: ShapedText = {
      glyphIds: [],
      advances: [],
      xOffsets: [],
      yOffsets: [],
      codePoints: [],
      width: 0,
      direction: RTL_SCRIPTS.has(run.script) ? 'rtl' : 'ltr',
      actualText: null,
    };
    const codePoints = this.#codePointsByGlyph(text, run.glyphs);
    run.glyphs.forEach((glyph, index) => {
      const position = run.positions[index]!;
      const advance = position.xAdvance + (position.xAdvance === 0 ? 0 : spacing);
      shaped.glyphIds.push(glyph.id);
      shaped.advances.push(advance);
      shaped.xOffsets.push(position.xOffset);
      shaped.yOffsets.push(position.yOffset);
      // .notdef stands for no character: fontkit hands it the characters of its first use.
      shaped.codePoints.push(glyph.id === 0 ? [] : (codePoints?.[index] ?? [...glyph.codePoints]));
      shaped.width += advance;
    });
    if (codePoints === null && !spellsText(shaped, text)) shaped.actualText = text;
    return shaped;
  }

  /**
   * The code points of each glyph when the glyphs map one to one onto the characters (in logical or
   * visual order), else `null`. fontkit caches glyph objects by id with the characters of their
   * first use (or none, when the glyph was first fetched for its outline), so `glyph.codePoints` is
   * only trusted for ligatures and reordered clusters.
   */
  #codePointsByGlyph(text: string, glyphs: readonly fontkit.Glyph[]): number[][] | null {
    const codePoints = [...text].map((char) => char.codePointAt(0)!);
    if (codePoints.length !== glyphs.length) return null;
    const ids = codePoints.map((codePoint) => this.#font.glyphForCodePoint(codePoint).id);
    if (ids.every((id, index) => id === glyphs[index]!.id)) return codePoints.map((codePoint) => [codePoint]);
    if (ids.every((id, index) => id === glyphs[glyphs.length - 1 - index]!.id)) return codePoints.reverse().map((codePoint) => [codePoint]);
    return null;
  }

  /** The outline of glyph `glyphId` in font units. */
  outline(glyphId: number): GlyphOutline {
    let outline = this.#outlines.get(glyphId);
    if (!outline) {
      const glyph = this.#font.getGlyph(glyphId);
      const box = glyph.bbox;
      const empty = !Number.isFinite(box.minX) || box.maxX <= box.minX;
      outline = {
        d: glyph.path.toSVG(),
        minX: empty ? 0 : box.minX,
        minY: empty ? 0 : box.minY,
        maxX: empty ? 0 : box.maxX,
        maxY: empty ? 0 : box.maxY,
      };
      this.#outlines.set(glyphId, outline);
    }
    return outline;
  }
}

/** Whether the glyphs' characters, read in logical order, are `text`. */
function spellsText(shaped: ShapedText, text: string): boolean {
  const glyphs = shaped.direction === 'rtl' ? [...shaped.codePoints].reverse() : shaped.codePoints;
  let spelled = '';
  for (const codePoints of glyphs) spelled += String.fromCodePoint(...codePoints);
  return spelled === text;
}
