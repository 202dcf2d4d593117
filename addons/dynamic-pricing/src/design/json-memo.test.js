import { describe, expect, it } from 'vitest';
import { createJsonMemo } from './json-memo.js';
/** A JSON text of exactly `length` characters, different for each `seed`. */
const text = (seed, length = 20) => JSON.stringify({ s: String(seed).padStart(length - 8, '0') });
describe('JSON memo', () => {
    it('finds a value only by the whole text, also among texts of the same length', () => {
        const memo = createJsonMemo(10_000);
        memo.set(text(1), 'one');
        memo.set(text(2), 'two');
        expect(text(1)).toHaveLength(text(2).length);
        expect(memo.get(text(1))).toBe('one');
        expect(memo.get(text(2))).toBe('two');
        expect(memo.get(text(3))).toBeUndefined();
        expect(memo.get(text(1, 21))).toBeUndefined();
        memo.set(text(1), 'uno');
        expect(memo.get(text(1))).toBe('uno');
        expect(memo.chars).toBe(2 * text(1).length);
    });
    it('holds at most its characters, letting the least recently used go first', () => {
        const memo = createJsonMemo(250);
        const length = (seed) => (seed < 10 ? 21 + (seed % 5) : 25);
        const put = (seed) => memo.set(text(seed, length(seed)), seed);
        const held = () => Array.from({ length: 12 }, (_, seed) => memo.get(text(seed, length(seed))) !== undefined);
        for (let seed = 0; seed < 10; seed++)
            put(seed);
        expect(memo.chars).toBe(230);
        put(10);
        // 255 characters: the oldest (0) went.
        expect(memo.chars).toBe(234);
        expect(memo.get(text(0, 21))).toBeUndefined();
        expect(memo.get(text(1, 22))).toBe(1);
        put(11);
        // Text 1 was used just now, so 2 went instead.
        expect(memo.chars).toBe(236);
        expect(held()).toEqual([false, true, false, true, true, true, true, true, true, true, true, true]);
    });
    it('keeps eight texts of one length, and none above a tenth of its size', () => {
        const memo = createJsonMemo(10_000);
        for (let seed = 0; seed < 9; seed++) {
            memo.set(text(seed), seed);
            if (seed === 7)
                memo.get(text(0));
        }
        // The ninth text of that length pushed out the least recently used one: 1, since 0 was read.
        expect(Array.from({ length: 9 }, (_, seed) => memo.get(text(seed)))).toEqual([0, undefined, 2, 3, 4, 5, 6, 7, 8]);
        memo.set(text(99, 1001), 99);
        expect(memo.get(text(99, 1001))).toBeUndefined();
        memo.set(text(98, 1000), 98);
        expect(memo.get(text(98, 1000))).toBe(98);
    });
});
