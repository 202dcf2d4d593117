import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-databases.ts';
import { startTestSystem, type TestSystem } from '../../testing/test-system.ts';
import type { HttpTestClient } from '../../testing/http-test-client.ts';

// Found by the OpenAPI fuzz on PostgreSQL: an id beyond bigint reached the database as a 500.
describeEachEngine('integers beyond what JavaScript and bigint hold', (engine) => {
  let t: TestSystem;
  let admin: HttpTestClient;
  beforeAll(async () => {
    t = await startTestSystem({ database: await engine.create() });
    admin = await t.admin();
  });
  afterAll(() => t.close());

  it.each(['/api/v1/colors/99999999999999999999', '/api/v1/orders/99999999999999999999', '/api/v1/orders?per_page=10&page=99999999999999999999'])(
    'refuse %s with 400 rest_invalid_param',
    async (url) => {
      const answer = await admin.get(url);
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.code).toBe('rest_invalid_param');
    },
  );

  it('refuse them in a JSON body too, and keep the largest safe integer a plain 404', async () => {
    const moved = await admin.post('/api/v1/orders/1/status', { status: 'paid' });
    expect(moved.status).toBe(404);
    const body = await t.client().post('/wp-json/svc/v1/cart/items', { product_id: 1e20, quantity: 1 });
    expect(body.status, body.text).toBe(400);
    expect(body.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { product_id: expect.any(String) } } });
    expect((await admin.get(`/api/v1/colors/${Number.MAX_SAFE_INTEGER}`)).status).toBe(404);
  });
});
