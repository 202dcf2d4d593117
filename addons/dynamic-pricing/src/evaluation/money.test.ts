import { describe, expect, it } from 'vitest';
import { decimalFraction, roundHalfAwayFromZero } from './money.ts';

describe('decimalFraction', () => {
  it.each<[number, bigint, bigint]>([
    [0.35, 35n, 100n],
    [12.5, 125n, 10n],
    [100, 100n, 1n],
    [0, 0n, 1n],
    [-2.5, -25n, 10n],
    [1e-7, 1n, 10_000_000n],
    [1.5e-7, 15n, 100_000_000n],
    [1e21, 10n ** 21n, 1n],
  ])('%s is exactly what its decimal spelling says', (value, num, den) => {
    expect(decimalFraction(value)).toEqual({ num, den });
  });

  it('keeps a rate the float cannot hold exactly: 0.35 cents per cm² over 3 cm² × 10 items is 10.5 → 11', () => {
    // In doubles, 0.35 * 3 * 10 = 10.499999999999998: a float would round it down.
    expect(Math.round(0.35 * 3 * 10)).toBe(10);
    const rate = decimalFraction(0.35);
    expect(roundHalfAwayFromZero(rate.num * 300n * 10n, rate.den * 100n)).toBe(11n);
  });

  it('refuses what is not a finite number', () => {
    expect(() => decimalFraction(Number.NaN)).toThrow();
    expect(() => decimalFraction(Number.POSITIVE_INFINITY)).toThrow();
  });
});
