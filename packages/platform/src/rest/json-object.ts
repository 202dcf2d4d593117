/**
 * Whether a parsed JSON value is an object (not null, not an array): what a route's body, params and
 * nested fields are checked with before their keys are read.
 */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
