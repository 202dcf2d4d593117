import type { DesignDocument } from '@dcs/design';
import { fontsOf, placeholdersOf } from './template-fields.ts';
import { constraintsAnswer } from './template-schemas.ts';
import type { AssignmentRecord, TemplateRecord } from './template-store.ts';

/** Where the public routes of this addon live, for URLs in answers. */
export const REST_BASE = '/wp-json/svc/v1/design-templates';

function sidesOf(design: DesignDocument) {
  return design.sides.map((side) => ({ id: side.id, name: side.name, trim: side.trim, printAreas: side.printAreas }));
}

/** A template in a list: everything but the design document. */
export function templateSummary(template: TemplateRecord) {
  return {
    id: template.id,
    name: template.name,
    category: template.category,
    tags: template.tags,
    thumbnail_url: template.thumbnailKey ? `${REST_BASE}/${template.id}/thumbnail?v=${template.updatedAt}` : null,
    sides: sidesOf(template.design),
    placeholders: placeholdersOf(template.design, template.fields),
    fonts: fontsOf(template.design),
    min_ppi: template.minPpi,
    created_at: template.createdAt,
    updated_at: template.updatedAt,
  };
}

/** A whole template: the summary, its design, its layout rules and field constraints. */
export function templateView(template: TemplateRecord) {
  return { ...templateSummary(template), design: template.design, layout: template.layout, fields: constraintsAnswer(template.fields) };
}

/** An assignment with its fitted design and fit report. */
export function assignmentView(assignment: AssignmentRecord) {
  const query = `template_id=${assignment.templateId}&shop_product_id=${assignment.shopProductId}`;
  return {
    id: assignment.id,
    template_id: assignment.templateId,
    shop_product_id: assignment.shopProductId,
    design: assignment.design,
    fit: assignment.fit,
    mockup: assignment.mockupMediaId === null ? null : { media_id: assignment.mockupMediaId, url: `${REST_BASE}/assignment/mockup?${query}` },
    created_at: assignment.createdAt,
    updated_at: assignment.updatedAt,
  };
}
