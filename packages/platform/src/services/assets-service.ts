import type { ClipartNode } from './clipart-art.ts';

/** The font a text element asks for (the same shape as `@dcs/design`'s `FontRequest`). */
export interface AssetFontRequest {
  family: string;
  /** CSS weight, 100–900. */
  weight: number;
  style: 'normal' | 'italic';
}

/** One file of a font shipped in several (a hosted family's subsets), as `@dcs/design`'s `FontFile`. */
export interface AssetFontFile {
  /** Names the file's bytes (`Roboto/400/normal#latin-ext`). */
  key: string;
  /** Code point ranges, inclusive, the file is for (CSS `unicode-range`); omitted: any. */
  unicodeRange?: ReadonlyArray<readonly [number, number]>;
  load(): Promise<Uint8Array | null>;
}

/** A font in several files that act as one (`@dcs/design`'s `FontFiles`). */
export interface AssetFontFiles {
  files: readonly AssetFontFile[];
}

/** A raster image: encoded bytes and pixel size. */
export interface AssetImage {
  bytes: Uint8Array;
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
  widthPx: number;
  heightPx: number;
}

/**
 * A vector clipart. `nodes`, when present, is the whole drawing (strokes, gradients, clips, masks,
 * images) and is what renderers draw; `paths` is the flat list of its solid fills, the older form
 * (still accepted alone) and what color metrics read.
 */
export interface AssetClipart {
  width: number;
  height: number;
  paths: Array<{ d: string; fill: string; region?: string }>;
  nodes?: ClipartNode[];
  /** SVG features the drawing could not carry, by name (preflight warns about each). */
  dropped?: string[];
}

/** Where one kind of design asset comes from; each answers null for what it does not know. */
export interface AssetSource {
  loadFont?(request: AssetFontRequest): Promise<Uint8Array | AssetFontFiles | null>;
  /** The shop's fallback font families, in order (`null`: this source does not know). */
  fallbackFamilies?(): Promise<readonly string[] | null>;
  loadImage?(ref: string): Promise<AssetImage | null>;
  loadClipart?(ref: string): Promise<AssetClipart | null>;
}

/**
 * The shop's design assets, for code that renders or measures designs on the server (pricing
 * metrics, previews, print output). It is a `FontProvider` and an `AssetResolver` of `@dcs/design`
 * as it stands: pass it as `{ fonts: assets, assets }` to `loadDesignResources`.
 *
 * Core resources (fonts, media, cliparts) register where their bytes come from with `addSource`;
 * sources are asked in the order they were added and the first answer wins.
 *
 * @example
 * const resources = await loadDesignResources(design, { fonts: services.assets, assets: services.assets });
 */
export interface AssetsService {
  /** One font file, or a font's files (a hosted family's subsets, each loaded when a text needs it). */
  loadFont(request: AssetFontRequest): Promise<Uint8Array | AssetFontFiles | null>;
  /** The shop's fallback font families, in order: characters a text's font lacks come from the first that has them. */
  fallbackFamilies(): Promise<readonly string[]>;
  loadImage(ref: string): Promise<AssetImage | null>;
  loadClipart(ref: string): Promise<AssetClipart | null>;
  /** Returns a function that removes the source again. */
  addSource(source: AssetSource): () => void;
}
