import { Type, type Static } from 'typebox';
import { createError, type ProductOption } from '@dcs/platform';

const Key = Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' });
const Word = Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' });

/** `meta.printedSides`: the option whose value decides which sides print (and are paid). */
export const PrintedSidesSchema = Type.Object(
  {
    option: Key,
    values: Type.Record(Type.String({ maxLength: 64 }), Type.Array(Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }), { minItems: 1, maxItems: 12, uniqueItems: true }), {
      maxProperties: 100,
      description: 'Option value → the side ids it prints. Every value of the option is listed.',
    }),
  },
  { additionalProperties: false, description: 'Which option decides the printed sides; null: every side prints.' },
);

/** `meta.quantityUnit`: what one unit of the cart quantity is ("1 pack of 500 cards"). */
export const QuantityUnitSchema = Type.Object(
  {
    unit: Word,
    unitPlural: Word,
    piecesOption: Type.Optional(Type.Union([Key, Type.Null()], { description: 'Option whose values are the pieces per unit (whole numbers), e.g. the pack size.' })),
    piece: Type.Optional(Word),
    piecePlural: Type.Optional(Word),
  },
  { additionalProperties: false, description: 'How the cart quantity reads on tickets and job sheets; null: items.' },
);

export type PrintedSidesInput = Static<typeof PrintedSidesSchema>;
export type QuantityUnitInput = Static<typeof QuantityUnitSchema>;

/** The order rules of a product, as `PATCH /api/v1/products/{id}` takes them (null removes one). */
export interface ProductOrderRulesInput {
  printedSides?: PrintedSidesInput | null;
  quantityUnit?: QuantityUnitInput | null;
  mediaOption?: string | null;
}

function refuse(reason: string) {
  return createError('svc_resource_invalid', { params: { resource: 'product configuration', reason } });
}

function optionNamed(options: readonly ProductOption[], name: string, field: string): ProductOption {
  const option = options.find((candidate) => candidate.name === name);
  if (!option) throw refuse(`${field} names the option "${name}", which the product does not have.`);
  return option;
}

/**
 * Checks the rules against the product's options and side ids as they will be stored: the option
 * exists, the printed-sides rule lists every value of it (and only those) with sides of the product,
 * and the pieces option has whole positive numbers as values.
 */
export function assertOrderRulesValid(rules: ProductOrderRulesInput, options: readonly ProductOption[], sideIds: readonly string[]): void {
  if (rules.printedSides) {
    const option = optionNamed(options, rules.printedSides.option, 'printedSides');
    const listed = Object.keys(rules.printedSides.values);
    const missing = option.values.filter((value) => !listed.includes(value.value)).map((value) => value.value);
    if (missing.length > 0) throw refuse(`printedSides lists no sides for ${missing.map((v) => `"${v}"`).join(', ')} of the option "${option.name}".`);
    const unknown = listed.filter((value) => !option.values.some((candidate) => candidate.value === value));
    if (unknown.length > 0) throw refuse(`printedSides lists "${unknown[0]}", which is not a value of the option "${option.name}".`);
    for (const sides of Object.values(rules.printedSides.values)) {
      const stray = sides.find((id) => !sideIds.includes(id));
      if (stray !== undefined) throw refuse(`printedSides names the side "${stray}", which the product does not have.`);
    }
  }
  const piecesOption = rules.quantityUnit?.piecesOption;
  if (piecesOption) {
    const option = optionNamed(options, piecesOption, 'quantityUnit.piecesOption');
    const bad = option.values.find((value) => !/^[1-9][0-9]{0,8}$/.test(value.value));
    if (bad) throw refuse(`the values of "${option.name}" must be whole numbers of pieces ("${bad.value}" is not).`);
  }
  if (rules.mediaOption) optionNamed(options, rules.mediaOption, 'mediaOption');
}

/** The rules stored in a product's meta, null where it has none. */
export function orderRulesOf(meta: Record<string, unknown>): Required<ProductOrderRulesInput> {
  return {
    printedSides: (meta.printedSides as PrintedSidesInput | undefined) ?? null,
    quantityUnit: (meta.quantityUnit as QuantityUnitInput | undefined) ?? null,
    mediaOption: typeof meta.mediaOption === 'string' ? meta.mediaOption : null,
  };
}
