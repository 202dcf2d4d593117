import { defineErrors } from '../error-definition.ts';

/** Errors of the addon area; filled by the issues that build it. */
export const addonErrors = defineErrors({});
