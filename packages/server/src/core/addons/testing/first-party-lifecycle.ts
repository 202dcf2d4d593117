import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpTestClient } from '../../../testing/http-test-client.ts';
import { startAddonTestSystem, type AddonTestKit } from './addon-test-kit.ts';

/**
 * The life of a first-party addon package, which every `addons/<slug>` proves of itself: its source
 * folder builds into a signed package that installs inactive with a valid license, activates, answers
 * its admin status route (and refuses the signed-out), and whose routes are gone once deactivated.
 * `whileActive` adds the addon's own checks of the running system (for example its OpenAPI paths).
 */
export function firstPartyAddonLifecycle(options: {
  slug: string;
  sourceDir: string;
  statusPath: string;
  whileActive?: (kit: AddonTestKit, admin: HttpTestClient) => Promise<void>;
}): void {
  const { slug, sourceDir, statusPath } = options;
  describe(`${slug} addon`, () => {
    let kit: AddonTestKit;
    beforeAll(async () => {
      kit = await startAddonTestSystem();
    });
    afterAll(() => kit.close());

    it('builds into a signed package that installs, activates and answers its status route', async () => {
      const admin = await kit.t.admin();
      const zip = await kit.buildSigned(sourceDir);
      const upload = await kit.upload(admin, zip, { license_key: kit.license([slug]) });
      expect(upload.status).toBe(201);
      expect(upload.body.addon).toMatchObject({ slug, channel: 'official', active: false, license: { status: 'valid' } });
      expect((await admin.post('/api/v1/addons/state', [slug])).status).toBe(200);
      const status = await admin.get(`/wp-json/svc/v1${statusPath}`);
      expect(status.body).toEqual({ addon: slug, version: '0.1.0', active: true });
      await options.whileActive?.(kit, admin);
      expect((await kit.t.client().get(`/wp-json/svc/v1${statusPath}`)).status).toBe(401);
      expect((await admin.post('/api/v1/addons/state', [])).status).toBe(200);
      expect((await admin.get(`/wp-json/svc/v1${statusPath}`)).status).toBe(404);
    });
  });
}
