/**
 * Exact money arithmetic. Rates, percentages and areas have fractional parts, so an amount is kept
 * as an exact fraction of BigInts until it becomes a breakdown line, then rounded once, half away
 * from zero (2.5 → 3, −2.5 → −3), to integer minor units. Floats never decide a rounding.
 */
export interface Fraction {
    num: bigint;
    den: bigint;
}
/** Rates are stored with 4 decimals, percentages and metric units with 2. */
export declare const RATE_SCALE = 10000n;
export declare const UNIT_SCALE = 100n;
/** `value` × `scale` as an exact integer; `null` when `value` has more decimals than the scale holds. */
export declare function toScaled(value: number, scale: bigint): bigint | null;
/** Divides with rounding half away from zero. */
export declare function roundHalfAwayFromZero(num: bigint, den: bigint): bigint;
/** Exact sum of fractions. */
export declare function addFractions(a: Fraction, b: Fraction): Fraction;
/** An integer as a fraction. */
export declare function whole(value: number | bigint): Fraction;
