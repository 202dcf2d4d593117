import { isSvcError, type SvcError } from '@dcs/platform';
import { describe, expect, it } from 'vitest';
import { createValidatedElements, reusedElementMemo, validateDesign, type ValidatedElements } from '../index.ts';
import { readFixtureDesigns } from '../testing/design-fixtures.ts';

type Json = Record<string, unknown>;

function shape(id: string, extra: Json = {}): Json {
  return { id, type: 'shape', shape: 'rectangle', transform: { x: 0, y: 0, width: 10, height: 10 }, fill: '#112233', ...extra };
}

function design(...elements: Json[]): Json {
  return {
    schemaVersion: 3,
    name: 'test',
    sides: [{ id: 'front', trim: { width: 100, height: 100 }, printAreas: [{ id: 'a', x: 0, y: 0, width: 100, height: 100 }], elements }],
  };
}

function refusal(input: unknown, reuse?: ValidatedElements): SvcError {
  try {
    validateDesign(input, { reuse });
  } catch (error) {
    if (isSvcError(error)) return error;
    throw error;
  }
  throw new Error('expected the design to be refused');
}

describe('validateDesign with reuse', () => {
  it.each([...readFixtureDesigns().entries()])('answers what validating afresh answers: %s', (_name, fixture) => {
    const reuse = createValidatedElements();
    const fresh = validateDesign(fixture);
    expect(validateDesign(fixture, { reuse })).toEqual(fresh);
    expect(validateDesign(structuredClone(fixture), { reuse })).toEqual(fresh);
  });

  it('hands back the same frozen element for the same input, and validates a changed one', () => {
    const reuse = createValidatedElements();
    const first = validateDesign(design(shape('a'), shape('b')), { reuse });
    const second = validateDesign(design(shape('a'), shape('b', { fill: '#445566' })), { reuse });
    expect(second.sides[0]!.elements[0]).toBe(first.sides[0]!.elements[0]);
    expect(second.sides[0]!.elements[1]).not.toBe(first.sides[0]!.elements[1]);
    expect(second.sides[0]!.elements[1]).toMatchObject({ fill: '#445566' });
    expect(Object.isFrozen(first.sides[0]!.elements[0])).toBe(true);
    expect(Object.isFrozen((first.sides[0]!.elements[0] as { transform: object }).transform)).toBe(true);
    // Invalid input is refused even when a valid element differs from it in one field.
    expect(refusal(design(shape('a'), shape('b', { fill: 'red' })), reuse).data).toMatchObject({ path: '$.sides[0].elements[1].fill' });
  });

  it('gives each reused element a memo of its own that stays with it and shows nowhere else', () => {
    const reuse = createValidatedElements();
    const input = design(shape('a'), shape('b'));
    const first = validateDesign(input, { reuse });
    const [a, b] = first.sides[0]!.elements;
    const key = Symbol('caller');
    const memo = reusedElementMemo(a!)!;
    memo[key] = 'kept';
    expect(reusedElementMemo(b!)).not.toBe(memo);
    expect(reusedElementMemo(validateDesign(structuredClone(input), { reuse }).sides[0]!.elements[0]!)![key]).toBe('kept');
    // Not part of the element: its JSON, spreads, copies and comparisons are as without it.
    expect(JSON.stringify(first)).toBe(JSON.stringify(validateDesign(input)));
    expect(Object.getOwnPropertySymbols({ ...a })).toEqual([]);
    expect(first).toEqual(validateDesign(input));
    // Elements validated without a reuse cache have none.
    expect(reusedElementMemo(validateDesign(input).sides[0]!.elements[0]!)).toBeUndefined();
  });

  it('refuses a number too large for a double although its JSON reads like a null held valid', () => {
    const reuse = createValidatedElements();
    const valid = design(shape('a', { stroke: null }));
    validateDesign(valid, { reuse });
    const overflowed = JSON.parse(JSON.stringify(valid).replace('"stroke":null', '"stroke":1e400')) as Json;
    expect(JSON.stringify(overflowed)).toBe(JSON.stringify(valid));
    expect(refusal(overflowed, reuse).data).toEqual(refusal(overflowed).data);
  });

  it('refuses ids and element counts across reused elements with the error of a fresh validation', () => {
    const reuse = createValidatedElements();
    const group = { id: 'g', type: 'group', transform: { x: 0, y: 0, width: 10, height: 10 }, children: [shape('inner')] };
    validateDesign(design(group, shape('x')), { reuse });
    for (const input of [design(shape('inner'), group), design(shape('x'), group, shape('g')), design(group, group)]) {
      expect(refusal(input, reuse).data).toEqual(refusal(input).data);
    }
    const many = design(...Array.from({ length: 600 }, (_, index) => shape(`s${index}`)));
    validateDesign(many, { reuse });
    const tooMany = design(...Array.from({ length: 1001 }, (_, index) => shape(`s${index}`)));
    expect(refusal(tooMany, reuse).data).toEqual(refusal(tooMany).data);
  });

  it('admits an element at its second use; one used once leaves after newer ones', () => {
    const reuse = createValidatedElements({ probation: 2 });
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id) => shape(id));
    const once = validateDesign(design(a!), { reuse }).sides[0]!.elements[0];
    expect(validateDesign(design(a!), { reuse }).sides[0]!.elements[0]).toBe(once);
    for (const element of [b!, c!, d!]) validateDesign(design(element), { reuse });
    // a admitted; c and d on probation, b let go (its next validation is admitted at once).
    expect(reuse.size).toBe(3);
    const bAgain = validateDesign(design(b!), { reuse }).sides[0]!.elements[0];
    expect(validateDesign(design(b!), { reuse }).sides[0]!.elements[0]).toBe(bAgain);
  });

  it('keeps at most its entries and characters, and the ones in use', () => {
    const reuse = createValidatedElements({ maxEntries: 2 });
    const [a, b, c] = ['a', 'b', 'c'].map((id) => shape(id));
    // Each design twice: its elements are admitted at their second use.
    const twice = (...elements: Json[]) => {
      validateDesign(design(...elements), { reuse });
      return validateDesign(design(...elements), { reuse }).sides[0]!.elements;
    };
    const first = twice(a!, b!);
    twice(a!, c!);
    expect(reuse.size).toBe(2);
    const again = validateDesign(design(a!, b!), { reuse }).sides[0]!.elements;
    expect(again[0]).toBe(first[0]);
    expect(again[1]).not.toBe(first[1]);
    const small = createValidatedElements({ maxChars: 10 * JSON.stringify(a).length - 1 });
    validateDesign(design(a!), { reuse: small });
    expect(small.size).toBe(0);
  });

  it('is not used with limits of the caller', () => {
    const reuse = createValidatedElements();
    validateDesign(design(shape('a')), { reuse, limits: { maxCoordinate: 500 } });
    expect(reuse.size).toBe(0);
  });
});
