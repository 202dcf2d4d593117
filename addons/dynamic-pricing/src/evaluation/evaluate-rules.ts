import type { PricingRule } from '../rules/rule-schema.ts';
import { compileAction, type ActionRun } from './actions.ts';
import { combineConditions, compileCondition, type ConditionTest, type RuleTarget } from './conditions.ts';
import { methodCharges, type MethodChargeKind } from './method-charges.ts';
import { roundHalfAwayFromZero } from './money.ts';
import type { PricingSubject } from './pricing-subject.ts';

/** A rule prepared for evaluation (conditions and amounts compiled once per rule change). */
export interface CompiledRule {
  rule: PricingRule;
  startsAt: number;
  endsAt: number;
  test: ConditionTest;
  run: ActionRun;
}

/** One line of the breakdown: what one rule or printing method price added to the line total, in minor units. */
export interface PriceLine {
  /** Null for a line of the printing method or of another addon. */
  rule_id: number | null;
  name: string;
  /** `addon`: a line another addon added through the `pricing.price_lines` filter. */
  scope: 'design' | 'element' | 'printing_method' | 'addon';
  action: PricingRule['action']['type'] | MethodChargeKind | 'addon';
  amount: number;
  /** Addon lines: the line's id and the addon that added it. */
  id?: string;
  source?: string;
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
export function compileRules(rules: readonly PricingRule[]): CompiledRule[] {
  return rules
    .map((rule) => ({
      rule,
      startsAt: rule.starts_at === null ? Number.NEGATIVE_INFINITY : Date.parse(rule.starts_at),
      endsAt: rule.ends_at === null ? Number.POSITIVE_INFINITY : Date.parse(rule.ends_at),
      test: combineConditions(rule.conditions.map(compileCondition), rule.match),
      run: compileAction(rule.action),
    }))
    .sort((a, b) => a.rule.priority - b.rule.priority || a.rule.id - b.rule.id);
}

/**
 * Charges the line's printing method (see {@link methodCharges}), then applies every applicable rule,
 * in order, to the cart line. A rule applies when it is enabled, `now`
 * is inside its date range, no earlier rule of its exclusive group applied, no earlier rule stopped
 * the evaluation, its conditions hold (for the design, or for at least one element in element scope)
 * and its action yields an amount. Each line is rounded on its own; see `docs/pricing.md`.
 */
export function evaluatePricing(rules: readonly CompiledRule[], subject: PricingSubject, now: number): PriceResult {
  const baseTotal = subject.baseUnitPrice * subject.quantity;
  let subtotal = BigInt(baseTotal);
  const lines: PriceLine[] = subject.method === null ? [] : methodCharges(subject.method, subject, subtotal);
  for (const line of lines) subtotal += BigInt(line.amount);
  const groupsUsed = new Set<string>();
  const designTarget: RuleTarget = { figures: subject.design.figures, element: null };
  let elementTargets: RuleTarget[] | null = null;
  for (const { rule, startsAt, endsAt, test, run } of rules) {
    if (!rule.enabled || now < startsAt || now >= endsAt) continue;
    if (rule.exclusive_group !== null && groupsUsed.has(rule.exclusive_group)) continue;
    const targets =
      rule.scope === 'design'
        ? test(subject, designTarget) ? [designTarget] : []
        : (elementTargets ??= subject.design.elements().map((element) => ({ figures: element.figures, element }))).filter((target) =>
            test(subject, target),
          );
    if (targets.length === 0) continue;
    const outcome = run(targets, subject, subtotal);
    if (outcome === null) continue;
    const rounded = roundHalfAwayFromZero(outcome.amount.num, outcome.amount.den);
    subtotal += rounded;
    const amount = Number(rounded);
    // Optional fields assigned in this order, so the JSON of a line keeps its field order.
    const line: PriceLine = { rule_id: rule.id, name: rule.name, scope: rule.scope, action: rule.action.type, amount };
    if (rule.scope === 'element') line.elements = targets.map((target) => target.element!.id);
    if (outcome.units !== undefined) line.units = outcome.units;
    if (outcome.tier !== undefined) line.tier = outcome.tier;
    lines.push(line);
    if (rule.exclusive_group !== null) groupsUsed.add(rule.exclusive_group);
    if (rule.stacking === 'stop') break;
  }
  const unit = roundHalfAwayFromZero(subtotal, BigInt(subject.quantity));
  const unitPrice = unit < 0n ? 0 : Number(unit);
  const total = unitPrice * subject.quantity;
  return {
    base_unit_price: subject.baseUnitPrice,
    base_total: baseTotal,
    lines,
    subtotal: Number(subtotal),
    unit_price: unitPrice,
    total,
    rounding: total - Number(subtotal),
  };
}
