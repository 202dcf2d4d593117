import { type Clock, type DatabaseService, type Setting } from '@dcs/platform';
import { type CompiledRule } from '../evaluation/evaluate-rules.ts';
import type { PricingRule, PricingRuleInput } from './rule-schema.ts';
/** At most this many rules: each quote runs through all of them. */
export declare const MAX_RULES = 1000;
/** What the rule store needs. */
export interface RuleStoreDeps {
    database: DatabaseService;
    clock: Clock;
    /** Changed at every write; other processes see it within the settings cache time and reload. */
    revision: Setting<string>;
}
/** Pricing rules in the addon's table, with the compiled list cached for quotes. */
export interface RuleStore {
    /** Every rule in evaluation order (priority, then id). */
    list(): Promise<PricingRule[]>;
    get(id: number): Promise<PricingRule>;
    /** Creates a rule, or replaces rule `id` entirely. */
    save(input: PricingRuleInput, id?: number): Promise<PricingRule>;
    remove(id: number): Promise<PricingRule>;
    /** The compiled rules; reloaded only after a change (here, or in another process). */
    compiled(): Promise<readonly CompiledRule[]>;
}
/** Creates the store over the addon's `pricing_rules` table. */
export declare function createRuleStore({ database, clock, revision }: RuleStoreDeps): RuleStore;
