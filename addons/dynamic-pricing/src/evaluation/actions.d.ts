import type { Action } from '../rules/rule-schema.ts';
import type { RuleTarget } from './conditions.ts';
import { type Fraction } from './money.ts';
import type { PricingSubject } from './pricing-subject.ts';
/** What an action added, before rounding; `null` when it does not apply (no tier, bound not reached). */
export interface ActionOutcome {
    amount: Fraction;
    /** Chargeable units of a per-metric charge (after the free allowance), summed over the targets. */
    units?: number;
    /** `min` of the tier chosen (of the first target, in element scope). */
    tier?: number;
}
/** An action ready to run: `subtotal` is the running line total in minor units. */
export type ActionRun = (targets: readonly RuleTarget[], subject: PricingSubject, subtotal: bigint) => ActionOutcome | null;
/** Compiles an action: amounts are pre-scaled to integers once. */
export declare function compileAction(action: Action): ActionRun;
