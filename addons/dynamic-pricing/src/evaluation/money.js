/** Rates are stored with 4 decimals, percentages and metric units with 2. */
export const RATE_SCALE = 10000n;
export const UNIT_SCALE = 100n;
/** `value` × `scale` as an exact integer; `null` when `value` has more decimals than the scale holds. */
export function toScaled(value, scale) {
    const scaled = value * Number(scale);
    const rounded = Math.round(scaled);
    // The tolerance absorbs binary noise (0.0003 × 10000 = 2.9999999999999996), not real decimals.
    if (Math.abs(scaled - rounded) > 1e-6 * Math.max(1, Math.abs(scaled)))
        return null;
    return BigInt(rounded);
}
/** Divides with rounding half away from zero. */
export function roundHalfAwayFromZero(num, den) {
    if (den <= 0n)
        throw new Error('The denominator must be positive');
    // Whole amounts (fixed, minimum, maximum) are common: each BigInt operation allocates.
    if (den === 1n)
        return num;
    const negative = num < 0n;
    const magnitude = negative ? -num : num;
    const rounded = (2n * magnitude + den) / (2n * den);
    return negative ? -rounded : rounded;
}
/** Exact sum of fractions. */
export function addFractions(a, b) {
    return a.den === b.den ? { num: a.num + b.num, den: a.den } : { num: a.num * b.den + b.num * a.den, den: a.den * b.den };
}
/** An integer as a fraction. */
export function whole(value) {
    return { num: BigInt(value), den: 1n };
}
