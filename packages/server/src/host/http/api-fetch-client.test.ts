import apiFetchImport from '@wordpress/api-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../testing/test-system.ts';

// The package's types are CommonJS-shaped while Node loads its ES module; at run time the default
// import is the function itself.
const apiFetch = apiFetchImport as unknown as typeof apiFetchImport.default;

/**
 * WordPress's own REST client, unchanged, against our host: its root-URL, nonce, HTTP/1.0 method
 * override and fetch-all middlewares must just work. Node's fetch keeps no cookies, so the test gives
 * the global fetch a cookie jar, which is what a browser does for api-fetch.
 */
describe('@wordpress/api-fetch talks to the host unchanged', () => {
  let t: TestSystem;
  const jar = new Map<string, string>();
  const realFetch = globalThis.fetch;
  let nonceMiddleware: ReturnType<typeof apiFetch.createNonceMiddleware>;

  beforeAll(async () => {
    t = await startTestSystem();
    const { shop } = t.system.services;
    for (let i = 1; i <= 130; i++) {
      await shop.createProduct({ name: `Product ${i}`, sku: `SKU-${i}`, basePrice: 100 * i, currency: 'EUR' });
    }
    globalThis.fetch = async (input, init = {}) => {
      const headers = new Headers(init.headers);
      if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
      const response = await realFetch(input, { ...init, headers });
      for (const line of response.headers.getSetCookie()) {
        const [name, ...rest] = line.split(';')[0]!.split('=');
        jar.set(name!, rest.join('='));
      }
      return response;
    };
    apiFetch.use(apiFetch.createRootURLMiddleware(`${t.url}/wp-json/`));
    apiFetch.nonceEndpoint = `${t.url}/api/v1/session/nonce`;
    const session = (await apiFetch({ url: `${t.url}/api/v1/session`, method: 'POST', data: TEST_ADMIN })) as { nonce: string };
    nonceMiddleware = apiFetch.createNonceMiddleware(session.nonce);
    apiFetch.use(nonceMiddleware);
    (apiFetch as unknown as { nonceMiddleware: unknown }).nonceMiddleware = nonceMiddleware;
  });
  afterAll(async () => {
    globalThis.fetch = realFetch;
    await t.close();
  });

  it('fetches a whole list across pages with per_page=-1', async () => {
    const products = (await apiFetch({ path: '/svc/v1/products?per_page=-1' })) as Array<{ sku: string }>;
    expect(products).toHaveLength(130);
    expect(new Set(products.map((p) => p.sku)).size).toBe(130);
  });

  it('deletes through the method override it sends', async () => {
    const cart = (await apiFetch({ path: '/svc/v1/cart/items', method: 'POST', data: { product_id: 1, quantity: 3 } })) as {
      items: Array<{ id: number }>;
    };
    const after = (await apiFetch({ path: `/svc/v1/cart/items/${cart.items[0]!.id}`, method: 'DELETE' })) as { items: unknown[] };
    expect(after.items).toEqual([]);
  });

  it('throws our errors as { code, message, data }', async () => {
    const error = await apiFetch({ path: '/svc/v1/products/999999' }).catch((e: unknown) => e);
    expect(error).toEqual({ code: 'svc_product_not_found', message: expect.any(String), data: { status: 404 } });
  });

  it('refreshes its nonce after rest_cookie_invalid_nonce and retries', async () => {
    await apiFetch({ path: '/svc/v1/cart/items', method: 'POST', data: { product_id: 2 } });
    const order = (await apiFetch({ path: '/svc/v1/checkout', method: 'POST', data: {} })) as { id: number };
    nonceMiddleware.nonce = '0'.repeat(24);
    const paid = (await apiFetch({ url: `${t.url}/api/v1/orders/${order.id}/status`, method: 'POST', data: { status: 'paid' } })) as {
      status: string;
    };
    expect(paid.status).toBe('paid');
    expect(nonceMiddleware.nonce).toMatch(/^[0-9a-f]{24}$/);
    expect(nonceMiddleware.nonce).not.toBe('0'.repeat(24));
  });
});
