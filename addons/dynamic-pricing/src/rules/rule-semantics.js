import { createError } from '@dcs/platform';
import { RATE_SCALE, UNIT_SCALE, toScaled } from '../evaluation/money.js';
function invalid(path, reason) {
    return createError('svc_pricing_rule_invalid', { params: { reason: `${path} ${reason}` }, data: { path, reason } });
}
function assertDecimals(value, scale, path, decimals) {
    if (toScaled(value, scale) === null)
        throw invalid(path, `has more than ${decimals} decimals.`);
}
function normalizeAction(action, scope) {
    switch (action.type) {
        case 'fixed':
        case 'minimum':
        case 'maximum':
            if (scope === 'element' && action.type !== 'fixed') {
                throw invalid('$.action.type', 'minimum and maximum bound the whole line; they need scope "design".');
            }
            return { ...action, per: action.per ?? 'unit' };
        case 'per_metric':
            assertDecimals(action.rate, RATE_SCALE, '$.action.rate', 4);
            assertDecimals(action.free ?? 0, UNIT_SCALE, '$.action.free', 2);
            return { ...action, free: action.free ?? 0, per: action.per ?? 'unit' };
        case 'percent':
            assertDecimals(action.percent, UNIT_SCALE, '$.action.percent', 2);
            return action;
        case 'tiers': {
            const mins = new Set();
            action.tiers.forEach((tier, index) => {
                const path = `$.action.tiers[${index}]`;
                if ((tier.amount === undefined) === (tier.percent === undefined))
                    throw invalid(path, 'needs exactly one of amount and percent.');
                if (tier.percent !== undefined)
                    assertDecimals(tier.percent, UNIT_SCALE, `${path}.percent`, 2);
                if (mins.has(tier.min))
                    throw invalid(`${path}.min`, `repeats the tier minimum ${tier.min}.`);
                mins.add(tier.min);
            });
            return { ...action, per: action.per ?? 'unit', tiers: [...action.tiers].sort((a, b) => a.min - b.min) };
        }
    }
}
/**
 * Checks what the schema cannot say (scope and action fit together, decimals, tier tables, date
 * order) and fills defaults, so a stored rule is complete. Throws `svc_pricing_rule_invalid` naming
 * the JSON path.
 */
export function normalizeRule(input) {
    const name = input.name.trim();
    if (name === '')
        throw invalid('$.name', 'must not be blank.');
    input.conditions.forEach((condition, index) => {
        const path = `$.conditions[${index}]`;
        if (condition.subject === 'element_type' && input.scope !== 'element')
            throw invalid(path, 'element_type needs scope "element".');
        if (condition.op === 'between' && condition.value[0] > condition.value[1])
            throw invalid(`${path}.value`, 'must be [min, max] with min ≤ max.');
    });
    const startsAt = input.starts_at === null ? null : new Date(input.starts_at);
    const endsAt = input.ends_at === null ? null : new Date(input.ends_at);
    if (startsAt && endsAt && startsAt.getTime() >= endsAt.getTime())
        throw invalid('$.ends_at', 'must be after starts_at.');
    return {
        ...input,
        name,
        action: normalizeAction(input.action, input.scope),
        starts_at: startsAt?.toISOString() ?? null,
        ends_at: endsAt?.toISOString() ?? null,
    };
}
