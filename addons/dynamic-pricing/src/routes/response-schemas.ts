import { Type } from 'typebox';
import { RULE_ARGS } from '../rules/rule-schema.ts';

/** A stored rule as the rule routes answer it (OpenAPI documentation only). */
export const RuleResponseSchema = Type.Object({
  id: Type.Integer(),
  ...Object.fromEntries(Object.entries(RULE_ARGS).map(([name, arg]) => [name, arg.schema])),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

const Line = Type.Object({
  rule_id: Type.Union([Type.Integer(), Type.Null()], { description: 'Null for a price of the printing method or of another addon.' }),
  name: Type.String(),
  scope: Type.Union([Type.Literal('design'), Type.Literal('element'), Type.Literal('printing_method'), Type.Literal('addon')], {
    description: '`addon`: a line another addon added through the pricing.price_lines filter.',
  }),
  action: Type.String({ description: "The rule's action type, the method's charge (setup_fee, per_side, per_color, per_area, quantity_tier), or `addon`." }),
  amount: Type.Integer({ description: 'Minor units added to the line total (all units), rounded half away from zero.' }),
  elements: Type.Optional(Type.Array(Type.String(), { description: 'Element scope: the matching element ids.' })),
  units: Type.Optional(Type.Number({ description: 'Per-metric charges: units charged after the free allowance; method charges: sides, colors or cm².' })),
  tier: Type.Optional(Type.Number({ description: 'Tier tables: `min` of the tier applied; method quantity tiers: its `minQuantity`.' })),
  id: Type.Optional(Type.String({ description: 'Addon lines: the id the addon gave the line.' })),
  source: Type.Optional(Type.String({ description: 'Addon lines: the slug of the addon that added it.' })),
});

/** The answer of `POST /pricing/quote` (OpenAPI documentation only). */
export const QuoteResponseSchema = Type.Object({
  product_id: Type.Integer(),
  options: Type.Record(Type.String(), Type.String(), { description: 'Resolved: every option of the product.' }),
  quantity: Type.Integer(),
  printing_method: Type.Union([Type.String(), Type.Null()], {
    description: "The product's printing method as the print queue resolves it (the `printing_method` option when it names an active assigned method, else the first active one), else the option's value.",
  }),
  currency: Type.String(),
  base_unit_price: Type.Integer(),
  base_total: Type.Integer(),
  breakdown: Type.Array(Line, { description: "The printing method's charges, then one line per applied rule, in evaluation order, then other addons' lines (pricing.price_lines)." }),
  subtotal: Type.Integer({ description: 'base_total plus every line.' }),
  rounding: Type.Integer({ description: 'total − subtotal.' }),
  unit_price: Type.Integer({ description: 'subtotal ÷ quantity, rounded half away from zero, at least 0.' }),
  total: Type.Integer({ description: 'unit_price × quantity: what the cart charges.' }),
  metrics: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], { description: 'Figures measured by the server; null without a design.' }),
  design_hash: Type.Union([Type.String(), Type.Null()]),
  quote_token: Type.String({ description: 'Pass as `quote_token` to POST /cart/items.' }),
  expires_at: Type.String({ format: 'date-time' }),
  preflight: Type.Object(
    {
      ok: Type.Boolean({ description: 'No errors (warnings may remain); errors block add-to-cart in the designer.' }),
      dpi: Type.Union([Type.Integer(), Type.Null()], { description: 'Resolution of the printing method the images were rated at; null without a design.' }),
      issues: Type.Array(
        Type.Object({
          code: Type.String({ description: 'image_resolution, glyphs_missing, glyphs_fallback, outside_print_area, crosses_safe_area, bleed_missing, hairline, text_too_small, text_overflow, asset_missing, svg_feature_dropped, qr_module_small, qr_low_contrast.' }),
          severity: Type.Union([Type.Literal('error'), Type.Literal('warning')]),
          side_id: Type.String(),
          element_id: Type.String(),
          message: Type.String(),
        }),
      ),
    },
    { description: "The print queue's preflight of the design at the printing method's resolution (@dcs/design preflightDesign)." },
  ),
  sides: Type.Union(
    [
      Type.Object({
        option: Type.Union([Type.String(), Type.Null()], { description: "The product's printed-sides option (meta.printedSides), null without one (every side is paid)." }),
        paid: Type.Array(Type.String(), { description: 'Sides the chosen options pay for.' }),
        with_content: Type.Array(Type.String(), { description: 'Sides whose elements print (visible, not blank).' }),
        printed: Type.Array(Type.String(), { description: 'Paid sides with content: the pages of the print file.' }),
        unpaid: Type.Array(Type.String(), { description: 'Sides with content the options do not pay for; the cart refuses the line (svc_cart_side_unpaid).' }),
        upgrade: Type.Union([
          Type.Object({
            option: Type.String(),
            value: Type.String({ description: 'The cheapest value of the option that prints every side with content.' }),
            label: Type.String(),
            price_delta: Type.Integer({ description: 'Per item: the option values\' price deltas apart.' }),
            sides: Type.Array(Type.String()),
            total: Type.Integer({ description: 'The line total with that value, every rule applied.' }),
            difference: Type.Integer({ description: 'total minus this quote\'s total.' }),
          }),
          Type.Null(),
        ]),
      }),
      Type.Null(),
    ],
    { description: 'The printed-sides rule applied to this line; null without a design.' },
  ),
});
