import { Type } from 'typebox';
/** Figures measured per element and, summed, per design (see `docs/pricing.md`). */
export const FIGURE_NAMES = [
    'characters',
    'lines',
    'words',
    'images',
    'cliparts',
    'texts',
    'shapes',
    'groups',
    'elements',
    'distinct_colors',
    'covered_area_mm2',
    'covered_area_cm2',
];
/** Numbers of the cart line itself; the same in both scopes. */
export const LINE_NUMBER_NAMES = ['quantity', 'base_unit_price', 'sides_used'];
/** Everything a numeric condition, a per-metric charge or a tier table can read. */
export const NUMERIC_SUBJECTS = [...FIGURE_NAMES, ...LINE_NUMBER_NAMES];
export const ELEMENT_TYPES = ['text', 'image', 'clipart', 'shape', 'group'];
const literals = (values, description) => Type.Union(values.map((value) => Type.Literal(value)), description ? { description } : {});
const Amount = (description) => Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000, description });
const Per = Type.Optional(Type.Union([Type.Literal('unit'), Type.Literal('line')], {
    description: '`unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee).',
}));
const Code = Type.String({ minLength: 1, maxLength: 128 });
const SetOp = literals(['in', 'not_in']);
const NumericCondition = Type.Object({
    subject: literals(NUMERIC_SUBJECTS, 'A figure of the design (or of the element, in element scope) or of the line.'),
    op: literals(['eq', 'ne', 'gt', 'gte', 'lt', 'lte']),
    value: Type.Number({ minimum: -1e12, maximum: 1e12 }),
}, { additionalProperties: false });
const BetweenCondition = Type.Object({
    subject: literals(NUMERIC_SUBJECTS),
    op: Type.Literal('between'),
    value: Type.Tuple([Type.Number({ minimum: -1e12, maximum: 1e12 }), Type.Number({ minimum: -1e12, maximum: 1e12 })], {
        description: 'Inclusive bounds [min, max].',
    }),
}, { additionalProperties: false });
const ProductCondition = Type.Object({ subject: Type.Literal('product'), op: SetOp, value: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 200 }) }, { additionalProperties: false, description: 'Shop product ids.' });
const OptionCondition = Type.Object({
    subject: Type.Literal('option'),
    name: Type.String({ minLength: 1, maxLength: 64, description: 'Product option name (size, paper…).' }),
    op: SetOp,
    value: Type.Array(Type.String({ maxLength: 128 }), { minItems: 1, maxItems: 200 }),
}, { additionalProperties: false });
const MethodCondition = Type.Object({ subject: Type.Literal('printing_method'), op: SetOp, value: Type.Array(Code, { minItems: 1, maxItems: 50 }) }, { additionalProperties: false, description: 'Printing method codes (the value of the product option `printing_method`).' });
const SideCondition = Type.Object({ subject: Type.Literal('side'), op: SetOp, value: Type.Array(Code, { minItems: 1, maxItems: 12 }) }, { additionalProperties: false, description: 'Design scope: a printed side is (not) among these; element scope: the element is (not) on one of them.' });
const ElementTypeCondition = Type.Object({ subject: Type.Literal('element_type'), op: SetOp, value: Type.Array(literals(ELEMENT_TYPES), { minItems: 1, maxItems: 5 }) }, { additionalProperties: false, description: 'Element scope only: the type of the top-level element.' });
/** One test a rule makes; `match` combines them. */
export const ConditionSchema = Type.Union([
    NumericCondition,
    BetweenCondition,
    ProductCondition,
    OptionCondition,
    MethodCondition,
    SideCondition,
    ElementTypeCondition,
]);
const Tier = Type.Object({
    min: Type.Number({ minimum: 0, maximum: 1e12, description: 'The tier applies from this value of the basis on (inclusive).' }),
    amount: Type.Optional(Amount('Minor units (per unit or per line, see `per`).')),
    percent: Type.Optional(Type.Number({ minimum: -100, maximum: 1000, description: 'Percent of the base price, up to 2 decimals.' })),
}, { additionalProperties: false });
/** What a rule adds to the price once its conditions match. */
export const ActionSchema = Type.Union([
    Type.Object({ type: Type.Literal('fixed'), amount: Amount('Minor units; negative for a discount.'), per: Per }, { additionalProperties: false }),
    Type.Object({
        type: Type.Literal('per_metric'),
        metric: literals(NUMERIC_SUBJECTS),
        rate: Type.Number({ minimum: -1_000_000, maximum: 1_000_000, description: 'Minor units per unit of the metric, up to 4 decimals (0.25 = a quarter cent).' }),
        free: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9, description: 'Units not charged (the first 10 characters…), up to 2 decimals; default 0.' })),
        per: Per,
    }, { additionalProperties: false }),
    Type.Object({
        type: Type.Literal('percent'),
        percent: Type.Number({ minimum: -100, maximum: 1000, description: 'Up to 2 decimals; negative for a discount.' }),
        of: Type.Union([Type.Literal('base'), Type.Literal('subtotal')], { description: '`base`: the shop price of the line; `subtotal`: the running total before this rule.' }),
    }, { additionalProperties: false }),
    Type.Object({
        type: Type.Literal('tiers'),
        basis: literals(NUMERIC_SUBJECTS, 'The number the tiers are chosen by, usually `quantity`.'),
        per: Per,
        tiers: Type.Array(Tier, { minItems: 1, maxItems: 50, description: 'The tier with the largest `min` not above the basis applies; each has `amount` or `percent`.' }),
    }, { additionalProperties: false }),
    Type.Object({ type: Type.Literal('minimum'), amount: Amount('The line total is raised to at least this (× quantity when per unit).'), per: Per }, { additionalProperties: false }),
    Type.Object({ type: Type.Literal('maximum'), amount: Amount('The line total is lowered to at most this (× quantity when per unit).'), per: Per }, { additionalProperties: false }),
]);
const IsoDate = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
/** Fields of a rule an admin writes, as route arguments (POST /pricing/rules). */
export const RULE_ARGS = {
    name: { schema: Type.String({ minLength: 1, maxLength: 120 }), required: true },
    description: { schema: Type.String({ maxLength: 2000 }), default: '' },
    enabled: { schema: Type.Boolean(), default: true },
    priority: { schema: Type.Integer({ minimum: 0, maximum: 100_000 }), default: 100, description: 'Lower runs first; ties by id.' },
    scope: { schema: literals(['design', 'element'], 'Whole design, or once per top-level element.'), default: 'design' },
    match: { schema: literals(['all', 'any'], 'Every condition must hold, or at least one.'), default: 'all' },
    conditions: { schema: Type.Array(ConditionSchema, { maxItems: 20 }), default: [], description: 'None: always applies.' },
    action: { schema: ActionSchema, required: true },
    stacking: { schema: literals(['continue', 'stop'], '`stop`: no later rule applies after this one did.'), default: 'continue' },
    exclusive_group: {
        schema: Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()]),
        default: null,
        description: 'Of the rules sharing a group, only the first that applies counts.',
    },
    starts_at: { schema: IsoDate, default: null, description: 'Active from (inclusive).' },
    ends_at: { schema: IsoDate, default: null, description: 'Active until (exclusive).' },
};
