import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from '../../testing/test-system.ts';

describe('API documentation', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem();
  });
  afterAll(() => t.close());

  it('serves an OpenAPI 3.1 document of the admin API with request and response schemas', async () => {
    const response = await t.client().get('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    const doc = response.body;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/settings'].patch.requestBody.content['application/json'].schema.properties).toHaveProperty('customCss');
    expect(doc.paths['/settings'].get.responses['200'].content['application/json'].schema.properties).toHaveProperty('uploadLimits');
    expect(doc.paths['/settings'].patch.security).toEqual([{ adminCookie: [], nonce: [] }]);
    // Routes registered outside the resources (sessions, orders) are described from the route table.
    expect(doc.paths['/orders'].get.parameters.map((p: { name: string }) => p.name)).toContain('per_page');
    expect(doc.paths['/orders/{id}'].get.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true });
    expect(doc.paths['/openapi.json']).toBeUndefined();
  });

  it('serves the svc/v1 namespace from its registered routes', async () => {
    const doc = (await t.client().get('/api/v1/openapi/svc-v1.json')).body;
    expect(doc.servers[0].url).toMatch(/\/wp-json\/svc\/v1$/);
    expect(doc.paths['/cart/items'].post.requestBody.content['application/json'].schema.required).toEqual(['product_id']);
    expect(doc.paths['/products'].get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['page', 'search']));
    // Whole-body and response schemas come through RouteInfo from the route definitions.
    const saveDesign = doc.paths['/designs'].post;
    expect(saveDesign.requestBody.content['application/json'].schema.properties).toHaveProperty('design');
    expect(saveDesign.requestBody.content['application/json'].schema.additionalProperties).toBe(false);
    expect(saveDesign.responses['2XX'].content['application/json'].schema.properties).toHaveProperty('elements');
    const replaceBody = doc.paths['/designs/{id}'].put.requestBody.content['application/json'].schema.properties;
    expect(replaceBody).toHaveProperty('product_id');
    // The v1 name still taken, marked deprecated and naming its replacement.
    expect(replaceBody.productId).toMatchObject({ deprecated: true, 'x-alias-of': 'product_id' });
    expect(doc.paths['/designs'].get.responses['200'].content['application/json'].schema.type).toBe('array');
  });

  it('serves readable, self-contained HTML pages', async () => {
    for (const path of ['/api/v1/docs', '/api/v1/docs/svc-v1']) {
      const page = await t.client().get(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(page.text).not.toMatch(/<script|<link|https?:\/\/(?!localhost[:/])/);
    }
    expect((await t.client().get('/api/v1/docs')).text).toContain('/settings');
  });
});
