import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpdateCatalog, type UpdateCatalog } from '@dcs/addon-sdk';
import type { HttpTestClient } from '../../testing/http-test-client.ts';
import { addonModule, startAddonTestSystem, type AddonTestKit } from './testing/addon-test-kit.ts';

describe('the signed update catalog in the addon list', () => {
  let kit: AddonTestKit;
  let admin: HttpTestClient;
  const catalog = (expiresAt: string): UpdateCatalog => ({
    issuedAt: '2026-01-01T00:00:00Z',
    expiresAt,
    addons: [{ slug: 'print-queue', version: '1.4.0', releasedAt: '2026-09-01' }, { slug: 'design-templates', version: '1.0.0' }],
  });
  async function point(name: string, text: string) {
    const path = join(kit.work, name);
    await writeFile(path, text);
    return admin.post('/api/v1/addons/update-catalog', { location: path });
  }
  const entry = async (slug: string) => (await admin.get('/api/v1/addons')).body.addons.find((a: { slug: string }) => a.slug === slug);

  beforeAll(async () => {
    kit = await startAddonTestSystem();
    admin = await kit.t.admin();
    // First-party slugs: each needs a license key (whatever its manifest says).
    for (const [slug, version] of [['print-queue', '1.2.0'], ['design-templates', '1.0.0']] as const) {
      const upload = await kit.upload(admin, await kit.packageZip({ slug, version }, addonModule('')), { license_key: kit.license([slug]) });
      expect(upload.status, upload.text).toBe(201);
    }
  });
  afterAll(() => kit.close());

  it('reports the latest official version and whether an update is available', async () => {
    const response = await point('catalog.json', createUpdateCatalog(catalog('2099-01-01T00:00:00Z'), kit.packageKey));
    expect(response.body).toMatchObject({ status: 'ok', signing_key_id: 'test-pkg', expires_at: '2099-01-01T00:00:00Z' });
    expect(await entry('print-queue')).toMatchObject({ installed_version: '1.2.0', latest_version: '1.4.0', update_available: true, update_delivery: 'my_orders' });
    expect(await entry('design-templates')).toMatchObject({ latest_version: '1.0.0', update_available: false });
  });

  it('ignores an expired catalog with a reason', async () => {
    const response = await point('expired.json', createUpdateCatalog(catalog('2026-02-01T00:00:00Z'), kit.packageKey));
    expect(response.body).toMatchObject({ status: 'expired', code: 'svc_addon_update_catalog_expired' });
    expect(response.body.reason).toContain('2026-02-01');
    expect(await entry('print-queue')).toMatchObject({ latest_version: null, update_available: false });
  });

  it('ignores a catalog signed by an untrusted key, an edited one and a missing file', async () => {
    const stranger = await point('stranger.json', createUpdateCatalog(catalog('2099-01-01T00:00:00Z'), kit.strangerKey));
    expect(stranger.body).toMatchObject({ status: 'invalid', code: 'svc_addon_update_catalog_invalid' });
    const text = createUpdateCatalog(catalog('2099-01-01T00:00:00Z'), kit.packageKey).replace('1.4.0', '9.9.9');
    expect((await point('edited.json', text)).body).toMatchObject({ status: 'invalid' });
    const missing = await admin.post('/api/v1/addons/update-catalog', { location: join(kit.work, 'nowhere.json') });
    expect(missing.body).toMatchObject({ status: 'unavailable', code: 'svc_addon_update_catalog_unavailable' });
    expect((await admin.post('/api/v1/addons/update-catalog', { location: 'relative/path.json' })).status).toBe(400);
    expect((await admin.post('/api/v1/addons/update-catalog', { location: null })).body.status).toBe('not_configured');
  });
});
