import { createError } from '@dcs/platform';
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const positive = (value) => typeof value === 'number' && Number.isFinite(value) && value > 0;
const finite = (value) => typeof value === 'number' && Number.isFinite(value);
function printAreaOf(input) {
    if (!isObject(input) || typeof input.id !== 'string' || input.id === '')
        return null;
    if (!finite(input.x) || !finite(input.y) || !positive(input.width) || !positive(input.height))
        return null;
    return { id: input.id, name: typeof input.name === 'string' ? input.name : input.id, x: input.x, y: input.y, width: input.width, height: input.height };
}
/**
 * The designable sides of a shop product (`meta.sides`, written by the products resource), as
 * targets of a re-fit. The products resource validates what it writes; products made elsewhere may
 * carry anything, so sides that are not usable (no trim, no print area) are left out.
 *
 * @throws `svc_template_product_not_designable` (422) when no side is left.
 */
export function productSidesOf(product) {
    const sides = Array.isArray(product.meta.sides) ? product.meta.sides : [];
    const usable = sides.flatMap((input) => {
        if (!isObject(input) || typeof input.id !== 'string' || input.id === '' || !isObject(input.trim))
            return [];
        const { width, height } = input.trim;
        if (!positive(width) || !positive(height))
            return [];
        const printAreas = (Array.isArray(input.printAreas) ? input.printAreas : []).map(printAreaOf).filter((a) => a !== null);
        if (printAreas.length === 0)
            return [];
        const safeMargin = finite(input.safeMargin) && input.safeMargin >= 0 && input.safeMargin * 2 < Math.min(width, height) ? input.safeMargin : 0;
        return [{
                id: input.id,
                name: typeof input.name === 'string' ? input.name : input.id,
                trim: { width, height },
                bleed: finite(input.bleed) && input.bleed >= 0 && input.bleed <= 100 ? input.bleed : 0,
                safeMargin,
                printAreas,
            }];
    });
    if (usable.length === 0)
        throw createError('svc_template_product_not_designable', { params: { product: product.id }, data: { product: product.id } });
    return usable;
}
/** The template id the product's configuration names as its default (`meta.defaultTemplateId`), if any. */
export function defaultTemplateIdOf(product) {
    const value = product.meta.defaultTemplateId;
    const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
    return Number.isSafeInteger(id) && id > 0 ? id : null;
}
