import { Type, type TSchema } from 'typebox';

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
] as const;
/** A figure of a design or an element. */
export type FigureName = (typeof FIGURE_NAMES)[number];

/** Numbers of the cart line itself; the same in both scopes. */
export const LINE_NUMBER_NAMES = ['quantity', 'base_unit_price', 'sides_used'] as const;
/** Everything a numeric condition, a per-metric charge or a tier table can read. */
export const NUMERIC_SUBJECTS = [...FIGURE_NAMES, ...LINE_NUMBER_NAMES] as const;
export type NumericSubject = (typeof NUMERIC_SUBJECTS)[number];

export const ELEMENT_TYPES = ['text', 'image', 'clipart', 'shape', 'qrcode', 'group'] as const;

const literals = <T extends string>(values: readonly T[], description?: string) =>
  Type.Union(values.map((value) => Type.Literal(value)), description ? { description } : {});

const Amount = (description: string) => Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000, description });
const Per = Type.Optional(
  Type.Union([Type.Literal('unit'), Type.Literal('line')], {
    description: '`unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee).',
  }),
);
const Code = Type.String({ minLength: 1, maxLength: 128 });
const SetOp = literals(['in', 'not_in'] as const);

const NumericCondition = Type.Object(
  {
    subject: literals(NUMERIC_SUBJECTS, 'A figure of the design (or of the element, in element scope) or of the line.'),
    op: literals(['eq', 'ne', 'gt', 'gte', 'lt', 'lte'] as const),
    value: Type.Number({ minimum: -1e12, maximum: 1e12 }),
  },
  { additionalProperties: false },
);
const BetweenCondition = Type.Object(
  {
    subject: literals(NUMERIC_SUBJECTS),
    op: Type.Literal('between'),
    value: Type.Tuple([Type.Number({ minimum: -1e12, maximum: 1e12 }), Type.Number({ minimum: -1e12, maximum: 1e12 })], {
      description: 'Inclusive bounds [min, max].',
    }),
  },
  { additionalProperties: false },
);
const ProductCondition = Type.Object(
  { subject: Type.Literal('product'), op: SetOp, value: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 200 }) },
  { additionalProperties: false, description: 'Shop product ids.' },
);
const OptionCondition = Type.Object(
  {
    subject: Type.Literal('option'),
    name: Type.String({ minLength: 1, maxLength: 64, description: 'Product option name (size, paper…).' }),
    op: SetOp,
    value: Type.Array(Type.String({ maxLength: 128 }), { minItems: 1, maxItems: 200 }),
  },
  { additionalProperties: false },
);
const MethodCondition = Type.Object(
  { subject: Type.Literal('printing_method'), op: SetOp, value: Type.Array(Code, { minItems: 1, maxItems: 50 }) },
  { additionalProperties: false, description: 'Printing method codes (the value of the product option `printing_method`).' },
);
const SideCondition = Type.Object(
  { subject: Type.Literal('side'), op: SetOp, value: Type.Array(Code, { minItems: 1, maxItems: 12 }) },
  { additionalProperties: false, description: 'Design scope: a printed side is (not) among these; element scope: the element is (not) on one of them.' },
);
const ElementTypeCondition = Type.Object(
  { subject: Type.Literal('element_type'), op: SetOp, value: Type.Array(literals(ELEMENT_TYPES), { minItems: 1, maxItems: ELEMENT_TYPES.length }) },
  { additionalProperties: false, description: 'Element scope only: the type of the top-level element.' },
);

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
/** A condition of a rule (the TypeScript view of {@link ConditionSchema}). */
export type Condition =
  | { subject: NumericSubject; op: 'eq' | 'ne' | 'gt' | 'gte' | 'lt' | 'lte'; value: number }
  | { subject: NumericSubject; op: 'between'; value: readonly [number, number] }
  | { subject: 'product'; op: SetOperator; value: readonly number[] }
  | { subject: 'option'; name: string; op: SetOperator; value: readonly string[] }
  | { subject: 'printing_method' | 'side'; op: SetOperator; value: readonly string[] }
  | { subject: 'element_type'; op: SetOperator; value: ReadonlyArray<(typeof ELEMENT_TYPES)[number]> };
type SetOperator = 'in' | 'not_in';

const Tier = Type.Object(
  {
    min: Type.Number({ minimum: 0, maximum: 1e12, description: 'The tier applies from this value of the basis on (inclusive).' }),
    amount: Type.Optional(Amount('Minor units (per unit or per line, see `per`).')),
    percent: Type.Optional(Type.Number({ minimum: -100, maximum: 1000, description: 'Percent of the base price, up to 2 decimals.' })),
  },
  { additionalProperties: false },
);

/** What a rule adds to the price once its conditions match. */
export const ActionSchema = Type.Union([
  Type.Object({ type: Type.Literal('fixed'), amount: Amount('Minor units; negative for a discount.'), per: Per }, { additionalProperties: false }),
  Type.Object(
    {
      type: Type.Literal('per_metric'),
      metric: literals(NUMERIC_SUBJECTS),
      rate: Type.Number({ minimum: -1_000_000, maximum: 1_000_000, description: 'Minor units per unit of the metric, up to 4 decimals (0.25 = a quarter cent).' }),
      free: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9, description: 'Units not charged (the first 10 characters…), up to 2 decimals; default 0.' })),
      per: Per,
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('percent'),
      percent: Type.Number({ minimum: -100, maximum: 1000, description: 'Up to 2 decimals; negative for a discount.' }),
      of: Type.Union([Type.Literal('base'), Type.Literal('subtotal')], { description: '`base`: the shop price of the line; `subtotal`: the running total before this rule.' }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('tiers'),
      basis: literals(NUMERIC_SUBJECTS, 'The number the tiers are chosen by, usually `quantity`.'),
      per: Per,
      tiers: Type.Array(Tier, { minItems: 1, maxItems: 50, description: 'The tier with the largest `min` not above the basis applies; each has `amount` or `percent`.' }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    { type: Type.Literal('minimum'), amount: Amount('The line total is raised to at least this (× quantity when per unit).'), per: Per },
    { additionalProperties: false },
  ),
  Type.Object(
    { type: Type.Literal('maximum'), amount: Amount('The line total is lowered to at most this (× quantity when per unit).'), per: Per },
    { additionalProperties: false },
  ),
]);
type Per = 'unit' | 'line';
/** An action of a rule (the TypeScript view of {@link ActionSchema}). */
export type Action =
  | { type: 'fixed'; amount: number; per?: Per }
  | { type: 'per_metric'; metric: NumericSubject; rate: number; free?: number; per?: Per }
  | { type: 'percent'; percent: number; of: 'base' | 'subtotal' }
  | { type: 'tiers'; basis: NumericSubject; per?: Per; tiers: ReadonlyArray<{ min: number; amount?: number; percent?: number }> }
  | { type: 'minimum' | 'maximum'; amount: number; per?: Per };

const IsoDate = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/** Fields of a rule an admin writes, as route arguments (POST /pricing/rules). */
export const RULE_ARGS = {
  name: { schema: Type.String({ minLength: 1, maxLength: 120 }), required: true },
  description: { schema: Type.String({ maxLength: 2000 }), default: '' },
  enabled: { schema: Type.Boolean(), default: true },
  priority: { schema: Type.Integer({ minimum: 0, maximum: 100_000 }), default: 100, description: 'Lower runs first; ties by id.' },
  scope: { schema: literals(['design', 'element'] as const, 'Whole design, or once per top-level element.'), default: 'design' },
  match: { schema: literals(['all', 'any'] as const, 'Every condition must hold, or at least one.'), default: 'all' },
  conditions: { schema: Type.Array(ConditionSchema, { maxItems: 20 }), default: [], description: 'None: always applies.' },
  action: { schema: ActionSchema, required: true },
  stacking: { schema: literals(['continue', 'stop'] as const, '`stop`: no later rule applies after this one did.'), default: 'continue' },
  exclusive_group: {
    schema: Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()]),
    default: null,
    description: 'Of the rules sharing a group, only the first that applies counts.',
  },
  starts_at: { schema: IsoDate, default: null, description: 'Active from (inclusive).' },
  ends_at: { schema: IsoDate, default: null, description: 'Active until (exclusive).' },
} satisfies Record<string, { schema: TSchema; required?: boolean; default?: unknown; description?: string }>;

/** A rule as written by an admin, after the route validated and defaulted it. */
export interface PricingRuleInput {
  name: string;
  description: string;
  enabled: boolean;
  priority: number;
  scope: 'design' | 'element';
  match: 'all' | 'any';
  conditions: Condition[];
  action: Action;
  stacking: 'continue' | 'stop';
  exclusive_group: string | null;
  starts_at: string | null;
  ends_at: string | null;
}

/** A stored rule, as the API returns it. */
export interface PricingRule extends PricingRuleInput {
  id: number;
  created_at: string;
  updated_at: string;
}
