import type { HooksService } from './hooks-service.ts';
import type { Product } from './shop-service.ts';

/**
 * The pricing hook. Filter `pricing.price_lines` lets any addon add, change or remove lines of the
 * price of a cart line. Its value is the list of lines so far (those of dynamic pricing when that
 * addon is active: `rule:<id>` and `printing_method:<charge>`, else none); its extra argument is the
 * {@link PriceLineContext}. It runs wherever a price is made, with the same inputs, so the quote,
 * its token, the cart and checkout all agree:
 * - the dynamic-pricing addon's quote (`POST /svc/v1/pricing/quote`) and its `shop.cart_item` filter;
 * - the shop itself when a line is added, its quantity changes and at checkout (without dynamic pricing).
 *
 * Keep a callback deterministic in its inputs (no clock, no randomness): checkout prices every line
 * again and a different result reprices the cart (`svc_cart_repriced`). When the addon is switched
 * off its lines are gone from the next computation, and stored carts are repriced at checkout.
 *
 * @example
 * // A small-run surcharge: 3.00 per item below 5 items.
 * hooks.addFilter<PriceLine[]>(PRICING_HOOKS.priceLines, (lines, context: PriceLineContext) =>
 *   context.quantity >= 5
 *     ? lines
 *     : [...lines, { id: 'small-run:surcharge', label: 'Small run', scope: 'unit', amount: 300, source: 'small-run' }],
 * );
 */
export const PRICING_HOOKS = {
  priceLines: 'pricing.price_lines',
} as const;

/** One component of a price, in integer minor units of the product's currency. */
export interface PriceLine {
  /** Unique within the price; prefix it with your addon's slug (`small-run:surcharge`). 1–100 characters. */
  id: string;
  /** What the customer reads in the breakdown. 1–200 characters. */
  label: string;
  /** `unit`: `amount` is charged for every item (× quantity); `line`: once for the cart line. */
  scope: 'unit' | 'line';
  /** Minor units, negative for a discount, at most 10⁹ either way. */
  amount: number;
  /** Who added it: an addon slug (dynamic pricing's lines say `dynamic-pricing`). */
  source: string;
}

/** What a `pricing.price_lines` callback gets to decide on (extra argument of the filter). */
export interface PriceLineContext {
  product: Product;
  /** Resolved: every option of the product with its chosen value. */
  options: Record<string, string>;
  quantity: number;
  /** The line's design document as the customer sent or saved it, or null. */
  design: unknown;
  /** The customer session the line belongs to; null when priced outside a session. */
  sessionId: string | null;
  /** Base price plus option deltas, per item. */
  baseUnitPrice: number;
  currency: string;
}

/** A price made of its base and lines. */
export interface LinePrice {
  baseUnitPrice: number;
  baseTotal: number;
  lines: PriceLine[];
  /** Base total plus every line's total. */
  subtotal: number;
  /** Subtotal ÷ quantity, rounded half away from zero, never below 0. */
  unitPrice: number;
  /** `unitPrice × quantity`: what the cart and the order charge. */
  total: number;
  /** `total − subtotal`. */
  rounding: number;
}

/** The largest amount of one line, either way. */
export const MAX_PRICE_LINE_AMOUNT = 1_000_000_000;

/** What a line adds to the line total. */
export function priceLineTotal(line: PriceLine, quantity: number): number {
  return line.scope === 'unit' ? line.amount * quantity : line.amount;
}

function assertPriceLines(lines: unknown): asserts lines is PriceLine[] {
  const fail = (reason: string): never => {
    throw new Error(`A ${PRICING_HOOKS.priceLines} filter returned ${reason}.`);
  };
  if (!Array.isArray(lines)) fail('something other than an array of lines');
  const ids = new Set<string>();
  for (const line of lines as unknown[]) {
    const { id, label, scope, amount, source } = (line ?? {}) as Partial<PriceLine>;
    if (typeof id !== 'string' || id.length < 1 || id.length > 100) fail('a line without an id of 1 to 100 characters');
    if (ids.has(id!)) fail(`two lines with the id ${JSON.stringify(id)}`);
    ids.add(id!);
    if (typeof label !== 'string' || label.length < 1 || label.length > 200) fail(`line ${id} without a label of 1 to 200 characters`);
    if (scope !== 'unit' && scope !== 'line') fail(`line ${id} with a scope other than "unit" or "line"`);
    if (!Number.isSafeInteger(amount) || Math.abs(amount!) > MAX_PRICE_LINE_AMOUNT) fail(`line ${id} without a whole amount within ±${MAX_PRICE_LINE_AMOUNT}`);
    if (typeof source !== 'string' || source.length < 1 || source.length > 100) fail(`line ${id} without a source`);
  }
}

/**
 * Runs the `pricing.price_lines` filter over `lines` (callbacks get copies) and checks what comes
 * back; a malformed answer is a bug of the addon that gave it, thrown as a plain error.
 */
export async function applyPriceLines(hooks: HooksService, lines: readonly PriceLine[], context: PriceLineContext): Promise<PriceLine[]> {
  if (!hooks.hasFilter(PRICING_HOOKS.priceLines)) return [...lines];
  const filtered = await hooks.applyFilters<PriceLine[]>(PRICING_HOOKS.priceLines, structuredClone([...lines]), structuredClone(context));
  assertPriceLines(filtered);
  return filtered.map(({ id, label, scope, amount, source }) => ({ id, label, scope, amount, source }));
}

/** Divides by a positive whole number, rounding half away from zero. */
function divideRounded(amount: number, by: number): number {
  const magnitude = Math.floor((2 * Math.abs(amount) + by) / (2 * by));
  return amount < 0 ? -magnitude : magnitude;
}

/** Adds the lines to the base: the unit price is the subtotal spread over the items, rounded. */
export function sumPriceLines(baseUnitPrice: number, quantity: number, lines: readonly PriceLine[]): LinePrice {
  const baseTotal = baseUnitPrice * quantity;
  const subtotal = lines.reduce((sum, line) => sum + priceLineTotal(line, quantity), baseTotal);
  const unitPrice = Math.max(0, divideRounded(subtotal, quantity));
  const total = unitPrice * quantity;
  return { baseUnitPrice, baseTotal, lines: [...lines], subtotal, unitPrice, total, rounding: total - subtotal };
}

/** An amount in minor units as people read it: `15.60 EUR` (the currency's own number of decimals). */
export function formatMoney(amount: number, currency: string): string {
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // Not an ISO currency code: two decimals, as most currencies have.
  }
  return `${(amount / 10 ** digits).toFixed(digits)} ${currency}`;
}
