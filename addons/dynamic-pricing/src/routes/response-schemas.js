import { Type } from 'typebox';
import { RULE_ARGS } from '../rules/rule-schema.js';
/** A stored rule as the rule routes answer it (OpenAPI documentation only). */
export const RuleResponseSchema = Type.Object({
    id: Type.Integer(),
    ...Object.fromEntries(Object.entries(RULE_ARGS).map(([name, arg]) => [name, arg.schema])),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
});
const Line = Type.Object({
    rule_id: Type.Integer(),
    name: Type.String(),
    scope: Type.Union([Type.Literal('design'), Type.Literal('element')]),
    action: Type.String(),
    amount: Type.Integer({ description: 'Minor units added to the line total (all units), rounded half away from zero.' }),
    elements: Type.Optional(Type.Array(Type.String(), { description: 'Element scope: the matching element ids.' })),
    units: Type.Optional(Type.Number({ description: 'Per-metric charges: units charged after the free allowance.' })),
    tier: Type.Optional(Type.Number({ description: 'Tier tables: `min` of the tier applied.' })),
});
/** The answer of `POST /pricing/quote` (OpenAPI documentation only). */
export const QuoteResponseSchema = Type.Object({
    product_id: Type.Integer(),
    options: Type.Record(Type.String(), Type.String(), { description: 'Resolved: every option of the product.' }),
    quantity: Type.Integer(),
    printing_method: Type.Union([Type.String(), Type.Null()]),
    currency: Type.String(),
    base_unit_price: Type.Integer(),
    base_total: Type.Integer(),
    breakdown: Type.Array(Line, { description: 'One line per applied rule, in evaluation order.' }),
    subtotal: Type.Integer({ description: 'base_total plus every line.' }),
    rounding: Type.Integer({ description: 'total − subtotal.' }),
    unit_price: Type.Integer({ description: 'subtotal ÷ quantity, rounded half away from zero, at least 0.' }),
    total: Type.Integer({ description: 'unit_price × quantity: what the cart charges.' }),
    metrics: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], { description: 'Figures measured by the server; null without a design.' }),
    design_hash: Type.Union([Type.String(), Type.Null()]),
    quote_token: Type.String({ description: 'Pass as `quote_token` to POST /cart/items.' }),
    expires_at: Type.String({ format: 'date-time' }),
});
