import type { Condition } from '../rules/rule-schema.ts';
import type { ElementFigures, Figures, PricingSubject } from './pricing-subject.ts';
/** What a rule looks at: the whole design, or one top-level element of it. */
export interface RuleTarget {
    figures: Figures;
    element: ElementFigures | null;
}
/** A condition ready to run many times. */
export type ConditionTest = (subject: PricingSubject, target: RuleTarget) => boolean;
/** Turns a stored condition into a test (sets built once, not per quote). */
export declare function compileCondition(condition: Condition): ConditionTest;
/**
 * Combines the tests with all/any, in order, stopping at the first that decides; no condition at all
 * always holds. Element-scope rules run this for every element of every quote, hence plain loops.
 */
export declare function combineConditions(tests: readonly ConditionTest[], match: 'all' | 'any'): ConditionTest;
