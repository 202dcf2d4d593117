import { createError } from '@dcs/platform';

/** Resolves CSS escapes (`\69` → `i`, `\@` → `@`) so an escaped `@import` is seen as one. */
function unescapeCss(css: string): string {
  return css.replace(/\\([0-9a-fA-F]{1,6})\s?|\\([^\n0-9a-fA-F])/g, (_m, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff) || 0xfffd) : char!,
  );
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|\\\\)/i;

/**
 * Refuses custom CSS that could leave its `<style>` element (`</style`, in any case) or pull a
 * stylesheet from another site (`@import` of an absolute or protocol-relative URL, also when
 * hidden behind CSS escapes or comments). Same-site relative imports are allowed.
 */
export function assertSafeCustomCss(css: string): void {
  const refuse = (reason: string) => createError('svc_custom_css_refused', { params: { reason } });
  const decoded = unescapeCss(css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, ''));
  if (/<\/style/i.test(css) || /<\/style/i.test(decoded)) throw refuse('it contains "</style", which would end the style element.');
  for (const match of decoded.matchAll(/@import\b\s*(?:url\(\s*)?(["']?)([^"')\s;]*)/gi)) {
    const target = match[2] ?? '';
    if (target === '' || ABSOLUTE_URL.test(target)) {
      throw refuse(`@import of "${target.slice(0, 80) || '(unreadable)'}" loads a stylesheet from another site; only relative imports are allowed.`);
    }
  }
}
