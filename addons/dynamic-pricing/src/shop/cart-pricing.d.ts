import { type Clock, type HooksService, type ShopService } from '@dcs/platform';
import type { PricingEngine } from '../quote/pricing-engine.ts';
import type { QuoteTokens } from '../quote/quote-token.ts';
/** What the addon writes into a cart line's `meta.pricing`. */
export interface LinePricingMeta {
    unit_price: number;
    /** Whether a quote token was presented and honoured when the line was added. */
    quoted: boolean;
    rule_ids: number[];
    design_hash: string | null;
    priced_at: string;
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
export declare function registerCartPricing({ hooks, shop, engine, tokens, clock }: CartPricingDeps): void;
