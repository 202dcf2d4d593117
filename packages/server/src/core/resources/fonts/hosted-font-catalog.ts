import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The @fontsource packages shipped with the server (all SIL OFL 1.1): a small catalog covering the usual print-shop needs. */
export const HOSTED_FONT_IDS = ['roboto', 'open-sans', 'lato', 'montserrat', 'oswald', 'playfair-display', 'bebas-neue', 'lobster', 'pacifico', 'dancing-script'] as const;

/** Subset used for server-side rendering: one file per variant, since a design text element uses one font. */
export const RENDER_SUBSET = 'latin';

/** A font style, as CSS and `@dcs/design` name it. */
export type FontStyle = 'normal' | 'italic';

/** One family of the hosted catalog, read from its package's metadata. */
export interface HostedFont {
  /** The package id, `open-sans`. */
  id: string;
  family: string;
  category: string;
  weights: number[];
  styles: FontStyle[];
  /** Subsets with their CSS `unicode-range`, so browsers fetch only the files a text needs. */
  subsets: Array<{ name: string; unicodeRange: string }>;
  license: string;
  /** The package's `files/` folder. */
  filesDir: string;
}

/**
 * Reads the hosted catalog from the installed @fontsource packages (their `metadata.json` and
 * `unicode.json`). Nothing is fetched: the files are served from the package folders.
 */
export function loadHostedFontCatalog(ids: readonly string[] = HOSTED_FONT_IDS): HostedFont[] {
  const require = createRequire(import.meta.url);
  return ids.map((id) => {
    const dir = dirname(require.resolve(`@fontsource/${id}/package.json`));
    const meta = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')) as { family: string; category: string; weights: number[]; styles: FontStyle[]; subsets: string[]; license?: { type?: string } };
    const ranges = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
    return {
      id,
      family: meta.family,
      category: meta.category,
      weights: [...meta.weights].sort((a, b) => a - b),
      styles: meta.styles,
      subsets: meta.subsets.filter((s) => ranges[s]).map((name) => ({ name, unicodeRange: ranges[name]! })),
      license: meta.license?.type ?? 'OFL-1.1',
      filesDir: join(dir, 'files'),
    };
  });
}

/** The file name of one hosted variant: `roboto-latin-700-italic.woff2`. */
export function hostedFontFileName(id: string, subset: string, weight: number, style: FontStyle, format: 'woff' | 'woff2'): string {
  return `${id}-${subset}-${weight}-${style}.${format}`;
}
