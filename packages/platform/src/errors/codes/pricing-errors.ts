import { defineErrors } from '../error-definition.ts';

/** Errors of the Dynamic pricing addon. */
export const pricingErrors = defineErrors({});
