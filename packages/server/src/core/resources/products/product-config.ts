import { Type, type Static } from 'typebox';
import { createError, type Product } from '@dcs/platform';
import { PrintedSidesSchema, QuantityUnitSchema, orderRulesOf, type PrintedSidesInput, type QuantityUnitInput } from './product-order-rules.ts';

const Mm = (max: number, description?: string) => Type.Number({ minimum: 0, maximum: max, ...(description ? { description } : {}) });
const Key = Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' });
/** Digits of a template id, as configurations were once written and older clients may still send. */
const TEMPLATE_ID_DIGITS = '^[1-9][0-9]{0,14}$';

export const PrintAreaSchema = Type.Object(
  { id: Key, name: Type.String({ minLength: 1, maxLength: 100 }), x: Mm(10_000), y: Mm(10_000), width: Mm(10_000), height: Mm(10_000) },
  { additionalProperties: false, description: 'Millimetres from the trim box top-left corner.' },
);
const Px = Type.Number({ minimum: 0, maximum: 100_000 });
export const MockupPlacementSchema = Type.Object({ x: Px, y: Px, width: Px, height: Px }, { additionalProperties: false });
export const SideSchema = Type.Object(
  {
    id: Key,
    name: Type.String({ minLength: 1, maxLength: 100 }),
    trim: Type.Object({ width: Mm(10_000), height: Mm(10_000) }, { additionalProperties: false }),
    bleed: Mm(50, 'Bleed around the trim box, mm.'),
    safeMargin: Mm(500, 'Safe line inside the trim box, mm.'),
    printAreas: Type.Array(PrintAreaSchema, { minItems: 1, maxItems: 20 }),
    mockupMediaId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description: 'Media file shown behind the side.' })),
    mockupPlacement: Type.Optional(
      Type.Union([MockupPlacementSchema, Type.Null()], { description: "Where the side's first print area lies on the mockup photo, in photo pixels (renderMockupSvg's placement); null: the trim box with its bleed covers the photo, centred (defaultMockupPlacement)." }),
    ),
    mockupKind: Type.Optional(
      Type.Union([Type.Literal('flat'), Type.Literal('mug')], {
        description: "How the design lies on the product in previews: `flat` (default) or `mug`, wrapped around a cylinder whose front is the placement (without a photo of its own, on a drawn mug).",
      }),
    ),
  },
  { additionalProperties: false },
);
/** Largest price or delta in minor units, as the shop stores them (`MAX_AMOUNT` of the shop). */
const MAX_AMOUNT = 1_000_000_000;
const OptionKey = Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' });
export const OptionValueSchema = Type.Object(
  {
    value: OptionKey,
    label: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', description: 'Shown to customers; the value when left out.' })),
    priceDelta: Type.Integer({ minimum: -MAX_AMOUNT, maximum: MAX_AMOUNT, description: 'Added to the base price, minor units (may be negative).' }),
    swatch: Type.Optional(Type.Union([Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' }), Type.Null()], { description: "The product's colour in this value; the storefront tints the mockup photos with it." })),
  },
  { additionalProperties: false },
);
export const OptionSchema = Type.Object(
  {
    name: OptionKey,
    label: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', description: 'Shown to customers; the name when left out.' })),
    values: Type.Array(OptionValueSchema, { minItems: 1, maxItems: 100 }),
  },
  { additionalProperties: false },
);
export const ProductStatusSchema = Type.Union([Type.Literal('active'), Type.Literal('archived')], {
  description: '`archived`: off the storefront (list, product page, quote, cart, checkout) but kept for orders and print jobs.',
});
const ProductNameSchema = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
export const ProductConfigInputSchema = Type.Object(
  {
    name: Type.Optional(ProductNameSchema),
    status: Type.Optional(ProductStatusSchema),
    basePrice: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_AMOUNT, description: 'Unit price before options, minor units of the product currency.' })),
    options: Type.Optional(
      Type.Array(OptionSchema, {
        maxItems: 30,
        description: 'The whole option list (replaces the stored one): names and values unique, the cheapest combination not below zero.',
      }),
    ),
    designable: Type.Optional(Type.Boolean()),
    sides: Type.Optional(Type.Array(SideSchema, { maxItems: 12 })),
    printingMethodIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 20, uniqueItems: true })),
    defaultTemplateId: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), Type.String({ pattern: TEMPLATE_ID_DIGITS }), Type.Null()], {
        description: 'The id of a design template (templates addon); its digits as a string are taken too. Stored as the integer.',
      }),
    ),
    printedSides: Type.Optional(Type.Union([PrintedSidesSchema, Type.Null()])),
    quantityUnit: Type.Optional(Type.Union([QuantityUnitSchema, Type.Null()])),
    mediaOption: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()], { description: 'The option naming the paper or blank (JDF Media), e.g. "paper".' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export const ProductCreateSchema = Type.Object(
  {
    name: ProductNameSchema,
    sku: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$', description: 'Unique in the shop.' }),
    currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, for example EUR.' }),
    basePrice: Type.Integer({ minimum: 0, maximum: MAX_AMOUNT, description: 'Unit price before options, minor units of the currency.' }),
    options: ProductConfigInputSchema.properties.options,
    designable: ProductConfigInputSchema.properties.designable,
    sides: ProductConfigInputSchema.properties.sides,
    printingMethodIds: ProductConfigInputSchema.properties.printingMethodIds,
    defaultTemplateId: ProductConfigInputSchema.properties.defaultTemplateId,
  },
  { additionalProperties: false },
);
export type ProductCreateInput = Static<typeof ProductCreateSchema>;
export const ProductConfigSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  sku: Type.String(),
  status: ProductStatusSchema,
  currency: Type.String({ description: 'ISO 4217 code; prices and deltas are integer minor units of it.' }),
  basePrice: Type.Integer(),
  options: Type.Array(
    Type.Object({ name: Type.String(), label: Type.String(), values: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), priceDelta: Type.Integer(), swatch: Type.Optional(Type.String()) })) }),
  ),
  designable: Type.Boolean(),
  sides: Type.Array(Type.Intersect([SideSchema, Type.Object({ mockup: Type.Union([Type.String(), Type.Null()], { description: 'Storage key of the mockup.' }) })])),
  printingMethodIds: Type.Array(Type.Integer()),
  defaultTemplateId: Type.Union([Type.Integer(), Type.Null()]),
  printedSides: Type.Union([PrintedSidesSchema, Type.Null()]),
  quantityUnit: Type.Union([QuantityUnitSchema, Type.Null()]),
  mediaOption: Type.Union([Type.String(), Type.Null()]),
});
export type ProductConfigInput = Static<typeof ProductConfigInputSchema>;
export type SideInput = Static<typeof SideSchema>;
export interface StoredSide extends SideInput {
  mockup: string | null;
  mockupMediaId: number | null;
}
export interface ProductConfig extends Pick<Product, 'currency' | 'basePrice' | 'options' | 'status'> {
  id: number;
  name: string;
  sku: string;
  designable: boolean;
  sides: StoredSide[];
  printingMethodIds: number[];
  defaultTemplateId: number | null;
  printedSides: PrintedSidesInput | null;
  quantityUnit: QuantityUnitInput | null;
  mediaOption: string | null;
}

/**
 * A template id as stored in `meta.defaultTemplateId`: an integer, or (written before ids were
 * integers) its digits; anything else names no template.
 */
export function templateIdOf(value: unknown): number | null {
  if (typeof value === 'string' && new RegExp(TEMPLATE_ID_DIGITS).test(value)) return Number(value);
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The designable configuration of a product, read from its `meta` (sides as the demo catalog writes them). */
export function productConfigOf(product: Product): ProductConfig {
  const meta = product.meta as { sides?: StoredSide[]; designable?: boolean; printingMethodIds?: number[]; defaultTemplateId?: unknown };
  const sides = (meta.sides ?? []).map((s) => ({ ...s, mockup: s.mockup ?? null, mockupMediaId: s.mockupMediaId ?? null }));
  return {
    id: product.id,
    name: product.name,
    sku: product.sku,
    status: product.status,
    currency: product.currency,
    basePrice: product.basePrice,
    options: product.options,
    designable: meta.designable ?? sides.length > 0,
    sides,
    printingMethodIds: meta.printingMethodIds ?? [],
    defaultTemplateId: templateIdOf(meta.defaultTemplateId),
    ...orderRulesOf(product.meta),
  };
}

/** Geometry a schema cannot express: unique ids, areas inside the bleed box, a safe margin that leaves room. */
export function assertSidesValid(sides: readonly SideInput[]): void {
  const refuse = (reason: string) => createError('svc_resource_invalid', { params: { resource: 'product configuration', reason } });
  if (new Set(sides.map((s) => s.id)).size !== sides.length) throw refuse('two sides have the same id.');
  for (const side of sides) {
    if (side.trim.width <= 0 || side.trim.height <= 0) throw refuse(`side "${side.id}" has an empty trim box.`);
    if (side.safeMargin * 2 >= Math.min(side.trim.width, side.trim.height)) throw refuse(`the safe margin of side "${side.id}" leaves no safe area.`);
    if (new Set(side.printAreas.map((a) => a.id)).size !== side.printAreas.length) throw refuse(`side "${side.id}" has two print areas with the same id.`);
    for (const area of side.printAreas) {
      const inside = area.width > 0 && area.height > 0 && area.x + area.width <= side.trim.width + side.bleed && area.y + area.height <= side.trim.height + side.bleed;
      if (!inside) throw refuse(`print area "${area.id}" of side "${side.id}" is empty or leaves the trim and bleed box.`);
    }
  }
}
