import { Type } from 'typebox';
import { ANCHOR_POINTS, SCALE_MODES } from '@dcs/design';
import { camelCaseArgAliases, fromWire, snakeCaseWireSchema, toWire, type ArgDefinition } from '@dcs/platform';
import type { FieldConstraints } from './template-fields.ts';

const literals = (values: readonly string[]) => Type.Union(values.map((value) => Type.Literal(value)));

/** A positive integer id in the path or the query string. */
export const IdSchema = Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 });

/** The smart-layout rule of one element. */
export const LayoutRuleSchema = Type.Object(
  {
    anchor: literals(ANCHOR_POINTS),
    scale: literals(SCALE_MODES),
  },
  { additionalProperties: false },
);

const Hex = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' });

/** Constraints of one placeholder, as stored (`FieldConstraints`). */
const StoredConstraintsSchema = Type.Object(
  {
    label: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    allowedFonts: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 50, uniqueItems: true })),
    allowedColors: Type.Optional(Type.Array(Hex, { minItems: 1, maxItems: 100, uniqueItems: true })),
    minPpi: Type.Optional(Type.Integer({ minimum: 1, maximum: 2400 })),
  },
  { additionalProperties: false },
);
const StoredFieldsSchema = Type.Record(Type.String(), StoredConstraintsSchema);

/** Constraints of one placeholder in svc/v1: snake_case, the camelCase names of v1 still accepted (deprecated). */
export const FieldConstraintsSchema = snakeCaseWireSchema(StoredConstraintsSchema);

/** Field constraints as `svc/v1` carries them. */
export interface FieldConstraintsBody {
  label?: string;
  allowed_fonts?: string[];
  allowed_colors?: string[];
  min_ppi?: number;
}

/** The stored constraints of a request's `fields`. */
export function constraintsFromBody(fields: Readonly<Record<string, FieldConstraintsBody>>): Record<string, FieldConstraints> {
  return fromWire(StoredFieldsSchema, fields) as Record<string, FieldConstraints>;
}

/** Stored constraints as `svc/v1` answers them. */
export function constraintsAnswer(fields: Readonly<Record<string, FieldConstraints>>): Record<string, FieldConstraintsBody> {
  return toWire(StoredFieldsSchema, fields) as Record<string, FieldConstraintsBody>;
}

/** The body fields of creating or replacing a template. */
export const templateArgs = camelCaseArgAliases({
  name: { schema: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }), required: true, description: 'Name shown to staff and customers.' },
  category: { schema: Type.Union([Type.String({ maxLength: 100 }), Type.Null()]), description: 'Free category name (exact match filter).' },
  tags: {
    schema: Type.Array(Type.String({ pattern: '^[^,]{1,40}$' }), { maxItems: 30 }),
    description: 'Tags, stored lower-case; no commas.',
  },
  design: {
    schema: Type.Object({}, { additionalProperties: true }),
    required: true,
    description: 'The design document (validated with validateDesign of @dcs/design).',
  },
  layout: {
    schema: Type.Record(Type.String({ minLength: 1, maxLength: 200 }), LayoutRuleSchema, { maxProperties: 1000 }),
    description: 'Smart-layout rule per top-level element id: { anchor, scale }. Default { anchor: "relative", scale: "proportional" }.',
  },
  fields: {
    schema: Type.Record(Type.String({ minLength: 1, maxLength: 200 }), FieldConstraintsSchema, { maxProperties: 1000 }),
    description: 'Constraints per placeholder element id: label, allowed_fonts, allowed_colors, min_ppi.',
  },
  min_ppi: { schema: Type.Integer({ minimum: 1, maximum: 2400 }), description: 'Image resolution kept when fitting to a product (default 150).' },
} satisfies Record<string, ArgDefinition>, ['min_ppi']);

/** The template and product of an assignment, as query parameters (or multipart fields). */
export const assignmentArgs = {
  template_id: { schema: IdSchema, required: true, description: 'The design template.' },
  shop_product_id: { schema: IdSchema, required: true, description: 'The shop product.' },
} satisfies Record<string, ArgDefinition>;

/** The body of the change-product flow. */
export const assignArgs = camelCaseArgAliases({
  id: { schema: IdSchema, required: true },
  shop_product_id: { schema: IdSchema, required: true, description: 'The product to fit the template to.' },
  side_map: {
    schema: Type.Record(Type.String({ minLength: 1, maxLength: 100 }), Type.String({ minLength: 1, maxLength: 100 }), { maxProperties: 12 }),
    description: 'Template side id → product side id; unmapped sides pair by id, then in order.',
  },
  min_ppi: { schema: Type.Integer({ minimum: 1, maximum: 2400 }), description: 'Overrides the template\'s minimum image resolution for this fit.' },
  dry_run: { schema: Type.Boolean(), default: false, description: 'Report the fit without storing the assignment.' },
} satisfies Record<string, ArgDefinition>, ['shop_product_id', 'side_map', 'min_ppi', 'dry_run']);
