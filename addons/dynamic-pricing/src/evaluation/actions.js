import { RATE_SCALE, UNIT_SCALE, toScaled } from './money.js';
import { subjectNumber, subjectScaled } from './subject-numbers.js';
const PERCENT_DEN = 100n * UNIT_SCALE;
function scaled(value, scale) {
    const result = toScaled(value, scale);
    // Rules are checked on save (rule-semantics.ts); reaching this is a bug, not bad input.
    if (result === null)
        throw new Error(`${value} has more decimals than ${scale} allows`);
    return result;
}
const multiplier = (per, subject) => BigInt(per === 'line' ? 1 : subject.quantity);
const baseLine = (subject) => BigInt(subject.baseUnitPrice) * BigInt(subject.quantity);
/** Compiles an action: amounts are pre-scaled to integers once. */
export function compileAction(action) {
    switch (action.type) {
        case 'fixed': {
            const amount = BigInt(action.amount);
            return (targets, subject) => ({ amount: { num: amount * multiplier(action.per, subject) * BigInt(targets.length), den: 1n } });
        }
        case 'per_metric': {
            const rate = scaled(action.rate, RATE_SCALE);
            const free = scaled(action.free ?? 0, UNIT_SCALE);
            return (targets, subject) => {
                let units = 0n;
                for (const target of targets) {
                    const value = subjectScaled(action.metric, subject, target.figures) - free;
                    if (value > 0n)
                        units += value;
                }
                return {
                    amount: { num: units * rate * multiplier(action.per, subject), den: UNIT_SCALE * RATE_SCALE },
                    units: Number(units) / Number(UNIT_SCALE),
                };
            };
        }
        case 'percent': {
            const percent = scaled(action.percent, UNIT_SCALE);
            return (targets, subject, subtotal) => {
                const of = action.of === 'base' ? baseLine(subject) : subtotal;
                return { amount: { num: of * percent * BigInt(targets.length), den: PERCENT_DEN } };
            };
        }
        case 'tiers': {
            // Largest `min` first, so the first tier not above the basis is the one that applies.
            const tiers = [...action.tiers]
                .sort((a, b) => b.min - a.min)
                .map((tier) => ({ min: tier.min, amount: tier.amount === undefined ? null : BigInt(tier.amount), percent: tier.percent === undefined ? null : scaled(tier.percent, UNIT_SCALE) }));
            return (targets, subject) => {
                let num = 0n;
                let chosen;
                for (const target of targets) {
                    const basis = subjectNumber(action.basis, subject, target.figures);
                    const tier = tiers.find((candidate) => candidate.min <= basis);
                    if (!tier)
                        continue;
                    chosen ??= tier.min;
                    num += tier.amount !== null ? tier.amount * multiplier(action.per, subject) * PERCENT_DEN : baseLine(subject) * tier.percent;
                }
                return chosen === undefined ? null : { amount: { num, den: PERCENT_DEN }, tier: chosen };
            };
        }
        case 'minimum':
        case 'maximum': {
            const bound = BigInt(action.amount);
            const raise = action.type === 'minimum';
            return (_targets, subject, subtotal) => {
                const limit = bound * multiplier(action.per, subject);
                const reached = raise ? subtotal < limit : subtotal > limit;
                return reached ? { amount: { num: limit - subtotal, den: 1n } } : null;
            };
        }
    }
}
