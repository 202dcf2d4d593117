import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../../server/src/testing/test-system.ts';
import type { HttpTestClient } from '../../../server/src/testing/http-test-client.ts';
import { runDevLoop } from '../dev/dev-loop.ts';
import { initAddonProject } from '../scaffold/init-addon.ts';
import { startAddonTestHost, type AddonTestHost, type TestCaller } from './addon-test-host.ts';

const REPO_MODULES = join(import.meta.dirname, '..', '..', '..', '..', 'node_modules');

/** An addon with a paginated list, a created answer with a header of its own, an admin route, refusals. */
const SOURCE = `import { defineAddon } from '@dcs/addon-sdk/addon';
import { createError, listArgs, pageOf, REGISTER_REST_ROUTES_ACTION, RestResponse, type RoutesService } from '@dcs/platform';
import { Type } from 'typebox';

const ITEMS = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: 'Item ' + (i + 1) }));

export default defineAddon<'routes' | 'hooks' | 'auth'>({
  activate({ services: { hooks, auth } }) {
    hooks.addAction(REGISTER_REST_ROUTES_ACTION, (routes: RoutesService) => {
      routes.registerRestRoute('svc/v1', '/parity/items', [
        {
          methods: 'GET',
          permission_callback: auth.permissions.public(),
          args: { ...listArgs, size: { schema: Type.Union([Type.Literal('s'), Type.Literal('m')]), default: 'm' } },
          callback: (request) => {
            const { perPage, offset, page } = pageOf(request.params);
            return new RestResponse(ITEMS.slice(offset, offset + perPage), { headers: { 'X-Parity-Size': String(request.params.size) }, pagination: { total: ITEMS.length, page, perPage } });
          },
        },
        {
          methods: 'POST',
          permission_callback: auth.permissions.admin(),
          args: { name: { schema: Type.String({ minLength: 1, maxLength: 50 }), required: true } },
          callback: (request) => new RestResponse({ id: 24, name: request.params.name }, { status: 201, headers: { Location: '/wp-json/svc/v1/parity/items/24' } }),
        },
      ]);
      routes.registerRestRoute('svc/v1', '/parity/items/{id}', {
        methods: 'GET',
        permission_callback: auth.permissions.public(),
        args: { id: { schema: Type.Integer({ minimum: 1 }), required: true } },
        callback: (request) => {
          const item = ITEMS.find((candidate) => candidate.id === request.params.id);
          if (!item) throw createError('svc_not_found', { params: { resource: 'item' } });
          return item;
        },
      });
    });
  },
});
`;

/** Headers a route makes; the server adds its own (request id, nonce, caching) on top. */
const ROUTE_HEADERS = ['x-wp-total', 'x-wp-totalpages', 'link', 'x-parity-size', 'location'];

describe('the addon test kit answers as the server does', () => {
  let t: TestSystem;
  let work: string;
  let host: AddonTestHost;
  let admin: HttpTestClient;

  beforeAll(async () => {
    t = await startTestSystem();
    work = await mkdtemp(join(tmpdir(), 'dcs-kit-parity-'));
    const dir = join(work, 'parity');
    await initAddonProject(dir, { slug: 'parity' });
    await symlink(REPO_MODULES, join(dir, 'node_modules'), 'dir');
    await writeFile(join(dir, 'src', 'index.ts'), SOURCE);
    const out: string[] = [];
    const deployed = await runDevLoop({ dir, server: t.url, ...TEST_ADMIN, once: true, io: { out: (line) => out.push(line), err: (line) => out.push(line) } });
    expect(deployed, out.join('\n')).toBe(0);
    host = await startAddonTestHost({ dir, baseUrl: t.url });
    admin = await t.admin();
  }, 60_000);
  afterAll(async () => {
    await host?.stop();
    await t?.close();
    await rm(work, { recursive: true, force: true });
  });

  const cases: Array<[string, 'GET' | 'POST', string, Record<string, unknown>, TestCaller]> = [
    ['the first page of a list', 'GET', '/svc/v1/parity/items', {}, 'anonymous'],
    ['a middle page with its prev and next links', 'GET', '/svc/v1/parity/items', { page: 2, per_page: 5, size: 's' }, 'anonymous'],
    ['the last page', 'GET', '/svc/v1/parity/items', { page: 3, per_page: 10 }, 'admin'],
    ['a page past the end', 'GET', '/svc/v1/parity/items', { page: 9, per_page: 10 }, 'anonymous'],
    ['a value outside an enumeration', 'GET', '/svc/v1/parity/items', { size: 'xl' }, 'anonymous'],
    ['one item', 'GET', '/svc/v1/parity/items/7', {}, 'anonymous'],
    ['a catalogue error', 'GET', '/svc/v1/parity/items/99', {}, 'anonymous'],
    ['a created item with its own header', 'POST', '/svc/v1/parity/items', { name: 'New' }, 'admin'],
    ['an admin route called anonymously', 'POST', '/svc/v1/parity/items', { name: 'New' }, 'anonymous'],
    ['a missing required argument', 'POST', '/svc/v1/parity/items', {}, 'admin'],
  ];

  it.each(cases)('%s: same status, body and route headers', async (_name, method, path, params, as) => {
    const kit = await host.request(method, path, { as, params });
    const client = as === 'admin' ? admin : t.client();
    const query = method === 'GET' ? new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]))).toString() : '';
    const server = await client.request(method, `/wp-json${path}${query ? `?${query}` : ''}`, method === 'GET' ? {} : { json: params });
    expect(kit.status).toBe(server.status);
    expect(kit.body).toEqual(server.body);
    const routeHeaders = (headers: (name: string) => string | null | undefined) =>
      Object.fromEntries(ROUTE_HEADERS.flatMap((name) => (headers(name) ? [[name, headers(name)]] : [])));
    expect(routeHeaders((name) => kit.headers[name])).toEqual(routeHeaders((name) => server.headers.get(name)));
  });

  it('the paginated answers carry the headers WordPress clients read', async () => {
    const kit = await host.request('GET', '/svc/v1/parity/items', { params: { page: 2, per_page: 5 } });
    expect(kit.headers).toMatchObject({ 'x-wp-total': '23', 'x-wp-totalpages': '5' });
    expect(kit.headers.link).toBe(`<${t.url}/wp-json/svc/v1/parity/items?page=1&per_page=5>; rel="prev", <${t.url}/wp-json/svc/v1/parity/items?page=3&per_page=5>; rel="next"`);
  });
});
