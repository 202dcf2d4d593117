import { Type } from 'typebox';
import { beforeEach, expect, it } from 'vitest';
import { REGISTER_REST_ROUTES_ACTION, type HooksService, type RestRouteDefinition, type RoutesService } from '../index.ts';

const allow = () => true;
const get = (callback: RestRouteDefinition['callback'] = () => null): RestRouteDefinition => ({
  methods: 'GET',
  permission_callback: allow,
  callback,
});

/**
 * The contract of {@link RoutesService}: extension routes only inside `svc_register_rest_routes`, a
 * permission callback on every route, no duplicates, and a rebuild that swaps the whole table or
 * nothing. The HTTP behaviour of the routes is the host's own test suite.
 */
export function routesConformance(create: () => { routes: RoutesService; hooks: HooksService }): void {
  let routes: RoutesService;
  let hooks: HooksService;
  beforeEach(() => {
    ({ routes, hooks } = create());
  });

  const paths = (namespace = 'svc/v1') => routes.restRoutes(namespace).map((r) => `${r.methods.join(',')} ${r.route}`).sort();

  it('refuses registration outside the action', () => {
    expect(() => routes.registerRestRoute('svc/v1', '/late', get())).toThrow(
      expect.objectContaining({ code: 'svc_route_registration_closed' }),
    );
  });

  it('registers inside the action and describes the routes', async () => {
    hooks.addAction(REGISTER_REST_ROUTES_ACTION, (r: RoutesService) => {
      r.registerRestRoute('svc/v1', '/things', [
        { ...get(), args: { search: { schema: Type.String(), description: 'Text to find.' } }, summary: 'List things.' },
        { methods: ['POST', 'PUT'], permission_callback: allow, callback: () => null },
      ]);
      r.registerRestRoute('svc/v1', '/things/{id}', get());
    });
    await routes.rebuild();
    expect(paths()).toEqual(['GET /svc/v1/things', 'GET /svc/v1/things/{id}', 'POST,PUT /svc/v1/things']);
    const list = routes.restRoutes('svc/v1').find((r) => r.route === '/svc/v1/things' && r.methods.includes('GET'))!;
    expect(list.summary).toBe('List things.');
    expect(list.args.search).toMatchObject({ required: false, description: 'Text to find.' });
  });

  it('refuses a route without a permission callback and keeps the table in force', async () => {
    hooks.addAction(REGISTER_REST_ROUTES_ACTION, (r: RoutesService) => r.registerRestRoute('svc/v1', '/kept', get()));
    await routes.rebuild();
    const remove = hooks.addAction(REGISTER_REST_ROUTES_ACTION, (r: RoutesService) =>
      r.registerRestRoute('svc/v1', '/open', { methods: 'GET', callback: () => null } as unknown as RestRouteDefinition),
    );
    await expect(routes.rebuild()).rejects.toMatchObject({ code: 'svc_route_missing_permission_callback' });
    expect(paths()).toEqual(['GET /svc/v1/kept']);
    remove();
    await routes.rebuild();
    expect(paths()).toEqual(['GET /svc/v1/kept']);
  });

  it('refuses a method registered twice on one route, even across callbacks', async () => {
    hooks.addAction(REGISTER_REST_ROUTES_ACTION, (r: RoutesService) => r.registerRestRoute('svc/v1', '/x', get()));
    hooks.addAction(REGISTER_REST_ROUTES_ACTION, (r: RoutesService) => r.registerRestRoute('svc/v1', '/x', get()));
    await expect(routes.rebuild()).rejects.toMatchObject({ code: 'svc_route_duplicate' });
  });

  it('refuses malformed routes', async () => {
    const remove = hooks.addAction(REGISTER_REST_ROUTES_ACTION, (r: RoutesService) => r.registerRestRoute('svc/v1', '/a/../b', get()));
    await expect(routes.rebuild()).rejects.toMatchObject({ code: 'svc_route_invalid' });
    remove();
    hooks.addAction(REGISTER_REST_ROUTES_ACTION, (r: RoutesService) =>
      r.registerRestRoute('svc/v1', '/m', { ...get(), methods: 'TRACE' as never }),
    );
    await expect(routes.rebuild()).rejects.toMatchObject({ code: 'svc_route_invalid' });
  });

  it('drops the routes of a removed callback at the next rebuild', async () => {
    const remove = hooks.addAction(REGISTER_REST_ROUTES_ACTION, (r: RoutesService) => r.registerRestRoute('svc/v1', '/temp', get()));
    await routes.rebuild();
    expect(paths()).toEqual(['GET /svc/v1/temp']);
    remove();
    await routes.rebuild();
    expect(paths()).toEqual([]);
  });

  it('registers admin routes at any time and refuses duplicates there too', () => {
    routes.registerAdminRoute({ method: 'GET', path: '/widgets', permission_callback: allow, callback: () => [] });
    expect(() => routes.registerAdminRoute({ method: 'GET', path: '/widgets', permission_callback: allow, callback: () => [] })).toThrow(
      expect.objectContaining({ code: 'svc_route_duplicate' }),
    );
    expect(() => routes.registerAdminRoute({ method: 'GET', path: '/nopermission', callback: () => [] } as never)).toThrow(
      expect.objectContaining({ code: 'svc_route_missing_permission_callback' }),
    );
  });
}
