import { PRODUCT_STATUSES, createError, type Product, type ProductInput, type ProductOption } from '@dcs/platform';

/** The largest quantity of one cart line; beyond it a line is a typo or an attack, not an order. */
export const MAX_QUANTITY = 100_000;
/** The most lines one cart holds, so one session cannot grow a cart without bound. */
export const MAX_CART_LINES = 200;
/** The largest amount of one price or delta, in minor units (10 million in a two-decimal currency). */
export const MAX_AMOUNT = 1_000_000_000;
/** The most rows one list page returns. */
export const MAX_PER_PAGE = 100;

/** Whether `value` is a plain JSON-like object (not null, not an array). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** An option value's colour. */
const SWATCH = /^#[0-9A-Fa-f]{6}$/;

function invalidProduct(field: string, reason: string) {
  return createError('svc_product_invalid', { params: { reason: `${field} ${reason}.` }, data: { params: { [field]: reason } } });
}

function text(value: unknown, field: string, max: number, pattern?: RegExp): string {
  if (typeof value !== 'string') throw invalidProduct(field, 'must be a string');
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > max) throw invalidProduct(field, `must have 1 to ${max} characters`);
  if (pattern && !pattern.test(trimmed)) throw invalidProduct(field, `must match ${pattern.source}`);
  return trimmed;
}

function amount(value: unknown, field: string, min: number): number {
  if (!Number.isSafeInteger(value) || (value as number) < min || (value as number) > MAX_AMOUNT) {
    throw invalidProduct(field, `must be a whole number of minor units from ${min} to ${MAX_AMOUNT}`);
  }
  return value as number;
}

function options(value: unknown): ProductOption[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalidProduct('options', 'must be an array');
  const names = new Set<string>();
  return value.map((option: unknown, i) => {
    const at = `options[${i}]`;
    if (!isPlainObject(option)) throw invalidProduct(at, 'must be an object');
    const name = text(option.name, `${at}.name`, 64);
    if (names.has(name)) throw invalidProduct(`${at}.name`, `repeats the option "${name}"`);
    names.add(name);
    if (!Array.isArray(option.values) || option.values.length === 0) {
      throw invalidProduct(`${at}.values`, 'must be a non-empty array');
    }
    const seen = new Set<string>();
    const values = option.values.map((entry: unknown, j) => {
      const vat = `${at}.values[${j}]`;
      if (!isPlainObject(entry)) throw invalidProduct(vat, 'must be an object');
      const v = text(entry.value, `${vat}.value`, 64);
      if (seen.has(v)) throw invalidProduct(`${vat}.value`, `repeats the value "${v}"`);
      seen.add(v);
      const label = entry.label === undefined ? v : text(entry.label, `${vat}.label`, 200);
      const priceDelta = amount(entry.priceDelta ?? 0, `${vat}.priceDelta`, -MAX_AMOUNT);
      if (entry.swatch === undefined || entry.swatch === null) return { value: v, label, priceDelta };
      if (typeof entry.swatch !== 'string' || !SWATCH.test(entry.swatch)) throw invalidProduct(`${vat}.swatch`, 'must be a colour #RRGGBB');
      return { value: v, label, priceDelta, swatch: entry.swatch.toUpperCase() };
    });
    const label = option.label === undefined ? name : text(option.label, `${at}.label`, 200);
    return { name, label, values };
  });
}

/**
 * Checks and normalizes a whole product input (names trimmed, labels defaulted). Throws
 * `svc_product_invalid` naming the first bad field in `data.params`.
 */
export function normalizeProductInput(input: ProductInput): Required<ProductInput> {
  if (!isPlainObject(input)) throw invalidProduct('product', 'must be an object');
  const normalized: Required<ProductInput> = {
    name: text(input.name, 'name', 200),
    sku: text(input.sku, 'sku', 64, /^\S+$/),
    basePrice: amount(input.basePrice, 'basePrice', 0),
    currency: text(input.currency, 'currency', 3, /^[A-Z]{3}$/),
    options: options(input.options),
    meta: input.meta === undefined ? {} : input.meta,
    status: input.status === undefined ? 'active' : input.status,
  };
  if (!PRODUCT_STATUSES.includes(normalized.status)) throw invalidProduct('status', `must be one of ${PRODUCT_STATUSES.join(', ')}`);
  if (!isPlainObject(normalized.meta)) throw invalidProduct('meta', 'must be an object');
  // The cheapest combination must not pay the customer: a negative unit price is always a mistake.
  const cheapest = normalized.options.reduce(
    (sum, option) => sum + Math.min(...option.values.map((v) => v.priceDelta)),
    normalized.basePrice,
  );
  if (cheapest < 0) throw invalidProduct('options', 'would make the cheapest combination cost less than nothing');
  return normalized;
}

/**
 * The full option choice of a line: every option of the product, in its order, missing ones set to
 * their first value. Throws `svc_product_option_invalid` for an unknown option or value.
 */
export function resolveOptions(product: Product, requested: unknown): Record<string, string> {
  if (requested === undefined || requested === null) requested = {};
  if (!isPlainObject(requested)) {
    throw createError('svc_cart_item_invalid', { params: { reason: 'options must be an object.' } });
  }
  for (const [name, value] of Object.entries(requested)) {
    if (!product.options.some((option) => option.name === name)) {
      throw createError('svc_product_option_invalid', { params: { option: name, value: String(value) } });
    }
  }
  const resolved: Record<string, string> = {};
  for (const option of product.options) {
    const value = requested[option.name];
    if (value === undefined) {
      resolved[option.name] = option.values[0]!.value;
      continue;
    }
    if (typeof value !== 'string' || !option.values.some((v) => v.value === value)) {
      throw createError('svc_product_option_invalid', { params: { option: option.name, value: String(value) } });
    }
    resolved[option.name] = value;
  }
  return resolved;
}

/** Base price plus the deltas of the chosen values, in minor units. */
export function computeUnitPrice(product: Product, requested: unknown): number {
  const resolved = resolveOptions(product, requested);
  return product.options.reduce(
    (sum, option) => sum + option.values.find((v) => v.value === resolved[option.name])!.priceDelta,
    product.basePrice,
  );
}

/** Checks a line quantity: a whole number from 1 to {@link MAX_QUANTITY}. */
export function assertQuantity(quantity: unknown): asserts quantity is number {
  if (!Number.isSafeInteger(quantity) || (quantity as number) < 1 || (quantity as number) > MAX_QUANTITY) {
    throw createError('svc_cart_item_invalid', {
      params: { reason: `the quantity must be a whole number from 1 to ${MAX_QUANTITY}.` },
      data: { params: { quantity: `must be a whole number from 1 to ${MAX_QUANTITY}` } },
    });
  }
}

/** A session id is given by the host, never by a customer; an empty one is a bug. */
export function assertSessionId(sessionId: unknown): asserts sessionId is string {
  if (typeof sessionId !== 'string' || sessionId.length === 0) {
    throw new TypeError('The shop needs a non-empty customer session id.');
  }
}

/** Page and page size of a list query, defaulted and checked. */
export function pageOf(query: { page?: number; perPage?: number }): { page: number; perPage: number; offset: number } {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 20;
  if (!Number.isSafeInteger(page) || page < 1) {
    throw createError('svc_shop_query_invalid', { params: { reason: 'page must be a whole number of at least 1.' } });
  }
  if (!Number.isSafeInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
    throw createError('svc_shop_query_invalid', {
      params: { reason: `perPage must be a whole number from 1 to ${MAX_PER_PAGE}.` },
    });
  }
  return { page, perPage, offset: (page - 1) * perPage };
}

/** Whether `id` could be a row id; anything else cannot name a row. */
export function isRowId(id: unknown): id is number {
  return Number.isSafeInteger(id) && (id as number) > 0;
}
