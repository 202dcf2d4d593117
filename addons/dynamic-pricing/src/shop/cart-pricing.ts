import { SHOP_HOOKS, type Cart, type CartItemDraft, type Clock, type HooksService, type OrderLineCheck, type Product, type ShopService } from '@dcs/platform';
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

/** The `meta.pricing` of a line priced by the rules (`line`) at `unitPrice`. */
function pricingMeta(line: PricedLine, unitPrice: number, quoted: boolean, clock: Clock): LinePricingMeta {
  return {
    unit_price: unitPrice,
    quoted,
    rule_ids: line.result.lines.flatMap((entry) => (entry.rule_id === null ? [] : [entry.rule_id])),
    printing_method: line.printingMethod,
    design_hash: line.design?.hash ?? null,
    priced_at: new Date(clock.now()).toISOString(),
  };
}

/** What the cart hooks need. */
export interface CartPricingDeps {
  hooks: HooksService;
  shop: ShopService;
  engine: PricingEngine;
  tokens: QuoteTokens;
  clock: Clock;
}

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
export function registerCartPricing({ hooks, shop, engine, tokens, clock }: CartPricingDeps): void {
  hooks.addFilter<CartItemDraft>(SHOP_HOOKS.cartItemFilter, async (draft: CartItemDraft, product: Product, sessionId: string) => {
    const token = draft.meta.quoteToken;
    const previous = draft.meta.pricing as LinePricingMeta | undefined;
    // A line we priced before is being changed (its quantity); a new line presents its quote now.
    const presenting = token !== undefined && previous === undefined;
    const claims = token === undefined ? null : tokens.read(token);
    const line = await engine.price({ product, options: draft.options, quantity: draft.quantity, design: draft.design });
    if (claims) {
      assertQuoteBinding(tokens, claims, {
        sessionId,
        line,
        quantity: presenting ? draft.quantity : null,
        now: presenting ? clock.now() : null,
      });
      if (presenting && claims.total !== line.result.total) throw priceChanged(claims.total, line.result.total, product.currency);
    }
    const pricing = pricingMeta(line, line.result.unit_price, previous?.quoted ?? claims !== null, clock);
    return { ...draft, unitPrice: line.result.unit_price, meta: { ...draft.meta, pricing } };
  });

  // A connected shop's order line: the quote binds the line but no session, and its price is honoured
  // as quoted (the customer paid it); the connector makes each token pay for one line only.
  hooks.addFilter<CartItemDraft>(SHOP_HOOKS.orderLineFilter, async (draft: CartItemDraft, product: Product, check: OrderLineCheck) => {
    const token = draft.meta.quoteToken;
    const line = await engine.price({ product, options: draft.options, quantity: draft.quantity, design: draft.design });
    const claims = token === undefined ? null : tokens.read(token);
    if (claims) assertQuoteBinding(tokens, claims, { sessionId: null, line, quantity: draft.quantity, now: check.now });
    const pricing = pricingMeta(line, claims?.unitPrice ?? line.result.unit_price, claims !== null, clock);
    return { ...draft, unitPrice: pricing.unit_price, meta: { ...draft.meta, pricing } };
  });
  hooks.addAction(SHOP_HOOKS.checkoutAction, async (cart: Cart) => {
    for (const item of cart.items) {
      const product = await shop.getProduct(item.productId);
      const line = await engine.price({ product, options: item.options, quantity: item.quantity, design: item.design });
      const token = item.meta.quoteToken;
      if (token !== undefined) assertQuoteBinding(tokens, tokens.read(token), { sessionId: cart.sessionId, line, quantity: null, now: null });
      if (line.result.unit_price !== item.unitPrice) throw priceChanged(item.lineTotal, line.result.total, product.currency);
    }
  });
}
