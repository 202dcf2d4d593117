import { Type } from 'typebox';
import { QuoteResponseSchema } from './response-schemas.js';
const Options = Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 128 }), { maxProperties: 32 });
const Ignored = (what) => ({ schema: Type.Unknown(), description: `Ignored: the server computes ${what} itself.` });
/** Browser fields the quote accepts and ignores; any other unknown field is a 400 (the host default). */
export const IGNORED_QUOTE_FIELDS = ['price', 'unit_price', 'total', 'metrics'];
/** Arguments of `POST /svc/v1/pricing/quote` (exported for the benchmark's echo route). */
export const QUOTE_ARGS = {
    product_id: { schema: Type.Integer({ minimum: 1 }), required: true },
    quantity: { schema: Type.Integer({ minimum: 1, maximum: 100_000 }), default: 1 },
    options: { schema: Options, default: {}, description: 'Option name → value; missing options take their first value, as in the cart.' },
    design: { schema: Type.Unknown(), description: 'A design document (validated and measured on the server); omit for a line without design.' },
    price: Ignored('prices'),
    unit_price: Ignored('prices'),
    total: Ignored('totals'),
    metrics: Ignored('design metrics'),
};
/** The answer of a quote (see `docs/pricing.md`). */
export function quoteBody(line, token, expiresAt) {
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
    };
}
/**
 * `POST /svc/v1/pricing/quote` for customers: prices a line from the server's own data and signs a
 * token bound to the caller's session.
 */
export function registerQuoteRoutes(routes, deps) {
    const { auth, engine, tokens, clock, quoteTtl } = deps;
    routes.registerRestRoute('svc/v1', '/pricing/quote', {
        methods: 'POST',
        summary: 'Prices a design on a product with every applicable rule; answers the breakdown and a quote token for the cart.',
        permission_callback: auth.permissions.customer(),
        args: QUOTE_ARGS,
        response: QuoteResponseSchema,
        callback: async (request) => {
            const session = await request.customerSession({ create: true });
            const params = request.params;
            const product = await engine.product(params.product_id);
            const line = await engine.price({ product, options: params.options, quantity: params.quantity, design: params.design });
            const issuedAt = clock.now();
            const expiresAt = issuedAt + (await quoteTtl.get()) * 1000;
            const token = tokens.sign({
                sid: tokens.sessionHash(session.id),
                design: line.design?.hash ?? null,
                product: product.id,
                options: line.options,
                quantity: line.quantity,
                currency: product.currency,
                unitPrice: line.result.unit_price,
                total: line.result.total,
                issuedAt,
                expiresAt,
            });
            return quoteBody(line, token, expiresAt);
        },
    });
}
