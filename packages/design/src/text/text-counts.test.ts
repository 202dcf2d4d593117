import { describe, expect, it } from 'vitest';
import { countGraphemes } from '../index.ts';
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
