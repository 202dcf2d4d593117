import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotTree } from '@dcs/addon-sdk/testing';
import { describeEachEngine } from '../../testing/test-databases.ts';
import type { HttpTestClient } from '../../testing/http-test-client.ts';
import { addonModule, startAddonTestSystem, statusRouteBody, type AddonTestKit } from './testing/addon-test-kit.ts';

const status = (area: string) => addonModule(statusRouteBody(area));

describeEachEngine('addon endpoints over HTTP', (engine) => {
  let kit: AddonTestKit;
  let admin: HttpTestClient;
  let addonsDir: string;
  beforeAll(async () => {
    kit = await startAddonTestSystem({ database: await engine.create() });
    admin = await kit.t.admin();
    addonsDir = kit.t.system.addons.addonsDir;
  });
  afterAll(async () => {
    await kit.close();
  });

  it('installs an upload inactive, activates it through the state, and removes its routes again', async () => {
    const zip = await kit.packageZip({ slug: 'greeter', channel: 'official', requiresServices: ['hooks', 'auth'] }, status('greeter'));
    const upload = await kit.upload(admin, zip);
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({ mode: 'install', reloaded: false, addon: { directory: 'greeter', active: false, status: 'inactive' } });
    expect((await admin.get('/wp-json/svc/v1/greeter/status')).status).toBe(404);

    const state = await admin.post('/api/v1/addons/state', ['greeter']);
    expect(state.status).toBe(200);
    expect(state.body.active).toEqual(['greeter']);
    expect((await admin.get('/wp-json/svc/v1/greeter/status')).body).toEqual({ addon: 'greeter', version: '1.0.0' });
    expect((await kit.t.client().get('/wp-json/svc/v1')).body.routes['/svc/v1/greeter/status']).toBeTruthy();

    expect((await admin.post('/api/v1/addons/state', [])).body.active).toEqual([]);
    const gone = await admin.get('/wp-json/svc/v1/greeter/status');
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('rest_no_route');
  });

  it('lists every field of an addon', async () => {
    const zip = await kit.packageZip({ slug: 'lister', name: 'Lister', version: '1.2.3', requiresServices: ['settings', 'hooks'] }, addonModule(''));
    expect((await kit.upload(admin, zip)).status).toBe(201);
    const list = await admin.get('/api/v1/addons');
    expect(list.status).toBe(200);
    const entry = list.body.addons.find((a: { directory: string }) => a.directory === 'lister');
    expect(entry).toEqual({
      directory: 'lister',
      slug: 'lister',
      name: 'Lister',
      installed_version: '1.2.3',
      channel: 'official',
      tier: 'free',
      trust: { status: 'verified', signing_key_id: 'test-pkg', verified_at: expect.any(String), released_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      latest_version: null,
      update_available: false,
      update_delivery: 'my_orders',
      license: { status: 'not_required', license_id: null, updates_until: null, expires_at: null, code: null, message: null },
      requiresServices: ['settings', 'hooks'],
      active: false,
      enabled: false,
      status: 'inactive',
      failure_reason: null,
      failure: null,
      installed_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(list.body.active).toEqual(expect.any(Array));
    expect(list.body.update_catalog).toMatchObject({ location: null, status: 'not_configured' });
  });

  it('installs an unsigned custom addon only with allow_unsigned_custom=1', async () => {
    const zip = await kit.packageZip({ slug: 'shop-tweaks', channel: 'custom' }, addonModule(''), { signWith: null });
    const refused = await kit.upload(admin, zip);
    expect(refused.body).toMatchObject({ code: 'svc_addon_unsigned_refused', data: { status: 422 } });
    const accepted = await kit.upload(admin, zip, { allow_unsigned_custom: '1' });
    expect(accepted.status).toBe(201);
    expect(accepted.body.addon).toMatchObject({ channel: 'custom', trust: { status: 'unsigned', signing_key_id: null, verified_at: null } });
  });

  it('records the license of a paid official addon and reports its state without the key', async () => {
    const zip = await kit.packageZip({ slug: 'dynamic-pricing', tier: 'paid', requiresServices: ['hooks', 'auth'] }, status('pricing'));
    const key = kit.license('bundle');
    const upload = await kit.upload(admin, zip, { license_key: key });
    expect(upload.status).toBe(201);
    expect(upload.body.addon.license).toMatchObject({ status: 'valid', license_id: expect.stringMatching(/^L-TEST-/), updates_until: '2099-12-31' });
    expect(JSON.stringify(await admin.get('/api/v1/addons'))).not.toContain(key);
  });

  it('restores an installed addon with replace_custom=1 and expected_slug', async () => {
    const v1 = await kit.packageZip({ slug: 'restorable', version: '1.0.0' }, addonModule(''));
    expect((await kit.upload(admin, v1)).status).toBe(201);
    const again = await kit.upload(admin, v1);
    expect(again.body).toMatchObject({ code: 'svc_addon_already_installed', data: { restore_fields: { replace_custom: '1', expected_slug: 'restorable' } } });
    expect(again.body.message).toContain('replace_custom=1 and expected_slug=restorable');
    const v2 = await kit.packageZip({ slug: 'restorable', version: '1.1.0' }, addonModule(''));
    // The restore fields said wrongly: each refusal says what to send.
    const alone = await kit.upload(admin, v2, { expected_slug: 'restorable' });
    expect(alone.status).toBe(400);
    expect(alone.body.code).toBe('svc_addon_expected_slug_without_replace');
    const spelled = await kit.upload(admin, v2, { replace_custom: 'true', expected_slug: 'restorable' });
    expect(spelled.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { replace_custom: 'replace_custom must be one of "0", "1"' } } });
    const mismatch = await kit.upload(admin, v2, { replace_custom: '1', expected_slug: 'other' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.code).toBe('svc_addon_restore_slug_mismatch');
    const restored = await kit.upload(admin, v2, { replace_custom: '1', expected_slug: 'restorable' });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ mode: 'replace', addon: { installed_version: '1.1.0', active: false } });
  });

  it('loads a replaced active addon in place of the old one, and keeps the old one when the new one fails', async () => {
    const v1 = await kit.packageZip({ slug: 'hot', version: '1.0.0', requiresServices: ['hooks', 'auth'] }, status('hot'));
    await kit.upload(admin, v1);
    expect((await admin.post('/api/v1/addons/state', ['hot'])).status).toBe(200);
    const v2 = await kit.packageZip({ slug: 'hot', version: '2.0.0', requiresServices: ['hooks', 'auth'] }, status('hot'));
    const replaced = await kit.upload(admin, v2, { replace_custom: '1', expected_slug: 'hot' });
    expect(replaced.body).toMatchObject({ mode: 'replace', reloaded: true, addon: { installed_version: '2.0.0', active: true } });
    expect((await admin.get('/wp-json/svc/v1/hot/status')).body.version).toBe('2.0.0');

    const before = await snapshotTree(addonsDir);
    const broken = await kit.packageZip({ slug: 'hot', version: '3.0.0', requiresServices: ['hooks'] }, addonModule("throw new Error('no printer');"));
    const refused = await kit.upload(admin, broken, { replace_custom: '1', expected_slug: 'hot' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'svc_addon_replace_failed', data: { addon: 'hot', cause: { code: 'svc_addon_activate_threw', message: expect.stringContaining('no printer') } } });
    expect(refused.body.message).toContain('no printer');
    expect(await snapshotTree(addonsDir)).toEqual(before);
    expect((await admin.get('/wp-json/svc/v1/hot/status')).body.version).toBe('2.0.0');
    await admin.post('/api/v1/addons/state', []);
  });

  it('gives an addon only its declared services: asking for another names the service and the manifest field', async () => {
    const zip = await kit.packageZip({ slug: 'nosy', requiresServices: ['settings'] }, addonModule('context.services.database.db();'));
    await kit.upload(admin, zip);
    const state = await admin.post('/api/v1/addons/state', ['nosy']);
    expect(state.status).toBe(422);
    expect(state.body).toMatchObject({ code: 'svc_addon_activation_failed', data: { addon: 'nosy', cause: { code: 'svc_service_not_declared' } } });
    expect(state.body.message).toContain('"database"');
    expect(state.body.message).toContain('requiresServices');
    const entry = (await admin.get('/api/v1/addons')).body.addons.find((a: { slug: string }) => a.slug === 'nosy');
    expect(entry).toMatchObject({ active: false, failure: { code: 'svc_service_not_declared' } });
  });

  it('changes the active set all or nothing: one bad addon keeps the previous set and routes', async () => {
    for (const slug of ['keeper', 'joiner']) {
      await kit.upload(admin, await kit.packageZip({ slug, requiresServices: ['hooks', 'auth'] }, status(slug)));
    }
    // A route that collides with keeper's breaks the table: the error must still name the addon.
    await kit.upload(admin, await kit.packageZip({ slug: 'clasher', requiresServices: ['hooks', 'auth'] }, status('keeper')));
    expect((await admin.post('/api/v1/addons/state', ['keeper'])).status).toBe(200);

    const bad = await admin.post('/api/v1/addons/state', ['keeper', 'joiner', 'clasher']);
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ code: 'svc_addon_activation_failed', data: { addon: 'clasher' } });
    const unknown = await admin.post('/api/v1/addons/state', ['joiner', 'not-there']);
    expect(unknown.body).toMatchObject({ code: 'svc_addon_activation_failed', data: { addon: 'not-there' } });

    const list = await admin.get('/api/v1/addons');
    expect(list.body.active).toEqual(['keeper']);
    expect((await admin.get('/wp-json/svc/v1/keeper/status')).body.addon).toBe('keeper');
    expect((await admin.get('/wp-json/svc/v1/joiner/status')).status).toBe(404);
    expect((await admin.post('/api/v1/addons/state', 'keeper')).body.code).toBe('rest_invalid_param');
    await admin.post('/api/v1/addons/state', []);
  });

  it('removes an inactive addon and refuses to remove an active one', async () => {
    await kit.upload(admin, await kit.packageZip({ slug: 'removable', requiresServices: ['hooks'] }, addonModule('')));
    await admin.post('/api/v1/addons/state', ['removable']);
    const refused = await admin.request('DELETE', '/api/v1/addons/removable');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('svc_addon_remove_active_refused');
    await admin.post('/api/v1/addons/state', []);
    expect((await admin.request('DELETE', '/api/v1/addons/removable')).status).toBe(200);
    expect(existsSync(join(addonsDir, 'removable'))).toBe(false);
    expect((await admin.request('DELETE', '/api/v1/addons/removable')).status).toBe(404);
  });
});

describe('addon endpoints: authentication and the attack corpus', () => {
  let kit: AddonTestKit;
  let admin: HttpTestClient;
  beforeAll(async () => {
    kit = await startAddonTestSystem();
    admin = await kit.t.admin();
    await kit.upload(admin, await kit.packageZip({ slug: 'print-queue' }, addonModule('')));
  });
  afterAll(() => kit.close());

  it('needs an admin session for every endpoint and the nonce for writes', async () => {
    const zip = await kit.packageZip({ slug: 'auth-probe' }, addonModule(''));
    const anonymous = kit.t.client();
    expect((await anonymous.get('/api/v1/addons')).status).toBe(401);
    expect((await kit.upload(anonymous, zip)).status).toBe(401);
    expect((await anonymous.post('/api/v1/addons/state', [])).status).toBe(401);
    const noNonce = await admin.request('POST', '/api/v1/addons/state', { json: [], nonce: false });
    expect(noNonce.status).toBe(401);
    const badNonce = await admin.request('POST', '/api/v1/addons/state', { json: [], headers: { 'x-wp-nonce': 'f'.repeat(24) } });
    expect(badNonce.status).toBe(403);
    expect(badNonce.body.code).toBe('rest_cookie_invalid_nonce');
    const form = new FormData();
    form.append('file', new Blob([await readFile(zip)]), 'a.zip');
    expect((await admin.request('POST', '/api/v1/addons/upload', { body: form, nonce: false })).status).toBe(401);
    expect((await admin.request('DELETE', '/api/v1/addons/print-queue', { headers: { 'x-wp-nonce': 'f'.repeat(24) } })).status).toBe(403);
  });

  it('refuses an upload without the file field', async () => {
    const form = new FormData();
    form.append('license_key', 'x');
    const response = await admin.request('POST', '/api/v1/addons/upload', { body: form });
    expect(response.body).toMatchObject({ code: 'svc_addon_upload_file_missing', data: { status: 400 } });
  });

  const paid = { slug: 'dynamic-pricing', tier: 'paid' as const };
  const corpus: Array<[string, () => Promise<string>, Record<string, string | (() => string)>, string, number]> = [
    ['zip slip', () => kit.packageZip({ slug: 'slip' }, addonModule(''), { extraFiles: { '../../evil.js': 'x' } }), {}, 'svc_addon_zip_path_traversal', 422],
    ['file changed after signing', () => kit.packageZip({ slug: 'tampered' }, addonModule(''), { afterSigning: (files) => files.set('dist/index.mjs', Buffer.from('evil()')) }), {}, 'svc_addon_signature_file_changed', 422],
    ['untrusted key', () => kit.packageZip({ slug: 'stranger' }, addonModule(''), { signWith: kit.strangerKey }), {}, 'svc_addon_signature_invalid', 422],
    ['unsigned without the flag', () => kit.packageZip({ slug: 'loose', channel: 'custom' }, addonModule(''), { signWith: null }), {}, 'svc_addon_unsigned_refused', 422],
    ['unsigned taking an official slug', () => kit.packageZip({ slug: 'print-queue', channel: 'custom' }, addonModule(''), { signWith: null }), { allow_unsigned_custom: '1', replace_custom: '1', expected_slug: 'print-queue' }, 'svc_addon_restore_requires_signature', 422],
    ['unsigned custom with a reserved first-party slug', () => kit.packageZip({ slug: 'dynamic-pricing', channel: 'custom' }, addonModule(''), { signWith: null }), { allow_unsigned_custom: '1' }, 'svc_addon_official_slug_reserved', 422],
    ['restore slug mismatch', () => kit.packageZip({ slug: 'smart-configurator' }, addonModule('')), { replace_custom: '1', expected_slug: 'print-queue' }, 'svc_addon_restore_slug_mismatch', 422],
    ['paid without key', () => kit.packageZip(paid, addonModule('')), {}, 'svc_addon_license_required', 422],
    ['key for another addon', () => kit.packageZip(paid, addonModule('')), { license_key: () => kit.license(['print-queue']) }, 'svc_addon_license_wrong_product', 422],
    ['expired key', () => kit.packageZip(paid, addonModule('')), { license_key: () => kit.license(['dynamic-pricing'], { expiresAt: '2026-02-01' }) }, 'svc_addon_license_expired', 422],
    ['not a zip', async () => notAZip(await kit.packageZip({ slug: 'junk' }, addonModule(''))), {}, 'svc_addon_zip_invalid', 422],
  ];

  it.each(corpus)('refuses %s with its own code and changes nothing on disk or in the database', async (_name, make, fields, code, httpStatus) => {
    const zip = await make();
    const database = kit.t.system.services.database;
    const rows = () => database.db().selectFrom('svc_addons').selectAll().orderBy('directory').execute();
    const [disk, records] = [await snapshotTree(kit.t.system.addons.addonsDir), await rows()];
    const response = await kit.upload(admin, zip, Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'function' ? v() : v])));
    expect(response.body.code).toBe(code);
    expect(response.status).toBe(httpStatus);
    expect(await snapshotTree(kit.t.system.addons.addonsDir)).toEqual(disk);
    expect(await rows()).toEqual(records);
  });
});

async function notAZip(zipPath: string): Promise<string> {
  await writeFile(zipPath, 'this is not a zip archive');
  return zipPath;
}
