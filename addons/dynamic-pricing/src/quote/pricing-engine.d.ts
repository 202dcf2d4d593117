import { type Clock, type Product, type ShopService } from '@dcs/platform';
import type { DesignMeasurer, MeasuredDesign } from '../design/design-measurer.ts';
import { type PriceResult } from '../evaluation/evaluate-rules.ts';
import type { RuleStore } from '../rules/rule-store.ts';
/** The product option whose value is the printing method code rules test (`printing_method` conditions). */
export declare const PRINTING_METHOD_OPTION = "printing_method";
/** The largest unit price the shop stores. */
export declare const MAX_UNIT_PRICE = 1000000000;
/** A cart line to price: everything comes from the server (product) or is checked here. */
export interface LineToPrice {
    product: Product;
    /** As the customer chose them; resolved like the shop does (missing → first value). */
    options: unknown;
    quantity: number;
    /** A design document, or null/undefined for a line without one. */
    design: unknown;
}
/** A priced line. */
export interface PricedLine {
    product: Product;
    options: Record<string, string>;
    printingMethod: string | null;
    quantity: number;
    design: MeasuredDesign | null;
    result: PriceResult;
}
/** What the engine needs. */
export interface PricingEngineDeps {
    shop: ShopService;
    rules: RuleStore;
    measurer: DesignMeasurer;
    clock: Clock;
    /** How long a product read from the shop is reused by quotes (default 5 s). */
    productTtlMs?: number;
}
/** Prices cart lines with the stored rules; the quote route, the cart filter and checkout share it. */
export interface PricingEngine {
    /** A product of the shop, cached for a few seconds (quotes are hot; carts read their own). */
    product(id: number): Promise<Product>;
    price(line: LineToPrice): Promise<PricedLine>;
}
/** The shop's option rules, applied here so the quote's options equal what the cart will store. */
export declare function resolveOptions(product: Product, requested: unknown): Record<string, string>;
/** Creates the engine. */
export declare function createPricingEngine(deps: PricingEngineDeps): PricingEngine;
