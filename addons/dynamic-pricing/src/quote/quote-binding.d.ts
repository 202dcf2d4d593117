import type { PricedLine } from './pricing-engine.ts';
import type { QuoteClaims, QuoteTokens } from './quote-token.ts';
/** What a token must match besides its signature. */
export interface QuoteBindingCheck {
    sessionId: string;
    line: PricedLine;
    /** Checked when the token is presented (add to cart); not later, when the cart line's quantity may change. */
    quantity: number | null;
    /** Checked when the token is presented; afterwards the price is recomputed instead. */
    now: number | null;
}
/**
 * Refuses a token made for another session (403), another design, product, options or quantity
 * (409 naming the field), or one that expired (409), in that order.
 */
export declare function assertQuoteBinding(tokens: QuoteTokens, claims: QuoteClaims, check: QuoteBindingCheck): void;
/** An amount in minor units as people read it: `15.60 EUR`. */
export declare function formatMoney(amount: number, currency: string): string;
/** The error for a price that moved between the quote (or the cart) and now. */
export declare function priceChanged(quoted: number, current: number, currency: string): import("@dcs/platform").SvcError;
