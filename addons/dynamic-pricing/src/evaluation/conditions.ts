import type { Condition } from '../rules/rule-schema.ts';
import type { ElementFigures, Figures, PricingSubject } from './pricing-subject.ts';
import { subjectNumber } from './subject-numbers.ts';

/** What a rule looks at: the whole design, or one top-level element of it. */
export interface RuleTarget {
  figures: Figures;
  element: ElementFigures | null;
}

/** A condition ready to run many times. */
export type ConditionTest = (subject: PricingSubject, target: RuleTarget) => boolean;

const COMPARE = {
  eq: (a: number, b: number) => a === b,
  ne: (a: number, b: number) => a !== b,
  gt: (a: number, b: number) => a > b,
  gte: (a: number, b: number) => a >= b,
  lt: (a: number, b: number) => a < b,
  lte: (a: number, b: number) => a <= b,
} as const;

function membership<T>(values: readonly T[], op: 'in' | 'not_in', pick: (subject: PricingSubject, target: RuleTarget) => T | null): ConditionTest {
  const set = new Set(values);
  return (subject, target) => {
    const value = pick(subject, target);
    const found = value !== null && set.has(value);
    return op === 'in' ? found : !found;
  };
}

/** Turns a stored condition into a test (sets built once, not per quote). */
export function compileCondition(condition: Condition): ConditionTest {
  switch (condition.subject) {
    case 'product':
      return membership(condition.value, condition.op, (subject) => subject.productId);
    case 'option': {
      const name = condition.name;
      return membership(condition.value, condition.op, (subject) => subject.options[name] ?? null);
    }
    case 'printing_method':
      return membership(condition.value, condition.op, (subject) => subject.printingMethod);
    case 'element_type':
      return membership<string>(condition.value, condition.op, (_subject, target) => target.element?.type ?? null);
    case 'side': {
      const sides = new Set<string>(condition.value);
      return (subject, target) => {
        const on = target.element ? sides.has(target.element.side) : subject.design.printedSides.some((side) => sides.has(side));
        return condition.op === 'in' ? on : !on;
      };
    }
    default: {
      const name = condition.subject;
      if (condition.op === 'between') {
        const [min, max] = condition.value;
        return (subject, target) => {
          const value = subjectNumber(name, subject, target.figures);
          return value >= min && value <= max;
        };
      }
      const compare = COMPARE[condition.op];
      const expected = condition.value;
      return (subject, target) => compare(subjectNumber(name, subject, target.figures), expected);
    }
  }
}

/**
 * Combines the tests with all/any, in order, stopping at the first that decides; no condition at all
 * always holds. Element-scope rules run this for every element of every quote, hence plain loops.
 */
export function combineConditions(tests: readonly ConditionTest[], match: 'all' | 'any'): ConditionTest {
  if (tests.length === 0) return () => true;
  if (tests.length === 1) return tests[0]!;
  return match === 'all'
    ? (subject, target) => {
        for (const test of tests) if (!test(subject, target)) return false;
        return true;
      }
    : (subject, target) => {
        for (const test of tests) if (test(subject, target)) return true;
        return false;
      };
}
