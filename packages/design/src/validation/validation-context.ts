import { createError } from '@dcs/platform';
import { isHexColor, type Color } from '../document/color.ts';
import type { DesignLimits } from './design-limits.ts';

/** A JSON path such as `$.sides[0].elements[2].transform.x`. */
export type JsonPath = string;

/**
 * Reads untrusted JSON with a JSON path at hand; every failure throws `svc_design_invalid` with
 * `data.path` and `data.reason`, which an HTTP layer answers with 400.
 */
export class ValidationContext {
  readonly limits: DesignLimits;
  elementCount = 0;
  readonly ids = new Set<string>();

  constructor(limits: DesignLimits) {
    this.limits = limits;
  }

  fail(path: JsonPath, reason: string): never {
    throw createError('svc_design_invalid', { params: { path, reason }, data: { path, reason } });
  }

  object(value: unknown, path: JsonPath): Record<string, unknown> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) this.fail(path, 'expected an object');
    return value as Record<string, unknown>;
  }

  array(value: unknown, path: JsonPath, maxLength: number): unknown[] {
    if (!Array.isArray(value)) this.fail(path, 'expected an array');
    if (value.length > maxLength) this.fail(path, `has ${value.length} items; the limit is ${maxLength}`);
    return value;
  }

  string(value: unknown, path: JsonPath, maxLength = this.limits.maxStringLength): string {
    if (typeof value !== 'string') this.fail(path, 'expected a string');
    if (value.length > maxLength) this.fail(path, `is ${value.length} characters long; the limit is ${maxLength}`);
    return value;
  }

  nonEmptyString(value: unknown, path: JsonPath): string {
    const text = this.string(value, path);
    if (text.trim() === '') this.fail(path, 'must not be empty');
    return text;
  }

  boolean(value: unknown, path: JsonPath): boolean {
    if (typeof value !== 'boolean') this.fail(path, 'expected true or false');
    return value;
  }

  /** A finite number within `[min, max]`; NaN and Infinity cannot arrive through JSON but can through objects. */
  number(value: unknown, path: JsonPath, min: number, max: number): number {
    if (typeof value !== 'number' || !Number.isFinite(value)) this.fail(path, 'expected a finite number');
    if (value < min || value > max) this.fail(path, `must be between ${min} and ${max}`);
    return value;
  }

  oneOf<const T extends string>(value: unknown, path: JsonPath, options: readonly T[]): T {
    if (typeof value !== 'string' || !options.includes(value as T)) {
      this.fail(path, `must be one of ${options.map((option) => `"${option}"`).join(', ')}`);
    }
    return value as T;
  }

  /** Reads `object[key]`, or `fallback` when it is absent (`undefined`). */
  field<T>(object: Record<string, unknown>, key: string, path: JsonPath, read: (value: unknown, path: JsonPath) => T, fallback?: T): T {
    const value = object[key];
    if (value === undefined) {
      if (fallback === undefined) this.fail(`${path}.${key}`, 'is required');
      return fallback;
    }
    return read(value, `${path}.${key}`);
  }

  color(value: unknown, path: JsonPath): Color {
    if (typeof value === 'string') {
      if (!isHexColor(value)) this.fail(path, 'expected a color "#RRGGBB" or a palette color');
      return value.toUpperCase();
    }
    const object = this.object(value, path);
    const color: Color = {
      name: this.field(object, 'name', path, (v, p) => this.nonEmptyString(v, p)),
      hex: this.field(object, 'hex', path, (v, p) => {
        if (!isHexColor(v)) this.fail(p, 'expected "#RRGGBB"');
        return v.toUpperCase();
      }),
    };
    if (object.cmyk !== undefined) {
      const cmyk = this.array(object.cmyk, `${path}.cmyk`, 4);
      if (cmyk.length !== 4) this.fail(`${path}.cmyk`, 'expected four values: C, M, Y, K');
      const [c, m, y, k] = cmyk.map((part, index) => this.number(part, `${path}.cmyk[${index}]`, 0, 100));
      color.cmyk = [c!, m!, y!, k!];
    }
    if (object.spot !== undefined) color.spot = this.nonEmptyString(object.spot, `${path}.spot`);
    return color;
  }
}
