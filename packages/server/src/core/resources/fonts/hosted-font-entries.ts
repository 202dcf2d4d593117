import { join } from 'node:path';
import { fileEntry, type FontFileEntry } from './font-source.ts';
import { RENDER_SUBSET, hostedFontFileName, type HostedFont } from './hosted-font-catalog.ts';

/** The render files (latin subset, WOFF) of hosted families, one per weight and style. */
export function hostedFontEntries(fonts: readonly HostedFont[]): FontFileEntry[] {
  return fonts.flatMap((font) =>
    font.styles.flatMap((style) =>
      font.weights.map((weight) => fileEntry({ family: font.family, weight, style }, join(font.filesDir, hostedFontFileName(font.id, RENDER_SUBSET, weight, style, 'woff')))),
    ),
  );
}
