import { randomUUID } from 'node:crypto';
import { createError } from '@dcs/platform';
import { compileRules } from '../evaluation/evaluate-rules.js';
import { normalizeRule } from './rule-semantics.js';
/** At most this many rules: each quote runs through all of them. */
export const MAX_RULES = 1000;
function toRule(row) {
    const definition = JSON.parse(row.definition);
    return {
        id: Number(row.id),
        name: row.name,
        priority: Number(row.priority),
        ...definition,
        created_at: new Date(Number(row.created_at)).toISOString(),
        updated_at: new Date(Number(row.updated_at)).toISOString(),
    };
}
function toColumns(rule) {
    const { name, priority, ...definition } = rule;
    return { name, priority, definition: JSON.stringify(definition) };
}
/** Creates the store over the addon's `pricing_rules` table. */
export function createRuleStore({ database, clock, revision }) {
    const db = () => database.db();
    let cache = null;
    const notFound = (id) => createError('svc_pricing_rule_not_found', { params: { id: String(id) } });
    async function list() {
        const rows = await db().selectFrom('pricing_rules').selectAll().orderBy('priority').orderBy('id').execute();
        return rows.map((row) => toRule(row));
    }
    async function changed() {
        cache = null;
        await revision.set(randomUUID());
    }
    return {
        list,
        async get(id) {
            const row = await db().selectFrom('pricing_rules').selectAll().where('id', '=', id).executeTakeFirst();
            if (!row)
                throw notFound(id);
            return toRule(row);
        },
        async save(input, id) {
            const rule = normalizeRule(input);
            const now = clock.now();
            let saved;
            if (id === undefined) {
                saved = await database.transaction(async (trx) => {
                    const { count } = await trx.selectFrom('pricing_rules').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
                    if (Number(count) >= MAX_RULES)
                        throw createError('svc_pricing_rule_limit', { params: { max: MAX_RULES } });
                    const [row] = await trx
                        .insertInto('pricing_rules')
                        .values({ ...toColumns(rule), created_at: now, updated_at: now })
                        .returningAll()
                        .execute();
                    return row;
                });
            }
            else {
                const [row] = await db().updateTable('pricing_rules').set({ ...toColumns(rule), updated_at: now }).where('id', '=', id).returningAll().execute();
                if (!row)
                    throw notFound(id);
                saved = row;
            }
            await changed();
            return toRule(saved);
        },
        async remove(id) {
            const [row] = await db().deleteFrom('pricing_rules').where('id', '=', id).returningAll().execute();
            if (!row)
                throw notFound(id);
            await changed();
            return toRule(row);
        },
        async compiled() {
            const current = await revision.get();
            if (cache && cache.revision === current)
                return cache.rules;
            const rules = compileRules(await list());
            cache = { revision: current, rules };
            return rules;
        },
    };
}
