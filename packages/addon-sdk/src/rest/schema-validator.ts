import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { TSchema } from 'typebox';

/** One problem found in a value, with the JSON path of the offending part. */
export interface ValidationIssue {
  /** JSON pointer-like path, `""` for the value itself, `/items/0/name` below it. */
  path: string;
  message: string;
}

/** Compiles JSON Schemas (TypeBox output) once and validates values against them. */
export interface SchemaValidator {
  /** Validates without changing the value. */
  check(schema: TSchema, value: unknown): ValidationIssue[];
  /** Validates a value that came from text (a query string or URL), coercing "5" to 5 and "true" to true. */
  coerce(schema: TSchema, value: unknown): { value: unknown; issues: ValidationIssue[] };
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** Creates a validator with its own compiled-schema caches. */
export function createSchemaValidator(): SchemaValidator {
  const strict = addFormats(new Ajv({ allErrors: true, strict: false }));
  const coercing = addFormats(new Ajv({ allErrors: true, strict: false, coerceTypes: true }));
  const strictCache = new WeakMap<object, ValidateFunction>();
  const coercingCache = new WeakMap<object, ValidateFunction>();

  function compiled(ajv: Ajv, cache: WeakMap<object, ValidateFunction>, schema: TSchema): ValidateFunction {
    let fn = cache.get(schema);
    if (!fn) {
      fn = ajv.compile(safeIntegers(schema) as TSchema);
      cache.set(schema, fn);
    }
    return fn;
  }

  return {
    check(schema, value) {
      const fn = compiled(strict, strictCache, schema);
      return fn(value) ? [] : toIssues(fn.errors);
    },
    coerce(schema, value) {
      // Ajv coerces in place inside a parent; wrapping lets a bare scalar be coerced too.
      const holder = { value };
      const wrapper = wrapperFor(schema);
      const fn = compiled(coercing, coercingCache, wrapper);
      const ok = fn(holder);
      return { value: holder.value, issues: ok ? [] : toIssues(fn.errors).map(stripWrapper) };
    },
  };
}

/**
 * A copy of a schema in which every integer without bounds is bounded to JavaScript's safe integers.
 * `99999999999999999999` is an integer to JSON Schema, but not a number JavaScript holds exactly, and
 * PostgreSQL refuses it as a bigint: refused here, it is a 400 naming the parameter rather than a
 * database error (found by the OpenAPI fuzz). Literal values (`const`, `enum`, `default`) stay as written.
 */
function safeIntegers(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(safeIntegers);
  if (node === null || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = LITERAL_KEYWORDS.has(key) ? value : safeIntegers(value);
  if (copy.type === 'integer' || (Array.isArray(copy.type) && copy.type.includes('integer'))) {
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = Number.MAX_SAFE_INTEGER;
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = Number.MIN_SAFE_INTEGER;
  }
  return copy;
}
const LITERAL_KEYWORDS = new Set(['const', 'enum', 'default', 'examples']);

const wrappers = new WeakMap<object, TSchema>();
function wrapperFor(schema: TSchema): TSchema {
  let wrapper = wrappers.get(schema);
  if (!wrapper) {
    wrapper = { type: 'object', properties: { value: schema }, required: ['value'] } as unknown as TSchema;
    wrappers.set(schema, wrapper);
  }
  return wrapper;
}

function stripWrapper(issue: ValidationIssue): ValidationIssue {
  return { ...issue, path: issue.path.replace(/^\/value/, '') };
}

/** Values as a message names them: `"0", "1"`. */
function listValues(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}

/**
 * The allowed values of each `anyOf` whose branches all failed on a literal (TypeBox's union of
 * literals), keyed by the `anyOf` error; Ajv reports each branch on its own ("must be equal to
 * constant" once per value), which names none of them.
 */
function literalUnions(errors: readonly ErrorObject[]): Map<ErrorObject, { values: unknown[]; branches: Set<ErrorObject> }> {
  const unions = new Map<ErrorObject, { values: unknown[]; branches: Set<ErrorObject> }>();
  for (const union of errors) {
    if (union.keyword !== 'anyOf') continue;
    const branches = errors.filter((error) => error !== union && error.instancePath === union.instancePath && error.schemaPath.startsWith(`${union.schemaPath}/`));
    if (branches.length === 0 || !branches.every((error) => ['const', 'enum', 'type'].includes(error.keyword))) continue;
    const values = branches.flatMap((error) =>
      error.keyword === 'const' ? [(error.params as { allowedValue: unknown }).allowedValue] : error.keyword === 'enum' ? (error.params as { allowedValues: unknown[] }).allowedValues : [],
    );
    if (values.length > 0) unions.set(union, { values: [...new Set(values)], branches: new Set(branches) });
  }
  return unions;
}

function messageOf(error: ErrorObject): string {
  switch (error.keyword) {
    case 'additionalProperties':
      return 'is not allowed';
    case 'required':
      return 'is required';
    case 'const':
      return `must be ${listValues([(error.params as { allowedValue: unknown }).allowedValue])}`;
    case 'enum':
      return `must be one of ${listValues((error.params as { allowedValues: unknown[] }).allowedValues)}`;
    default:
      return error.message ?? 'is invalid';
  }
}

function toIssues(errors: ErrorObject[] | null | undefined): ValidationIssue[] {
  const list = errors ?? [];
  const unions = literalUnions(list);
  const covered = new Set([...unions.values()].flatMap((union) => [...union.branches]));
  return list
    .filter((error) => !covered.has(error))
    .map((error) => {
      const extra =
        error.keyword === 'additionalProperties'
          ? `/${String((error.params as { additionalProperty: string }).additionalProperty)}`
          : error.keyword === 'required'
            ? `/${String((error.params as { missingProperty: string }).missingProperty)}`
            : '';
      const union = unions.get(error);
      return { path: `${error.instancePath}${extra}`, message: union ? `must be one of ${listValues(union.values)}` : messageOf(error) };
    });
}

/** Formats issues for a message: `/a/b is required; /c must be integer`. */
export function describeIssues(issues: readonly ValidationIssue[]): string {
  return issues.map((issue) => `${issue.path || '(value)'} ${issue.message}`).join('; ');
}
