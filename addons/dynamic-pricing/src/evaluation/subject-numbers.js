import { UNIT_SCALE } from './money.js';
/**
 * The value of a numeric subject for a rule's target: the design's figures in design scope, the
 * element's in element scope. Line numbers (quantity, base price, sides used) are the same in both.
 */
export function subjectNumber(name, subject, figures) {
    switch (name) {
        case 'quantity':
            return subject.quantity;
        case 'base_unit_price':
            return subject.baseUnitPrice;
        case 'sides_used':
            return subject.design.printedSides.length;
        case 'covered_area_cm2':
            return figures.covered_area_mm2 / 100;
        default:
            return figures[name];
    }
}
/** The same value × {@link UNIT_SCALE}, exactly (every figure is a whole number, cm² is mm² / 100). */
export function subjectScaled(name, subject, figures) {
    if (name === 'covered_area_cm2')
        return BigInt(figures.covered_area_mm2);
    return BigInt(subjectNumber(name, subject, figures)) * UNIT_SCALE;
}
