import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAddonTestSystem, type AddonTestKit } from '@dcs/server/addon-testing';

describe('smart-configurator addon', () => {
  let kit: AddonTestKit;
  beforeAll(async () => {
    kit = await startAddonTestSystem();
  });
  afterAll(() => kit.close());

  it('builds into a signed package that installs, activates and answers its status route', async () => {
    const admin = await kit.t.admin();
    const zip = await kit.buildSigned(join(import.meta.dirname, '..'));
    const upload = await kit.upload(admin, zip, { license_key: kit.license(['smart-configurator']) });
    expect(upload.status).toBe(201);
    expect(upload.body.addon).toMatchObject({ slug: 'smart-configurator', channel: 'official', active: false, license: { status: 'valid' } });
    expect((await admin.post('/api/v1/addons/state', ['smart-configurator'])).status).toBe(200);
    const status = await admin.get('/wp-json/svc/v1/smart-configurator/status');
    expect(status.body).toEqual({ addon: 'smart-configurator', version: '0.1.0', active: true });
    const openapi = await kit.t.client().get('/api/v1/openapi/svc-v1.json');
    expect(openapi.status).toBe(200);
    expect(Object.keys(openapi.body.paths).join(' ')).toContain('/smart-configurator/apply');
    expect(JSON.stringify(openapi.body.paths['/smart-configurator/apply'])).toContain('elementIds');
    expect((await kit.t.client().get('/wp-json/svc/v1/smart-configurator/status')).status).toBe(401);
    expect((await admin.post('/api/v1/addons/state', [])).status).toBe(200);
    expect((await admin.get('/wp-json/svc/v1/smart-configurator/status')).status).toBe(404);
  });
});
