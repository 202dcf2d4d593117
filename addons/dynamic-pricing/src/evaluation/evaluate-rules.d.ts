import type { PricingRule } from '../rules/rule-schema.ts';
import { type ActionRun } from './actions.ts';
import { type ConditionTest } from './conditions.ts';
import type { PricingSubject } from './pricing-subject.ts';
/** A rule prepared for evaluation (conditions and amounts compiled once per rule change). */
export interface CompiledRule {
    rule: PricingRule;
    startsAt: number;
    endsAt: number;
    test: ConditionTest;
    run: ActionRun;
}
/** One line of the breakdown: what one rule added to the line total, in minor units. */
export interface PriceLine {
    rule_id: number;
    name: string;
    scope: 'design' | 'element';
    action: PricingRule['action']['type'];
    amount: number;
    /** Element scope: ids of the elements the rule matched. */
    elements?: string[];
    units?: number;
    tier?: number;
}
/** The price of a cart line. */
export interface PriceResult {
    base_unit_price: number;
    base_total: number;
    lines: PriceLine[];
    /** Base total plus every line. */
    subtotal: number;
    /** Subtotal ÷ quantity, rounded half away from zero, never below 0. */
    unit_price: number;
    /** `unit_price × quantity`: what the cart and the order charge. */
    total: number;
    /** `total − subtotal`: the spreading of line amounts over the units (and the floor at 0). */
    rounding: number;
}
/** Compiles the rules and orders them by priority, then id: the evaluation order. */
export declare function compileRules(rules: readonly PricingRule[]): CompiledRule[];
/**
 * Applies every applicable rule, in order, to a cart line. A rule applies when it is enabled, `now`
 * is inside its date range, no earlier rule of its exclusive group applied, no earlier rule stopped
 * the evaluation, its conditions hold (for the design, or for at least one element in element scope)
 * and its action yields an amount. Each line is rounded on its own; see `docs/pricing.md`.
 */
export declare function evaluatePricing(rules: readonly CompiledRule[], subject: PricingSubject, now: number): PriceResult;
