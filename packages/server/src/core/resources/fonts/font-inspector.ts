import { createError, isSvcError } from '@dcs/platform';
import type { FontStyle } from './hosted-font-catalog.ts';

/** Font containers accepted for upload, by their first four bytes. */
export type FontFormat = 'ttf' | 'otf' | 'woff' | 'woff2';

/** Largest font file accepted: CJK families are large, but nothing a storefront should load is bigger. */
export const FONT_MAX_BYTES = 15 * 1024 * 1024;

/** What a checked font file says about itself. */
export interface InspectedFont {
  format: FontFormat;
  family: string;
  weight: number;
  style: FontStyle;
  fullName: string;
  postscriptName: string;
  glyphs: number;
}

export const FONT_MIME: Record<FontFormat, string> = { ttf: 'font/ttf', otf: 'font/otf', woff: 'font/woff', woff2: 'font/woff2' };

/** The container, from the magic number only (never the name or the client's type). */
export function sniffFontFormat(bytes: Uint8Array): FontFormat | 'collection' | null {
  const tag = Buffer.from(bytes.subarray(0, 4)).toString('latin1');
  if (tag === 'wOFF') return 'woff';
  if (tag === 'wOF2') return 'woff2';
  if (tag === 'OTTO') return 'otf';
  if (tag === 'ttcf') return 'collection';
  if (tag === '\u0000\u0001\u0000\u0000' || tag === 'true') return 'ttf';
  return null;
}

const refuse = (reason: string) => createError('svc_font_invalid', { params: { reason } });
const clean = (text: string | null | undefined) => (text ?? '').replace(/[\u0000-\u001f\u007f"'\\;{}<>]/g, '').trim().slice(0, 100);

/**
 * The text a font is tried with: the Latin letters and digits it maps, or else (a font of one other
 * script: Arabic, Hebrew, Devanagari, CJK) the first 26 letters and digits of its character map. A font
 * mapping none (symbols only, or a character map of garbage) has nothing a design's text could use.
 */
function shapingSample(font: { hasGlyphForCodePoint(codePoint: number): boolean; characterSet: number[] }): string {
  const latin = [...'Hamburgefonstiv0123456789'].filter((c) => font.hasGlyphForCodePoint(c.codePointAt(0)!)).join('');
  if (latin.length > 0) return latin;
  return font.characterSet
    .map((codePoint) => String.fromCodePoint(codePoint))
    .filter((c) => /^[\p{L}\p{N}]$/u.test(c))
    .slice(0, 26)
    .join('');
}

/** Cross-checks the counts tables repeat about each other, which garbage in one of them breaks. */
function assertConsistent(tables: Record<string, unknown>, numGlyphs: number, unitsPerEm: number): void {
  const hhea = tables.hhea as { numberOfMetrics?: number; ascent?: number; descent?: number };
  if (!(hhea.numberOfMetrics! >= 1 && hhea.numberOfMetrics! <= numGlyphs)) throw refuse('the hhea table does not match the number of glyphs.');
  if (!(Math.abs(hhea.ascent ?? NaN) <= unitsPerEm * 4 && Math.abs(hhea.descent ?? NaN) <= unitsPerEm * 4)) throw refuse('the hhea ascent or descent is out of range.');
  const loca = tables.loca as { offsets?: ArrayLike<number> } | undefined;
  if (loca?.offsets && loca.offsets.length !== numGlyphs + 1) throw refuse('the maxp glyph count does not match the loca table.');
  const cff = tables['CFF '] as { topDict?: { CharStrings?: ArrayLike<unknown> } } | undefined;
  if (cff?.topDict?.CharStrings && cff.topDict.CharStrings.length !== numGlyphs) throw refuse('the maxp glyph count does not match the CFF table.');
}

/**
 * Parses an uploaded font with fontkit and proves every table rendering needs is readable: the
 * metrics tables (head, hhea, maxp, OS/2, name), the character map, and the outlines of the glyphs of
 * a sample text, shaped and outlined by `@dcs/design` exactly as a design's text will be. A file that
 * fails anywhere (truncated, a table pointing outside the file, a broken cmap or glyf/CFF) is refused
 * with `svc_font_invalid`. Family, weight and style come from the file (typographic family, OS/2
 * weight class, italic bits), and the family is stripped of characters that would break CSS.
 */
export async function inspectFont(bytes: Uint8Array): Promise<InspectedFont> {
  if (bytes.byteLength > FONT_MAX_BYTES) throw createError('svc_upload_too_large', { params: { size: bytes.byteLength, limit: FONT_MAX_BYTES } });
  const format = sniffFontFormat(bytes);
  if (format === null) throw refuse('the content is not a TrueType, OpenType, WOFF or WOFF2 font.');
  if (format === 'collection') throw refuse('font collections (.ttc) are not accepted; upload each font on its own.');
  // fontkit and the renderer load on the first upload, not when the server starts.
  const [fontkit, { LoadedFont }] = await Promise.all([import('fontkit'), import('@dcs/design')]);
  try {
    const parsed = fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if ('fonts' in parsed) throw refuse('font collections are not accepted.');
    const font = parsed;
    // fontkit's typings omit the raw tables and the name lookup by key; they exist at runtime.
    const tables = font as unknown as Record<string, unknown> & { getName(key: string): string | null };
    const os2 = tables['OS/2'] as { usWeightClass?: number; fsSelection?: { italic?: boolean } } | undefined;
    const head = tables.head as { unitsPerEm?: number; macStyle?: { italic?: boolean } } | undefined;
    if (!head || !(head.unitsPerEm! >= 16 && head.unitsPerEm! <= 16384)) throw refuse('the head table is missing or its units per em are out of range.');
    if (!tables.hhea || !tables.maxp || !os2) throw refuse('a required table (hhea, maxp or OS/2) is missing.');
    if (!(font.numGlyphs > 1)) throw refuse('it has no glyphs.');
    assertConsistent(tables, font.numGlyphs, head.unitsPerEm!);
    const family = clean(tables.getName('preferredFamily') ?? font.familyName);
    if (!family) throw refuse('it has no family name.');
    const italic = !!os2.fsSelection?.italic || !!head.macStyle?.italic || (font.italicAngle ?? 0) !== 0;
    const style: FontStyle = italic ? 'italic' : 'normal';
    const weight = Math.min(900, Math.max(100, Math.round((os2.usWeightClass || 400) / 100) * 100));
    const sample = shapingSample(font);
    if (sample.length === 0) throw refuse('it maps no letters or digits.');
    // Shaping (GSUB/GPOS, cmap) and outlines (glyf or CFF) of the sample, through the renderer itself.
    const loaded = new LoadedFont({ family, weight, style }, bytes);
    const shaped = loaded.shape(sample, 0);
    for (const id of shaped.glyphIds) loaded.outline(id);
    if (shaped.advances.some((advance) => !(advance >= 0 && advance <= head.unitsPerEm! * 4))) throw refuse('the horizontal metrics (hmtx) give impossible advances.');
    return { format, family, weight, style, fullName: clean(font.fullName) || family, postscriptName: clean(font.postscriptName), glyphs: font.numGlyphs };
  } catch (error) {
    if (isSvcError(error) && error.code === 'svc_font_invalid') throw error;
    throw refuse(`a table cannot be read (${String((error as Error)?.message ?? error).split('\n')[0]!.slice(0, 160)}).`);
  }
}
