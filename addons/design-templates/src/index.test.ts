import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAddonTestSystem, type AddonTestKit } from '@dcs/server/addon-testing';

describe('design-templates addon', () => {
  let kit: AddonTestKit;
  beforeAll(async () => {
    kit = await startAddonTestSystem();
  });
  afterAll(() => kit.close());

  it('builds into a signed package that installs, activates and answers its status route', async () => {
    const admin = await kit.t.admin();
    const zip = await kit.buildSigned(join(import.meta.dirname, '..'));
    const upload = await kit.upload(admin, zip, { license_key: kit.license(['design-templates']) });
    expect(upload.status).toBe(201);
    expect(upload.body.addon).toMatchObject({ slug: 'design-templates', channel: 'official', active: false, license: { status: 'valid' } });
    expect((await admin.post('/api/v1/addons/state', ['design-templates'])).status).toBe(200);
    const status = await admin.get('/wp-json/svc/v1/design-templates/status');
    expect(status.body).toEqual({ addon: 'design-templates', version: '0.1.0', active: true });
    const openapi = await kit.t.client().get('/api/v1/openapi/svc-v1.json');
    expect(openapi.status).toBe(200);
    expect(Object.keys(openapi.body.paths).join(' ')).toContain('/design-templates/{id}/assign');
    expect(JSON.stringify(openapi.body.paths['/design-templates/quick-config'])).toContain('minWidthPx');
    expect((await kit.t.client().get('/wp-json/svc/v1/design-templates/status')).status).toBe(401);
    expect((await admin.post('/api/v1/addons/state', [])).status).toBe(200);
    expect((await admin.get('/wp-json/svc/v1/design-templates/status')).status).toBe(404);
  });
});
