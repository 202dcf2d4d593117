import { fontsOf, placeholdersOf } from './template-fields.js';
/** Where the public routes of this addon live, for URLs in answers. */
export const REST_BASE = '/wp-json/svc/v1/design-templates';
function sidesOf(design) {
    return design.sides.map((side) => ({ id: side.id, name: side.name, trim: side.trim, printAreas: side.printAreas }));
}
/** A template in a list: everything but the design document. */
export function templateSummary(template) {
    return {
        id: template.id,
        name: template.name,
        category: template.category,
        tags: template.tags,
        thumbnailUrl: template.thumbnailKey ? `${REST_BASE}/${template.id}/thumbnail?v=${template.updatedAt}` : null,
        sides: sidesOf(template.design),
        placeholders: placeholdersOf(template.design, template.fields),
        fonts: fontsOf(template.design),
        minPpi: template.minPpi,
        createdAt: template.createdAt,
        updatedAt: template.updatedAt,
    };
}
/** A whole template: the summary, its design, its layout rules and field constraints. */
export function templateView(template) {
    return { ...templateSummary(template), design: template.design, layout: template.layout, fields: template.fields };
}
/** An assignment with its fitted design and fit report. */
export function assignmentView(assignment) {
    const query = `template_id=${assignment.templateId}&shop_product_id=${assignment.shopProductId}`;
    return {
        id: assignment.id,
        templateId: assignment.templateId,
        shopProductId: assignment.shopProductId,
        design: assignment.design,
        fit: assignment.fit,
        mockup: assignment.mockupMediaId === null ? null : { mediaId: assignment.mockupMediaId, url: `${REST_BASE}/assignment/mockup?${query}` },
        createdAt: assignment.createdAt,
        updatedAt: assignment.updatedAt,
    };
}
