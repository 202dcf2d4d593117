import { join } from 'node:path';
import { generateSigningKeyPair, issueLicense } from '@dcs/addon-sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HttpTestClient } from '../../../testing/http-test-client.ts';
import { describeEachEngine, type TestDatabase } from '../../../testing/test-databases.ts';
import { startTestSystem, type TestSystem } from '../../../testing/test-system.ts';
import { createAddonRegistry, type AddonRecord } from '../../addons/addon-registry.ts';
import { ensureDevVendorKeys, type DevVendorKey } from '../../addons/addon-trust.ts';
import { expectAuthMatrix } from '../common/testing/auth-matrix.ts';

describeEachEngine('license resource', (engine) => {
  let t: TestSystem;
  let admin: HttpTestClient;
  let vendor: DevVendorKey;
  let database: TestDatabase;
  const key = (fields: { products?: string[]; bundle?: boolean; licenseId: string; expiresAt?: string; privateKey?: string; licensee?: string }) =>
    issueLicense({ privateKey: fields.privateKey ?? vendor.privateKeyPem, keyId: vendor.keyId, updatesUntil: '2099-12-31', issuedAt: '2024-01-01', ...fields });
  const registry = () => createAddonRegistry({ database: t.system.services.database, clock: t.system.services.clock });
  const addon = (slug: string, licenseKey: string | null): AddonRecord => ({
    directory: slug, slug, name: slug, version: '1.0.0', channel: 'official', trust: 'verified', keyId: 'k', verifiedAt: 1, releasedAt: '2025-01-01',
    tier: 'paid', licenseKey, requiresServices: [], active: false, failure: null, installedAt: 1, updatedAt: 1,
  });

  beforeAll(async () => {
    database = await engine.create();
    t = await startTestSystem({ database });
    admin = await t.admin();
    // The installation's license key, in the trust file the addon manager reads.
    vendor = (await ensureDevVendorKeys(join(t.system.config.dataDir, 'vendor-keys'), t.system.config.addonTrustFile)).license;
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('activates a product key: status per slug, list without the secret, deactivates', async () => {
    const productKey = key({ licenseId: 'L-1', products: ['dynamic-pricing'], licensee: 'Print shop' });
    const activated = await admin.post('/api/v1/license', { key: productKey });
    expect(activated.status, JSON.stringify(activated.body)).toBe(201);
    expect(activated.body.license).toMatchObject({ licenseId: 'L-1', bundle: false, products: ['dynamic-pricing'], licensee: 'Print shop', expiresAt: null });
    expect(JSON.stringify(activated.body)).not.toContain(productKey);
    expect((await admin.get('/api/v1/license/products/dynamic-pricing')).body).toMatchObject({ licensed: true, via: 'product', licenseId: 'L-1' });
    const other = await admin.get('/api/v1/license/products/print-queue');
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('svc_license_not_active');
    const overview = (await admin.get('/api/v1/license')).body;
    expect(overview.bundle).toMatchObject({ active: false, licensed: false });
    expect(overview.products.map((p: { slug: string; licensed: boolean }) => `${p.slug}:${p.licensed}`)).toEqual(['design-templates:false', 'dynamic-pricing:true', 'print-queue:false', 'smart-configurator:false']);
    const listed = await admin.get('/api/v1/license/keys');
    expect(JSON.stringify(listed.body)).not.toContain(productKey);
    expect((await admin.post('/api/v1/license', { key: productKey })).body.code).toBe('svc_resource_conflict');
    expect((await admin.request('DELETE', `/api/v1/license/keys/${activated.body.license.id}`)).body).toMatchObject({ deleted: true, revokedFrom: [] });
    expect((await admin.get('/api/v1/license/products/dynamic-pricing')).status).toBe(404);
  });

  it('an activated bundle key licenses the paid first-party addons: handed to those without a valid key, taken back on deactivation', async () => {
    const addons = registry();
    const ownKey = key({ licenseId: 'OWN', products: ['design-templates'] });
    await addons.save(addon('dynamic-pricing', null));
    await addons.save(addon('design-templates', ownKey));
    await addons.save(addon('print-queue', 'dcs1.broken.key'));
    await addons.save({ ...addon('someone-else', null), channel: 'custom' });
    const bundle = key({ licenseId: 'B-1', bundle: true });
    const activated = await admin.post('/api/v1/license', { key: bundle });
    expect(activated.body.appliedTo.sort()).toEqual(['dynamic-pricing', 'print-queue']);
    const byslug = Object.fromEntries((await addons.list()).map((a) => [a.slug, a.licenseKey]));
    expect(byslug).toEqual({ 'dynamic-pricing': bundle, 'design-templates': ownKey, 'print-queue': bundle, 'someone-else': null });
    const overview = (await admin.get('/api/v1/license')).body;
    expect(overview.bundle).toMatchObject({ active: true, licensed: true, licenseId: 'B-1', via: 'bundle' });
    expect(overview.products.find((p: { slug: string }) => p.slug === 'smart-configurator')).toMatchObject({ licensed: true, via: 'bundle' });
    // A paid addon uploaded later gets it on demand.
    await addons.save(addon('smart-configurator', null));
    expect((await admin.post(`/api/v1/license/keys/${activated.body.license.id}/apply`, {})).body.appliedTo).toEqual(['smart-configurator']);

    const removed = await admin.request('DELETE', `/api/v1/license/keys/${activated.body.license.id}`);
    expect(removed.body.revokedFrom.sort()).toEqual(['dynamic-pricing', 'print-queue', 'smart-configurator']);
    expect((await addons.get('dynamic-pricing'))!.licenseKey).toBeNull();
    expect((await addons.get('design-templates'))!.licenseKey).toBe(ownKey);
    for (const slug of ['dynamic-pricing', 'design-templates', 'print-queue', 'someone-else', 'smart-configurator']) await addons.remove(slug);
  });

  it('answers from one decision: /license agrees with /addons after a restore, and addons that need no key say so', async () => {
    const addons = registry();
    // A restored installation: the bundle key is on the addons' records; no key was activated through /license.
    const bundle = key({ licenseId: 'B-RESTORED', bundle: true });
    await addons.save(addon('dynamic-pricing', bundle));
    await addons.save(addon('print-queue', key({ licenseId: 'OLD-PQ', products: ['print-queue'], expiresAt: '2025-01-01' })));
    await addons.save({ ...addon('their-addon', null), channel: 'custom' });
    await addons.save({ ...addon('free-one', null), tier: 'free' });
    try {
      expect((await admin.get('/api/v1/license/keys')).body).toEqual([]);
      const listed = Object.fromEntries((await admin.get('/api/v1/addons')).body.addons.map((a: { slug: string; license: unknown }) => [a.slug, a.license]));
      const overview = (await admin.get('/api/v1/license')).body;
      const products = Object.fromEntries(overview.products.map((p: { slug: string }) => [p.slug, p]));
      expect(listed['dynamic-pricing']).toMatchObject({ status: 'valid', license_id: 'B-RESTORED' });
      expect(products['dynamic-pricing']).toEqual({ slug: 'dynamic-pricing', required: true, licensed: true, licenseId: 'B-RESTORED', via: 'bundle', expiresAt: null, updatesUntil: '2099-12-31', problem: null });
      expect(listed['print-queue']).toMatchObject({ status: 'invalid', code: 'svc_addon_license_expired' });
      expect(products['print-queue']).toMatchObject({ required: true, licensed: false, licenseId: 'OLD-PQ', problem: 'svc_addon_license_expired' });
      // A custom addon and a free one need no key: they say so, and are not "unlicensed".
      for (const slug of ['their-addon', 'free-one']) {
        expect(listed[slug], slug).toMatchObject({ status: 'not_required' });
        expect(products[slug], slug).toEqual({ slug, required: false, licensed: true, licenseId: null, via: null, expiresAt: null, updatesUntil: null, problem: null });
      }
      // A first-party slug that is not installed: no activated key covers it.
      expect(products['design-templates']).toMatchObject({ required: true, licensed: false, problem: null });
      // Every installed addon: licensed on /license exactly when /addons says valid or not required.
      for (const [slug, license] of Object.entries(listed) as Array<[string, { status: string }]>) {
        expect(products[slug]?.licensed, slug).toBe(license.status === 'valid' || license.status === 'not_required');
      }
      expect(overview.bundle).toMatchObject({ active: true, licensed: true, licenseId: 'B-RESTORED', via: 'bundle' });
      expect((await admin.get('/api/v1/license/products/dynamic-pricing')).body).toMatchObject({ licensed: true, licenseId: 'B-RESTORED' });
      expect((await admin.get('/api/v1/license/products/their-addon')).body).toMatchObject({ required: false, licensed: true });
      expect((await admin.get('/api/v1/license/products/print-queue')).body).toMatchObject({ code: 'svc_license_not_active', data: { problem: 'svc_addon_license_expired' } });
    } finally {
      for (const slug of ['dynamic-pricing', 'print-queue', 'their-addon', 'free-one']) await addons.remove(slug);
    }
  });

  it('refuses forged, malformed, expired and foreign keys, storing nothing', async () => {
    const stranger = generateSigningKeyPair();
    const expired = key({ licenseId: 'OLD', bundle: true, expiresAt: '2024-06-30' });
    const cases: Array<[string, string]> = [
      ['not a key', 'svc_addon_license_malformed'],
      ['dcs1.abc.def', 'svc_addon_license_malformed'],
      [key({ licenseId: 'F', bundle: true, privateKey: stranger.privateKey }), 'svc_addon_license_forged'],
      [expired, 'svc_addon_license_expired'],
      [`${key({ licenseId: 'T', bundle: true }).slice(0, -4)}AAAA`, 'svc_addon_license_forged'],
    ];
    for (const [bad, code] of cases) {
      const response = await admin.post('/api/v1/license', { key: bad });
      expect(response.body.code, bad.slice(0, 30)).toBe(code);
      expect(response.status).toBeGreaterThanOrEqual(400);
    }
    expect((await admin.post('/api/v1/license', { key: '' })).status).toBe(400);
    expect((await admin.post('/api/v1/license', { key: 'x', extra: 1 })).status).toBe(400);
    expect((await admin.get('/api/v1/license/keys')).body).toEqual([]);
    expect((await admin.get('/api/v1/license/products/NOT_A_SLUG')).status).toBe(400);
  });

  it('requires an admin session, and a valid nonce for changes', async () => {
    const id = (await admin.post('/api/v1/license', { key: key({ licenseId: 'M', products: ['print-queue'] }) })).body.license.id;
    await expectAuthMatrix(t, admin, [
      { method: 'GET', path: '/api/v1/license' },
      { method: 'GET', path: '/api/v1/license/keys' },
      { method: 'GET', path: '/api/v1/license/products/print-queue' },
      { method: 'POST', path: '/api/v1/license', json: { key: 'x' } },
      { method: 'POST', path: `/api/v1/license/keys/${id}/apply`, json: {} },
      { method: 'DELETE', path: `/api/v1/license/keys/${id}` },
    ]);
    expect((await admin.get('/api/v1/license/keys')).body).toHaveLength(1);
  });
});
