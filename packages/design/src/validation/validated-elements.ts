import { Probation } from '../cache/probation.ts';
import type { DesignElement } from '../document/design-document.ts';

/** A top-level element validated before: the normalized element, frozen, and what the design-wide checks need. */
export interface ValidatedElement {
  element: DesignElement;
  /** The ids of the element and of everything inside it, in the order validation met them. */
  ids: readonly string[];
  /** Elements it counts for towards the design's limit (itself and everything inside). */
  count: number;
}

/**
 * Top-level elements validated before, by the JSON of their input, for {@link validateDesign}'s
 * `reuse`: a design that differs from an earlier one in one element validates that element only, and
 * its other elements come back as the very same (frozen) objects, so callers can keep their own
 * per-element work with them ({@link reusedElementMemo}). Bounded by entries and by characters of
 * JSON; recently used entries stay.
 *
 * @example
 * const reuse = createValidatedElements();
 * const design = validateDesign(JSON.parse(body), { reuse });
 */
export interface ValidatedElements {
  /** The element validated from input whose JSON is `json`; undefined when not held. */
  get(json: string): ValidatedElement | undefined;
  set(json: string, validated: ValidatedElement): void;
  readonly size: number;
}

const MEMO = Symbol('reused element memo');

/**
 * A mutable object that goes with a top-level element validated with a reuse cache (undefined for
 * any other element), for a caller's per-element work: key it by a symbol of your own. It lives and
 * dies with the element. Why not a `WeakMap` keyed by the element: V8's scavenger keeps a `WeakMap`'s
 * values alive while their keys are young, dead or not, so the work kept for each keystroke's new
 * element was copied and promoted to old space with it (`docs/pricing.md`, Benchmark, sixth pass).
 *
 * @example
 * const FIGURES = Symbol('figures');
 * const memo = reusedElementMemo(element);
 * const figures = (memo?.[FIGURES] as Figures | undefined) ?? measure(element);
 * if (memo) memo[FIGURES] = figures;
 */
export function reusedElementMemo(element: DesignElement): Record<symbol, unknown> | undefined {
  return (element as { [MEMO]?: Record<symbol, unknown> })[MEMO];
}

/** Options of {@link createValidatedElements}. */
export interface ValidatedElementsOptions {
  /** Elements held at most (default 5000). */
  maxEntries?: number;
  /** Characters of input JSON held at most (default 8 M); an element above a tenth of it is not kept. */
  maxChars?: number;
  /** Elements validated once, held on probation until their second use (default {@link ELEMENT_PROBATION_SIZE}; see {@link Probation}). */
  probation?: number;
}

/**
 * Elements held on probation: the top-level elements of a whole design (most have fewer), so a
 * design's second quote finds every element its first one validated. A customer typing adds one
 * element per keystroke, so 32 keystrokes pass before one is let go: about one scavenge of a server
 * quoting new designs, where a ring of 64 kept each keystroke's element into old space.
 */
export const ELEMENT_PROBATION_SIZE = 32;

/**
 * Creates an empty {@link ValidatedElements}. An element validated once waits on probation; at its
 * second use it is admitted. Admitted entries live in two generations: they go into the young map,
 * and when it holds half the allowance, the old map is dropped and the young one becomes old. An
 * entry used in each generation stays. The probation keeps the element of each keystroke of a
 * customer typing (used once) from ever reaching V8's old space. Moving every hit to the end of one
 * map, for a strict least-recently-used order, cost twice the lookup itself (a `delete` and a `set`
 * of a key of several hundred characters per element, on every request).
 */
export function createValidatedElements(options: ValidatedElementsOptions = {}): ValidatedElements {
  const maxEntries = options.maxEntries ?? 5000;
  const maxChars = options.maxChars ?? 8_000_000;
  let young = new Map<string, ValidatedElement>();
  let old = new Map<string, ValidatedElement>();
  let youngChars = 0;
  const probation = new Probation<ValidatedElement>(options.probation ?? ELEMENT_PROBATION_SIZE);
  const put = (json: string, validated: ValidatedElement) => {
    if (young.size >= maxEntries / 2 || youngChars + json.length > maxChars / 2) {
      old = young;
      young = new Map();
      youngChars = 0;
    }
    young.set(json, validated);
    youngChars += json.length;
  };
  return {
    get(json) {
      const hit = young.get(json);
      if (hit !== undefined) return hit;
      const aged = old.get(json) ?? probation.take(json);
      if (aged !== undefined) {
        old.delete(json);
        put(json, aged);
      }
      return aged;
    },
    set(json, validated) {
      if (json.length > maxChars / 10 || maxEntries < 1) return;
      old.delete(json);
      // Not enumerable (spreads, JSON and deepFreeze's `for…in` skip it) and not frozen: callers write to it.
      Object.defineProperty(validated.element, MEMO, { value: {} });
      const frozen = deepFreeze(validated);
      if (probation.hold(json, frozen)) put(json, frozen);
    },
    get size() {
      return young.size + old.size + probation.count;
    },
  };
}

/**
 * The key of `input` in {@link ValidatedElements}, or null when its JSON does not stand for it. JSON
 * text parses to plain data whose serialization is the same data, with one exception: a number too
 * large for a double parses to ±Infinity, which serializes as `null` — and `null` is valid where a
 * number is not (`"stroke": null`). Such input is validated afresh, so it is refused as before.
 */
export function reuseKey(input: unknown): string | null {
  let json: string | undefined;
  try {
    json = JSON.stringify(input);
  } catch {
    return null;
  }
  if (json === undefined) return null;
  return json.includes('null') && !finiteThroughout(input) ? null : json;
}

/** Whether every number in `value` is finite and no array holds `undefined` (both would serialize as `null`). */
function finiteThroughout(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object' || value === null) return true;
  if (Array.isArray(value)) {
    for (const item of value) if (item === undefined || !finiteThroughout(item)) return false;
    return true;
  }
  for (const key in value) if (!finiteThroughout((value as Record<string, unknown>)[key])) return false;
  return true;
}

/** The ids of `element` and its descendants, in validation order. */
export function elementIds(element: DesignElement, into: string[] = []): string[] {
  into.push(element.id);
  if (element.type === 'group') for (const child of element.children) elementIds(child, into);
  return into;
}

// A reused element is shared by every design that holds it: freezing makes a caller that would
// change it fail loudly instead of changing other designs.
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.freeze(value);
    for (const key in value) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
