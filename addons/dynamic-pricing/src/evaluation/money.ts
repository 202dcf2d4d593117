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
export const RATE_SCALE = 10_000n;
export const UNIT_SCALE = 100n;

/** `value` × `scale` as an exact integer; `null` when `value` has more decimals than the scale holds. */
export function toScaled(value: number, scale: bigint): bigint | null {
  const scaled = value * Number(scale);
  const rounded = Math.round(scaled);
  // The tolerance absorbs binary noise (0.0003 × 10000 = 2.9999999999999996), not real decimals.
  if (Math.abs(scaled - rounded) > 1e-6 * Math.max(1, Math.abs(scaled))) return null;
  return BigInt(rounded);
}

/** Divides with rounding half away from zero. */
export function roundHalfAwayFromZero(num: bigint, den: bigint): bigint {
  if (den <= 0n) throw new Error('The denominator must be positive');
  // Whole amounts (fixed, minimum, maximum) are common: each BigInt operation allocates.
  if (den === 1n) return num;
  const negative = num < 0n;
  const magnitude = negative ? -num : num;
  const rounded = (2n * magnitude + den) / (2n * den);
  return negative ? -rounded : rounded;
}

/** Exact sum of fractions. */
export function addFractions(a: Fraction, b: Fraction): Fraction {
  return a.den === b.den ? { num: a.num + b.num, den: a.den } : { num: a.num * b.den + b.num * a.den, den: a.den * b.den };
}

/** An integer as a fraction. */
export function whole(value: number | bigint): Fraction {
  return { num: BigInt(value), den: 1n };
}

/**
 * The exact fraction that a number's shortest decimal spelling denotes (0.35 → 35/100, 1e-7 →
 * 1/10⁷): what the admin typed, not the binary float nearest to it. For inputs stored without a
 * fixed number of decimals (a printing method's price per cm², its tier percentages).
 */
export function decimalFraction(value: number): Fraction {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) throw new Error(`Not a finite number: ${value}`);
  const [, sign = '', integer = '0', decimals = '', exponent = '0'] = match;
  const num = BigInt(sign + integer + decimals);
  const shift = Number(exponent) - decimals.length;
  return shift >= 0 ? { num: num * 10n ** BigInt(shift), den: 1n } : { num, den: 10n ** BigInt(-shift) };
}
