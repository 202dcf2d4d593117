import type { ClipartNode } from '@dcs/platform';
import type { FontStyle } from '../document/design-document.ts';
import type { UnicodeRanges } from './unicode-range.ts';

/** The font a text element asks for. */
export interface FontRequest {
  family: string;
  /** CSS weight, 100–900. */
  weight: number;
  style: FontStyle;
}

/** One file of a font that ships in several (a hosted family's subsets: latin, latin-ext, cyrillic…). */
export interface FontFile {
  /** Names the file's bytes (`Roboto/400/normal#latin-ext`): glyph runs carry it, parsed fonts are shared by it. */
  key: string;
  /** The code points the file is for (CSS `unicode-range`); it is loaded only when a text has one of them. Omitted: any. */
  unicodeRange?: UnicodeRanges;
  /** The file's bytes (TTF, OTF, WOFF or WOFF2), `null` when they cannot be had. */
  load(): Promise<Uint8Array | null>;
}

/**
 * A font in several files, which act as one: each character comes from the first file whose range
 * holds it and that has its glyph; line metrics are the first file's.
 */
export interface FontFiles {
  files: readonly FontFile[];
}

/**
 * Supplies font files (TTF, OTF, WOFF or WOFF2 bytes). The design package never reads files or the
 * network itself, so the same code runs in the browser and on the server.
 *
 * @example
 * const fonts: FontProvider = { loadFont: async ({ family }) => family === 'Roboto' ? robotoBytes : null };
 */
export interface FontProvider {
  /** The closest matching font: one file, its files ({@link FontFiles}, loaded as texts need them), or `null` when the family is unknown. */
  loadFont(request: FontRequest): Promise<Uint8Array | FontFiles | null>;
  /**
   * The shop's fallback families, in order: a character that no file of a text's font has comes from
   * the first of them that has it (asked with the text's weight and style). None when omitted.
   */
  fallbackFamilies?(): Promise<readonly string[]>;
}

/**
 * The fallback families a shop starts with (all SIL OFL, shipped as `@fontsource` packages): wide
 * Latin, Greek and Cyrillic, symbols and dingbats, Arabic, Hebrew, Devanagari, Thai and monochrome
 * emoji. CJK families are large (tens of MB); a shop adds one to its chain when it needs them.
 */
export const DEFAULT_FALLBACK_FAMILIES: readonly string[] = Object.freeze([
  'Noto Sans',
  'Noto Sans Symbols 2',
  'Noto Sans Arabic',
  'Noto Sans Hebrew',
  'Noto Sans Devanagari',
  'Noto Sans Thai',
  'Noto Emoji',
]);

/** A raster image: the encoded bytes and their pixel size. */
export interface ImageAsset {
  bytes: Uint8Array;
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
  widthPx: number;
  heightPx: number;
}

/** One path of a clipart, in the clipart's own coordinates. */
export interface ClipartPath {
  /** SVG path data. */
  d: string;
  /** Color used unless the element recolors the region: `#RRGGBB`. */
  fill: string;
  /** Recolorable region the path belongs to. */
  region?: string;
}

/**
 * A vector clipart. `nodes`, when present, is the whole drawing (strokes, gradients, clips, masks,
 * images: see {@link ClipartNode}) and what renderers draw; `paths` are its solid fills grouped
 * into named regions (alone, the older form, drawn as filled paths).
 */
export interface ClipartAsset {
  width: number;
  height: number;
  paths: ClipartPath[];
  nodes?: ClipartNode[];
  /** SVG features the drawing could not carry (preflight warns about each). */
  dropped?: string[];
}

/** Supplies images and cliparts by reference. */
export interface AssetResolver {
  loadImage(ref: string): Promise<ImageAsset | null>;
  loadClipart(ref: string): Promise<ClipartAsset | null>;
}

/** What {@link loadDesignResources} needs. */
export interface DesignResourceProviders {
  fonts: FontProvider;
  /** Needed when the design holds images or cliparts. */
  assets?: AssetResolver;
}

/** A font file registered with {@link createStaticFontProvider}. */
export interface StaticFontEntry extends FontRequest {
  bytes: Uint8Array;
}

/**
 * Picks the entry for `request` among `entries`: the family (case-insensitive), the same style if the
 * family has it, and the nearest weight (CSS font matching, simplified). `null` for an unknown family.
 */
export function pickFontEntry<E extends FontRequest>(entries: readonly E[], request: FontRequest): E | null {
  const family = entries.filter((entry) => entry.family.toLowerCase() === request.family.toLowerCase());
  const sameStyle = family.filter((entry) => entry.style === request.style);
  const candidates = sameStyle.length > 0 ? sameStyle : family;
  let best: E | null = null;
  for (const entry of candidates) {
    if (!best || Math.abs(entry.weight - request.weight) < Math.abs(best.weight - request.weight)) best = entry;
  }
  return best;
}

/** A {@link FontProvider} over font files already in memory (works in browsers), matched by {@link pickFontEntry}. */
export function createStaticFontProvider(entries: readonly StaticFontEntry[], fallbackFamilies: readonly string[] = []): FontProvider {
  return { loadFont: async (request) => pickFontEntry(entries, request)?.bytes ?? null, fallbackFamilies: async () => fallbackFamilies };
}
