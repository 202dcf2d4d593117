/** Spaces and default-ignorable characters (joiners, variation selectors) that need no glyph. */
const IGNORABLE = /[\s\u00AD\u200B-\u200F\u2060\uFE00-\uFE0F]/u;

/** Whether `codePoint` needs no glyph of its own; ASCII (most text) without the regular expression: there `\s` is tab to CR and space. */
export function isIgnorable(codePoint: number): boolean {
  if (codePoint < 0x80) return codePoint === 0x20 || (codePoint >= 0x09 && codePoint <= 0x0d);
  return IGNORABLE.test(String.fromCodePoint(codePoint));
}
