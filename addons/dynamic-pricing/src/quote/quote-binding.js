import { createError } from '@dcs/platform';
import { canonicalJson } from '../design/canonical-json.js';
function mismatch(field) {
    return createError('svc_pricing_quote_token_mismatch', { params: { field }, data: { field } });
}
/**
 * Refuses a token made for another session (403), another design, product, options or quantity
 * (409 naming the field), or one that expired (409), in that order.
 */
export function assertQuoteBinding(tokens, claims, check) {
    const { line } = check;
    if (claims.sid !== tokens.sessionHash(check.sessionId))
        throw createError('svc_pricing_quote_token_foreign');
    if (claims.design !== (line.design?.hash ?? null))
        throw mismatch('design');
    if (claims.product !== line.product.id)
        throw mismatch('product');
    if (canonicalJson(claims.options) !== canonicalJson(line.options))
        throw mismatch('options');
    if (check.quantity !== null && claims.quantity !== check.quantity)
        throw mismatch('quantity');
    if (check.now !== null && claims.expiresAt <= check.now)
        throw createError('svc_pricing_quote_token_expired', { data: { expired_at: new Date(claims.expiresAt).toISOString() } });
}
/** An amount in minor units as people read it: `15.60 EUR`. */
export function formatMoney(amount, currency) {
    let digits = 2;
    try {
        digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    }
    catch {
        // Not an ISO currency code: two decimals, as most currencies have.
    }
    return `${(amount / 10 ** digits).toFixed(digits)} ${currency}`;
}
/** The error for a price that moved between the quote (or the cart) and now. */
export function priceChanged(quoted, current, currency) {
    return createError('svc_pricing_price_changed', {
        params: { quoted: formatMoney(quoted, currency), current: formatMoney(current, currency) },
        data: { quoted, current, currency },
    });
}
