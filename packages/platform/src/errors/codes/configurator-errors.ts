import { defineErrors } from '../error-definition.ts';

/** Errors of the Smart configurator addon. */
export const configuratorErrors = defineErrors({});
