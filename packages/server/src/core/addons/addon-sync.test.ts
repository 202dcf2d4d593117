import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpTestClient } from '../../testing/http-test-client.ts';
import { createSqliteTestDatabase, type TestDatabase } from '../../testing/test-databases.ts';
import { startTestSystem, type TestSystem } from '../../testing/test-system.ts';
import { addonModule, startAddonTestSystem, statusRouteBody, type AddonTestKit } from './testing/addon-test-kit.ts';

const versioned = (version: string) =>
  addonModule(`
    context.services.hooks.addAction('svc_register_rest_routes', () => {
      context.services.routes.registerRestRoute('svc/v1', '/synced/version', {
        methods: 'GET',
        permission_callback: () => true,
        callback: () => ({ version: '${version}' }),
      });
    });
  `);

describe('a second process follows the active set saved by the first', () => {
  let database: TestDatabase;
  let kit: AddonTestKit;
  let other: TestSystem;
  let admin: HttpTestClient;
  beforeAll(async () => {
    database = createSqliteTestDatabase();
    kit = await startAddonTestSystem({ database });
    admin = await kit.t.admin();
    other = await startTestSystem({
      database,
      env: { DCS_DATA_DIR: kit.t.system.config.dataDir, DCS_ADDON_TRUST_FILE: kit.trustFile },
    });
  });
  afterAll(async () => {
    await other.system.close();
    await kit.close();
    await database.drop();
  });

  it('starts, reloads and stops addons at its next sync', async () => {
    const visitor = other.client();
    const v1 = await kit.packageZip({ slug: 'synced', channel: 'official', requiresServices: ['hooks', 'routes'] }, versioned('1.0.0'));
    expect((await kit.upload(admin, v1)).status).toBe(201);
    expect((await admin.post('/api/v1/addons/state', ['synced'])).status).toBe(200);
    expect((await visitor.get('/wp-json/svc/v1/synced/version')).status).toBe(404);
    expect(await other.system.addons.manager.sync()).toBe(true);
    expect((await visitor.get('/wp-json/svc/v1/synced/version')).body).toEqual({ version: '1.0.0' });
    expect(await other.system.addons.manager.sync()).toBe(false);

    const v2 = await kit.packageZip(
      { slug: 'synced', channel: 'official', version: '1.0.0', requiresServices: ['hooks', 'routes'] },
      versioned('1.0.0-restored'),
    );
    expect((await kit.upload(admin, v2, { replace_custom: '1', expected_slug: 'synced' })).body).toMatchObject({ reloaded: true });
    expect(await other.system.addons.manager.sync()).toBe(true);
    expect((await visitor.get('/wp-json/svc/v1/synced/version')).body).toEqual({ version: '1.0.0-restored' });

    expect((await admin.post('/api/v1/addons/state', [])).status).toBe(200);
    expect(await other.system.addons.manager.sync()).toBe(true);
    expect((await visitor.get('/wp-json/svc/v1/synced/version')).status).toBe(404);
  });
});
