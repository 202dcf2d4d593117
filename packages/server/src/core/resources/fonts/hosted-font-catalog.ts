import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fontsourceFileName, readFontsourceFamily, type FontsourceFamily, type FontsourceStyle } from '@dcs/design/fontsource';

/** The @fontsource packages shipped with the server (all SIL OFL 1.1): a small catalog covering the usual print-shop needs. */
export const HOSTED_FONT_IDS = ['roboto', 'open-sans', 'lato', 'montserrat', 'oswald', 'playfair-display', 'bebas-neue', 'lobster', 'pacifico', 'dancing-script'] as const;

/**
 * The packages of the default fallback chain (`DEFAULT_FALLBACK_FAMILIES` of `@dcs/design`), in the
 * font library too, disabled: staff see them there and can offer them to customers or chain others.
 */
export const FALLBACK_FONT_IDS = ['noto-sans', 'noto-sans-symbols-2', 'noto-sans-arabic', 'noto-sans-hebrew', 'noto-sans-devanagari', 'noto-sans-thai', 'noto-emoji'] as const;

/**
 * CJK families, tens of MB each, so not installed with the server: a shop that needs them installs the
 * package (`npm install @fontsource/noto-sans-jp`), finds the family in its font library (disabled) and
 * adds it to the fallback chain. Their files are numbered slices, served like any subset.
 */
export const OPTIONAL_FONT_IDS = ['noto-sans-sc', 'noto-sans-tc', 'noto-sans-jp', 'noto-sans-kr'] as const;

/** A font style, as CSS and `@dcs/design` name it. */
export type FontStyle = FontsourceStyle;

/** One family of the hosted catalog: every subset it ships acts as one font (layout, preflight, print, browsers). */
export type HostedFont = FontsourceFamily;

/**
 * Reads the hosted catalog from the installed @fontsource packages (their `metadata.json` and
 * `unicode.json`). Nothing is fetched: the files are served from the package folders.
 */
export function loadHostedFontCatalog(ids: readonly string[] = [...HOSTED_FONT_IDS, ...FALLBACK_FONT_IDS]): HostedFont[] {
  const require = createRequire(import.meta.url);
  const installed = (id: string) => {
    try {
      return dirname(require.resolve(`@fontsource/${id}/package.json`));
    } catch {
      return null;
    }
  };
  const optional = OPTIONAL_FONT_IDS.flatMap((id) => {
    const dir = installed(id);
    return dir ? [readFontsourceFamily(id, dir)] : [];
  });
  return [...ids.map((id) => readFontsourceFamily(id, dirname(require.resolve(`@fontsource/${id}/package.json`)))), ...optional];
}

/** The file name of one hosted variant: `roboto-latin-700-italic.woff2`. */
export const hostedFontFileName = fontsourceFileName;
