import { judgeSides, printedSidesRuleOf } from '@dcs/design';
import { createError, type Clock, type HooksService, type PriceLine as SharedLine, type PrintingService, type Product, type ShopService } from '@dcs/platform';
import type { DesignMeasurer, MeasuredDesign } from '../design/design-measurer.ts';
import { evaluatePricing, type PriceResult } from '../evaluation/evaluate-rules.ts';
import { EMPTY_DESIGN, type SubjectMethod } from '../evaluation/pricing-subject.ts';
import type { RuleStore } from '../rules/rule-store.ts';
import { withAddonLines } from './addon-price-lines.ts';

/** The product option naming the printing method the customer chose (as the print queue reads it). */
export const PRINTING_METHOD_OPTION = 'printing_method';
/** The largest unit price the shop stores. */
export const MAX_UNIT_PRICE = 1_000_000_000;

/** A cart line to price: everything comes from the server (product) or is checked here. */
export interface LineToPrice {
  product: Product;
  /** As the customer chose them; resolved like the shop does (missing → first value). */
  options: unknown;
  quantity: number;
  /** A design document, or null/undefined for a line without one. */
  design: unknown;
  /**
   * The same design as the measurer answered it to the caller already (the quote route measures it
   * with its preflight report): not validated and measured a second time.
   */
  measured?: MeasuredDesign;
  /**
   * Whether the line's printing method may come from the engine's short-lived cache (quotes: hot, and
   * a stale one is caught at add-to-cart). Cart and checkout read it afresh, and refresh the cache.
   */
  cached?: boolean;
  /** The customer session of the line (other addons' price lines may depend on it); null outside one. */
  sessionId: string | null;
}

/** A priced line. */
export interface PricedLine {
  product: Product;
  options: Record<string, string>;
  /** The code rules matched: the resolved method's, else the `printing_method` option's value, else null. */
  printingMethod: string | null;
  /** The shop printing method whose prices were charged, or null. */
  method: SubjectMethod | null;
  quantity: number;
  design: MeasuredDesign | null;
  result: PriceResult;
  /** Every line of the price as the `pricing.price_lines` filter left them (stored in the cart line's `meta.price_lines`). */
  lines: SharedLine[];
}

/** What the engine needs. */
export interface PricingEngineDeps {
  shop: ShopService;
  /** Where other addons add their price lines. */
  hooks: HooksService;
  printing: PrintingService;
  rules: RuleStore;
  measurer: DesignMeasurer;
  clock: Clock;
  /** How long a product read from the shop, or a product's printing method, is reused by quotes (default 5 s). */
  productTtlMs?: number;
}

/** The printing method a line prints with, as `services.printing` resolved it. */
export interface LineMethod {
  /** What rules and method charges read; null when the product has no active method. */
  method: SubjectMethod | null;
  /** The resolution it renders photos at (preflight rates images against it); null without a method. */
  resolutionDpi: number | null;
}

/** Prices cart lines with the stored rules; the quote route, the cart filter and checkout share it. */
export interface PricingEngine {
  /**
   * A product of the shop, cached for a few seconds (quotes are hot; carts read their own). An archived
   * one is read again before it is answered: an archive reaches quotes at most that late, and a product
   * put back on sale sells at once.
   */
  product(id: number): Promise<Product>;
  /**
   * The method of a product for the `printing_method` option's value (`code`, null for none): from
   * the quotes' short-lived cache when `cached`, else read afresh (and the cache refreshed).
   */
  method(productId: number, code: string | null, cached: boolean): Promise<LineMethod>;
  price(line: LineToPrice): Promise<PricedLine>;
}

/** The shop's option rules, applied here so the quote's options equal what the cart will store. */
export function resolveOptions(product: Product, requested: unknown): Record<string, string> {
  const given = (requested ?? {}) as Record<string, unknown>;
  if (typeof given !== 'object' || Array.isArray(given)) {
    throw createError('svc_cart_item_invalid', { params: { reason: 'options must be an object.' } });
  }
  for (const [name, value] of Object.entries(given)) {
    if (!product.options.some((option) => option.name === name)) {
      throw createError('svc_product_option_invalid', { params: { option: name, value: String(value) } });
    }
  }
  const resolved: Record<string, string> = {};
  for (const option of product.options) {
    const value = given[option.name];
    if (value === undefined) resolved[option.name] = option.values[0]!.value;
    else if (typeof value === 'string' && option.values.some((candidate) => candidate.value === value)) resolved[option.name] = value;
    else throw createError('svc_product_option_invalid', { params: { option: option.name, value: String(value) } });
  }
  return resolved;
}

/**
 * The design's figures with the sides the line prints: for a product with a printed-sides rule, the
 * paid sides with content (`judgeSides`), so per-side charges and side conditions count what is
 * printed and paid, as the cart and the print queue do; otherwise the measured sides.
 */
function paidFigures(product: Product, options: Record<string, string>, measured: MeasuredDesign): MeasuredDesign['figures'] {
  if (!printedSidesRuleOf(product)) return measured.figures;
  return { ...measured.figures, printedSides: judgeSides(product, options, measured.design).printed };
}

/** Creates the engine. */
export function createPricingEngine(deps: PricingEngineDeps): PricingEngine {
  const { shop, hooks, printing, rules, measurer, clock } = deps;
  const productTtl = deps.productTtlMs ?? 5000;
  const products = new Map<number, { product: Product; at: number }>();
  const methods = new Map<string, { line: LineMethod; at: number }>();

  /** The method the print queue would print the line with: the same `services.printing` call on the same inputs. */
  async function methodOf(productId: number, code: string | null, cached: boolean): Promise<LineMethod> {
    const key = `${productId}\0${code ?? ''}`;
    const hit = cached ? methods.get(key) : undefined;
    if (hit && clock.now() - hit.at < productTtl) return hit.line;
    const output = await printing.methodFor({ productId, code });
    const line = { method: output && { code: output.code, name: output.name, pricing: output.pricing }, resolutionDpi: output?.resolutionDpi ?? null };
    if (methods.size >= 1000) methods.clear();
    methods.set(key, { line, at: clock.now() });
    return line;
  }

  return {
    async product(id) {
      const cached = products.get(id);
      if (cached && cached.product.status !== 'archived' && clock.now() - cached.at < productTtl) return cached.product;
      const product = await shop.getProduct(id);
      if (products.size >= 1000) products.clear();
      products.set(id, { product, at: clock.now() });
      return product;
    },
    method: methodOf,
    async price({ product, options, quantity, design, measured: given, cached = false, sessionId }) {
      const resolved = resolveOptions(product, options);
      const option = resolved[PRINTING_METHOD_OPTION] ?? null;
      const [measured, { method }, compiled] = await Promise.all([
        given ?? (design === undefined || design === null ? null : measurer.measure(design)),
        methodOf(product.id, option, cached),
        rules.compiled(),
      ]);
      const printingMethod = method?.code ?? option;
      const baseUnitPrice = shop.unitPrice(product, resolved);
      const evaluated = evaluatePricing(
        compiled,
        {
          productId: product.id,
          options: resolved,
          printingMethod,
          method,
          quantity,
          baseUnitPrice,
          design: measured ? paidFigures(product, resolved, measured) : EMPTY_DESIGN,
        },
        clock.now(),
      );
      const context = { product, options: resolved, quantity, design: design ?? null, sessionId, baseUnitPrice, currency: product.currency };
      const { result, lines } = await withAddonLines(hooks, evaluated, context);
      if (result.unit_price > MAX_UNIT_PRICE) {
        throw createError('svc_pricing_price_out_of_range', { params: { unitPrice: result.unit_price, max: MAX_UNIT_PRICE } });
      }
      return { product, options: resolved, printingMethod, method, quantity, design: measured, result, lines };
    },
  };
}
