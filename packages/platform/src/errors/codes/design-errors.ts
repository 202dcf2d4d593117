import { defineErrors } from '../error-definition.ts';

/** Errors of the design area; filled by the issues that build it. */
export const designErrors = defineErrors({});
