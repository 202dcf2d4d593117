import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpTestClient } from '../../../testing/http-test-client.ts';
import { startTestSystem, type TestSystem } from '../../../testing/test-system.ts';
import { expectAuthMatrix } from '../common/testing/auth-matrix.ts';

describe('categories resource', () => {
  let t: TestSystem;
  let admin: HttpTestClient;
  beforeAll(async () => {
    t = await startTestSystem();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  it('builds a tree, lists children, refuses cycles, and refuses to delete a parent unless forced', async () => {
    const animals = (await admin.post('/api/v1/categories', { name: 'Animals' })).body;
    const cats = (await admin.post('/api/v1/categories', { name: 'Cats', parentId: animals.id })).body;
    const lions = (await admin.post('/api/v1/categories', { name: 'Lions', parentId: cats.id, description: 'Big ones' })).body;
    await admin.post('/api/v1/categories', { name: 'Sports', position: 1 });
    expect(cats).toMatchObject({ parentId: animals.id, description: '', position: 0 });

    const tree = (await admin.get('/api/v1/categories/tree')).body;
    expect(tree.map((n: { name: string }) => n.name)).toEqual(['Animals', 'Sports']);
    expect(tree[0].children[0]).toMatchObject({ name: 'Cats', children: [{ name: 'Lions', children: [] }] });
    expect((await admin.get(`/api/v1/categories?parent=${animals.id}`)).body.map((c: { id: number }) => c.id)).toEqual([cats.id]);
    expect((await admin.get('/api/v1/categories?parent=0')).body).toHaveLength(2);
    expect((await admin.get('/api/v1/categories?search=big')).body.map((c: { id: number }) => c.id)).toEqual([lions.id]);

    const cycle = await admin.request('PATCH', `/api/v1/categories/${animals.id}`, { json: { parentId: lions.id } });
    expect(cycle.status).toBe(400);
    expect(cycle.body.code).toBe('svc_resource_invalid');
    expect((await admin.request('PATCH', `/api/v1/categories/${cats.id}`, { json: { parentId: 9999 } })).status).toBe(404);

    const refused = await admin.request('DELETE', `/api/v1/categories/${cats.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'svc_resource_in_use', data: { usedBy: [{ type: 'category', id: lions.id, name: 'Lions' }] } });
    expect((await admin.request('DELETE', `/api/v1/categories/${cats.id}?force=true`)).status).toBe(200);
    // The children of a force-deleted category move up to its parent.
    expect((await admin.get(`/api/v1/categories/${lions.id}`)).body.parentId).toBe(animals.id);
  });

  it('refuses bad input and requires an admin session with a nonce for changes', async () => {
    expect((await admin.post('/api/v1/categories', { name: '' })).status).toBe(400);
    expect((await admin.post('/api/v1/categories', { name: 'x', parentId: 'a' })).status).toBe(400);
    expect((await admin.post('/api/v1/categories', { name: 'x', color: 'red' })).status).toBe(400);
    const id = (await admin.post('/api/v1/categories', { name: 'Matrix' })).body.id;
    await expectAuthMatrix(t, admin, [
      { method: 'GET', path: '/api/v1/categories/tree' },
      { method: 'POST', path: '/api/v1/categories', json: { name: 'x' } },
      { method: 'PATCH', path: `/api/v1/categories/${id}`, json: { name: 'y' } },
      { method: 'DELETE', path: `/api/v1/categories/${id}` },
    ]);
  });
});
