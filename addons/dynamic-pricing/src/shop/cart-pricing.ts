import { SHOP_HOOKS, SvcError, isSvcError, type Cart, type CartItemDraft, type Clock, type HooksService, type Product, type Setting, type ShopService } from '@dcs/platform';
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
  /** The product's base price plus the chosen options' surcharges, per unit (the cart lists each). */
  base_unit_price: number;
  /** The printing method's charges and the rules' lines, for the whole line, as the quote lists them. */
  lines: Array<{ rule_id: number | null; name: string; amount: number }>;
  /** The line's total minus its base total and lines: the spreading over the units. */
  rounding: number;
}

/** What the cart hooks need. */
export interface CartPricingDeps {
  hooks: HooksService;
  shop: ShopService;
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
 * Prices every cart line with the rules and re-verifies quotes:
 * - `shop.cart_item` (add, quantity change): recomputes the unit price from the line as stored. A
 *   line added with a quote token must present an authentic token of this session, for this design,
 *   product, options and quantity, not expired, whose total equals the recomputed one. A line without
 *   a token is priced all the same (no token, no discount: the server's price is the price).
 *   A quantity change keeps the token's other bindings and reprices for the new quantity.
 * - `shop.checkout`: every line is priced again; a token must still belong to the session and the
 *   line; a unit price that differs from the stored one refuses the checkout.
 */
export function registerCartPricing({ hooks, shop, engine, tokens, clock, quoteTtl }: CartPricingDeps): void {
  /**
   * The refusal with what the client needs to leave it: `data.requote: true` and `data.quote`, a fresh
   * quote of the line exactly as it was sent (price and token), so the storefront shows the new price
   * and adds the line again with that token, or quotes again after the customer's next change.
   */
  async function withFreshQuote(error: SvcError, line: PricedLine, sessionId: string): Promise<SvcError> {
    const issuedAt = clock.now();
    const expiresAt = issuedAt + (await quoteTtl.get()) * 1000;
    const { product, options, quantity, result } = line;
    const quote_token = tokens.sign({ sid: tokens.sessionHash(sessionId), design: line.design?.hash ?? null, product: product.id, options, quantity, currency: product.currency, unitPrice: result.unit_price, total: result.total, issuedAt, expiresAt });
    const quote = { product_id: product.id, options, quantity, currency: product.currency, unit_price: result.unit_price, total: result.total, design_hash: line.design?.hash ?? null, quote_token, expires_at: new Date(expiresAt).toISOString() };
    return new SvcError(error.code, error.message, error.status, { ...error.data, requote: true, quote }, error);
  }

  hooks.addFilter<CartItemDraft>(SHOP_HOOKS.cartItemFilter, async (draft: CartItemDraft, product: Product, sessionId: string) => {
    const token = draft.meta.quoteToken;
    const previous = draft.meta.pricing as LinePricingMeta | undefined;
    // A line we priced before is being changed (its quantity); a new line presents its quote now.
    const presenting = token !== undefined && previous === undefined;
    const line = await engine.price({ product, options: draft.options, quantity: draft.quantity, design: draft.design });
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
    const pricing: LinePricingMeta = {
      unit_price: line.result.unit_price,
      quoted: previous?.quoted ?? claims !== null,
      rule_ids: line.result.lines.flatMap((entry) => (entry.rule_id === null ? [] : [entry.rule_id])),
      printing_method: line.printingMethod,
      design_hash: line.design?.hash ?? null,
      priced_at: new Date(clock.now()).toISOString(),
      base_unit_price: line.result.base_unit_price,
      lines: line.result.lines.map(({ rule_id, name, amount }) => ({ rule_id, name, amount })),
      rounding: line.result.rounding,
    };
    return { ...draft, unitPrice: line.result.unit_price, meta: { ...draft.meta, pricing } };
  });

  hooks.addAction(SHOP_HOOKS.checkoutAction, async (cart: Cart) => {
    for (const item of cart.items) {
      const product = await shop.getProduct(item.productId);
      const line = await engine.price({ product, options: item.options, quantity: item.quantity, design: item.design });
      const token = item.meta.quoteToken;
      if (token !== undefined) assertQuoteBinding(tokens, tokens.read(token), { sessionId: cart.sessionId, line, quantity: null, now: null });
      if (line.result.unit_price !== item.unitPrice) {
        // The line is stored at today's price before refusing, so the customer reviews the cart and
        // checks out again (the same request would otherwise be refused forever).
        await shop.updateCartItem(cart.sessionId, item.id, { quantity: item.quantity });
        const error = priceChanged(item.lineTotal, line.result.total, product.currency);
        throw new SvcError(error.code, error.message, error.status, { ...error.data, repriced: true, item_id: item.id }, error);
      }
    }
  });
}
