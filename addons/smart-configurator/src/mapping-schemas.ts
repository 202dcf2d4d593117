import { Type } from 'typebox';
import { camelCaseAliases, camelCaseArgAliases, designFormat, type ArgDefinition } from '@dcs/platform';

const Name = Type.String({ minLength: 1, maxLength: 100 });
const Layer = Type.String({ minLength: 1, maxLength: 200, description: 'Layer name (element.layer) in the design.' });
const Mm = Type.Number({ minimum: -10_000, maximum: 10_000 });
const Size = Type.Number({ exclusiveMinimum: 0, maximum: 10_000 });
const Hex = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' });
/** As the design document allows (`MAX_SHADOW_OFFSET` of @dcs/design). */
const ShadowOffset = Type.Number({ minimum: -50, maximum: 50 });

/** A design color: `#RRGGBB` or a palette color (name, hex, optional CMYK percentages and spot name). */
export const ColorSchema = Type.Union([
  Hex,
  Type.Object(
    {
      name: Name,
      hex: Hex,
      cmyk: Type.Optional(Type.Array(Type.Number({ minimum: 0, maximum: 100 }), { minItems: 4, maxItems: 4 })),
      spot: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    },
    { additionalProperties: false },
  ),
]);

const closed = { additionalProperties: false } as const;
const Action = <const A extends string>(action: A) => ({ action: Type.Literal(action), layer: Layer });

/** One layer change; `action` says which. Its properties are those of `@dcs/design`'s elements (`fontFamily`). */
export const LayerChangeSchema = designFormat(Type.Union([
  Type.Object(Action('show'), closed),
  Type.Object(Action('hide'), closed),
  Type.Object({ ...Action('set_text'), text: Type.String({ maxLength: 20_000 }) }, closed),
  Type.Object(
    {
      ...Action('set_color'),
      color: ColorSchema,
      target: Type.Optional(Type.Union([Type.Literal('fill'), Type.Literal('stroke')])),
      region: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    },
    closed,
  ),
  Type.Object({ ...Action('set_image'), media: Type.String({ minLength: 1, maxLength: 500 }) }, closed),
  Type.Object({ ...Action('set_clipart'), clipart: Type.String({ minLength: 1, maxLength: 500 }) }, closed),
  Type.Object(
    {
      ...Action('set_font'),
      fontFamily: Type.String({ minLength: 1, maxLength: 100 }),
      fontWeight: Type.Optional(Type.Integer({ minimum: 100, maximum: 900 })),
      fontStyle: Type.Optional(Type.Union([Type.Literal('normal'), Type.Literal('italic')])),
    },
    closed,
  ),
  Type.Object(
    {
      ...Action('set_text_style'),
      fontWeight: Type.Optional(Type.Integer({ minimum: 100, maximum: 900 })),
      fontStyle: Type.Optional(Type.Union([Type.Literal('normal'), Type.Literal('italic')])),
      stroke: Type.Optional(Type.Union([Type.Null(), Type.Object({ color: ColorSchema, width: Type.Number({ exclusiveMinimum: 0, maximum: 10 }) }, closed)], { description: 'An outline in millimetres; null removes it.' })),
      shadow: Type.Optional(Type.Union([Type.Null(), Type.Object({ color: ColorSchema, offsetX: ShadowOffset, offsetY: ShadowOffset }, closed)], { description: 'A hard shadow offset in millimetres; null removes it.' })),
      curve: Type.Optional(Type.Number({ minimum: -100, maximum: 100, description: '0 straight, 100 an arch, −100 a smile.' })),
    },
    { ...closed, minProperties: 3 },
  ),
  Type.Object(
    {
      ...Action('set_filter'),
      tone: Type.Optional(Type.Union([Type.Literal('none'), Type.Literal('greyscale'), Type.Literal('sepia')])),
      brightness: Type.Optional(Type.Number({ minimum: -100, maximum: 100 })),
      contrast: Type.Optional(Type.Number({ minimum: -100, maximum: 100 })),
    },
    { ...closed, minProperties: 3 },
  ),
  Type.Object({ ...Action('move_to_anchor'), anchor: Name, resize: Type.Optional(Type.Boolean()) }, closed),
]));

/** A named place on a side, in millimetres from the trim box's top-left corner. */
export const AnchorSchema = Type.Object(
  { name: Name, side: Type.String({ minLength: 1, maxLength: 100 }), x: Mm, y: Mm, width: Size, height: Size },
  { additionalProperties: false },
);

/** Option value → changes. */
export const RuleSchema = Type.Object(
  {
    option: Type.String({ minLength: 1, maxLength: 100 }),
    value: Type.String({ minLength: 1, maxLength: 200 }),
    changes: Type.Array(LayerChangeSchema, { minItems: 1, maxItems: 100 }),
  },
  { additionalProperties: false },
);

export const ProductIdSchema = Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 });

/** The body of `PUT /smart-configurator/{product_id}`. */
export const mappingArgs = {
  product_id: { schema: ProductIdSchema, required: true },
  anchors: { schema: Type.Array(AnchorSchema, { maxItems: 100 }), default: [], description: 'Named anchors per side, for move_to_anchor.' },
  rules: { schema: Type.Array(RuleSchema, { maxItems: 500 }), required: true, description: 'Option value → layer changes, applied in order.' },
} satisfies Record<string, ArgDefinition>;

/** A whole mapping (anchors and rules), as `PUT` takes it and `apply` may take it for a preview. */
export const MappingSchema = Type.Object(
  { anchors: Type.Optional(Type.Array(AnchorSchema, { maxItems: 100 })), rules: Type.Array(RuleSchema, { maxItems: 500 }) },
  { additionalProperties: false },
);

/** The body of `POST /smart-configurator/apply` (`productId` is the deprecated name of `product_id`). */
export const applyArgs = camelCaseArgAliases({
  product_id: { schema: ProductIdSchema, required: true, description: 'The shop product whose mapping applies.' },
  design: { schema: Type.Object({}, { additionalProperties: true }), required: true, description: 'The design document (validated before and after).' },
  options: {
    schema: Type.Record(Type.String({ minLength: 1, maxLength: 100 }), Type.String({ maxLength: 200 }), { maxProperties: 50 }),
    default: {},
    description: 'Selected option values by option name; options left out take the product\'s first value, as in the cart.',
  },
  mapping: {
    schema: MappingSchema,
    description: 'A mapping to apply instead of the stored one (checked against the product as on PUT, stored nowhere): the admin\'s preview of unsaved edits.',
  },
} satisfies Record<string, ArgDefinition>, ['product_id']);

/** A stored mapping, as answered (OpenAPI documentation only). */
export const MappingResponseSchema = camelCaseAliases(Type.Object({
  product_id: ProductIdSchema,
  anchors: Type.Array(AnchorSchema),
  rules: Type.Array(RuleSchema),
  created_at: Type.Integer(),
  updated_at: Type.Integer(),
}), ['product_id', 'created_at', 'updated_at']);

/** The answer of `POST /smart-configurator/apply` (OpenAPI documentation only). */
export const ApplyResponseSchema = camelCaseAliases(Type.Object({
  product_id: ProductIdSchema,
  options: Type.Record(Type.String(), Type.String(), { description: 'The options applied, completed with first values.' }),
  design: Type.Object({}, { additionalProperties: true, description: 'The changed design, validated.' }),
  applied: designFormat(Type.Array(Type.Object({
    option: Type.String(),
    value: Type.String(),
    action: Type.String(),
    layer: Type.String(),
    elementIds: Type.Array(Type.String()),
  }), { description: 'The changes made (`applyConfiguratorMapping` of @dcs/design).' })),
  skipped: Type.Array(
    Type.Object({
      option: Type.String(),
      value: Type.String(),
      action: Type.String(),
      layer: Type.String(),
      code: Type.String({ description: 'svc_configurator_layer_unknown, svc_configurator_change_unsupported or svc_configurator_anchor_unknown.' }),
      reason: Type.String(),
    }),
    { description: 'Selected changes the design could not take (a design without the layer): left out, never an error.' },
  ),
}), ['product_id']);
