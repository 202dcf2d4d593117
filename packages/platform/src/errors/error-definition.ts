/**
 * One entry of the error catalogue.
 *
 * `message` may hold `{name}` placeholders filled from the `params` given to {@link createError}.
 */
export interface ErrorDefinition {
  /** HTTP status the error answers with unless the caller overrides it. */
  readonly status: number;
  /** Default message, written for the person who sees it (a shop admin, a customer, an addon author). */
  readonly message: string;
}

/** Declares a section of the catalogue; the identity function keeps the literal code names as types. */
export function defineErrors<const T extends Record<string, ErrorDefinition>>(definitions: T): T {
  return definitions;
}
