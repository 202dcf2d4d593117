import type { Font, FontStore } from './font-store.ts';

/** A CSS string literal: the family names come from font files, so quote and escape them. */
function cssString(text: string): string {
  return `"${text.replace(/["\\\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`;
}

/**
 * The URL of a font file, relative to the CSS endpoint (`…/svc/v1/fonts.css`): browsers resolve CSS
 * URLs against the stylesheet, so the rules work under any host name or proxy path.
 */
export function fontFileUrl(font: Font, file: string): string {
  return `fonts/files/${font.id}/${file}`;
}

/**
 * The storefront's `@font-face` rules for every enabled font and every font of the fallback `chain`.
 * Hosted families get one rule per subset with its `unicode-range`, so a browser downloads only the
 * subsets a text uses (WOFF2, WOFF fallback); an uploaded file gets one rule. `font-display: swap`
 * keeps text visible while loading.
 */
export async function buildFontCss(fonts: FontStore, chain: readonly string[] = []): Promise<string> {
  const rules: string[] = [];
  for (const font of await fonts.rendered(chain)) {
    const hosted = fonts.hosted(font);
    for (const v of font.variants) {
      const face = `font-family: ${cssString(font.family)}; font-style: ${v.style}; font-weight: ${v.weight}; font-display: swap;`;
      if (hosted) {
        // A browser tries overlapping rules from the last declared: declared in reverse, it takes a
        // character from the subset the server's layout takes it from (latin first).
        for (const subset of [...hosted.subsets].reverse()) {
          const name = `${hosted.id}-${subset.name}-${v.weight}-${v.style}`;
          const src = `url(${fontFileUrl(font, `${name}.woff2`)}) format("woff2"), url(${fontFileUrl(font, `${name}.woff`)}) format("woff")`;
          rules.push(`@font-face { ${face} src: ${src}; unicode-range: ${subset.unicodeRange}; }`);
        }
      } else if (v.sha256) {
        const format = { ttf: 'truetype', otf: 'opentype', woff: 'woff', woff2: 'woff2' }[v.format];
        rules.push(`@font-face { ${face} src: url(${fontFileUrl(font, `${v.sha256}.${v.format}`)}) format("${format}"); }`);
      }
    }
  }
  return `/* Fonts enabled in the shop's admin (dcs). */\n${rules.join('\n')}\n`;
}
