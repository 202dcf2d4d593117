import { errorCatalogue, type ErrorCode } from './error-catalogue.ts';

/** Options of {@link createError}. */
export interface CreateErrorOptions {
  /** Values for the `{name}` placeholders of the catalogue message. */
  params?: Record<string, string | number>;
  /** Replaces the catalogue message entirely. */
  message?: string;
  /** Overrides the catalogue status (for example 401 instead of 403 for an anonymous caller). */
  status?: number;
  /** Extra fields of the response's `data` object (for example `params` naming invalid fields). */
  data?: Record<string, unknown>;
  cause?: unknown;
}

/** The JSON body of every error response of both APIs. */
export interface ErrorBody {
  code: string;
  message: string;
  data: { status: number; [key: string]: unknown };
}

/**
 * Marks catalogue errors across copies of this package: an addon bundles its own copy of the platform,
 * so `instanceof` alone would not recognise the errors it throws.
 */
const SVC_ERROR_BRAND = Symbol.for('dcs.svc-error');

/**
 * An error with a stable catalogue code. Everything that reaches a client as an error is one of
 * these; anything else becomes a logged `svc_internal_error`.
 */
export class SvcError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly data: Record<string, unknown>;
  readonly [SVC_ERROR_BRAND] = true;

  constructor(code: ErrorCode, message: string, status: number, data: Record<string, unknown>, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'SvcError';
    this.code = code;
    this.status = status;
    this.data = data;
  }

  /** The response body: `{ code, message, data: { status, … } }`. */
  toBody(): ErrorBody {
    return { code: this.code, message: this.message, data: { ...this.data, status: this.status } };
  }
}

/**
 * Builds an error from the catalogue.
 *
 * @example
 * throw createError('svc_product_not_found', { params: { id } });
 */
export function createError(code: ErrorCode, options: CreateErrorOptions = {}): SvcError {
  const definition = errorCatalogue[code];
  const message =
    options.message ??
    definition.message.replace(/\{(\w+)\}/g, (whole, name: string) =>
      options.params && name in options.params ? String(options.params[name]) : whole,
    );
  return new SvcError(code, message, options.status ?? definition.status, options.data ?? {}, options.cause);
}

/** Type guard for {@link SvcError}, also true for errors made by another copy of this package. */
export function isSvcError(value: unknown): value is SvcError {
  if (value instanceof SvcError) return true;
  const candidate = value as Partial<SvcError> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    (candidate as Record<symbol, unknown>)[SVC_ERROR_BRAND] === true &&
    typeof candidate.code === 'string' &&
    typeof candidate.status === 'number' &&
    typeof candidate.toBody === 'function'
  );
}
