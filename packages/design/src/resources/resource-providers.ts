import type { ClipartNode } from '@dcs/platform';
import type { FontStyle } from '../document/design-document.ts';

/** The font a text element asks for. */
export interface FontRequest {
  family: string;
  /** CSS weight, 100–900. */
  weight: number;
  style: FontStyle;
}

/**
 * Supplies font files (TTF, OTF, WOFF or WOFF2 bytes). The design package never reads files or the
 * network itself, so the same code runs in the browser and on the server.
 *
 * @example
 * const fonts: FontProvider = { loadFont: async ({ family }) => family === 'Roboto' ? robotoBytes : null };
 */
export interface FontProvider {
  /** The closest matching font file, or `null` when the family is unknown. */
  loadFont(request: FontRequest): Promise<Uint8Array | null>;
}

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
export function createStaticFontProvider(entries: readonly StaticFontEntry[]): FontProvider {
  return { loadFont: async (request) => pickFontEntry(entries, request)?.bytes ?? null };
}
