import { DesignerError } from './api-client.ts';
import type { QuoteRequests } from './quote-requests.ts';
import type { Quote } from './storefront-types.ts';

/** Refusals of a quote token that a new quote of the same design answers. */
const REQUOTE_CODES = new Set(['svc_pricing_quote_token_mismatch', 'svc_pricing_quote_token_expired', 'svc_pricing_price_changed']);

/** The fresh quote a refused token comes with (`data.quote` of the cart's refusal, docs/pricing.md). */
export type CarriedQuote = Pick<Quote, 'total' | 'unit_price' | 'currency' | 'quote_token' | 'expires_at'>;

/**
 * How an element gets a quote of the design as it is now: `fresh` (asked for unless the one on screen
 * is), `again` (a new one, whatever is on screen) and `adopt` (the cart's own fresh quote, carried by
 * its refusal, becomes the price on screen).
 */
export interface FreshQuotes {
  fresh(): Promise<Quote>;
  again(): Promise<Quote>;
  adopt(carried: CarriedQuote): Quote;
}

function carriedQuote(data: Record<string, unknown>): CarriedQuote | null {
  const quote = data.quote as Partial<CarriedQuote> | undefined;
  return quote && typeof quote.quote_token === 'string' && typeof quote.total === 'number' ? (quote as CarriedQuote) : null;
}

/**
 * Sends a cart line with a fresh quote. A token the server no longer honours (expired, or stale
 * after a change it saw) is answered once: with the fresh quote the refusal carries (the cart's own
 * price, read afresh), else with a new quote; the line is sent again when its price is the one the
 * customer saw, else `svc_designer_price_updated` leaves the new price on screen for the customer to
 * confirm with another press. No path ends in a refusal the customer cannot leave.
 */
export async function postWithFreshQuote<T>(quotes: FreshQuotes, post: (quote: Quote) => Promise<T>): Promise<T> {
  const quote = await quotes.fresh();
  try {
    return await post(quote);
  } catch (error) {
    if (!(error instanceof DesignerError) || !(REQUOTE_CODES.has(error.code) || error.data.requote === true)) throw error;
    const carried = carriedQuote(error.data);
    const next = carried ? quotes.adopt(carried) : await quotes.again();
    if (next.total !== quote.total) throw new DesignerError('svc_designer_price_updated', 'The price changed since it was shown; the new one is on screen.');
    return post(next);
  }
}

/**
 * The quote on screen (if any) with the price and token of the cart's own fresh quote. Its breakdown
 * is left out (it was the old price's) until the next change brings a whole quote.
 */
export function adoptQuote(current: Quote | null, carried: CarriedQuote, quantity: number): Quote {
  const { total, unit_price, currency, quote_token, expires_at } = carried;
  return { quantity, ...current, breakdown: [], total, unit_price, currency, quote_token, expires_at };
}

/** The price state both elements keep (the designer's also holds the last price while it waits). */
export type QuoteStatus = { status: 'ok'; quote: Quote } | { status: 'failed'; error: DesignerError } | { status: 'idle' | 'pending' };

/**
 * A quote of the design, options and quantity as they are now: asked for after any change since the
 * one on screen, and again after a failure (the customer pressing once more after a lost connection).
 */
export async function freshQuote(requests: QuoteRequests, state: () => QuoteStatus): Promise<Quote> {
  if (state().status === 'failed' && requests.fresh) await requests.now();
  else if (state().status !== 'ok' || !requests.fresh) await requests.ensureFresh();
  const now = state();
  if (now.status === 'failed') throw now.error;
  if (now.status !== 'ok') throw new DesignerError('svc_designer_quote_missing', 'The price is not known yet.');
  return now.quote;
}
