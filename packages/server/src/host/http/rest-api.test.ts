import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_REST_ROUTES_ACTION, RestResponse, listArgs, paginated, pageOf, type RoutesService } from '@dcs/platform';
import { startTestSystem, type TestSystem } from '../../testing/test-system.ts';

describe('extension REST API (svc/v1) rules', () => {
  let t: TestSystem;
  const removeTestRoutes: Array<() => void> = [];
  const items = Array.from({ length: 25 }, (_, i) => ({ id: i + 1 }));

  beforeAll(async () => {
    t = await startTestSystem();
    const { hooks, auth } = t.system.services;
    removeTestRoutes.push(
      hooks.addAction(REGISTER_REST_ROUTES_ACTION, (routes: RoutesService) => {
        routes.registerRestRoute('svc/v1', '/test/items', [
          {
            methods: 'GET',
            permission_callback: auth.permissions.public(),
            args: listArgs,
            callback: (request) => {
              const { offset, perPage } = pageOf(request.params);
              return paginated(items.slice(offset, offset + perPage), items.length, request.params);
            },
          },
          {
            methods: 'POST',
            permission_callback: auth.permissions.admin(),
            args: { name: { schema: Type.String({ minLength: 1, maxLength: 20 }), required: true }, count: { schema: Type.Integer({ minimum: 0 }), default: 1 } },
            callback: (request) => new RestResponse({ created: request.params }, { status: 201 }),
          },
        ]);
        routes.registerRestRoute('svc/v1', '/test/items/{id}', [
          {
            methods: 'GET',
            permission_callback: auth.permissions.public(),
            args: { id: { schema: Type.Integer({ minimum: 1 }), required: true } },
            callback: (request) => ({ id: request.params.id }),
          },
          {
            methods: ['DELETE', 'PUT'],
            permission_callback: auth.permissions.admin(),
            args: { id: { schema: Type.Integer(), required: true }, note: { schema: Type.String() } },
            callback: (request) => ({ method: request.method, id: request.params.id, note: request.params.note ?? null }),
          },
        ]);
        routes.registerRestRoute('svc/v1', '/test/items/special', {
          methods: 'GET',
          permission_callback: auth.permissions.public(),
          callback: () => ({ special: true }),
        });
        routes.registerRestRoute('svc/v1', '/test/secret', {
          methods: 'GET',
          permission_callback: auth.permissions.admin('view_secrets_only_given_explicitly'),
          callback: () => ({ secret: 42 }),
        });
        routes.registerRestRoute('svc/v1', '/test/crash', {
          methods: 'GET',
          permission_callback: auth.permissions.public(),
          callback: () => {
            throw new Error('database password is hunter2');
          },
        });
      }),
    );
    await t.system.services.routes.rebuild();
    await auth.createUser({ email: 'clerk@example.com', password: 'clerk-password-1', capabilities: ['view_orders'] });
  });
  afterAll(async () => {
    for (const remove of removeTestRoutes) remove();
    await t.close();
  });

  it('refuses a route registered outside svc_register_rest_routes', () => {
    expect(() =>
      t.system.services.routes.registerRestRoute('svc/v1', '/late', {
        methods: 'GET',
        permission_callback: () => true,
        callback: () => null,
      }),
    ).toThrow(expect.objectContaining({ code: 'svc_route_registration_closed' }));
  });

  it('refuses a route without a permission callback, and keeps the routes in force', async () => {
    const { hooks, routes } = t.system.services;
    const remove = hooks.addAction(REGISTER_REST_ROUTES_ACTION, (r: RoutesService) =>
      r.registerRestRoute('svc/v1', '/open', { methods: 'GET', callback: () => 'open' } as never),
    );
    await expect(routes.rebuild()).rejects.toMatchObject({ code: 'svc_route_missing_permission_callback' });
    remove();
    expect((await t.client().get('/wp-json/svc/v1/test/items/3')).body).toEqual({ id: 3 });
    expect((await t.client().get('/wp-json/svc/v1/open')).status).toBe(404);
  });

  it('refuses a duplicate registration instead of merging it', async () => {
    const { hooks, routes } = t.system.services;
    const remove = hooks.addAction(REGISTER_REST_ROUTES_ACTION, (r: RoutesService) =>
      r.registerRestRoute('svc/v1', '/test/items', { methods: 'GET', permission_callback: () => true, callback: () => 'dup' }),
    );
    await expect(routes.rebuild()).rejects.toMatchObject({ code: 'svc_route_duplicate' });
    remove();
    await routes.rebuild();
  });

  it('adds and removes routes at run time without a restart', async () => {
    const { hooks, routes } = t.system.services;
    const client = t.client();
    expect((await client.get('/wp-json/svc/v1/hello')).status).toBe(404);
    const remove = hooks.addAction(REGISTER_REST_ROUTES_ACTION, (r: RoutesService) =>
      r.registerRestRoute('svc/v1', '/hello', { methods: 'GET', permission_callback: () => true, callback: () => 'hi' }),
    );
    await routes.rebuild();
    expect((await client.get('/wp-json/svc/v1/hello')).body).toBe('hi');
    remove();
    await routes.rebuild();
    expect((await client.get('/wp-json/svc/v1/hello')).body).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
  });

  it('answers 401 to the signed-out and 403 to the signed-in without the capability', async () => {
    const anonymous = await t.client().get('/wp-json/svc/v1/test/secret');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 'rest_forbidden', message: expect.any(String), data: { status: 401 } });
    const clerk = t.client();
    await clerk.signIn('clerk@example.com', 'clerk-password-1');
    const denied = await clerk.get('/wp-json/svc/v1/test/secret');
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ code: 'rest_forbidden', data: { status: 403 } });
    expect((await (await t.admin()).get('/wp-json/svc/v1/test/secret')).body).toEqual({ secret: 42 });
  });

  it('answers unknown routes and methods with rest_no_route', async () => {
    const response = await t.client().request('PATCH', '/wp-json/svc/v1/test/items');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'rest_no_route', message: expect.any(String), data: { status: 404 } });
  });

  it('paginates with X-WP-Total, X-WP-TotalPages and Link', async () => {
    const response = await t.client().get('/wp-json/svc/v1/test/items?per_page=10&page=2');
    expect(response.body).toHaveLength(10);
    expect(response.body[0]).toEqual({ id: 11 });
    expect(response.headers.get('x-wp-total')).toBe('25');
    expect(response.headers.get('x-wp-totalpages')).toBe('3');
    const link = response.headers.get('link')!;
    expect(link).toContain('page=1>; rel="prev"');
    expect(link).toContain('page=3>; rel="next"');
    const bad = await t.client().get('/wp-json/svc/v1/test/items?per_page=101');
    expect(bad.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { per_page: expect.any(String) } } });
  });

  it('prefers a literal route segment over a parameter', async () => {
    expect((await t.client().get('/wp-json/svc/v1/test/items/special')).body).toEqual({ special: true });
  });

  it('honours X-HTTP-Method-Override and _method on POST', async () => {
    const admin = await t.admin();
    const viaHeader = await admin.post('/wp-json/svc/v1/test/items/7', { note: 'x' }, { headers: { 'x-http-method-override': 'DELETE' } });
    expect(viaHeader.body).toEqual({ method: 'DELETE', id: 7, note: 'x' });
    const viaQuery = await admin.post('/wp-json/svc/v1/test/items/8?_method=PUT', {});
    expect(viaQuery.body).toEqual({ method: 'PUT', id: 8, note: null });
    const bad = await admin.post('/wp-json/svc/v1/test/items/8', {}, { headers: { 'x-http-method-override': 'TRACE' } });
    expect(bad.body).toMatchObject({ code: 'rest_invalid_method_override', data: { status: 400 } });
  });

  it('lets the URL parameter win over a body field of the same name', async () => {
    const admin = await t.admin();
    const response = await admin.request('PUT', '/wp-json/svc/v1/test/items/5', { json: { id: 999 } });
    expect(response.body).toMatchObject({ id: 5 });
  });

  it('validates arguments: missing first, then invalid, naming the fields', async () => {
    const admin = await t.admin();
    const missing = await admin.post('/wp-json/svc/v1/test/items', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'rest_missing_callback_param', data: { status: 400, params: ['name'] } });
    const invalid = await admin.post('/wp-json/svc/v1/test/items', { name: '', count: 'many' });
    expect(invalid.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { name: expect.any(String), count: expect.any(String) } } });
    const ok = await admin.post('/wp-json/svc/v1/test/items', { name: 'mug' });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ created: { name: 'mug', count: 1 } });
  });

  it('turns an unexpected error into a generic, logged 500', async () => {
    const response = await t.client().get('/wp-json/svc/v1/test/crash');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ code: 'svc_internal_error', message: expect.any(String), data: { status: 500 } });
    expect(response.text).not.toContain('hunter2');
    expect(t.logs.some((line) => line.level === 'error' && line.msg === 'request failed')).toBe(true);
  });

  it('serves the namespace index and the root index', async () => {
    const index = await t.client().get('/wp-json/svc/v1');
    expect(index.body.namespace).toBe('svc/v1');
    expect(index.body.routes['/svc/v1/test/items'].methods.sort()).toEqual(['GET', 'POST']);
    expect(index.body.routes['/svc/v1/test/items'].endpoints[1].args.name).toMatchObject({ required: true, type: 'string' });
    const root = await t.client().get('/wp-json/');
    expect(root.body.namespaces).toContain('svc/v1');
  });
});

describe('the server root', () => {
  it('tells a visitor where the two APIs are', async () => {
    const t = await startTestSystem();
    try {
      const response = await t.client().get('/');
      expect(response.body).toMatchObject({
        extension_api: expect.stringMatching(/\/wp-json\/svc\/v1$/),
        admin_api: expect.stringMatching(/\/api\/v1$/),
      });
      expect((await t.client().get('/healthz')).body).toEqual({ status: 'ok' });
    } finally {
      await t.close();
    }
  });
});
