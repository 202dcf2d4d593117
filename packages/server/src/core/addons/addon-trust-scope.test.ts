import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpdateCatalog } from '@dcs/addon-sdk';
import { makeTestKey } from '@dcs/addon-sdk/testing';
import type { HttpTestClient } from '../../testing/http-test-client.ts';
import { addonModule, startAddonTestSystem, type AddonTestKit } from './testing/addon-test-kit.ts';

/**
 * Trust is scoped: the official key alone signs first-party slugs, official packages and the official
 * catalog; a vendor's key signs the slugs the operator lists for it, and its catalog announces only
 * those; whether a key is needed follows the first-party list, not the uploaded manifest.
 */
describe('scoped addon trust', () => {
  let kit: AddonTestKit;
  let admin: HttpTestClient;
  const acme = makeTestKey('acme-2026');
  const loose = makeTestKey('loose-2026');
  const entry = async (slug: string) => (await admin.get('/api/v1/addons')).body.addons.find((a: { slug: string }) => a.slug === slug);
  const refusal = (response: { status: number; body: { code: string } }) => [response.status, response.body.code];

  beforeAll(async () => {
    kit = await startAddonTestSystem();
    admin = await kit.t.admin();
    // The tutorial's setup: the operator trusts a vendor's release key, for that vendor's slugs; one
    // key added without a scope, as trust files written before scopes had them.
    const trust = JSON.parse(await readFile(kit.trustFile, 'utf8'));
    trust.keys.push({ keyId: acme.keyId, purpose: 'package', publicKey: acme.publicPem, slugs: ['acme-*', 'label-maker'] });
    trust.keys.push({ keyId: loose.keyId, purpose: 'package', publicKey: loose.publicPem });
    await writeFile(kit.trustFile, JSON.stringify(trust));
  });
  afterAll(() => kit?.close());

  it("installs a vendor's package for the slugs its key is trusted for, as third-party", async () => {
    for (const slug of ['acme-labels', 'label-maker']) {
      const upload = await kit.upload(admin, await kit.packageZip({ slug, channel: 'third-party' }, addonModule(''), { signWith: acme }));
      expect(upload.status, upload.text).toBe(201);
      expect(await entry(slug)).toMatchObject({ channel: 'third-party', trust: { status: 'verified', signing_key_id: 'acme-2026' }, license: { status: 'not_required' } });
    }
  });

  it('refuses a vendor-signed package that claims a first-party slug, declaring itself official and free', async () => {
    const zip = await kit.packageZip({ slug: 'smart-configurator', channel: 'official', tier: 'free' }, addonModule(''), { signWith: acme });
    expect(refusal(await kit.upload(admin, zip))).toEqual([422, 'svc_addon_official_slug_reserved']);
    const restore = await kit.upload(admin, zip, { replace_custom: '1', expected_slug: 'smart-configurator' });
    expect(refusal(restore)).toEqual([422, 'svc_addon_official_slug_reserved']);
    expect(await entry('smart-configurator')).toBeUndefined();
  });

  it("refuses a vendor's package for a slug it is not trusted for, an official one, and any package of an unscoped key", async () => {
    const other = await kit.packageZip({ slug: 'someone-elses', channel: 'third-party' }, addonModule(''), { signWith: acme });
    const otherAnswer = await kit.upload(admin, other);
    expect(refusal(otherAnswer)).toEqual([422, 'svc_addon_signature_key_out_of_scope']);
    expect(otherAnswer.body.message).toContain('"someone-elses"');
    const official = await kit.packageZip({ slug: 'acme-official', channel: 'official' }, addonModule(''), { signWith: acme });
    expect(refusal(await kit.upload(admin, official))).toEqual([422, 'svc_addon_signature_key_out_of_scope']);
    const unscoped = await kit.packageZip({ slug: 'loose-thing', channel: 'third-party' }, addonModule(''), { signWith: loose });
    expect(refusal(await kit.upload(admin, unscoped))).toEqual([422, 'svc_addon_signature_key_out_of_scope']);
  });

  it('asks for a license for a first-party slug whatever its manifest says, even from the official key', async () => {
    const free = await kit.packageZip({ slug: 'print-queue', channel: 'official', tier: 'free' }, addonModule(''));
    expect(refusal(await kit.upload(admin, free))).toEqual([422, 'svc_addon_license_required']);
    const licensed = await kit.upload(admin, free, { license_key: kit.license(['print-queue']) });
    expect(licensed.status, licensed.text).toBe(201);
    expect(await entry('print-queue')).toMatchObject({ channel: 'official', license: { status: 'valid' } });
  });

  it("uses the official catalog only when the official key signed it, and each vendor's for that vendor's slugs", async () => {
    const write = async (name: string, text: string) => {
      const path = join(kit.work, name);
      await writeFile(path, text);
      return path;
    };
    const catalog = (addons: Array<{ slug: string; version: string }>) => ({ issuedAt: '2026-01-01T00:00:00Z', expiresAt: '2099-01-01T00:00:00Z', addons });
    const forged = await write('forged.json', createUpdateCatalog(catalog([{ slug: 'print-queue', version: '9.0.0' }]), acme));
    const official = await write('official.json', createUpdateCatalog(catalog([{ slug: 'print-queue', version: '2.0.0' }]), kit.packageKey));
    const vendor = await write('acme.json', createUpdateCatalog(catalog([{ slug: 'acme-labels', version: '1.5.0' }]), acme));
    const greedy = await write('greedy.json', createUpdateCatalog(catalog([{ slug: 'acme-labels', version: '1.6.0' }, { slug: 'print-queue', version: '9.0.0' }]), acme));

    const refused = await admin.post('/api/v1/addons/update-catalog', { location: forged });
    expect(refused.body).toMatchObject({ status: 'invalid', code: 'svc_addon_signature_key_out_of_scope', signing_key_id: 'acme-2026' });
    expect(await entry('print-queue')).toMatchObject({ latest_version: null });

    const both = await admin.post('/api/v1/addons/update-catalog', { location: official, vendor_locations: [vendor, greedy] });
    expect(both.status, both.text).toBe(200);
    expect(both.body).toMatchObject({
      status: 'ok',
      vendor_catalogs: [
        { location: vendor, status: 'ok', signing_key_id: 'acme-2026' },
        { location: greedy, status: 'invalid', code: 'svc_addon_signature_key_out_of_scope' },
      ],
    });
    expect(await entry('print-queue')).toMatchObject({ latest_version: '2.0.0', update_available: true });
    expect(await entry('acme-labels')).toMatchObject({ latest_version: '1.5.0', update_available: true });
    expect(await entry('label-maker')).toMatchObject({ latest_version: null });
  });

  it('counts an activated bundle key at upload and at restore', async () => {
    const activated = await admin.post('/api/v1/license', { key: kit.license('bundle') });
    expect(activated.status, activated.text).toBe(201);
    const paid = (version: string) => kit.packageZip({ slug: 'dynamic-pricing', channel: 'official', tier: 'paid', version }, addonModule(''));
    const upload = await kit.upload(admin, await paid('1.0.0'));
    expect(upload.status, upload.text).toBe(201);
    expect(await entry('dynamic-pricing')).toMatchObject({ installed_version: '1.0.0', license: { status: 'valid' } });
    const restore = await kit.upload(admin, await paid('1.1.0'), { replace_custom: '1', expected_slug: 'dynamic-pricing' });
    expect([restore.status, restore.body.mode], restore.text).toEqual([200, 'replace']);
    expect(await entry('dynamic-pricing')).toMatchObject({ installed_version: '1.1.0', license: { status: 'valid' } });
    expect((await admin.post('/api/v1/addons/state', ['dynamic-pricing'])).status).toBe(200);
  });
});
