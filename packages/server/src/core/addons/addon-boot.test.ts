import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSystem, type DcsSystem } from '../../boot/create-system.ts';
import { HttpTestClient } from '../../testing/http-test-client.ts';
import { createMemoryLogger } from '../../testing/silent-logger.ts';
import { TEST_ADMIN } from '../../testing/test-system.ts';
import { addonModule, startAddonTestSystem, statusRouteBody, type AddonTestKit } from './testing/addon-test-kit.ts';

describe('loading the active addons at boot', () => {
  let kit: AddonTestKit;
  let second: DcsSystem;
  let client: HttpTestClient;
  const logger = createMemoryLogger();
  const logged = (message: string) => logger.lines.filter((line) => JSON.stringify(line).includes(message)).length;
  beforeAll(async () => {
    kit = await startAddonTestSystem();
    const admin = await kit.t.admin();
    for (const slug of ['steady', 'fragile', 'elderly']) {
      await kit.upload(admin, await kit.packageZip({ slug, requiresServices: ['hooks', 'auth'] }, addonModule(statusRouteBody(slug))));
    }
    expect((await admin.post('/api/v1/addons/state', ['fragile', 'steady', 'elderly'])).status).toBe(200);
    // The files break behind the installation's back (a disk edit, a bad deploy).
    await writeFile(join(kit.t.system.addons.addonsDir, 'fragile', 'dist', 'index.mjs'), 'export default {');
    // An addon the core has outgrown (as after a core upgrade): it would run against the core's own
    // libraries, so it must not start.
    const manifestPath = join(kit.t.system.addons.addonsDir, 'elderly', 'addon.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
    await writeFile(manifestPath, JSON.stringify({ ...manifest, coreVersionRange: '<0.1.0' }));
  });
  afterAll(async () => {
    await second?.close();
    await kit.close();
  });

  it('marks a failing addon failed with its reason, skips it, and the server still starts', async () => {
    second = await createSystem(kit.t.system.config, { quiet: true, logger });
    await second.migrate();
    await second.addons.manager.boot();
    await second.http.listen({ port: 0, host: '127.0.0.1' });
    const address = second.http.server.address();
    client = new HttpTestClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    await client.signIn(TEST_ADMIN.email, TEST_ADMIN.password);

    expect((await client.get('/wp-json/svc/v1/steady/status')).body.addon).toBe('steady');
    expect((await client.get('/wp-json/svc/v1/fragile/status')).status).toBe(404);
    const list = await client.get('/api/v1/addons');
    expect(list.body.active).toEqual(['steady']);
    const fragile = list.body.addons.find((a: { slug: string }) => a.slug === 'fragile');
    expect(fragile).toMatchObject({ active: false, enabled: true, status: 'failed', failure: { code: 'svc_addon_entry_invalid' } });
    expect(fragile.failure_reason).toContain('fragile');
    const elderly = list.body.addons.find((a: { slug: string }) => a.slug === 'elderly');
    expect(elderly).toMatchObject({ active: false, status: 'failed', failure: { code: 'svc_addon_core_version_unsupported' } });
    expect((await client.get('/wp-json/svc/v1/elderly/status')).status).toBe(404);
    // The log says what went wrong with that addon, as the admin app does.
    const line = logger.lines.find((entry) => JSON.stringify(entry).includes('addon failed to start') && JSON.stringify(entry).includes('fragile'));
    expect(JSON.stringify(line)).toContain('svc_addon_entry_invalid');
    expect(JSON.stringify(line)).not.toContain('No addon was activated');
  });

  it('reports the addons it does not run in /readyz and /metrics, without leaving the load balancer', async () => {
    const ready = await second.ops.readyz();
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'ready', checks: { database: 'ok', addons: 'degraded' } });
    // The anonymous answer names no addon; the log does.
    expect(ready.body).not.toContain('fragile');
    expect(logger.lines.some((line) => JSON.stringify(line).includes('"notRunning":["elderly","fragile"]'))).toBe(true);
    const metrics = (await second.ops.metrics({ authorization: undefined, remoteAddress: '127.0.0.1', forwarded: false })).body;
    expect(metrics).toContain('dcs_addons{state="running"} 1');
    expect(metrics).toContain('dcs_addons{state="not_running"} 2');
  });

  it('does not retry a failed addon at each sync, follows the other changes, and retries when its saved state changes', async () => {
    const failedBefore = logged('failed to start');
    // The broken addons are retried at no sync: their files and saved state are what failed at boot.
    expect(await second.addons.manager.sync()).toBe(false);
    expect(await second.addons.manager.sync()).toBe(false);
    expect(logged('failed to start')).toBe(failedBefore);
    expect(logged('could not apply')).toBe(0);

    // Another process activates one more addon (it runs the two broken ones from before the break):
    // this process starts it, and tries the broken ones once more, as their saved state changed.
    const admin = await kit.t.admin();
    await kit.upload(admin, await kit.packageZip({ slug: 'newcomer', requiresServices: ['hooks', 'auth'] }, addonModule(statusRouteBody('newcomer'))));
    expect((await admin.post('/api/v1/addons/state', ['fragile', 'steady', 'elderly', 'newcomer'])).status).toBe(200);
    expect(await second.addons.manager.sync()).toBe(true);
    expect((await client.get('/wp-json/svc/v1/newcomer/status')).body.addon).toBe('newcomer');
    expect((await client.get('/wp-json/svc/v1/steady/status')).body.addon).toBe('steady');
    expect((await client.get('/wp-json/svc/v1/fragile/status')).status).toBe(404);
    expect(logged('failed to start')).toBe(failedBefore + 2);
    expect((await client.get('/api/v1/addons')).body.active).toEqual(['newcomer', 'steady']);

    expect(await second.addons.manager.sync()).toBe(false);
    expect(logged('failed to start')).toBe(failedBefore + 2);
    expect(logged('could not apply')).toBe(0);

    // Fixed files (a new install renames a new folder into place) are tried at the next sync.
    const fixed = await kit.packageZip({ slug: 'elderly', version: '9.0.0', requiresServices: ['hooks', 'auth'] }, addonModule(statusRouteBody('elderly')));
    expect((await kit.upload(admin, fixed, { replace_custom: '1', expected_slug: 'elderly' })).status).toBe(200);
    expect(await second.addons.manager.sync()).toBe(true);
    expect((await client.get('/wp-json/svc/v1/elderly/status')).body.addon).toBe('elderly');
  });
});
