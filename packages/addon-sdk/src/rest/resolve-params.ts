import { aliasTarget, createError, foldAliases, foldArgAliases, isJsonObject, type RestRouteDefinition } from '@dcs/platform';
import { describeIssues, type SchemaValidator, type ValidationIssue } from './schema-validator.ts';

/** Where the arguments of a request come from. */
export interface ParamSources {
  urlParams: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  /** Form and multipart fields are text like query strings, so they are coerced too. */
  bodyIsText: boolean;
}

/** Transport fields that are never arguments of a route. */
const RESERVED = new Set(['_wpnonce', '_method', '_locale']);

/**
 * Validates and merges the arguments of a request, in the order WordPress reports problems: missing
 * required arguments first (`rest_missing_callback_param`), then invalid ones (`rest_invalid_param`
 * naming each field). URL parameters win over body fields, which win over the query string, so a body
 * can never override the id in the path. Deprecated aliases (`productId` for `product_id`, see
 * `camelCaseArgAliases`) are folded into their argument first: handlers only ever see the snake_case name.
 */
export function resolveParams(
  definition: RestRouteDefinition,
  sources: ParamSources,
  validator: SchemaValidator,
): { params: Record<string, unknown>; body: unknown } {
  const args = definition.args ?? {};
  const invalid: Record<string, string> = {};
  const details: Record<string, ValidationIssue[]> = {};
  let body = sources.body;

  if (definition.bodySchema) {
    if (body === undefined || body === null || body === '') {
      throw createError('rest_missing_callback_param', { params: { params: 'body' }, data: { params: ['body'] } });
    }
    body = foldAliases(definition.bodySchema, body);
    const issues = validator.check(definition.bodySchema, body);
    if (issues.length > 0) {
      for (const issue of issues) invalid[`body${issue.path}`] = issue.message;
      throw createError('rest_invalid_param', {
        params: { params: Object.keys(invalid).join(', ') },
        data: { params: invalid, details: { body: issues } },
      });
    }
  } else if (body !== undefined && body !== null && body !== '') {
    if (!isJsonObject(body)) {
      throw createError('rest_invalid_param', { params: { params: 'body' }, data: { params: { body: 'must be a JSON object' } } });
    }
    const unknown = Object.keys(body).filter((key) => !RESERVED.has(key) && !(key in args));
    if (unknown.length > 0 && !definition.allowUnknownArgs) {
      for (const key of unknown) invalid[key] = 'is not a parameter of this route';
    }
  }
  const bodyFields = !definition.bodySchema && isJsonObject(body) ? foldArgAliases(args, body) : {};
  const query = foldArgAliases(args, sources.query);

  const params: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const [name, arg] of Object.entries(args)) {
    let value: unknown;
    let text = true;
    if (aliasTarget(arg.schema) !== undefined) continue;
    if (name in sources.urlParams) value = sources.urlParams[name];
    else if (name in bodyFields) {
      value = bodyFields[name];
      text = sources.bodyIsText;
    } else if (name in query) value = query[name];
    else {
      if (arg.required) missing.push(name);
      else if (arg.default !== undefined) params[name] = structuredClone(arg.default);
      continue;
    }
    value = foldAliases(arg.schema, value, name);
    const result = text ? validator.coerce(arg.schema, value) : { value, issues: validator.check(arg.schema, value) };
    if (result.issues.length > 0) {
      invalid[name] = describeIssues(result.issues.map((i) => ({ ...i, path: i.path ? `${name}${i.path}` : name })));
      details[name] = result.issues;
    } else {
      params[name] = result.value;
    }
  }
  if (missing.length > 0) {
    throw createError('rest_missing_callback_param', { params: { params: missing.join(', ') }, data: { params: missing } });
  }
  if (Object.keys(invalid).length > 0) {
    throw createError('rest_invalid_param', {
      params: { params: Object.keys(invalid).join(', ') },
      data: { params: invalid, details },
    });
  }
  if (!definition.bodySchema && isJsonObject(body)) {
    body = Object.fromEntries(Object.entries(bodyFields).filter(([key]) => !RESERVED.has(key)));
  }
  return { params, body };
}
