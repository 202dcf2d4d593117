import { SHOP_HOOKS, SvcError, isSvcError, type CartItemDraft, type CartItemFilterContext, type Clock, type HooksService, type OrderLineCheck, type Product, type Setting } from '@dcs/platform';
import { signLineQuote } from '../quote/line-quote-token.ts';
import type { PricedLine, PricingEngine } from '../quote/pricing-engine.ts';
import { assertQuoteBinding, priceChanged } from '../quote/quote-binding.ts';
import type { QuoteTokens } from '../quote/quote-token.ts';

/** What the addon writes into a cart line's `meta.pricing`. */
export interface LinePricingMeta {
  unit_price: number;
  /** Whether a quote token was presented and honoured when the line was added. */
  quoted: boolean;
  /** The rules that produced a breakdown line. */
  rule_ids: number[];
  /** The printing method the line was priced (and will print) with. */
  printing_method: string | null;
  design_hash: string | null;
  priced_at: string;
}

/** What the cart filter needs. */
export interface CartPricingDeps {
  hooks: HooksService;
  engine: PricingEngine;
  tokens: QuoteTokens;
  clock: Clock;
  /** Seconds a quote token stays valid (the fresh quote a refused add-to-cart answers). */
  quoteTtl: Setting<number>;
}

/** The refusals of a presented quote that a new quote of the same line resolves. */
const REQUOTE_CODES = new Set([
  'svc_pricing_quote_token_invalid',
  'svc_pricing_quote_token_foreign',
  'svc_pricing_quote_token_mismatch',
  'svc_pricing_quote_token_expired',
  'svc_pricing_price_changed',
]);

/**
 * Prices every cart line with the rules and other addons' price lines, and re-verifies quotes, in
 * the `shop.cart_item` filter:
 * - `add`: a line added with a quote token must present an authentic token of this session, for
 *   this design, product, options and quantity, not expired, whose total equals the recomputed one.
 *   A line without a token is priced all the same (no token, no discount: the server's price is the
 *   price).
 * - `quantity`, `checkout`: the token must still belong to the session and the line (not its quantity
 *   or expiry); the line is priced again. At checkout the shop stores a changed price and answers
 *   `svc_cart_repriced`, so a price that moved (rules changed, an addon's lines gone) is shown once,
 *   never stuck.
 */
/** The line as stored: its unit price, `meta.pricing` with the breakdown, and every price line. */
function priced(draft: CartItemDraft, line: PricedLine, unitPrice: number, quoted: boolean, now: number): CartItemDraft {
  const pricing: LinePricingMeta = {
    unit_price: unitPrice,
    quoted,
    rule_ids: line.result.lines.flatMap((entry) => (entry.rule_id === null ? [] : [entry.rule_id])),
    printing_method: line.printingMethod,
    design_hash: line.design?.hash ?? null,
    priced_at: new Date(now).toISOString(),
  };
  const { price_lines: _shop, ...meta } = draft.meta;
  return { ...draft, unitPrice, meta: { ...meta, pricing, ...(line.lines.length > 0 ? { price_lines: line.lines } : {}) } };
}

export function registerCartPricing({ hooks, engine, tokens, clock, quoteTtl }: CartPricingDeps): void {
  /**
   * The refusal with what the client needs to leave it: `data.requote: true` and `data.quote`, a fresh
   * quote of the line exactly as it was sent (price and token), so the storefront shows the new price
   * and adds the line again with that token, or quotes again after the customer's next change.
   */
  async function withFreshQuote(error: SvcError, line: PricedLine, sessionId: string): Promise<SvcError> {
    const { token, expiresAt } = await signLineQuote({ tokens, clock, quoteTtl }, line, sessionId);
    const { product, options, quantity, result } = line;
    const quote = { product_id: product.id, options, quantity, currency: product.currency, unit_price: result.unit_price, total: result.total, design_hash: line.design?.hash ?? null, quote_token: token, expires_at: new Date(expiresAt).toISOString() };
    return new SvcError(error.code, error.message, error.status, { ...error.data, requote: true, quote }, error);
  }

  hooks.addFilter<CartItemDraft>(
    SHOP_HOOKS.cartItemFilter,
    async (draft: CartItemDraft, product: Product, sessionId: string, context?: CartItemFilterContext) => {
      const token = draft.meta.quoteToken;
      const previous = draft.meta.pricing as LinePricingMeta | undefined;
      // A new line presents its quote now; later the line is priced again instead.
      const presenting = token !== undefined && (context?.reason ?? (previous === undefined ? 'add' : 'quantity')) === 'add';
      const line = await engine.price({ product, options: draft.options, quantity: draft.quantity, design: draft.design, sessionId });
      let claims = null;
      try {
        claims = token === undefined ? null : tokens.read(token);
        if (claims) {
          assertQuoteBinding(tokens, claims, {
            sessionId,
            line,
            quantity: presenting ? draft.quantity : null,
            now: presenting ? clock.now() : null,
          });
          if (presenting && claims.total !== line.result.total) throw priceChanged(claims.total, line.result.total, product.currency);
        }
      } catch (error) {
        if (presenting && isSvcError(error) && REQUOTE_CODES.has(error.code)) throw await withFreshQuote(error, line, sessionId);
        throw error;
      }
      return priced(draft, line, line.result.unit_price, previous?.quoted ?? claims !== null, clock.now());
    },
  );

  // A connected shop's order line: the quote binds the line but no session, and its price is honoured
  // as quoted (the customer paid it); the connector makes each token pay for one line only.
  hooks.addFilter<CartItemDraft>(SHOP_HOOKS.orderLineFilter, async (draft: CartItemDraft, product: Product, check: OrderLineCheck) => {
    const token = draft.meta.quoteToken;
    const line = await engine.price({ product, options: draft.options, quantity: draft.quantity, design: draft.design, sessionId: null });
    const claims = token === undefined ? null : tokens.read(token);
    if (claims) assertQuoteBinding(tokens, claims, { sessionId: null, line, quantity: draft.quantity, now: check.now });
    return priced(draft, line, claims?.unitPrice ?? line.result.unit_price, claims !== null, clock.now());
  });
}
