import { defineErrors } from '../error-definition.ts';

/** Errors of the Design templates and smart layouts addon. */
export const templatesErrors = defineErrors({});
