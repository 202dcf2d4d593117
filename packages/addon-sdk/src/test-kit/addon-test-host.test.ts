import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { testManifest } from '../package/testing/addon-fixtures.ts';
import { startAddonTestHost } from './addon-test-host.ts';

const work = await mkdtemp(join(tmpdir(), 'dcs-test-host-'));
afterAll(() => rm(work, { recursive: true, force: true }));
const SDK = pathToFileURL(join(import.meta.dirname, '..', 'define-addon.ts')).href;
const PLATFORM = pathToFileURL(join(import.meta.dirname, '..', '..', '..', 'platform', 'src', 'index.ts')).href;
const TYPEBOX = import.meta.resolve('typebox');
let count = 0;

/** An addon project folder whose entry (plain JavaScript) runs `body` inside activate(context). */
async function project(body: string, requiresServices: string[] = ['routes', 'hooks', 'auth']): Promise<string> {
  const dir = join(work, `addon-${++count}`);
  await mkdir(join(dir, 'src'), { recursive: true });
  await writeFile(join(dir, 'addon.json'), JSON.stringify(testManifest({ slug: 'kit-test', channel: 'third-party', requiresServices: requiresServices as never, entry: 'dist/index.mjs' })));
  await writeFile(
    join(dir, 'src', 'index.mjs'),
    `import { defineAddon } from ${JSON.stringify(SDK)};
import { RestResponse, createError } from ${JSON.stringify(PLATFORM)};
import { Type } from ${JSON.stringify(TYPEBOX)};
export default defineAddon({ async activate(context) { ${body} } });`,
  );
  return dir;
}

const ROUTES = `
  const { hooks, auth } = context.services;
  hooks.addAction('svc_register_rest_routes', (routes) => {
    routes.registerRestRoute('svc/v1', '/kit/items/{id}', {
      methods: 'GET', permission_callback: auth.permissions.customer(),
      args: { id: { schema: Type.Integer({ minimum: 1 }), required: true }, size: { schema: Type.Union([Type.Literal('s'), Type.Literal('m')]), default: 'm' } },
      callback: async (request) => ({ id: request.params.id, size: request.params.size, session: (await request.customerSession()).id }),
    });
    routes.registerRestRoute('svc/v1', '/kit/items', [
      { methods: 'POST', permission_callback: auth.permissions.admin(), args: { name: { schema: Type.String({ minLength: 1 }), required: true } },
        callback: (request) => new RestResponse({ created: request.params.name }, { status: 201, headers: { location: '/kit/items/1' } }) },
      { methods: 'DELETE', permission_callback: auth.permissions.public(), callback: () => { throw createError('rest_no_route'); } },
    ]);
  });
  return () => { globalThis.kitStopped = (globalThis.kitStopped ?? 0) + 1; };
`;

describe('addon test host', () => {
  it('calls routes through their permission callbacks and argument checks, as the server does', async () => {
    const host = await startAddonTestHost({ dir: await project(ROUTES), entry: 'src/index.mjs' });
    expect(host.routes()).toEqual([
      { namespace: 'svc/v1', route: '/svc/v1/kit/items/{id}', methods: ['GET'] },
      { namespace: 'svc/v1', route: '/svc/v1/kit/items', methods: ['POST'] },
      { namespace: 'svc/v1', route: '/svc/v1/kit/items', methods: ['DELETE'] },
    ]);
    expect(await host.request('GET', '/svc/v1/kit/items/7')).toMatchObject({ status: 200, body: { id: 7, size: 'm', session: 'test-customer-session' } });
    expect(await host.request('GET', '/svc/v1/kit/items/0')).toMatchObject({ status: 400, body: { code: 'rest_invalid_param', data: { params: { id: expect.any(String) } } } });
    expect(await host.request('GET', '/svc/v1/kit/items/2', { params: { size: 'xl' } })).toMatchObject({ status: 400, body: { code: 'rest_invalid_param' } });
    expect(await host.request('POST', '/svc/v1/kit/items', { params: { name: 'mug' } })).toMatchObject({ status: 401, body: { code: 'rest_forbidden' } });
    expect(await host.request('POST', '/svc/v1/kit/items', { as: 'admin', params: {} })).toMatchObject({ status: 400, body: { code: 'rest_missing_callback_param' } });
    expect(await host.request('POST', '/svc/v1/kit/items', { as: 'admin', params: { name: 'mug', extra: 1 } })).toMatchObject({ status: 400, body: { data: { params: { extra: expect.any(String) } } } });
    expect(await host.request('POST', '/svc/v1/kit/items', { as: 'admin', params: { name: 'mug' } })).toEqual({ status: 201, headers: { location: '/kit/items/1' }, body: { created: 'mug' } });
    expect(await host.request('DELETE', '/svc/v1/kit/items')).toMatchObject({ status: 404, body: { code: 'rest_no_route', data: { status: 404 } } });
    expect(await host.request('PUT', '/svc/v1/kit/items')).toMatchObject({ status: 404, body: { code: 'rest_no_route' } });
    await host.stop();
    expect((globalThis as { kitStopped?: number }).kitStopped).toBe(1);
  });

  it('gives the addon only the services its manifest declares', async () => {
    const dir = await project(`context.services.database;`, ['hooks']);
    await expect(startAddonTestHost({ dir, entry: 'src/index.mjs' })).rejects.toMatchObject({ code: 'svc_service_not_declared' });
    const unprovided = await project(`context.services.storage;`, ['storage']);
    await expect(startAddonTestHost({ dir: unprovided, entry: 'src/index.mjs' })).rejects.toThrow(/no "storage" service; pass one in the services option/);
    const settings = { get: async () => 'from the test' };
    const given = await project(`const v = await context.services.settings.get('a', 'b'); context.services.logger.child({ n: 1 }).info({ v }, 'read');`, ['settings', 'logger']);
    const host = await startAddonTestHost({ dir: given, entry: 'src/index.mjs', services: { settings: settings as never } });
    expect(host.logs).toEqual([{ level: 'info', data: { n: 1, v: 'from the test' }, message: 'read' }]);
  });

  it('refuses a project whose manifest is invalid or whose entry is not a defineAddon export', async () => {
    const dir = await project('');
    await writeFile(join(dir, 'addon.json'), JSON.stringify({ ...testManifest(), slug: 'Not A Slug' }));
    await expect(startAddonTestHost({ dir, entry: 'src/index.mjs' })).rejects.toMatchObject({ code: 'svc_addon_manifest_invalid' });
    const plain = await project('');
    await writeFile(join(plain, 'src', 'index.mjs'), 'export default { activate() {} };');
    await expect(startAddonTestHost({ dir: plain, entry: 'src/index.mjs' })).rejects.toThrow(/must export default defineAddon/);
  });

  it('refuses route registration outside svc_register_rest_routes', async () => {
    const dir = await project(`context.services.routes.registerRestRoute('svc/v1', '/x', { methods: 'GET', permission_callback: () => true, callback: () => 1 });`);
    await expect(startAddonTestHost({ dir, entry: 'src/index.mjs' })).rejects.toMatchObject({ code: 'svc_route_registration_closed' });
  });
});
