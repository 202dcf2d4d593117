import { Type } from 'typebox';
import type { AuthService, Clock, RoutesService, Setting } from '@dcs/platform';
import type { PricedLine, PricingEngine } from '../quote/pricing-engine.ts';
import type { QuoteTokens } from '../quote/quote-token.ts';
/** Browser fields the quote accepts and ignores; any other unknown field is a 400 (the host default). */
export declare const IGNORED_QUOTE_FIELDS: readonly ['price', 'unit_price', 'total', 'metrics'];
/** Arguments of `POST /svc/v1/pricing/quote` (exported for the benchmark's echo route). */
export declare const QUOTE_ARGS: {
    product_id: {
        schema: Type.TInteger;
        required: boolean;
    };
    quantity: {
        schema: Type.TInteger;
        default: number;
    };
    options: {
        schema: Type.TRecord<"^.*$", Type.TString>;
        default: {};
        description: string;
    };
    design: {
        schema: Type.TUnknown;
        description: string;
    };
    price: {
        schema: Type.TUnknown;
        description: string;
    };
    unit_price: {
        schema: Type.TUnknown;
        description: string;
    };
    total: {
        schema: Type.TUnknown;
        description: string;
    };
    metrics: {
        schema: Type.TUnknown;
        description: string;
    };
};
/** The answer of a quote (see `docs/pricing.md`). */
export declare function quoteBody(line: PricedLine, token: string, expiresAt: number): {
    product_id: number;
    options: Record<string, string>;
    quantity: number;
    printing_method: string | null;
    currency: string;
    base_unit_price: number;
    base_total: number;
    breakdown: import("../evaluation/evaluate-rules.ts").PriceLine[];
    subtotal: number;
    rounding: number;
    unit_price: number;
    total: number;
    metrics: {
        covered_area_cm2: number;
        sides_used: number;
        printed_sides: string[];
        characters: number;
        cliparts: number;
        covered_area_mm2: number;
        distinct_colors: number;
        elements: number;
        groups: number;
        images: number;
        lines: number;
        shapes: number;
        texts: number;
        words: number;
    } | null;
    design_hash: string | null;
    quote_token: string;
    expires_at: string;
};
/** What the quote route needs. */
export interface QuoteRouteDeps {
    auth: AuthService;
    engine: PricingEngine;
    tokens: QuoteTokens;
    clock: Clock;
    /** Seconds a quote token stays valid for adding to the cart. */
    quoteTtl: Setting<number>;
}
/**
 * `POST /svc/v1/pricing/quote` for customers: prices a line from the server's own data and signs a
 * token bound to the caller's session.
 */
export declare function registerQuoteRoutes(routes: RoutesService, deps: QuoteRouteDeps): void;
