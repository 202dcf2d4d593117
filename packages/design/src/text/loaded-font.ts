import * as fontkit from 'fontkit';
import { createError } from '@dcs/platform';
import { Probation, PROBATION_SIZE } from '../cache/probation.ts';
import type { FontRequest } from '../resources/resource-providers.ts';
import type { TextLayout } from './text-layout-types.ts';

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
/** Laid-out texts kept per font: a few kB each (one glyph record per character), 3 kB for 50 characters, so ~1.5 MB a font for such texts (print workers keep fonts for many jobs). */
const LAYOUT_CACHE_LIMIT = 500;

/**
 * A parsed font with caches for shaped words, laid-out texts and glyph outlines. Shaping uses
 * fontkit's OpenType engine (GSUB/GPOS: kerning, ligatures, Arabic joining, Indic reordering).
 */
export class LoadedFont {
  /** Stable key, `family/weight/style`; names the font in glyph runs. */
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
  #shaped = new Map<string, ShapedText>();
  #outlines = new Map<number, GlyphOutline>();
  #layouts = new Map<string, TextLayout>();
  // New words and texts wait here until their second use (see Probation): a customer typing makes a
  // new text per keystroke, used once.
  #shapedOnce = new Probation<ShapedText>(PROBATION_SIZE);
  #layoutsOnce = new Probation<TextLayout>(PROBATION_SIZE);
  #hasGlyph = new Map<number, boolean>();

  constructor(request: FontRequest, bytes: Uint8Array) {
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
    this.key = `${request.family}/${request.weight}/${request.style}`;
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
    const cacheKey = `${letterSpacing}\u0000${text}`;
    const cached = this.#shaped.get(cacheKey) ?? this.#admit(this.#shaped, this.#shapedOnce, cacheKey, SHAPE_CACHE_LIMIT);
    if (cached) return cached;
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
    };
    const codePoints = this.#codePointsByGlyph(text, run.glyphs);
    run.glyphs.forEach((glyph, index) => {
      const position = run.positions[index]!;
      const advance = position.xAdvance + (position.xAdvance === 0 ? 0 : spacing);
      shaped.glyphIds.push(glyph.id);
      shaped.advances.push(advance);
      shaped.xOffsets.push(position.xOffset);
      shaped.yOffsets.push(position.yOffset);
      shaped.codePoints.push(codePoints?.[index] ?? [...glyph.codePoints]);
      shaped.width += advance;
    });
    if (this.#shapedOnce.hold(cacheKey, shaped)) this.#store(this.#shaped, cacheKey, shaped, SHAPE_CACHE_LIMIT);
    return shaped;
  }

  /**
   * The text layout remembered under `key`, else the one `layout` makes, remembered. `key` holds
   * every input of the layout but the font (see `layoutText`), so a text is laid out once per font
   * and the same text in another element or another design is looked up: a customer typing in one
   * text of a design re-lays out that text only. A layout is kept from its second use on (the first
   * holds it on probation); like the shaped words, the cache is dropped whole when full, which bounds
   * memory.
   */
  rememberLayout(key: string, layout: () => TextLayout): TextLayout {
    const cached = this.#layouts.get(key) ?? this.#admit(this.#layouts, this.#layoutsOnce, key, LAYOUT_CACHE_LIMIT);
    if (cached) return cached;
    const made = layout();
    if (this.#layoutsOnce.hold(key, made)) this.#store(this.#layouts, key, made, LAYOUT_CACHE_LIMIT);
    return made;
  }

  /** The entry on probation under `key`, moved into `cache` (its second use), or undefined. */
  #admit<V>(cache: Map<string, V>, probation: Probation<V>, key: string, limit: number): V | undefined {
    const value = probation.take(key);
    if (value !== undefined) this.#store(cache, key, value, limit);
    return value;
  }

  #store<V>(cache: Map<string, V>, key: string, value: V, limit: number): void {
    if (cache.size >= limit) cache.clear();
    cache.set(key, value);
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
