import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { createSchemaValidator, describeIssues } from './schema-validator.ts';

describe('validation messages name what is allowed', () => {
  const validator = createSchemaValidator();

  it('a union of literals: one issue naming every allowed value', () => {
    const flag = Type.Object({ replace_custom: Type.Union([Type.Literal('0'), Type.Literal('1')]) });
    expect(describeIssues(validator.check(flag, { replace_custom: 'true' }))).toBe('/replace_custom must be one of "0", "1"');
    expect(validator.check(flag, { replace_custom: '1' })).toEqual([]);
  });

  it('an enum, a const, and a union of literals and other types left as Ajv says it', () => {
    expect(describeIssues(validator.check(Type.Object({ state: Type.Enum(['queued', 'done']) }), { state: 'x' }))).toContain('/state must be one of "queued", "done"');
    expect(describeIssues(validator.check(Type.Literal(3), 4))).toBe('(value) must be 3');
    const mixed = Type.Union([Type.Literal('auto'), Type.Integer({ minimum: 1 })]);
    expect(validator.check(mixed, 0).map((issue) => issue.message)).toContain('must match a schema in anyOf');
  });

  it('coerced values (query strings) the same way', () => {
    const state = Type.Union([Type.Literal('queued'), Type.Literal('failed'), Type.Literal('done')]);
    expect(validator.coerce(state, 'nope').issues).toEqual([{ path: '', message: 'must be one of "queued", "failed", "done"' }]);
  });
});
