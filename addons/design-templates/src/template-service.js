import { createError } from '@dcs/platform';
import { findTextOverflow, layoutDesign, loadDesignResources, refitDesign, renderSideSvg, validateDesign, } from '@dcs/design';
import { productSidesOf } from './product-sides.js';
import { placeholdersOf } from './template-fields.js';
export const DEFAULT_TEMPLATE_MIN_PPI = 150;
const THUMBNAILS = 'addons/design-templates/thumbnails';
function invalid(path, reason) {
    return createError('svc_template_invalid', { params: { path, reason }, data: { path, reason } });
}
/** Layout rules may name top-level elements only; field constraints only placeholders. */
function checkReferences(design, layout, fields) {
    const topLevel = new Set(design.sides.flatMap((side) => side.elements.map((element) => element.id)));
    for (const id of Object.keys(layout)) {
        if (!topLevel.has(id))
            throw invalid(`$.layout[${JSON.stringify(id)}]`, `"${id}" is not a top-level element of the design.`);
    }
    const placeholders = new Set(placeholdersOf(design, {}).map((p) => p.id));
    for (const id of Object.keys(fields)) {
        if (!placeholders.has(id))
            throw invalid(`$.fields[${JSON.stringify(id)}]`, `"${id}" is not a placeholder element of the design.`);
    }
}
/**
 * Templates and the change-product flow. Every design is validated, its fonts and assets loaded and its
 * thumbnail rendered before anything is stored, so a template that cannot be drawn is refused whole.
 */
export function createTemplateService(deps) {
    const { store, storage, assets, shop } = deps;
    const load = (design) => loadDesignResources(design, { fonts: assets, assets });
    async function prepare(body) {
        const design = validateDesign(body.design);
        const layout = body.layout ?? {};
        const fields = body.fields ?? {};
        checkReferences(design, layout, fields);
        const layoutResult = layoutDesign(design, await load(design));
        const thumbnail = renderSideSvg(layoutResult, design.sides[0].id);
        const tags = [...new Set((body.tags ?? []).map((tag) => tag.trim().toLowerCase()))];
        return {
            input: { name: body.name.trim(), category: body.category?.trim() || null, tags, design, layout, fields, minPpi: body.minPpi ?? DEFAULT_TEMPLATE_MIN_PPI },
            thumbnail,
        };
    }
    async function writeThumbnail(template, svg) {
        const key = `${THUMBNAILS}/${template.id}.svg`;
        await storage.put(key, svg, { contentType: 'image/svg+xml' });
        await store.setThumbnail(template.id, key);
        return { ...template, thumbnailKey: key };
    }
    async function requireTemplate(id) {
        const template = await store.getTemplate(id);
        if (!template)
            throw createError('svc_template_not_found', { params: { id }, data: { id } });
        return template;
    }
    return {
        requireTemplate,
        async create(body) {
            const { input, thumbnail } = await prepare(body);
            const template = await store.createTemplate(input);
            try {
                return await writeThumbnail(template, thumbnail);
            }
            catch (error) {
                await store.deleteTemplate(template.id);
                throw error;
            }
        },
        async replace(id, body) {
            await requireTemplate(id);
            const { input, thumbnail } = await prepare(body);
            const template = await store.updateTemplate(id, input);
            if (!template)
                throw createError('svc_template_not_found', { params: { id }, data: { id } });
            return writeThumbnail(template, thumbnail);
        },
        /** Deletes the template, its thumbnail and its assignments; returns those assignments (their mockups are the caller's). */
        async remove(id) {
            const template = await requireTemplate(id);
            const assignments = await store.deleteTemplate(id);
            if (template.thumbnailKey)
                await storage.delete(template.thumbnailKey);
            return { template, assignments };
        },
        /**
         * Fits the template to the product's sides with its smart-layout rules and stores (or replaces)
         * the assignment. What no longer fits is reported, not refused: the admin decides.
         */
        async assign(id, shopProductId, options = {}) {
            const template = await requireTemplate(id);
            const product = await shop.getProduct(shopProductId);
            const sides = productSidesOf(product);
            const resources = await load(template.design);
            const refit = refitDesign(template.design, sides, {
                rules: template.layout,
                sideMap: options.sideMap,
                minPpi: options.minPpi ?? template.minPpi,
                imageSize: (media) => resources.image(media),
            });
            const design = validateDesign(refit.design);
            const issues = [...refit.issues, ...findTextOverflow(layoutDesign(design, resources))];
            const fit = { fits: issues.length === 0, issues, placements: refit.placements };
            if (options.dryRun)
                return { template, design, fit, assignment: null, created: false };
            const { assignment, created } = await store.saveAssignment(template.id, product.id, design, fit);
            return { template, design, fit, assignment, created };
        },
    };
}
