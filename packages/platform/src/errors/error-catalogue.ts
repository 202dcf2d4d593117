import { addonErrors } from './codes/addon-errors.ts';
import { authErrors } from './codes/auth-errors.ts';
import { designErrors } from './codes/design-errors.ts';
import { editorErrors } from './codes/editor-errors.ts';
import { platformErrors } from './codes/platform-errors.ts';
import { printErrors } from './codes/print-errors.ts';
import { resourceErrors } from './codes/resource-errors.ts';
import { connectorErrors } from './codes/connector-errors.ts';
import { configuratorErrors } from './codes/configurator-errors.ts';
import { pricingErrors } from './codes/pricing-errors.ts';
import { printQueueErrors } from './codes/print-queue-errors.ts';
import { templatesErrors } from './codes/templates-errors.ts';
import { restErrors, routeErrors } from './codes/rest-errors.ts';
import { shopErrors } from './codes/shop-errors.ts';
import { storefrontErrors } from './codes/storefront-errors.ts';
import type { ErrorDefinition } from './error-definition.ts';

/**
 * Every error code the service can answer with. `docs/errors.md` lists the same codes; a test keeps
 * the two in sync. Each area keeps its section in `codes/`.
 */
export const errorCatalogue = {
  ...restErrors,
  ...routeErrors,
  ...authErrors,
  ...platformErrors,
  ...shopErrors,
  ...connectorErrors,
  ...addonErrors,
  ...designErrors,
  ...editorErrors,
  ...printErrors,
  ...resourceErrors,
  ...pricingErrors,
  ...templatesErrors,
  ...configuratorErrors,
  ...printQueueErrors,
  ...storefrontErrors,
} as const satisfies Record<string, ErrorDefinition>;

/** A code of the catalogue. */
export type ErrorCode = keyof typeof errorCatalogue;

/** Whether `code` is a code of the catalogue. */
export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorCatalogue, code);
}
