import type { PricingRuleInput } from './rule-schema.ts';
/**
 * Checks what the schema cannot say (scope and action fit together, decimals, tier tables, date
 * order) and fills defaults, so a stored rule is complete. Throws `svc_pricing_rule_invalid` naming
 * the JSON path.
 */
export declare function normalizeRule(input: PricingRuleInput): PricingRuleInput;
