import type { TSchema } from 'typebox';
import { createError } from '../errors/svc-error.ts';
import type { ArgDefinition } from '../services/routes-service.ts';
import { isJsonObject } from './json-object.ts';

/**
 * Field names of `svc/v1` are snake_case, as in WordPress. A field that was once camelCase keeps its
 * old name as a *deprecated alias*: a property of the same schema marked `deprecated: true` and
 * `x-alias-of: <snake_case name>`. That one declaration does three things:
 * - a request may send the alias: it is folded into the snake_case field before validation (both,
 *   with different values, are a 400 `rest_param_alias_conflict`), so handlers see one name;
 * - an answer whose schema declares aliases carries them too, copied from their fields, so clients of
 *   the old names keep working through the deprecation period;
 * - the OpenAPI document shows the alias as deprecated, next to the field it names.
 */
export const ALIAS_OF = 'x-alias-of';

/** The OpenAPI extension that marks a value in `@dcs/design`'s own format (see {@link designFormat}). */
export const FORMAT_KEYWORD = 'x-dcs-format';

/**
 * Marks a schema whose value is one of `@dcs/design`'s data structures (a design document, its sides
 * and print areas, a fit report, layer changes, text styles, preflight options), or of another layout
 * package named by `format` (`@dcs/gang`'s layouts). Those keep the package's own (camelCase) names:
 * the browser and the server hand them to the same functions and documents store them, so renaming
 * them in transit would mean two formats of one thing. The casing rule of `svc/v1` covers the API's own
 * fields around them.
 */
export function designFormat<T extends TSchema>(schema: T, format: '@dcs/design' | '@dcs/gang' = '@dcs/design'): T {
  return { ...schema, [FORMAT_KEYWORD]: format };
}

/** `imageResolutionDpi` → `image_resolution_dpi`. */
function snakeCaseOf(camel: string): string {
  return camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

type Node = Record<string, unknown>;

/**
 * The `svc/v1` form of a schema written for a camelCase record (a stored settings document): every
 * property renamed to snake_case, its camelCase name kept as a deprecated alias, nested objects,
 * records, arrays and unions included. Pair it with {@link toWire} and {@link fromWire}, which move a
 * value between the two forms, so a route serves a stored document without a hand-written mapping.
 */
export function snakeCaseWireSchema<T extends TSchema>(schema: T): TSchema {
  return wireNode(schema) as TSchema;
}

function wireNode(node: unknown): unknown {
  if (!isJsonObject(node) || node[FORMAT_KEYWORD] !== undefined) return node;
  const out: Node = { ...node };
  if (isJsonObject(node.properties)) {
    const properties: Node = {};
    for (const [name, child] of Object.entries(node.properties)) {
      const snake = snakeCaseOf(name);
      properties[snake] = wireNode(child);
      if (snake !== name) properties[name] = aliasSchema(snake, properties[snake] as TSchema);
    }
    out.properties = properties;
    if (Array.isArray(node.required)) out.required = (node.required as string[]).map(snakeCaseOf);
  }
  if (isJsonObject(node.items)) out.items = wireNode(node.items);
  if (isJsonObject(node.additionalProperties)) out.additionalProperties = wireNode(node.additionalProperties);
  if (isJsonObject(node.patternProperties)) out.patternProperties = Object.fromEntries(Object.entries(node.patternProperties).map(([k, v]) => [k, wireNode(v)]));
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) if (Array.isArray(node[key])) out[key] = (node[key] as unknown[]).map(wireNode);
  return out;
}

/** Renames the keys a record schema declares: `keyOf` answers the new key and the (camelCase) property it is, or nothing. */
type KeyOf = (key: string, properties: Node) => { key: string; property: string } | undefined;

/** The schema of a record's values (`additionalProperties`, or TypeBox's single `patternProperties`). */
function recordValueSchema(node: Node): Node | undefined {
  if (isJsonObject(node.additionalProperties)) return node.additionalProperties;
  const patterns = isJsonObject(node.patternProperties) ? Object.values(node.patternProperties) : [];
  return patterns.length === 1 && isJsonObject(patterns[0]) ? patterns[0] : undefined;
}

function renameKeys(schema: unknown, value: unknown, keyOf: KeyOf): unknown {
  if (!isJsonObject(schema) || schema[FORMAT_KEYWORD] !== undefined) return value;
  if (Array.isArray(value)) return isJsonObject(schema.items) ? value.map((item) => renameKeys(schema.items, item, keyOf)) : value;
  if (!isJsonObject(value)) return value;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    // Renaming is idempotent, so each branch may have its go.
    if (Array.isArray(schema[key])) return (schema[key] as unknown[]).reduce((current, branch) => renameKeys(branch, current, keyOf), value);
  }
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  const rest = recordValueSchema(schema);
  const out: Node = {};
  for (const [key, child] of Object.entries(value)) {
    const declared = keyOf(key, properties);
    if (declared !== undefined) out[declared.key] = renameKeys(properties[declared.property], child, keyOf);
    else out[key] = rest ? renameKeys(rest, child, keyOf) : child;
  }
  return out;
}

const toWireKey: KeyOf = (key, properties) => (key in properties ? { key: snakeCaseOf(key), property: key } : undefined);
const fromWireKey: KeyOf = (key, properties) => (camelCaseOf(key) in properties ? { key: camelCaseOf(key), property: camelCaseOf(key) } : undefined);

/** A camelCase record in its `svc/v1` form, following its (camelCase) schema; see {@link snakeCaseWireSchema}. */
export function toWire(schema: TSchema, value: unknown): unknown {
  return renameKeys(schema, value, toWireKey);
}

/** A request value in `svc/v1` form (aliases already folded) back as the camelCase record its schema describes. */
export function fromWire(schema: TSchema, value: unknown): unknown {
  return renameKeys(schema, value, fromWireKey);
}

/** `shop_product_id` → `shopProductId`. */
function camelCaseOf(snake: string): string {
  return snake.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/** The snake_case field an alias schema stands for, if it is one. */
export function aliasTarget(schema: unknown): string | undefined {
  const target = (schema as Record<string, unknown> | null)?.[ALIAS_OF];
  return typeof target === 'string' ? target : undefined;
}

function aliasSchema(target: string, schema: TSchema): TSchema {
  const { default: _default, ...rest } = schema as TSchema & { default?: unknown };
  return { ...rest, deprecated: true, [ALIAS_OF]: target, description: `Deprecated: the former name of \`${target}\`; send \`${target}\`.` } as TSchema;
}

/**
 * An object schema that also accepts (and answers) the camelCase names of the given snake_case
 * properties, as deprecated aliases. Use it for request bodies and answers whose fields were camelCase.
 *
 * @example
 * const Body = camelCaseAliases(Type.Object({ product_id: Id, min_ppi: Type.Integer() }), ['product_id', 'min_ppi']);
 */
export function camelCaseAliases<T extends TSchema & { properties: Record<string, TSchema> }>(schema: T, names: readonly (keyof T['properties'] & string)[]): T {
  const properties: Record<string, TSchema> = { ...schema.properties };
  for (const name of names) {
    const target = schema.properties[name];
    if (!target) throw new Error(`camelCaseAliases: "${name}" is not a property of the schema`);
    const alias = camelCaseOf(name);
    if (alias === name) throw new Error(`camelCaseAliases: "${name}" has no camelCase form`);
    properties[alias] = aliasSchema(name, target);
  }
  return { ...schema, properties };
}

/**
 * Route `args` that also accept the camelCase names of the given snake_case arguments, as deprecated
 * aliases (never required, no default: the snake_case argument keeps both).
 *
 * @example
 * args: camelCaseArgAliases({ shop_product_id: { schema: Id, required: true } }, ['shop_product_id'])
 */
export function camelCaseArgAliases<T extends Record<string, ArgDefinition>>(args: T, names: readonly (keyof T & string)[]): T {
  const result: Record<string, ArgDefinition> = { ...args };
  for (const name of names) {
    const target = args[name];
    if (!target) throw new Error(`camelCaseArgAliases: "${name}" is not an argument`);
    const alias = camelCaseOf(name);
    if (alias === name) throw new Error(`camelCaseArgAliases: "${name}" has no camelCase form`);
    result[alias] = { schema: aliasSchema(name, target.schema), description: `Deprecated: the former name of \`${name}\`; send \`${name}\`.` };
  }
  return result as T;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function conflict(path: string, alias: string, target: string): never {
  const where = path ? `${path}.` : '';
  throw createError('rest_param_alias_conflict', {
    params: { alias: `${where}${alias}`, field: `${where}${target}` },
    data: { params: { [`${where}${alias}`]: `is the deprecated name of ${where}${target}, which was given another value` } },
  });
}

/**
 * Folds the deprecated aliases of a request value into their snake_case fields, following `schema`
 * into nested objects, records, arrays and union branches. Returns a new value; values without
 * aliases come back as they are. Two different values for one field throw `rest_param_alias_conflict`.
 */
export function foldAliases(schema: TSchema, value: unknown, path = ''): unknown {
  const node = schema as Record<string, unknown>;
  if (Array.isArray(value)) {
    const items = node.items as TSchema | undefined;
    if (!items || typeof items !== 'object') return value;
    return value.map((item, i) => foldAliases(items, item, `${path}[${i}]`));
  }
  if (!isJsonObject(value)) return value;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = node[key];
    if (Array.isArray(branches)) {
      let folded: unknown = value;
      for (const branch of branches as TSchema[]) folded = foldAliases(branch, folded, path);
      return folded;
    }
  }
  const properties = isJsonObject(node.properties) ? (node.properties as Record<string, TSchema>) : {};
  let result: Record<string, unknown> = value;
  for (const [alias, aliasSchemaNode] of Object.entries(properties)) {
    const target = aliasTarget(aliasSchemaNode);
    if (target === undefined || !(alias in result)) continue;
    if (result === value) result = { ...value };
    const given = result[alias];
    delete result[alias];
    if (target in result && !sameValue(result[target], given)) conflict(path, alias, target);
    result[target] = given;
  }
  const extra = node.additionalProperties;
  const patterns = isJsonObject(node.patternProperties) ? Object.values(node.patternProperties as Record<string, TSchema>) : [];
  const rest = isJsonObject(extra) ? (extra as TSchema) : patterns.length === 1 ? patterns[0] : undefined;
  for (const [key, child] of Object.entries(result)) {
    const childSchema = properties[key] ?? rest;
    if (!childSchema) continue;
    const folded = foldAliases(childSchema, child, path ? `${path}.${key}` : key);
    if (folded !== child) {
      if (result === value) result = { ...value };
      result[key] = folded;
    }
  }
  return result;
}

/**
 * Folds the deprecated argument aliases among a request's fields (its query or its body) into their
 * snake_case arguments: `{ shopProductId: 3 }` → `{ shop_product_id: 3 }`. Returns a new object.
 */
export function foldArgAliases(args: Readonly<Record<string, ArgDefinition>>, fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...fields };
  for (const [alias, arg] of Object.entries(args)) {
    const target = aliasTarget(arg.schema);
    if (target === undefined || !(alias in result)) continue;
    const given = result[alias];
    delete result[alias];
    if (target in result && !sameValue(result[target], given)) conflict('', alias, target);
    result[target] = given;
  }
  return result;
}

/**
 * Adds the deprecated aliases an answer schema declares, copied from their snake_case fields, so a
 * `v1` answer keeps the names older clients read. Follows the schema like {@link foldAliases}; a
 * value without declared aliases is returned unchanged.
 */
function addAnswerAliases(schema: TSchema, value: unknown): unknown {
  const node = schema as Record<string, unknown>;
  if (Array.isArray(value)) {
    const items = node.items as TSchema | undefined;
    if (!items || typeof items !== 'object') return value;
    return value.map((item) => addAnswerAliases(items, item));
  }
  if (!isJsonObject(value)) return value;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = node[key];
    if (Array.isArray(branches)) {
      let shaped: unknown = value;
      for (const branch of branches as TSchema[]) shaped = addAnswerAliases(branch, shaped);
      return shaped;
    }
  }
  const properties = isJsonObject(node.properties) ? (node.properties as Record<string, TSchema>) : {};
  const extra = node.additionalProperties;
  const patterns = isJsonObject(node.patternProperties) ? Object.values(node.patternProperties as Record<string, TSchema>) : [];
  const rest = isJsonObject(extra) ? (extra as TSchema) : patterns.length === 1 ? patterns[0] : undefined;
  let result: Record<string, unknown> = value;
  for (const [key, child] of Object.entries(value)) {
    const childSchema = properties[key] ?? rest;
    if (!childSchema) continue;
    const shaped = addAnswerAliases(childSchema, child);
    if (shaped !== child) {
      if (result === value) result = { ...value };
      result[key] = shaped;
    }
  }
  for (const [alias, aliasSchemaNode] of Object.entries(properties)) {
    const target = aliasTarget(aliasSchemaNode);
    if (target === undefined || !(target in result) || alias in result) continue;
    if (result === value) result = { ...value };
    result[alias] = result[target];
  }
  return result;
}

function hasAliases(schema: unknown, seen: Set<unknown>): boolean {
  if (schema === null || typeof schema !== 'object' || seen.has(schema)) return false;
  seen.add(schema);
  if (aliasTarget(schema) !== undefined) return true;
  return Object.values(schema).some((child) => hasAliases(child, seen));
}

const declaresAliases = new WeakMap<object, boolean>();

/**
 * The JSON answer of a route as sent: with the deprecated aliases its `response` schema declares
 * (see {@link addAnswerAliases}). The server's dispatcher and the addon test kit both call it, so an
 * addon's tests see what its clients get.
 */
export function answerWithAliases(response: TSchema | undefined, data: unknown): unknown {
  // Only JSON: files, streams and body writers pass as they are.
  if (!response || data === null || typeof data !== 'object') return data;
  if (!Array.isArray(data) && Object.getPrototypeOf(data) !== Object.prototype) return data;
  let declares = declaresAliases.get(response);
  if (declares === undefined) {
    declares = hasAliases(response, new Set());
    declaresAliases.set(response, declares);
  }
  return declares ? addAnswerAliases(response, data) : data;
}
