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
      fn = ajv.compile(schema);
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

function toIssues(errors: ErrorObject[] | null | undefined): ValidationIssue[] {
  return (errors ?? []).map((error) => {
    const extra =
      error.keyword === 'additionalProperties'
        ? `/${String((error.params as { additionalProperty: string }).additionalProperty)}`
        : error.keyword === 'required'
          ? `/${String((error.params as { missingProperty: string }).missingProperty)}`
          : '';
    const message =
      error.keyword === 'additionalProperties' ? 'is not allowed' : error.keyword === 'required' ? 'is required' : (error.message ?? 'is invalid');
    return { path: `${error.instancePath}${extra}`, message };
  });
}

/** Formats issues for a message: `/a/b is required; /c must be integer`. */
export function describeIssues(issues: readonly ValidationIssue[]): string {
  return issues.map((issue) => `${issue.path || '(value)'} ${issue.message}`).join('; ');
}
