import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pickFontEntry, type FontFiles, type FontProvider, type FontRequest } from '../resources/resource-providers.ts';
import { parseUnicodeRange, type UnicodeRanges } from '../resources/unicode-range.ts';

/** A font style, as CSS and `@dcs/design` name it. */
export type FontsourceStyle = 'normal' | 'italic';

/** One subset of a family: its file name part (`latin-ext`, `0` for a numbered slice) and its CSS `unicode-range`. */
export interface FontsourceSubset {
  name: string;
  unicodeRange: string;
  ranges: UnicodeRanges;
}

/** A family of an installed `@fontsource/*` package, read from its `metadata.json` and `unicode.json`. */
export interface FontsourceFamily {
  /** The package id, `open-sans`. */
  id: string;
  family: string;
  category: string;
  weights: number[];
  styles: FontsourceStyle[];
  /**
   * Its subsets in the order a character looks for its file: `latin` first, then as the package lists
   * them from last to first (a browser prefers the last `@font-face` rule declared; `fonts.css` declares
   * them in the reverse of this order).
   */
  subsets: FontsourceSubset[];
  license: string;
  /** The package's `files/` folder. */
  filesDir: string;
}

/** Reads the family of the `@fontsource` package in `packageDir`. */
export function readFontsourceFamily(id: string, packageDir: string): FontsourceFamily {
  const meta = JSON.parse(readFileSync(join(packageDir, 'metadata.json'), 'utf8')) as {
    family: string;
    category: string;
    weights: number[];
    styles: FontsourceStyle[];
    license?: { type?: string };
  };
  const ranges = JSON.parse(readFileSync(join(packageDir, 'unicode.json'), 'utf8')) as Record<string, string>;
  // Large families (emoji, CJK) are cut into numbered slices, listed as `[0]`, `[1]`… and named `…-0-400-normal`.
  const subsets = Object.entries(ranges)
    .map(([key, unicodeRange]) => ({ name: key.replace(/^\[(\d+)\]$/, '$1'), unicodeRange, ranges: parseUnicodeRange(unicodeRange) }))
    .reverse();
  const latin = subsets.findIndex((subset) => subset.name === 'latin');
  if (latin > 0) subsets.unshift(...subsets.splice(latin, 1));
  return {
    id,
    family: meta.family,
    category: meta.category,
    weights: [...meta.weights].sort((a, b) => a - b),
    styles: meta.styles,
    subsets,
    license: meta.license?.type ?? 'OFL-1.1',
    filesDir: join(packageDir, 'files'),
  };
}

/** The file name of one subset of one variant: `roboto-latin-700-italic.woff2`. */
export function fontsourceFileName(id: string, subset: string, weight: number, style: FontsourceStyle, format: 'woff' | 'woff2'): string {
  return `${id}-${subset}-${weight}-${style}.${format}`;
}

/**
 * The files of `family` for `request` (nearest weight, same style if there is one), one per subset,
 * as WOFF 1.0 (fontkit reads it after a native inflate; WOFF2 would need its Brotli in JavaScript).
 * `read` loads a path (a caller keeps the bytes it has read).
 */
export function fontsourceFiles(family: FontsourceFamily, request: FontRequest, read: (path: string) => Promise<Uint8Array | null>, variants?: ReadonlyArray<{ weight: number; style: FontsourceStyle }>): FontFiles | null {
  const faces = variants ?? family.styles.flatMap((style) => family.weights.map((weight) => ({ weight, style })));
  const face = pickFontEntry(faces.map((variant) => ({ ...variant, family: family.family })), { ...request, family: family.family });
  if (!face) return null;
  return {
    files: family.subsets.map((subset) => {
      const file = fontsourceFileName(family.id, subset.name, face.weight, face.style, 'woff');
      return { key: `${family.family}/${face.weight}/${face.style}#${subset.name}`, unicodeRange: subset.ranges, load: () => read(join(family.filesDir, file)) };
    }),
  };
}

/**
 * A {@link FontProvider} over installed `@fontsource` families, with `fallbackFamilies` after every
 * font. Files are read on first use and kept.
 *
 * @example
 * const fonts = createFontsourceProvider([readFontsourceFamily('roboto', dir)], ['Noto Sans']);
 */
export function createFontsourceProvider(families: readonly FontsourceFamily[], fallbackFamilies: readonly string[] = []): FontProvider {
  const files = new Map<string, Promise<Uint8Array | null>>();
  const read = (path: string) => {
    let pending = files.get(path);
    if (!pending) {
      pending = readFile(path).then((buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength), () => null);
      files.set(path, pending);
    }
    return pending;
  };
  return {
    loadFont: async (request) => {
      const family = families.find((candidate) => candidate.family.toLowerCase() === request.family.toLowerCase());
      return family ? fontsourceFiles(family, request, read) : null;
    },
    fallbackFamilies: async () => fallbackFamilies,
  };
}

export { DEFAULT_FALLBACK_FAMILIES } from '../resources/resource-providers.ts';
