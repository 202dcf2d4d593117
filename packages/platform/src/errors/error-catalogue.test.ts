import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createError, errorCatalogue, isErrorCode, isSvcError } from '../index.ts';
import { renderErrorsDoc } from './errors-doc.ts';

describe('error catalogue', () => {
  it('is documented: docs/errors.md is the rendering of the catalogue (run `npm run docs:errors`)', () => {
    const doc = readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'errors.md'), 'utf8');
    expect(doc).toBe(renderErrorsDoc());
    for (const code of Object.keys(errorCatalogue)) expect(doc).toContain(`\`${code}\``);
  });

  it('has snake_case codes with an HTTP error status and a message', () => {
    for (const [code, definition] of Object.entries(errorCatalogue)) {
      expect(code).toMatch(/^(rest|svc)_[a-z0-9_]+$/);
      expect(definition.status).toBeGreaterThanOrEqual(400);
      expect(definition.status).toBeLessThan(600);
      expect(definition.message.length).toBeGreaterThan(5);
    }
  });

  it('builds errors with filled messages, overrides and the response body', () => {
    const error = createError('svc_product_not_found', { params: { id: 7 }, data: { hint: 'x' } });
    expect(error.toBody()).toEqual({ code: 'svc_product_not_found', message: 'Product 7 was not found.', data: { hint: 'x', status: 404 } });
    expect(createError('rest_forbidden', { status: 401 }).status).toBe(401);
    expect(isErrorCode('rest_no_route')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('recognises catalogue errors made by another copy of the platform (an addon bundle)', () => {
    const foreign = Object.assign(new Error('x'), {
      [Symbol.for('dcs.svc-error')]: true,
      code: 'svc_not_found',
      status: 404,
      data: {},
      toBody: () => ({ code: 'svc_not_found', message: 'x', data: { status: 404 } }),
    });
    expect(isSvcError(foreign)).toBe(true);
    expect(isSvcError(new Error('plain'))).toBe(false);
    expect(isSvcError({ code: 'svc_not_found', status: 404 })).toBe(false);
  });
});
