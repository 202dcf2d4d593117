/**
 * The price requests of one design being edited: scheduled after a change (debounced) or made now,
 * each superseding those before, so only the answer to the latest request is shown. The designer and
 * the quick panel share it because their add to cart must wait for the latest quote, not for the one
 * it asked for: a change or a finished photo may start another meanwhile (the quick panel, with its
 * own copy of this logic, answered "the price is not known yet" then).
 */
export class QuoteRequests {
  #timer: ReturnType<typeof setTimeout> | null = null;
  #seq = 0;
  #latest: Promise<void> | null = null;
  readonly #ask: (isLatest: () => boolean) => Promise<void>;

  /** `ask` asks for the price and records the answer only while `isLatest()` holds. */
  constructor(ask: (isLatest: () => boolean) => Promise<void>) {
    this.#ask = ask;
  }

  /** Whether a request waits for its delay. */
  get scheduled(): boolean {
    return this.#timer !== null;
  }

  schedule(delay: number): void {
    this.cancel();
    this.#timer = setTimeout(() => void this.now(), delay);
  }

  /** Asks now; a request still scheduled is dropped (it would only ask again, and supersede this one). */
  now(): Promise<void> {
    this.cancel();
    const seq = ++this.#seq;
    this.#latest = this.#ask(() => seq === this.#seq);
    return this.#latest;
  }

  /** Resolves once the latest request has been answered, counting the ones started while waiting. */
  async settled(): Promise<void> {
    for (let latest = this.#latest; latest !== null; latest = this.#latest) {
      await latest;
      if (latest === this.#latest) return;
    }
  }

  cancel(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
