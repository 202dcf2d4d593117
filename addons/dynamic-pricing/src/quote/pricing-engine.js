import { createError } from '@dcs/platform';
import { evaluatePricing } from '../evaluation/evaluate-rules.js';
import { EMPTY_DESIGN } from '../evaluation/pricing-subject.js';
/** The product option whose value is the printing method code rules test (`printing_method` conditions). */
export const PRINTING_METHOD_OPTION = 'printing_method';
/** The largest unit price the shop stores. */
export const MAX_UNIT_PRICE = 1_000_000_000;
/** The shop's option rules, applied here so the quote's options equal what the cart will store. */
export function resolveOptions(product, requested) {
    const given = (requested ?? {});
    if (typeof given !== 'object' || Array.isArray(given)) {
        throw createError('svc_cart_item_invalid', { params: { reason: 'options must be an object.' } });
    }
    for (const [name, value] of Object.entries(given)) {
        if (!product.options.some((option) => option.name === name)) {
            throw createError('svc_product_option_invalid', { params: { option: name, value: String(value) } });
        }
    }
    const resolved = {};
    for (const option of product.options) {
        const value = given[option.name];
        if (value === undefined)
            resolved[option.name] = option.values[0].value;
        else if (typeof value === 'string' && option.values.some((candidate) => candidate.value === value))
            resolved[option.name] = value;
        else
            throw createError('svc_product_option_invalid', { params: { option: option.name, value: String(value) } });
    }
    return resolved;
}
/** Creates the engine. */
export function createPricingEngine(deps) {
    const { shop, rules, measurer, clock } = deps;
    const productTtl = deps.productTtlMs ?? 5000;
    const products = new Map();
    return {
        async product(id) {
            const cached = products.get(id);
            if (cached && clock.now() - cached.at < productTtl)
                return cached.product;
            const product = await shop.getProduct(id);
            if (products.size >= 1000)
                products.clear();
            products.set(id, { product, at: clock.now() });
            return product;
        },
        async price({ product, options, quantity, design }) {
            const resolved = resolveOptions(product, options);
            const measured = design === undefined || design === null ? null : await measurer.measure(design);
            const compiled = await rules.compiled();
            const printingMethod = resolved[PRINTING_METHOD_OPTION] ?? null;
            const result = evaluatePricing(compiled, {
                productId: product.id,
                options: resolved,
                printingMethod,
                quantity,
                baseUnitPrice: shop.unitPrice(product, resolved),
                design: measured?.figures ?? EMPTY_DESIGN,
            }, clock.now());
            if (result.unit_price > MAX_UNIT_PRICE) {
                throw createError('svc_pricing_price_out_of_range', { params: { unitPrice: result.unit_price, max: MAX_UNIT_PRICE } });
            }
            return { product, options: resolved, printingMethod, quantity, design: measured, result };
        },
    };
}
