import { describe, expect, it } from 'vitest';
import { assertFileNamePattern, expandFileNamePattern } from './file-name-pattern.js';
const values = { order: 12, item: 34, job: 'PQ000007', product: 'Café ../Mug/ 0,3 l', side: 'front+back', qty: 25 };
describe('file name patterns', () => {
    it('expands tokens into ASCII names without separators or dot runs', () => {
        expect(expandFileNamePattern('{order}-{item}-{job}', values)).toBe('12-34-PQ000007');
        expect(expandFileNamePattern('{job}_{product}_{side}_x{qty}', values)).toBe('PQ000007_Cafe-Mug-0-3-l_front-back_x25');
    });
    it.each([
        ['{job}/{order}', 'letters'],
        ['{job}..{order}', '".."'],
        ['.{job}', '"."'],
        ['{order}-{item}', '{job}'],
        ['{job}-{customer}', 'unknown token'],
        ['{job}-é', 'letters'],
        ['{job}\\x', 'letters'],
    ])('refuses %s', (pattern, reason) => {
        expect(() => assertFileNamePattern(pattern)).toThrow(reason);
    });
});
