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

/** The grapheme clusters of `text` (a base letter with its marks, an emoji sequence), in order. */
export function graphemeClusters(text: string): string[] {
  const clusters: string[] = [];
  for (const part of (graphemes ??= new Intl.Segmenter('und', { granularity: 'grapheme' })).segment(text)) clusters.push(part.segment);
  return clusters;
}

function countSegments(text: string): number {
  let count = 0;
  for (const _ of (graphemes ??= new Intl.Segmenter('und', { granularity: 'grapheme' })).segment(text)) count++;
  return count;
}

/**
 * Words of `text` (word-like segments, so punctuation and spaces do not count). Text of ASCII
 * letters, digits, spaces, tabs and line breaks only is counted without the segmenter: there a word
 * is a run of letters and digits (UAX #29, rules WB5, WB8–WB10), and spaces, tabs and line breaks
 * only ever separate words; any other character (an apostrophe, a point, a colon can join two
 * words) goes through the segmenter.
 */
export function countWords(text: string): number {
  let count = 0;
  let inWord = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const alphanumeric = (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39);
    if (!alphanumeric && code !== 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return countWordSegments(text);
    if (alphanumeric && !inWord) count++;
    inWord = alphanumeric;
  }
  return count;
}

function countWordSegments(text: string): number {
  let count = 0;
  for (const segment of (words ??= new Intl.Segmenter('und', { granularity: 'word' })).segment(text)) if (segment.isWordLike) count++;
  return count;
}
