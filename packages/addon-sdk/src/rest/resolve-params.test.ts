import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { answerWithAliases, camelCaseAliases, camelCaseArgAliases, fromWire, isSvcError, snakeCaseWireSchema, toWire, type RestRouteDefinition } from '@dcs/platform';
import { resolveParams } from './resolve-params.ts';
import { createSchemaValidator } from './schema-validator.ts';

const validator = createSchemaValidator();
const Id = Type.Integer({ minimum: 1 });
const Constraints = camelCaseAliases(
  Type.Object({ allowed_fonts: Type.Optional(Type.Array(Type.String())), min_ppi: Type.Optional(Type.Integer()) }, { additionalProperties: false }),
  ['allowed_fonts', 'min_ppi'],
);
const route: RestRouteDefinition = {
  methods: 'POST',
  permission_callback: () => true,
  callback: () => null,
  args: camelCaseArgAliases(
    {
      id: { schema: Id, required: true },
      shop_product_id: { schema: Id, required: true },
      dry_run: { schema: Type.Boolean(), default: false },
      fields: { schema: Type.Record(Type.String(), Constraints) },
    },
    ['shop_product_id', 'dry_run'],
  ),
};
const resolve = (body: unknown, query: Record<string, unknown> = {}) =>
  resolveParams(route, { urlParams: { id: '7' }, query, body, bodyIsText: false }, validator);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (isSvcError(error)) return { code: error.code, message: error.message, data: error.data };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('deprecated camelCase aliases of snake_case arguments', () => {
  it('hands the handler the snake_case names whichever form was sent, nested fields too', () => {
    const snake = resolve({ shop_product_id: 3, dry_run: true, fields: { name: { allowed_fonts: ['Lato'], min_ppi: 150 } } });
    const camel = resolve({ shopProductId: 3, dryRun: true, fields: { name: { allowedFonts: ['Lato'], minPpi: 150 } } });
    expect(snake.params).toEqual({ id: 7, shop_product_id: 3, dry_run: true, fields: { name: { allowed_fonts: ['Lato'], min_ppi: 150 } } });
    expect(camel.params).toEqual(snake.params);
    expect(camel.body).toEqual({ shop_product_id: 3, dry_run: true, fields: { name: { allowedFonts: ['Lato'], minPpi: 150 } } });
    // Query strings (text) are folded and coerced the same way.
    expect(resolve(undefined, { shopProductId: '3' }).params).toMatchObject({ shop_product_id: 3, dry_run: false });
  });

  it('takes both forms when they agree, and refuses them when they differ, naming both', () => {
    expect(resolve({ shop_product_id: 3, shopProductId: 3 }).params.shop_product_id).toBe(3);
    const top = refusal(() => resolve({ shop_product_id: 3, shopProductId: 4 }));
    expect(top).toMatchObject({ code: 'rest_param_alias_conflict', data: { params: { shopProductId: expect.stringContaining('shop_product_id') } } });
    expect(top.message).toBe('shopProductId is the deprecated name of shop_product_id and was given with another value: send shop_product_id only.');
    const nested = refusal(() => resolve({ shop_product_id: 3, fields: { name: { min_ppi: 150, minPpi: 300 } } }));
    expect(nested.message).toContain('fields.name.minPpi is the deprecated name of fields.name.min_ppi');
  });

  it('still refuses unknown and invalid fields, aliases included', () => {
    expect(refusal(() => resolve({ shop_product_id: 3, shopproductid: 3 }))).toMatchObject({ code: 'rest_invalid_param', data: { params: { shopproductid: 'is not a parameter of this route' } } });
    expect(refusal(() => resolve({ shopProductId: 0 }))).toMatchObject({ code: 'rest_invalid_param', data: { params: { shop_product_id: expect.any(String) } } });
    expect(refusal(() => resolve({ dry_run: true }))).toMatchObject({ code: 'rest_missing_callback_param', data: { params: ['shop_product_id'] } });
  });

  it('folds the aliases of a whole-body schema before validating it', () => {
    const body: RestRouteDefinition = { ...route, args: {}, bodySchema: camelCaseAliases(Type.Object({ product_id: Id }, { additionalProperties: false }), ['product_id']) };
    expect(resolveParams(body, { urlParams: {}, query: {}, body: { productId: 5 }, bodyIsText: false }, validator).body).toEqual({ product_id: 5 });
    expect(refusal(() => resolveParams(body, { urlParams: {}, query: {}, body: { productId: 5, product_id: 6 }, bodyIsText: false }, validator)).code).toBe('rest_param_alias_conflict');
  });
});

describe('answers of a schema with aliases', () => {
  const Answer = camelCaseAliases(
    Type.Object({ product_id: Id, created_at: Type.Integer(), items: Type.Array(camelCaseAliases(Type.Object({ unit_price: Type.Integer() }), ['unit_price'])) }),
    ['product_id', 'created_at'],
  );

  it('carry the old names beside the snake_case ones, nested and in lists', () => {
    expect(answerWithAliases(Answer, { product_id: 2, created_at: 9, items: [{ unit_price: 100 }] })).toEqual({
      product_id: 2,
      productId: 2,
      created_at: 9,
      createdAt: 9,
      items: [{ unit_price: 100, unitPrice: 100 }],
    });
    expect(answerWithAliases(Type.Array(Answer), [{ product_id: 1, created_at: 2, items: [] }])).toEqual([{ product_id: 1, productId: 1, created_at: 2, createdAt: 2, items: [] }]);
  });

  it('leave answers of schemas without aliases, and non-JSON answers, as they are', () => {
    const plain = { a_b: 1 };
    expect(answerWithAliases(Type.Object({ a_b: Type.Integer() }), plain)).toBe(plain);
    const file = Buffer.from('x');
    expect(answerWithAliases(Answer, file)).toBe(file);
    expect(answerWithAliases(undefined, plain)).toBe(plain);
  });
});

describe('a camelCase record served in snake_case (snakeCaseWireSchema, toWire, fromWire)', () => {
  const Stored = Type.Object(
    {
      fileNamePattern: Type.String(),
      printingMethod: Type.Object({ colorMode: Type.String(), cropMarks: Type.Boolean() }, { additionalProperties: false }),
      byKind: Type.Record(Type.String(), Type.Object({ maxLength: Type.Integer() })),
      methods: Type.Array(Type.Union([Type.Object({ kind: Type.Literal('roll'), allowRotation: Type.Boolean() }), Type.Object({ kind: Type.Literal('sheet'), slugHeight: Type.Number() })])),
    },
    { additionalProperties: false },
  );
  const stored = { fileNamePattern: '{job}', printingMethod: { colorMode: 'cmyk', cropMarks: true }, byKind: { jobSheet: { maxLength: 3 } }, methods: [{ kind: 'roll', allowRotation: true }, { kind: 'sheet', slugHeight: 8 }] };
  const wire = { file_name_pattern: '{job}', printing_method: { color_mode: 'cmyk', crop_marks: true }, by_kind: { jobSheet: { max_length: 3 } }, methods: [{ kind: 'roll', allow_rotation: true }, { kind: 'sheet', slug_height: 8 }] };
  const Wire = snakeCaseWireSchema(Stored);
  const route: RestRouteDefinition = { methods: 'POST', permission_callback: () => true, callback: () => null, bodySchema: Wire };
  const body = (value: unknown) => resolveParams(route, { urlParams: {}, query: {}, body: value, bodyIsText: false }, validator).body;

  it('renames the declared fields both ways, records keeping their own keys', () => {
    expect(toWire(Stored, stored)).toEqual(wire);
    expect(fromWire(Stored, wire)).toEqual(stored);
  });

  it('validates snake_case bodies and folds the v1 camelCase ones into them', () => {
    expect(body(wire)).toEqual(wire);
    expect(fromWire(Stored, body(stored))).toEqual(stored);
    expect(refusal(() => body({ ...wire, file_name_pattern: 3 })).code).toBe('rest_invalid_param');
    expect(refusal(() => body({ ...wire, printing_method: { color_mode: 'rgb', colorMode: 'cmyk', crop_marks: true } })).message).toContain('printing_method.colorMode');
  });
});
