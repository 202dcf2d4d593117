import { createError, formatMoney } from '@dcs/platform';
import { canonicalJson } from '../design/canonical-json.ts';
import type { PricedLine } from './pricing-engine.ts';
import type { QuoteClaims, QuoteTokens } from './quote-token.ts';

/** What a token must match besides its signature. */
export interface QuoteBindingCheck {
  /** The customer session the token must be for; null for a connected shop's order (no session there). */
  sessionId: string | null;
  line: PricedLine;
  /** Checked when the token is presented (add to cart); not later, when the cart line's quantity may change. */
  quantity: number | null;
  /** Checked when the token is presented; afterwards the price is recomputed instead. */
  now: number | null;
}

/** How the message names each field ("made for another choice of options"). */
const FIELD_WORDS: Record<string, string> = { design: 'design', product: 'product', options: 'choice of options', quantity: 'quantity' };

function mismatch(field: string) {
  return createError('svc_pricing_quote_token_mismatch', { params: { field: FIELD_WORDS[field] ?? field }, data: { field } });
}

/**
 * Refuses a token made for another session (403), another design, product, options or quantity
 * (409 naming the field), or one that expired (409), in that order.
 */
export function assertQuoteBinding(tokens: QuoteTokens, claims: QuoteClaims, check: QuoteBindingCheck): void {
  const { line } = check;
  if (check.sessionId !== null && claims.sid !== tokens.sessionHash(check.sessionId)) throw createError('svc_pricing_quote_token_foreign');
  if (claims.design !== (line.design?.hash ?? null)) throw mismatch('design');
  if (claims.product !== line.product.id) throw mismatch('product');
  if (canonicalJson(claims.options) !== canonicalJson(line.options)) throw mismatch('options');
  if (check.quantity !== null && claims.quantity !== check.quantity) throw mismatch('quantity');
  if (check.now !== null && claims.expiresAt <= check.now) throw createError('svc_pricing_quote_token_expired', { data: { expired_at: new Date(claims.expiresAt).toISOString() } });
}

/** The error for a price that moved between the quote (or the cart) and now. */
export function priceChanged(quoted: number, current: number, currency: string) {
  return createError('svc_pricing_price_changed', {
    params: { quoted: formatMoney(quoted, currency), current: formatMoney(current, currency) },
    data: { quoted, current, currency },
  });
}
