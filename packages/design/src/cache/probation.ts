/**
 * The ring size the caches use: fewer values than a server answers between two scavenges (~30 new
 * designs with 8 MB semi-spaces), so what a keystroke made is unreachable before its second scavenge
 * and dies young. With 64, each new design's quote kept ~8 kB alive long enough to be promoted
 * (`docs/pricing.md`, Benchmark).
 */
export const PROBATION_SIZE = 8;

/**
 * The admission policy of a long-lived cache: a value made once waits here, on probation, and the
 * cache admits it into its own storage on its second use. A value used once (the text of one
 * keystroke, a design quoted once) is let go after `size` newer ones.
 *
 * Why (measured in `docs/pricing.md`, Caching): V8 promotes to old space every young object that a
 * long-lived object points to when a scavenge runs, even when that old object is itself garbage.
 * A `Map` whose entries come and go reallocates its table every few dozen changes, and each dropped
 * table still points at the values it held until the next full mark-compact; so whatever passes
 * through such a map is promoted, however briefly it was held. A server quoting a customer's every
 * keystroke promoted each keystroke's layout, validated element and figures that way (8 kB a quote),
 * and the scavenges that copied them paused for ~8 ms. Here a value sits in a fixed ring of slots,
 * allocated once and overwritten in place, so a value let go is unreachable at once and dies young.
 *
 * Keys met recently are remembered too, as 30-bit hashes (small integers: nothing for the collector to
 * trace): a value made again for such a key is admitted at once. So a cycle longer than the ring (a
 * design of 100 texts laid out again and again) is admitted on its second round instead of missing
 * forever. A hash collision only admits a value one use early.
 *
 * Keep the ring small ({@link PROBATION_SIZE} says why). A second use after the value left the ring
 * makes it again, once, and admits it (its key was met).
 *
 * @example
 * const probation = new Probation<Layout>(PROBATION_SIZE);
 * function lookup(key: string) {
 *   let value = cache.get(key);
 *   if (value === undefined && (value = probation.take(key)) !== undefined) cache.set(key, value); // second use
 *   if (value === undefined) {
 *     value = make(key);
 *     if (probation.hold(key, value)) cache.set(key, value); // made before: admitted now
 *   }
 *   return value;
 * }
 */
export class Probation<V> {
  readonly size: number;
  readonly #keys: Array<string | undefined>;
  /** The hash of each slot's key: a lookup compares numbers, and strings only where they match. */
  readonly #hashes: Int32Array;
  readonly #values: Array<V | undefined>;
  #next = 0;
  /** Hashes of keys met recently, oldest first out through the ring `#seenOrder`. */
  readonly #seen = new Set<number>();
  readonly #seenOrder: Int32Array;
  #seenNext = 0;
  /** The last key hashed: a miss is `take` then `hold` of the same key, hashed once. */
  #lastKey: string | undefined;
  #lastHash = 0;

  /** `size` values (at least 1) and the hashes of the last `seen` keys (default 4 096) at most. */
  constructor(size: number, seen = 4096) {
    this.size = Math.max(1, Math.floor(size));
    this.#keys = new Array<string | undefined>(this.size).fill(undefined);
    this.#hashes = new Int32Array(this.size);
    this.#values = new Array<V | undefined>(this.size).fill(undefined);
    this.#seenOrder = new Int32Array(Math.max(this.size, Math.floor(seen)));
  }

  /** The value held under `key`, taken out (the caller admits it), or undefined. */
  take(key: string): V | undefined {
    const hash = this.#hash(key);
    // Every key held was met recently: a key not met is not held (the usual case, a new value).
    if (!this.#seen.has(hash)) return undefined;
    const keys = this.#keys;
    for (let slot = 0; slot < keys.length; slot++) {
      if (this.#hashes[slot] !== hash || keys[slot] !== key) continue;
      const value = this.#values[slot];
      keys[slot] = undefined;
      this.#values[slot] = undefined;
      return value;
    }
    return undefined;
  }

  /**
   * Holds `value`, just made for `key`, on probation. True when `key` was met recently (its value
   * was made before and let go): then nothing is held and the caller admits the value.
   */
  hold(key: string, value: V): boolean {
    const hash = this.#hash(key);
    if (this.#seen.has(hash)) return true;
    if (this.#seen.size >= this.#seenOrder.length) this.#seen.delete(this.#seenOrder[this.#seenNext]!);
    this.#seen.add(hash);
    this.#seenOrder[this.#seenNext] = hash;
    this.#seenNext = (this.#seenNext + 1) % this.#seenOrder.length;
    this.#keys[this.#next] = key;
    this.#hashes[this.#next] = hash;
    this.#values[this.#next] = value;
    this.#next = (this.#next + 1) % this.size;
    return false;
  }

  #hash(key: string): number {
    if (key !== this.#lastKey) {
      this.#lastKey = key;
      this.#lastHash = hashKey(key);
    }
    return this.#lastHash;
  }

  clear(): void {
    this.#keys.fill(undefined);
    this.#values.fill(undefined);
    this.#seen.clear();
  }

  /** Values held. */
  get count(): number {
    return this.#keys.reduce((count, key) => count + (key === undefined ? 0 : 1), 0);
  }
}

/**
 * FNV-1a over the UTF-16 code units of `key`, cut to 30 bits: V8 keeps such numbers as small
 * integers, where a 32-bit one would be a heap number in `#seen` (an allocation, hashed as a double).
 */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  return hash & 0x3fffffff;
}
