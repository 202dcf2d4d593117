import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';
import type { LoadedFont } from '@dcs/design';
import { createError } from '@dcs/platform';
import { name, type PdfRef } from '../pdf/pdf-objects.ts';
import type { PdfWriter } from '../pdf/pdf-writer.ts';
import { toSfnt } from './sfnt.ts';
import { buildToUnicodeCMap } from './to-unicode.ts';

/** A font parsed from its sfnt form, shared by every document that uses the same font bytes. */
interface ParsedFont {
  font: fontkit.Font;
  sfnt: Uint8Array;
  isCff: boolean;
  /** Encoded subsets by their glyph ids in subset order (see {@link subsetFile}). */
  subsets: Map<string, SubsetFile>;
}

/** A subset font file, deflated as it goes into the PDF. */
interface SubsetFile {
  deflated: Uint8Array;
  /** Length of the uncompressed file (`Length1` of a TrueType font file). */
  length: number;
}

/**
 * Subsets kept per font: a worker prints the same texts again and again (the job sheet's labels,
 * a template's title), and encoding plus deflating a subset is most of a font's cost per document.
 * A few dozen entries of a few KiB each.
 */
const MAX_SUBSETS_PER_FONT = 64;

const parsedFonts = new WeakMap<Uint8Array, Promise<ParsedFont>>();

/** Parses (once per font bytes) the sfnt form of a loaded font; WOFF and WOFF2 are unwrapped first. */
export function parseFontForEmbedding(loaded: LoadedFont): Promise<ParsedFont> {
  let parsed = parsedFonts.get(loaded.bytes);
  if (!parsed) {
    parsed = (async () => {
      try {
        const sfnt = await toSfnt(loaded.bytes);
        const created = fontkit.create(Buffer.from(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength));
        const font = 'fonts' in created ? created.fonts[0] : created;
        if (!font) throw new Error('empty font collection');
        return { font, sfnt, isCff: 'CFF ' in (font as unknown as { directory: { tables: object } }).directory.tables, subsets: new Map() };
      } catch (error) {
        throw createError('svc_print_font_unembeddable', { params: { font: loaded.key, reason: String(error) }, cause: error });
      }
    })();
    parsedFonts.set(loaded.bytes, parsed);
  }
  return parsed;
}

/**
 * One font of one PDF document: glyphs are added to a subset as text is written (the design
 * layout's glyph ids, so positions are the layout's), and {@link finish} writes a Type0 font with
 * the subset, its widths and a ToUnicode map so the text can be extracted.
 */
export class EmbeddedFont {
  readonly resourceName: string;
  readonly ref: PdfRef;
  readonly #parsed: ParsedFont;
  readonly #subset: fontkit.Subset;
  readonly #cids = new Map<number, number>();
  readonly #unicode = new Map<number, number[]>();
  readonly #widths = new Map<number, number>();
  readonly #unitsPerEm: number;

  constructor(parsed: ParsedFont, resourceName: string, ref: PdfRef) {
    this.#parsed = parsed;
    this.resourceName = resourceName;
    this.ref = ref;
    this.#subset = parsed.font.createSubset();
    this.#unitsPerEm = parsed.font.unitsPerEm;
  }

  /** The 2-byte code (hex) of `glyphId` in the subset, adding it on first use. */
  code(glyphId: number, codePoints: readonly number[]): string {
    let cid = this.#cids.get(glyphId);
    if (cid === undefined) {
      // fontkit accepts a glyph id and returns the glyph's id in the subset (its typings say otherwise).
      const included = (this.#subset as unknown as { includeGlyph(id: number): number }).includeGlyph(glyphId);
      cid = included;
      this.#cids.set(glyphId, cid);
      this.#widths.set(cid, (this.#parsed.font.getGlyph(glyphId).advanceWidth * 1000) / this.#unitsPerEm);
    }
    // .notdef stands for no character: mapped, every box would extract as whichever letter met it first.
    if (glyphId !== 0 && codePoints.length > 0 && !this.#unicode.has(cid)) this.#unicode.set(cid, [...codePoints]);
    return cid.toString(16).padStart(4, '0');
  }

  /** Advance of `glyphId` in thousandths of the font size (what a PDF reader moves by). */
  width(glyphId: number): number {
    const cid = this.#cids.get(glyphId);
    return cid === undefined ? 0 : this.#widths.get(cid)!;
  }

  /**
   * The subset's font file, deflated: encoded once per font and glyph sequence (the subset's glyph
   * ids follow the order glyphs were added, so that order is the key), then reused. fontkit's
   * encoding has no dates or random parts: a reused file is the bytes a new encoding would give.
   */
  #subsetFile(): SubsetFile {
    const { subsets } = this.#parsed;
    const key = [...this.#cids.keys()].join(',');
    let file = subsets.get(key);
    if (file) {
      // Most recently used last, so the oldest entry is the one dropped.
      subsets.delete(key);
    } else {
      const encoded = this.#subset.encode();
      file = { deflated: deflateSync(encoded, { level: 6 }), length: encoded.length };
      if (subsets.size >= MAX_SUBSETS_PER_FONT) subsets.delete(subsets.keys().next().value!);
    }
    subsets.set(key, file);
    return file;
  }

  /** Writes the font dictionaries and the subset. */
  finish(writer: PdfWriter): void {
    const { font, isCff } = this.#parsed;
    const fontFile = this.#subsetFile();
    const tag = subsetTag([...this.#cids.keys()].sort((a, b) => a - b), font.postscriptName);
    const baseName = `${tag}+${(font.postscriptName || 'Font').replace(/[^A-Za-z0-9-]/g, '')}`;
    const scale = 1000 / this.#unitsPerEm;
    const bbox = font.bbox;
    // Length before Filter, as a stream the writer deflates itself is written.
    const fileDict = { ...(isCff ? { Subtype: name('CIDFontType0C') } : { Length1: fontFile.length }), Length: fontFile.deflated.length, Filter: name('FlateDecode') };
    const fileRef = writer.addStream(fileDict, fontFile.deflated, { compress: false });
    const os2 = (font as unknown as { 'OS/2'?: { capHeight?: number } })['OS/2'];
    const descriptor = writer.add({
      Type: name('FontDescriptor'),
      FontName: name(baseName),
      Flags: 4 + (font.italicAngle !== 0 ? 64 : 0),
      FontBBox: [bbox.minX * scale, bbox.minY * scale, bbox.maxX * scale, bbox.maxY * scale].map(Math.round),
      ItalicAngle: font.italicAngle,
      Ascent: Math.round(font.ascent * scale),
      Descent: Math.round(font.descent * scale),
      CapHeight: Math.round((os2?.capHeight || font.capHeight || font.ascent) * scale),
      StemV: 80,
      [isCff ? 'FontFile3' : 'FontFile2']: fileRef,
    });
    const cids = [...this.#widths.keys()].sort((a, b) => a - b);
    const widths = cids.flatMap((cid) => [cid, [Math.round(this.#widths.get(cid)! * 100) / 100]]);
    const descendant = writer.add({
      Type: name('Font'),
      Subtype: name(isCff ? 'CIDFontType0' : 'CIDFontType2'),
      BaseFont: name(baseName),
      CIDSystemInfo: { Registry: 'Adobe', Ordering: 'Identity', Supplement: 0 },
      FontDescriptor: descriptor,
      W: widths,
      DW: 0,
      CIDToGIDMap: isCff ? undefined : name('Identity'),
    });
    const toUnicode = writer.addStream({}, buildToUnicodeCMap(this.#unicode));
    writer.set(this.ref, {
      Type: name('Font'),
      Subtype: name('Type0'),
      BaseFont: name(baseName),
      Encoding: name('Identity-H'),
      DescendantFonts: [descendant],
      ToUnicode: toUnicode,
    });
  }
}

/** Six upper-case letters derived from the glyph set, as PDF subset names require. */
function subsetTag(glyphIds: readonly number[], postscriptName: string): string {
  const digest = createHash('sha1').update(`${postscriptName}:${glyphIds.join(',')}`).digest();
  let tag = '';
  for (let index = 0; index < 6; index++) tag += String.fromCharCode(65 + (digest[index]! % 26));
  return tag;
}
