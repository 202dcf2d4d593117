import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HttpTestClient } from '../../../testing/http-test-client.ts';
import { describeEachEngine } from '../../../testing/test-databases.ts';
import { startTestSystem, type TestSystem } from '../../../testing/test-system.ts';
import { expectAuthMatrix } from '../common/testing/auth-matrix.ts';

describeEachEngine('colors resource', (engine) => {
  let t: TestSystem;
  let admin: HttpTestClient;
  beforeAll(async () => {
    t = await startTestSystem({ database: await engine.create() });
    admin = await t.admin();
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates, reads, lists (paged, searched, sorted, filtered), patches, reorders and deletes', async () => {
    const red = await admin.post('/api/v1/colors', { name: 'Signal red', hex: '#e30613', cmyk: [0, 100, 100, 0], spot: 'PANTONE 485 C', group: 'Brand' });
    expect(red.status).toBe(201);
    expect(red.body).toMatchObject({ id: expect.any(Number), name: 'Signal red', hex: '#E30613', cmyk: [0, 100, 100, 0], spot: 'PANTONE 485 C', group: 'Brand', position: 0 });
    const blue = (await admin.post('/api/v1/colors', { name: 'Deep blue', hex: '#003399', group: 'Brand' })).body;
    const grey = (await admin.post('/api/v1/colors', { name: 'Grey 50%', hex: '#808080' })).body;
    expect(blue).toMatchObject({ cmyk: null, spot: null, position: 1 });

    expect((await admin.get(`/api/v1/colors/${red.body.id}`)).body.name).toBe('Signal red');
    const page = await admin.get('/api/v1/colors?per_page=2');
    expect(page.body.map((c: { name: string }) => c.name)).toEqual(['Signal red', 'Deep blue']);
    expect(page.headers.get('x-wp-total')).toBe('3');
    expect(page.headers.get('x-wp-totalpages')).toBe('2');
    expect(page.headers.get('link')).toContain('rel="next"');
    expect((await admin.get('/api/v1/colors?search=485')).body.map((c: { id: number }) => c.id)).toEqual([red.body.id]);
    expect((await admin.get('/api/v1/colors?search=50%25')).body.map((c: { id: number }) => c.id)).toEqual([grey.id]);
    expect((await admin.get('/api/v1/colors?orderby=name&order=desc')).body.map((c: { name: string }) => c.name)).toEqual(['Signal red', 'Grey 50%', 'Deep blue']);
    expect((await admin.get('/api/v1/colors?group=Brand')).body).toHaveLength(2);
    expect((await admin.get('/api/v1/colors/groups')).body).toEqual([{ name: 'Brand', count: 2 }]);

    const patched = await admin.request('PATCH', `/api/v1/colors/${blue.id}`, { json: { hex: '#0033aa', group: null } });
    expect(patched.body).toMatchObject({ hex: '#0033AA', group: null, name: 'Deep blue' });

    expect((await admin.post('/api/v1/colors/reorder', { ids: [grey.id, red.body.id] })).status).toBe(200);
    expect((await admin.get('/api/v1/colors')).body.map((c: { id: number }) => c.id).slice(0, 2)).toEqual([grey.id, red.body.id]);

    expect((await admin.get(`/api/v1/colors/${grey.id}/usage`)).body).toEqual({ usedBy: [] });
    const deleted = await admin.request('DELETE', `/api/v1/colors/${grey.id}`);
    expect(deleted.body).toMatchObject({ deleted: true, previous: { id: grey.id } });
    expect((await admin.get(`/api/v1/colors/${grey.id}`)).body.code).toBe('svc_resource_not_found');
    expect((await admin.request('DELETE', `/api/v1/colors/${grey.id}`)).status).toBe(404);
  });

  it('refuses bad input', async () => {
    for (const body of [
      { name: 'x', hex: 'red' },
      { name: '', hex: '#000000' },
      { name: 'x', hex: '#000000', cmyk: [0, 0, 0] },
      { name: 'x', hex: '#000000', cmyk: [0, 0, 0, 101] },
      { name: 'x', hex: '#000000', extra: 1 },
      { hex: '#000000' },
    ]) {
      const response = await admin.post('/api/v1/colors', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe('rest_invalid_param');
    }
    expect((await admin.request('PATCH', '/api/v1/colors/1', { json: {} })).status).toBe(400);
    expect((await admin.get('/api/v1/colors?orderby=hex')).status).toBe(400);
    expect((await admin.get('/api/v1/colors?per_page=500')).status).toBe(400);
    expect((await admin.post('/api/v1/colors/reorder', { ids: [99999] })).status).toBe(404);
  });

  it('requires an admin session, and a valid nonce for changes', async () => {
    const id = (await admin.post('/api/v1/colors', { name: 'Matrix', hex: '#00FF00' })).body.id;
    await expectAuthMatrix(t, admin, [
      { method: 'GET', path: '/api/v1/colors' },
      { method: 'GET', path: `/api/v1/colors/${id}` },
      { method: 'POST', path: '/api/v1/colors', json: { name: 'x', hex: '#000000' } },
      { method: 'PATCH', path: `/api/v1/colors/${id}`, json: { name: 'y' } },
      { method: 'DELETE', path: `/api/v1/colors/${id}` },
      { method: 'POST', path: '/api/v1/colors/reorder', json: { ids: [id] } },
    ]);
    expect((await admin.get(`/api/v1/colors/${id}`)).body.name).toBe('Matrix');
  });
});
