import { Probation, PROBATION_SIZE } from './probation.ts';

/**
 * A bounded cache of values made from their key that keeps a value from its second use on (the
 * first holds it on {@link Probation}) and is dropped whole when full, which bounds memory.
 *
 * @example
 * const shaped = new AdmittingCache<ShapedText>(20_000);
 * shaped.get(word, () => shape(word));
 */
export class AdmittingCache<V> {
  readonly #values = new Map<string, V>();
  readonly #once: Probation<V>;
  readonly #limit: number;

  constructor(limit: number, probationSize = PROBATION_SIZE) {
    this.#limit = limit;
    this.#once = new Probation<V>(probationSize);
  }

  /** The value under `key`, else the one `make` gives (kept on its second use). */
  get(key: string, make: () => V): V {
    let value = this.#values.get(key);
    if (value !== undefined) return value;
    value = this.#once.take(key);
    if (value !== undefined) {
      this.#store(key, value);
      return value;
    }
    value = make();
    if (this.#once.hold(key, value)) this.#store(key, value);
    return value;
  }

  #store(key: string, value: V): void {
    if (this.#values.size >= this.#limit) this.#values.clear();
    this.#values.set(key, value);
  }
}
