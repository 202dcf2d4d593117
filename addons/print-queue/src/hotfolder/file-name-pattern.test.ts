import { describe, expect, it } from 'vitest';
import { assertFileNamePattern, expandFileNamePattern } from './file-name-pattern.ts';

const values = { order: 12, item: 34, job: 'PQ000007', product: 'Café ../Mug/ 0,3 l', side: 'front+back', qty: 25, pieces: 500, media: 'soft-touch-400', options: { pack: '500', paper: 'soft-touch-400', print: '../both' } };

describe('file name patterns', () => {
  it('expands tokens into ASCII names without separators or dot runs', () => {
    expect(expandFileNamePattern('{order}-{item}-{job}', values)).toBe('12-34-PQ000007');
    expect(expandFileNamePattern('{job}_{product}_{side}_x{qty}', values)).toBe('PQ000007_Cafe-Mug-0-3-l_front-back_x25');
    // The order as sold: pieces, media and any option's value, slugged like every token.
    expect(expandFileNamePattern('{job}-{pieces}-{media}-{option:print}-{option:size}', values)).toBe('PQ000007-500-soft-touch-400-both-x');
    expect(() => assertFileNamePattern('{job}-{option:paper}-{pieces}-{media}')).not.toThrow();
  });

  it.each([
    ['{job}/{order}', 'letters'],
    ['{job}..{order}', '".."'],
    ['.{job}', '"."'],
    ['{order}-{item}', '{job}'],
    ['{job}-{customer}', 'unknown token'],
    ['{job}-{option:}', 'unknown token'],
    ['{job}-{option:a/b}', 'unknown token'],
    ['{job}-é', 'letters'],
    ['{job}\\x', 'letters'],
  ])('refuses %s', (pattern, reason) => {
    expect(() => assertFileNamePattern(pattern)).toThrow(reason);
  });
});
