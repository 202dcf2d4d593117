import type { GangItem } from './roll-types.ts';

/** A small seeded PRNG (mulberry32): the same seed gives the same items on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A reproducible mix of DTF transfers as shops get them (sizes in mm, rounded to 0.5): many small logos
 * (pocket prints, 50–100 mm), some medium chest prints (150–280 mm) and a few large back prints
 * (250–400 mm wide), with aspect ratios from banner to tall. Used by the tests and `bench/gang`.
 */
export function mixedGangItems(count: number, seed = 37): GangItem[] {
  const random = seededRandom(seed);
  const between = (low: number, high: number): number => Math.round((low + random() * (high - low)) * 2) / 2;
  return Array.from({ length: count }, (_, index) => {
    const kind = random();
    const [low, high] = kind < 0.5 ? [50, 100] : kind < 0.85 ? [150, 280] : [250, 400];
    const width = between(low, high);
    const aspect = 0.35 + random() * 1.3;
    return { id: `item-${index + 1}`, width, height: Math.max(20, Math.round(width * aspect * 2) / 2) };
  });
}
