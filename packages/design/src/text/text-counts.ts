// Made on first use: a word segmenter takes tens of milliseconds to create (ICU loads its word
// dictionaries), which a browser page would otherwise pay when this module is evaluated.
let words: Intl.Segmenter | null = null;
let graphemes: Intl.Segmenter | null = null;

/**
 * Graphemes (user-perceived characters) of `text`, not UTF-16 units or bytes. Text of ASCII only
 * is counted without the segmenter (which allocates an object per grapheme): there every character
 * is a grapheme of its own but CR LF, which is one (UAX #29, rules GB3–GB5).
 */
export function countGraphemes(text: string): number {
  let count = text.length;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0x80) return countSegments(text);
    if (code === 0x0a && index > 0 && text.charCodeAt(index - 1) === 0x0d) count--;
  }
  return count;
}

function countSegments(text: string): number {
  let count = 0;
  for (const _ of (graphemes ??= new Intl.Segmenter('und', { granularity: 'grapheme' })).segment(text)) count++;
  return count;
}

/** Words of `text` (word-like segments, so punctuation and spaces do not count). */
export function countWords(text: string): number {
  let count = 0;
  for (const segment of (words ??= new Intl.Segmenter('und', { granularity: 'word' })).segment(text)) if (segment.isWordLike) count++;
  return count;
}
