import { defineErrors } from '../error-definition.ts';

/** Errors of the Print queue addon. */
export const printQueueErrors = defineErrors({});
