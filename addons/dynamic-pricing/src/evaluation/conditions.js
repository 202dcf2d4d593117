import { subjectNumber } from './subject-numbers.js';
const COMPARE = {
    eq: (a, b) => a === b,
    ne: (a, b) => a !== b,
    gt: (a, b) => a > b,
    gte: (a, b) => a >= b,
    lt: (a, b) => a < b,
    lte: (a, b) => a <= b,
};
function membership(values, op, pick) {
    const set = new Set(values);
    return (subject, target) => {
        const value = pick(subject, target);
        const found = value !== null && set.has(value);
        return op === 'in' ? found : !found;
    };
}
/** Turns a stored condition into a test (sets built once, not per quote). */
export function compileCondition(condition) {
    switch (condition.subject) {
        case 'product':
            return membership(condition.value, condition.op, (subject) => subject.productId);
        case 'option': {
            const name = condition.name;
            return membership(condition.value, condition.op, (subject) => subject.options[name] ?? null);
        }
        case 'printing_method':
            return membership(condition.value, condition.op, (subject) => subject.printingMethod);
        case 'element_type':
            return membership(condition.value, condition.op, (_subject, target) => target.element?.type ?? null);
        case 'side': {
            const sides = new Set(condition.value);
            return (subject, target) => {
                const on = target.element ? sides.has(target.element.side) : subject.design.printedSides.some((side) => sides.has(side));
                return condition.op === 'in' ? on : !on;
            };
        }
        default: {
            const name = condition.subject;
            if (condition.op === 'between') {
                const [min, max] = condition.value;
                return (subject, target) => {
                    const value = subjectNumber(name, subject, target.figures);
                    return value >= min && value <= max;
                };
            }
            const compare = COMPARE[condition.op];
            const expected = condition.value;
            return (subject, target) => compare(subjectNumber(name, subject, target.figures), expected);
        }
    }
}
/**
 * Combines the tests with all/any, in order, stopping at the first that decides; no condition at all
 * always holds. Element-scope rules run this for every element of every quote, hence plain loops.
 */
export function combineConditions(tests, match) {
    if (tests.length === 0)
        return () => true;
    if (tests.length === 1)
        return tests[0];
    return match === 'all'
        ? (subject, target) => {
            for (const test of tests)
                if (!test(subject, target))
                    return false;
            return true;
        }
        : (subject, target) => {
            for (const test of tests)
                if (test(subject, target))
                    return true;
            return false;
        };
}
