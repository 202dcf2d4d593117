import { describe, expect, it } from 'vitest';
import { countGraphemes, countWords } from '../index.ts';
import { seededRandom } from '../testing/seeded-random.ts';

const segmenter = new Intl.Segmenter('und', { granularity: 'grapheme' });
const segments = (text: string) => [...segmenter.segment(text)].length;

describe('countGraphemes', () => {
  it('counts ASCII text as the segmenter does: one grapheme a character, CR LF one', () => {
    for (const text of ['', 'a', 'Hello world', '\r\n', '\r', '\n\r', 'a\r\nb', '\r\n\r\n', '\r\r\n\n', 'tab\there', '\u0000\u001f\u007f']) {
      expect(countGraphemes(text), JSON.stringify(text)).toBe(segments(text));
    }
    const next = seededRandom(18);
    const alphabet = 'ab \r\n\t.\u0000\u007f';
    for (let round = 0; round < 500; round++) {
      const text = Array.from({ length: Math.floor(next() * 20) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      expect(countGraphemes(text), JSON.stringify(text)).toBe(segments(text));
    }
  });

  it('hands any other text to the segmenter, ASCII before it included', () => {
    for (const text of ['abc e\u0301', 'x\r\n👨‍👩‍👧', '🇩🇪🇫🇷', 'Hi مرحبا', 'naïve\r\n']) {
      expect(countGraphemes(text), JSON.stringify(text)).toBe(segments(text));
    }
  });
});

const wordSegmenter = new Intl.Segmenter('und', { granularity: 'word' });
const wordSegments = (text: string) => [...wordSegmenter.segment(text)].filter((segment) => segment.isWordLike).length;

describe('countWords', () => {
  it('counts text of ASCII letters, digits and blanks as the segmenter does: runs of letters and digits', () => {
    for (const text of ['', ' ', 'Hello world', 'abc123 456def', '  a\t\tb\r\n\r\nc  ', '007', 'Hello qqmarkerqq and friends']) {
      expect(countWords(text), JSON.stringify(text)).toBe(wordSegments(text));
    }
    const next = seededRandom(29);
    const alphabet = 'aZ09 \t\r\n';
    for (let round = 0; round < 1000; round++) {
      const text = Array.from({ length: Math.floor(next() * 16) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      expect(countWords(text), JSON.stringify(text)).toBe(wordSegments(text));
    }
  });

  it("hands any other text to the segmenter, where marks join words or stand alone", () => {
    const next = seededRandom(31);
    const alphabet = "a1 .,:;'_-!\u00e9\u0645";
    for (let round = 0; round < 1000; round++) {
      const text = Array.from({ length: Math.floor(next() * 12) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      expect(countWords(text), JSON.stringify(text)).toBe(wordSegments(text));
    }
    for (const text of ["can't stop", 'e.g. this', '3.14 and 1,000', 'snake_case', 'Line 3: The fox', 'مرحبا بالعالم']) {
      expect(countWords(text), JSON.stringify(text)).toBe(wordSegments(text));
    }
  });
});
