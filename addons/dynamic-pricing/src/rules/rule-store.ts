import { randomUUID } from 'node:crypto';
import { createError, type Clock, type DatabaseService, type Setting } from '@dcs/platform';
import { compileRules, type CompiledRule } from '../evaluation/evaluate-rules.ts';
import type { PricingTables } from './rule-migrations.ts';
import type { PricingRule, PricingRuleInput } from './rule-schema.ts';
import { normalizeRule } from './rule-semantics.ts';

/** At most this many rules: each quote runs through all of them. */
export const MAX_RULES = 1000;

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

type Row = PricingTables['pricing_rules'] & { id: number };

function toRule(row: Row): PricingRule {
  const definition = JSON.parse(row.definition) as Omit<PricingRuleInput, 'name' | 'priority'>;
  return {
    id: Number(row.id),
    name: row.name,
    priority: Number(row.priority),
    ...definition,
    created_at: new Date(Number(row.created_at)).toISOString(),
    updated_at: new Date(Number(row.updated_at)).toISOString(),
  };
}

function toColumns(rule: PricingRuleInput) {
  const { name, priority, ...definition } = rule;
  return { name, priority, definition: JSON.stringify(definition) };
}

/** Creates the store over the addon's `pricing_rules` table. */
export function createRuleStore({ database, clock, revision }: RuleStoreDeps): RuleStore {
  const db = () => database.db<PricingTables>();
  let cache: { revision: string; rules: readonly CompiledRule[] } | null = null;

  const notFound = (id: number) => createError('svc_pricing_rule_not_found', { params: { id: String(id) } });

  async function list(): Promise<PricingRule[]> {
    const rows = await db().selectFrom('pricing_rules').selectAll().orderBy('priority').orderBy('id').execute();
    return rows.map((row) => toRule(row as Row));
  }

  async function changed(): Promise<void> {
    cache = null;
    await revision.set(randomUUID());
  }

  return {
    list,
    async get(id) {
      const row = await db().selectFrom('pricing_rules').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound(id);
      return toRule(row as Row);
    },
    async save(input, id) {
      const rule = normalizeRule(input);
      const now = clock.now();
      let saved: Row | undefined;
      if (id === undefined) {
        saved = await database.transaction<Row, PricingTables>(async (trx) => {
          const { count } = await trx.selectFrom('pricing_rules').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
          if (Number(count) >= MAX_RULES) throw createError('svc_pricing_rule_limit', { params: { max: MAX_RULES } });
          const [row] = await trx
            .insertInto('pricing_rules')
            .values({ ...toColumns(rule), created_at: now, updated_at: now })
            .returningAll()
            .execute();
          return row as Row;
        });
      } else {
        const [row] = await db().updateTable('pricing_rules').set({ ...toColumns(rule), updated_at: now }).where('id', '=', id).returningAll().execute();
        if (!row) throw notFound(id);
        saved = row as Row;
      }
      await changed();
      return toRule(saved);
    },
    async remove(id) {
      const [row] = await db().deleteFrom('pricing_rules').where('id', '=', id).returningAll().execute();
      if (!row) throw notFound(id);
      await changed();
      return toRule(row as Row);
    },
    async compiled() {
      const current = await revision.get();
      if (cache && cache.revision === current) return cache.rules;
      const rules = compileRules(await list());
      cache = { revision: current, rules };
      return rules;
    },
  };
}
