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
    const logger = createMemoryLogger();
    second = await createSystem(kit.t.system.config, { quiet: true, logger });
    await second.migrate();
    await second.addons.manager.boot();
    await second.http.listen({ port: 0, host: '127.0.0.1' });
    const address = second.http.server.address();
    const client = new HttpTestClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
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
    expect(logger.lines.some((line) => JSON.stringify(line).includes('addon failed to start'))).toBe(true);
  });
});
