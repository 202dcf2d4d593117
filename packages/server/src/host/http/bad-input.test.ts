import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from '../../testing/test-system.ts';
import type { HttpTestClient } from '../../testing/http-test-client.ts';

describe('bad input is a clear 400-class error that changes nothing', () => {
  let t: TestSystem;
  let customer: HttpTestClient;
  beforeAll(async () => {
    t = await startTestSystem({ env: { DCS_BODY_LIMIT: '4096' } });
    await t.system.services.shop.createProduct({ name: 'Mug', sku: 'MUG-1', basePrice: 1290, currency: 'EUR' });
    customer = t.client();
    await customer.get('/wp-json/svc/v1/cart');
  });
  afterAll(() => t.close());

  async function cartIsEmpty() {
    expect((await customer.get('/wp-json/svc/v1/cart')).body.items).toEqual([]);
  }

  it.each([
    ['malformed JSON', { body: '{"product_id": 1,', headers: { 'content-type': 'application/json' } }, 400, 'rest_invalid_json'],
    ['an empty JSON body (no fields)', { body: '', headers: { 'content-type': 'application/json' } }, 400, 'rest_missing_callback_param'],
    ['a body that reaches for the prototype', { body: '{"product_id":1,"__proto__":{"admin":true}}', headers: { 'content-type': 'application/json' } }, 400, 'rest_invalid_json'],
    ['a wrong content type', { body: '<xml/>', headers: { 'content-type': 'application/xml' } }, 415, 'rest_unsupported_media_type'],
    ['an oversized body', { json: { product_id: 1, design: 'x'.repeat(10_000) } }, 413, 'rest_payload_too_large'],
    ['a JSON array where an object belongs', { json: [1, 2] }, 400, 'rest_invalid_param'],
  ])('refuses %s', async (_name, options, status, code) => {
    const response = await customer.request('POST', '/wp-json/svc/v1/cart/items', options);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ code, message: expect.any(String), data: { status } });
    await cartIsEmpty();
  });

  it('refuses unknown fields, naming them', async () => {
    const response = await customer.post('/wp-json/svc/v1/cart/items', { product_id: 1, unit_price: 1 });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { unit_price: expect.any(String) } } });
    await cartIsEmpty();
  });

  it('refuses wrong types, naming each field', async () => {
    const response = await customer.post('/wp-json/svc/v1/cart/items', { product_id: '1', quantity: 1.5, options: { size: 3 } });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.data.params).sort()).toEqual(['options', 'product_id', 'quantity']);
    expect(response.body.data.params.options).toContain('options/size');
    await cartIsEmpty();
  });

  it('refuses a missing required field', async () => {
    const response = await customer.post('/wp-json/svc/v1/cart/items', { quantity: 2 });
    expect(response.body).toMatchObject({ code: 'rest_missing_callback_param', data: { status: 400, params: ['product_id'] } });
    await cartIsEmpty();
  });

  it('refuses bad values in the path and the query', async () => {
    expect((await customer.get('/wp-json/svc/v1/products/abc')).body).toMatchObject({ code: 'rest_invalid_param', data: { params: { id: expect.any(String) } } });
    expect((await customer.get('/wp-json/svc/v1/products?page=0')).body).toMatchObject({ code: 'rest_invalid_param', data: { params: { page: expect.any(String) } } });
  });

  it('answers a product that does not exist with 404 and a stable code', async () => {
    const response = await customer.post('/wp-json/svc/v1/cart/items', { product_id: 404 });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('svc_product_not_found');
    await cartIsEmpty();
  });
});
