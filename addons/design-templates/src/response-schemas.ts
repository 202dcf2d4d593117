import { Type } from 'typebox';
import { camelCaseAliases, designFormat } from '@dcs/platform';
import { FieldConstraintsSchema, LayoutRuleSchema } from './template-schemas.ts';

/**
 * Schemas of this addon's answers, for the svc/v1 OpenAPI document (never enforced). Fields are
 * snake_case; the camelCase names v1 answered first are deprecated aliases the server adds from
 * these schemas. Sides and fit reports are `@dcs/design`'s own structures and keep its names.
 */

const Design = Type.Object({}, { additionalProperties: true, description: 'A design document of @dcs/design (schema version 3).' });
const Rect = { x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() };
const Font = Type.Object({ family: Type.String(), weight: Type.Number(), style: Type.String() });
const Time = Type.Integer({ description: 'Epoch milliseconds.' });

const Placeholder = Type.Object({
  id: Type.String(),
  side: Type.String(),
  layer: Type.String(),
  type: Type.String({ description: 'Element type: text, image, clipart, shape or group.' }),
  label: Type.String(),
  editable: Type.Boolean(),
});

const summaryFields = {
  id: Type.Integer(),
  name: Type.String(),
  category: Type.Union([Type.String(), Type.Null()]),
  tags: Type.Array(Type.String()),
  thumbnail_url: Type.Union([Type.String(), Type.Null()]),
  sides: designFormat(Type.Array(Type.Object({
    id: Type.String(),
    name: Type.String(),
    trim: Type.Object({ width: Type.Number(), height: Type.Number() }),
    printAreas: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), ...Rect })),
  }), { description: 'The sides of the design document (its format).' })),
  placeholders: Type.Array(Placeholder),
  fonts: Type.Array(Font),
  min_ppi: Type.Integer(),
  created_at: Time,
  updated_at: Time,
};
const SUMMARY_ALIASES = ['thumbnail_url', 'min_ppi', 'created_at', 'updated_at'] as const;

/** A template in a list. */
export const TemplateSummarySchema = camelCaseAliases(Type.Object(summaryFields), [...SUMMARY_ALIASES]);

/** A whole template. */
export const TemplateSchema = camelCaseAliases(
  Type.Object({
    ...summaryFields,
    design: Design,
    layout: Type.Record(Type.String(), LayoutRuleSchema),
    fields: Type.Record(Type.String(), FieldConstraintsSchema),
  }),
  [...SUMMARY_ALIASES],
);

const Issue = Type.Object(
  {
    kind: Type.Union(['outside_print_area', 'low_resolution', 'text_overflow', 'side_dropped'].map((kind) => Type.Literal(kind))),
    side: Type.String(),
    elementId: Type.Optional(Type.String()),
    printArea: Type.Optional(Type.String()),
    overflow: Type.Optional(Type.Object({ left: Type.Number(), top: Type.Number(), right: Type.Number(), bottom: Type.Number() })),
    media: Type.Optional(Type.String()),
    ppi: Type.Optional(Type.Number()),
    minPpi: Type.Optional(Type.Number()),
    elementIds: Type.Optional(Type.Array(Type.String())),
  },
  { description: 'Something that no longer fits after the re-fit.' },
);

/** What fitting a template to a product reported (`fitTemplate` of `@dcs/design`). */
export const FitSchema = designFormat(Type.Object({
  fits: Type.Boolean(),
  issues: Type.Array(Issue),
  placements: Type.Array(Type.Object({
    elementId: Type.String(),
    fromSide: Type.String(),
    toSide: Type.String(),
    fromArea: Type.String(),
    toArea: Type.String(),
    rule: LayoutRuleSchema,
    scale: Type.Number(),
  })),
}));

const MockupSchema = Type.Union([camelCaseAliases(Type.Object({ media_id: Type.Integer(), url: Type.String() }), ['media_id']), Type.Null()]);

/** An assignment of a template to a shop product. */
export const AssignmentSchema = camelCaseAliases(
  Type.Object({
    id: Type.Integer(),
    template_id: Type.Integer(),
    shop_product_id: Type.Integer(),
    design: Design,
    fit: FitSchema,
    mockup: MockupSchema,
    created_at: Time,
    updated_at: Time,
  }),
  ['template_id', 'shop_product_id', 'created_at', 'updated_at'],
);

/** The answer of the change-product flow (`dry_run: true` leaves out the stored fields). */
export const AssignResponseSchema = camelCaseAliases(
  Type.Object({
    dry_run: Type.Boolean(),
    template_id: Type.Integer(),
    shop_product_id: Type.Integer(),
    design: Design,
    fit: FitSchema,
    id: Type.Optional(Type.Integer()),
    mockup: Type.Optional(MockupSchema),
    created_at: Type.Optional(Time),
    updated_at: Type.Optional(Time),
  }),
  ['dry_run', 'template_id', 'shop_product_id', 'created_at', 'updated_at'],
);

export const DesignerConfigSchema = camelCaseAliases(
  Type.Object({
    product_id: Type.Integer(),
    default_template_id: Type.Union([Type.Integer(), Type.Null()]),
    templates: Type.Array(camelCaseAliases(Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      category: Type.Union([Type.String(), Type.Null()]),
      tags: Type.Array(Type.String()),
      thumbnail_url: Type.Union([Type.String(), Type.Null()]),
      mockup_url: Type.Union([Type.String(), Type.Null()]),
      assignment_url: Type.String(),
      fonts: Type.Array(Font),
      placeholders: Type.Array(Placeholder),
      fits: Type.Boolean(),
      issues: Type.Integer({ description: 'Number of fit issues.' }),
    }), ['thumbnail_url', 'mockup_url', 'assignment_url'])),
    fonts: Type.Array(Font),
  }),
  ['product_id', 'default_template_id'],
);

const QuickFieldSchema = camelCaseAliases(
  Type.Object({
    ...Placeholder.properties,
    default: Type.String({ description: 'Text content, or the image media reference.' }),
    max_length: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    font_family: Type.Optional(Type.String()),
    allowed_fonts: Type.Optional(Type.Array(Type.String())),
    allowed_colors: Type.Optional(Type.Array(Type.String())),
    box: Type.Optional(Type.Object({ width: Type.Number(), height: Type.Number() }, { description: 'Fitted image box, mm.' })),
    min_ppi: Type.Optional(Type.Integer()),
    min_width_px: Type.Optional(Type.Integer()),
    min_height_px: Type.Optional(Type.Integer()),
  }),
  ['max_length', 'font_family', 'allowed_fonts', 'allowed_colors', 'min_ppi', 'min_width_px', 'min_height_px'],
);

export const QuickConfigSchema = camelCaseAliases(
  Type.Object({
    shop_product_id: Type.Integer(),
    template_id: Type.Integer(),
    template_name: Type.String(),
    thumbnail_url: Type.Union([Type.String(), Type.Null()]),
    mockup_url: Type.Union([Type.String(), Type.Null()]),
    fields: Type.Array(QuickFieldSchema),
  }),
  ['shop_product_id', 'template_id', 'template_name', 'thumbnail_url', 'mockup_url'],
);
