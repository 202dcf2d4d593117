import { defineErrors } from '../error-definition.ts';

/** Errors of the print area; filled by the issues that build it. */
export const printErrors = defineErrors({});
