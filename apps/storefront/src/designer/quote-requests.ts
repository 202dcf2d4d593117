/**
 * The price requests of one design being edited: scheduled after a change (debounced) or made now,
 * each superseding those before, so only the answer to the latest request is shown. The designer and
 * the quick panel share it because their add to cart must wait for the latest quote, not for the one
 * it asked for: a change or a finished photo may start another meanwhile (the quick panel, with its
 * own copy of this logic, answered "the price is not known yet" then).
 *
 * It also knows whether the last answer is fresh: every change a price depends on (the design, an
 * option, the quantity) is reported with {@link changed}, and an answer counts only for the changes
 * made before its request went out, so a quote made stale by any change is asked for again before
 * add to cart ({@link ensureFresh}).
 */
export class QuoteRequests {
  #timer: ReturnType<typeof setTimeout> | null = null;
  #seq = 0;
  #latest: Promise<void> | null = null;
  #changes = 0;
  #answeredFor = -1;
  readonly #ask: (isLatest: () => boolean) => Promise<void>;

  /** `ask` asks for the price and records the answer only while `isLatest()` holds. */
  constructor(ask: (isLatest: () => boolean) => Promise<void>) {
    this.#ask = ask;
  }

  /** Whether a request waits for its delay. */
  get scheduled(): boolean {
    return this.#timer !== null;
  }

  /** Whether the latest answer was asked for after the last change (and nothing waits to be asked). */
  get fresh(): boolean {
    return this.#answeredFor === this.#changes && this.#timer === null;
  }

  /** A change the price depends on: the answer on screen is stale until a request made after it answers. */
  changed(): void {
    this.#changes++;
  }

  schedule(delay: number): void {
    this.cancel();
    this.#timer = setTimeout(() => void this.now(), delay);
  }

  /** Asks now; a request still scheduled is dropped (it would only ask again, and supersede this one). */
  now(): Promise<void> {
    this.cancel();
    const seq = ++this.#seq;
    const changes = this.#changes;
    this.#latest = this.#ask(() => seq === this.#seq).then(() => {
      if (seq === this.#seq) this.#answeredFor = changes;
    });
    return this.#latest;
  }

  /** Resolves once the latest request has been answered, counting the ones started while waiting. */
  async settled(): Promise<void> {
    for (let latest = this.#latest; latest !== null; latest = this.#latest) {
      await latest;
      if (latest === this.#latest) return;
    }
  }

  /**
   * Resolves once an answer for the design as it is now is in: a change waiting for its quote, or any
   * change since the last answer, is asked for now; a request started meanwhile is waited for. One more
   * request at most, so a customer who keeps changing things during the press is not kept waiting.
   */
  async ensureFresh(): Promise<void> {
    if (!this.fresh) await this.now();
    await this.settled();
    if (!this.fresh) await this.now();
  }

  cancel(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
