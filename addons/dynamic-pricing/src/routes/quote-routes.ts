import { Type } from 'typebox';
import { DEFAULT_PRINT_DPI, type PreflightReport } from '@dcs/design';
import { STOREFRONT_HOOKS, assertProductOnSale, createError, type AuthService, type Clock, type HooksService, type RoutesService, type Setting } from '@dcs/platform';
import type { DesignMeasurer, MeasuredDesign } from '../design/design-measurer.ts';
import { PRINTING_METHOD_OPTION, resolveOptions, type PricedLine, type PricingEngine } from '../quote/pricing-engine.ts';
import { signLineQuote } from '../quote/line-quote-token.ts';
import type { QuoteTokens } from '../quote/quote-token.ts';
import { quoteSides, type QuoteSides } from '../quote/quote-sides.ts';
import { QuoteResponseSchema } from './response-schemas.ts';

const Options = Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 128 }), { maxProperties: 32 });
const Ignored = (what: string) => ({ schema: Type.Unknown(), description: `Ignored: the server computes ${what} itself.` });

/** Browser fields the quote accepts and ignores; any other unknown field is a 400 (the host default). */
export const IGNORED_QUOTE_FIELDS = ['price', 'unit_price', 'total', 'metrics'] as const;

/** Arguments of `POST /svc/v1/pricing/quote` (exported for the benchmark's echo route). */
export const QUOTE_ARGS = {
  product_id: { schema: Type.Integer({ minimum: 1 }), required: true },
  quantity: { schema: Type.Integer({ minimum: 1, maximum: 100_000 }), default: 1 },
  options: { schema: Options, default: {}, description: 'Option name → value; missing options take their first value, as in the cart.' },
  design: { schema: Type.Unknown(), description: 'A design document (validated and measured on the server); omit for a line without design.' },
  design_id: { schema: Type.Integer({ minimum: 1 }), description: 'Instead of `design`: a design this session saved through `svc/v1/designs`.' },
  price: Ignored('prices'),
  unit_price: Ignored('prices'),
  total: Ignored('totals'),
  metrics: Ignored('design metrics'),
};

/** A preflight report as quotes answer it: the storefront contract's snake_case issues. */
export function quotePreflight(report: PreflightReport | null, dpi: number | null = null) {
  if (!report) return { ok: true, dpi, issues: [] };
  return {
    ok: report.ok,
    dpi,
    issues: [...report.errors, ...report.warnings].map((issue) => ({ code: issue.check, severity: issue.severity, side_id: issue.sideId, element_id: issue.elementId, message: issue.message })),
  };
}

/** The answer of a quote (see `docs/pricing.md`). */
export function quoteBody(line: PricedLine, token: string, expiresAt: number, preflight: { report: PreflightReport; dpi: number } | null = null, sides: QuoteSides | null = null) {
  const figures = line.design?.figures;
  return {
    product_id: line.product.id,
    options: line.options,
    quantity: line.quantity,
    printing_method: line.printingMethod,
    currency: line.product.currency,
    base_unit_price: line.result.base_unit_price,
    base_total: line.result.base_total,
    breakdown: line.result.lines,
    subtotal: line.result.subtotal,
    rounding: line.result.rounding,
    unit_price: line.result.unit_price,
    total: line.result.total,
    metrics: figures ? { ...figures.figures, covered_area_cm2: figures.figures.covered_area_mm2 / 100, sides_used: figures.printedSides.length, printed_sides: figures.printedSides } : null,
    design_hash: line.design?.hash ?? null,
    quote_token: token,
    expires_at: new Date(expiresAt).toISOString(),
    preflight: quotePreflight(preflight?.report ?? null, preflight?.dpi ?? null),
    sides,
  };
}

/** What the quote route needs. */
export interface QuoteRouteDeps {
  auth: AuthService;
  hooks: HooksService;
  engine: PricingEngine;
  measurer: DesignMeasurer;
  tokens: QuoteTokens;
  clock: Clock;
  /** Seconds a quote token stays valid for adding to the cart. */
  quoteTtl: Setting<number>;
}

/**
 * `POST /svc/v1/pricing/quote` for customers: prices a line (a design document, or a design the
 * session saved) from the server's own data, signs a token bound to the caller's session, and
 * answers the design's preflight report at the printing method's resolution.
 */
export function registerQuoteRoutes(routes: RoutesService, deps: QuoteRouteDeps): void {
  const { auth, hooks, engine, measurer, tokens, clock, quoteTtl } = deps;
  routes.registerRestRoute('svc/v1', '/pricing/quote', {
    methods: 'POST',
    summary: 'Prices a design on a product with every applicable rule; answers the breakdown and a quote token for the cart.',
    permission_callback: auth.permissions.customer(),
    args: QUOTE_ARGS,
    response: QuoteResponseSchema,
    callback: async (request) => {
      const session = await request.customerSession({ create: true });
      const params = request.params as { product_id: number; quantity: number; options: Record<string, string>; design?: unknown; design_id?: number };
      if (params.design !== undefined && params.design_id !== undefined) {
        throw createError('rest_invalid_param', { params: { params: 'design, design_id' }, data: { params: { design_id: 'Send either design or design_id, not both.' } } });
      }
      const design = params.design_id === undefined ? params.design : await hooks.applyFilters<unknown>(STOREFRONT_HOOKS.savedDesign, null, session.id, params.design_id);
      const product = await engine.product(params.product_id);
      // The engine caches products for a few seconds: an archive is refused here at most that late.
      assertProductOnSale(product);
      // The design is validated, measured and preflighted once, at the resolution of the method the
      // item prints with (the one pricing charges, from the same cache), and priced from that.
      let preflight: { report: PreflightReport; dpi: number } | null = null;
      let measured: MeasuredDesign | undefined;
      if (design !== undefined && design !== null) {
        // What the cart would refuse (another session's upload, an unpublished media item) is refused here
        // with the same code, before any asset loads: a quote reveals nothing the cart would not.
        await hooks.applyFilters<unknown>(STOREFRONT_HOOKS.designAssets, design, session.id);
        const { resolutionDpi } = await engine.method(product.id, resolveOptions(product, params.options)[PRINTING_METHOD_OPTION] ?? null, true);
        const dpi = resolutionDpi ?? DEFAULT_PRINT_DPI;
        const { preflight: report, ...rest } = await measurer.measureWithPreflight(design, dpi);
        measured = rest;
        preflight = { report, dpi };
      }
      const line = await engine.price({ product, options: params.options, quantity: params.quantity, design, measured, cached: true, sessionId: session.id });
      const { token, expiresAt } = await signLineQuote({ tokens, clock, quoteTtl }, line, session.id);
      return quoteBody(line, token, expiresAt, preflight, await quoteSides(engine, line, session.id));
    },
  });
}
