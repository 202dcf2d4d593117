import type { NumericSubject } from '../rules/rule-schema.ts';
import type { Figures, PricingSubject } from './pricing-subject.ts';
/**
 * The value of a numeric subject for a rule's target: the design's figures in design scope, the
 * element's in element scope. Line numbers (quantity, base price, sides used) are the same in both.
 */
export declare function subjectNumber(name: NumericSubject, subject: PricingSubject, figures: Figures): number;
/** The same value × {@link UNIT_SCALE}, exactly (every figure is a whole number, cm² is mm² / 100). */
export declare function subjectScaled(name: NumericSubject, subject: PricingSubject, figures: Figures): bigint;
