import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadFlags } from './install-policy.ts';
import { installAddonUpload, type InstallAddonUploadOptions } from './install-upload.ts';
import { issueLicense } from './license-key.ts';
import { SIGNATURE_FILE } from './signature-format.ts';
import {
  addonFiles,
  makeTempDir,
  makeTestTrust,
  signFiles,
  snapshotTree,
  testManifest,
  writeRawZip,
  zipEntries,
  type TestKey,
} from './testing/addon-fixtures.ts';
import { unixMode, type RawZipEntry } from './testing/raw-zip.ts';
import type { AddonManifest } from './manifest.ts';

const trust = makeTestTrust();
const NOW = new Date('2026-11-21T12:00:00Z');
// The first-party slugs: only the official key signs them, and each needs a license key.
const OFFICIAL = new Set(['dynamic-pricing', 'print-queue']);
let temp: Awaited<ReturnType<typeof makeTempDir>>;
let addonsDir: string;
let counter = 0;
let ready = false;

beforeAll(async () => {
  temp = await makeTempDir();
  addonsDir = join(temp.path, 'addons');
  // An installed official addon and a custom one, so refusals have something to leave alone.
  for (const manifest of [testManifest({ slug: 'print-queue' }), testManifest({ slug: 'my-shop-tweaks', channel: 'custom' })]) {
    const files = addonFiles(manifest);
    const signature = manifest.channel === 'official' ? signFiles(files, manifest, trust.packageKey) : undefined;
    const zipPath = await writeRawZip(join(temp.path, `${manifest.slug}.zip`), zipEntries(manifest.slug, files, signature));
    const flags = manifest.channel === 'custom' ? { allowUnsignedCustom: true } : { licenseKey: license([manifest.slug]) };
    const { install } = await installAddonUpload(options(zipPath, flags));
    await install.commit();
  }
  ready = true;
});
afterAll(async () => {
  await temp.dispose();
});

const installed = [
  { slug: 'print-queue', directory: 'print-queue', channel: 'official', version: '1.0.0', active: true },
  { slug: 'my-shop-tweaks', directory: 'my-shop-tweaks', channel: 'custom', version: '1.0.0', active: false },
] as const;

function options(zipPath: string, flags: UploadFlags = {}): InstallAddonUploadOptions {
  return {
    zipPath,
    addonsDir,
    trustStore: trust.trustStore,
    vendorKeys: trust.trustStore,
    flags,
    officialSlugs: OFFICIAL,
    installed: ready ? [...installed] : [],
    coreVersion: '0.4.0',
    now: NOW,
  };
}

function signedZip(manifest: AddonManifest, key: TestKey = trust.packageKey, tamper?: (files: Map<string, Buffer>) => void) {
  const files = addonFiles(manifest);
  const signature = signFiles(files, manifest, key);
  tamper?.(files);
  return zipEntries(manifest.slug, files, signature);
}

function unsignedZip(manifest: AddonManifest): RawZipEntry[] {
  return zipEntries(manifest.slug, addonFiles(manifest));
}

function license(products: string[] | 'bundle', extra: { expiresAt?: string; updatesUntil?: string; key?: TestKey } = {}) {
  const key = extra.key ?? trust.vendorKey;
  return issueLicense({
    privateKey: key.privateKey,
    keyId: key.keyId,
    licenseId: `L-${++counter}`,
    ...(products === 'bundle' ? { bundle: true } : { products }),
    issuedAt: '2026-02-01',
    updatesUntil: extra.updatesUntil ?? '2027-01-31',
    ...(extra.expiresAt ? { expiresAt: extra.expiresAt } : {}),
  });
}

/** Runs the upload pipeline and returns the refusal code, checking that nothing on disk changed. */
async function refuse(entries: RawZipEntry[], flags: UploadFlags = {}): Promise<{ code: string; status: number }> {
  const zipPath = await writeRawZip(join(temp.path, `upload-${++counter}.zip`), entries);
  const before = await snapshotTree(addonsDir);
  let outcome = { code: 'accepted', status: 200 };
  try {
    const { install } = await installAddonUpload(options(zipPath, flags));
    await install.revert();
  } catch (error) {
    outcome = { code: (error as { code: string }).code, status: (error as { status: number }).status };
  }
  expect(await snapshotTree(addonsDir)).toEqual(before);
  return outcome;
}

const paid = testManifest({ slug: 'dynamic-pricing', tier: 'paid' });

const corpus: Array<[string, () => RawZipEntry[], UploadFlags, string]> = [
  ['zip slip', () => [...unsignedZip(testManifest()), { name: 'hello-world/../../x.js', data: Buffer.from('x') }], {}, 'svc_addon_zip_path_traversal'],
  ['absolute path', () => [{ name: '/hello-world/addon.json', data: Buffer.from('{}') }], {}, 'svc_addon_zip_absolute_path'],
  ['symlink', () => [...unsignedZip(testManifest()), { name: 'hello-world/etc', data: Buffer.from('/etc'), externalAttributes: unixMode(0o120777) }], {}, 'svc_addon_zip_symlink'],
  ['encrypted entry', () => [...unsignedZip(testManifest()), { name: 'hello-world/secret.js', data: Buffer.from('x'), flags: 1 }], {}, 'svc_addon_zip_encrypted_entry'],
  ['zip bomb by ratio', () => [...unsignedZip(testManifest()), { name: 'hello-world/bomb', data: Buffer.alloc(16 << 20) }], {}, 'svc_addon_zip_ratio_exceeded'],
  ['too many entries', () => Array.from({ length: 2001 }, (_, i) => ({ name: `hello-world/f${i}`, data: Buffer.from('x') })), {}, 'svc_addon_zip_too_many_entries'],
  ['duplicate names by case', () => [...unsignedZip(testManifest()), { name: 'hello-world/ADDON.json', data: Buffer.from('{}') }], {}, 'svc_addon_zip_duplicate_entry'],
  ['duplicate names by normalization', () => [...unsignedZip(testManifest()), { name: 'hello-world/caf\u00e9', data: Buffer.from('1') }, { name: 'hello-world/cafe\u0301', data: Buffer.from('2') }], {}, 'svc_addon_zip_duplicate_entry'],
  ['two top-level folders', () => [...unsignedZip(testManifest()), { name: 'other/addon.json', data: Buffer.from('{}') }], {}, 'svc_addon_zip_multiple_top_directories'],
  ['missing addon.json', () => [{ name: 'hello-world/dist/index.js', data: Buffer.from('x') }], {}, 'svc_addon_manifest_missing'],
  ['invalid addon.json', () => [{ name: 'hello-world/addon.json', data: Buffer.from('{"slug":"Bad Slug"}') }], {}, 'svc_addon_manifest_invalid'],
  ['file changed after signing', () => signedZip(testManifest(), undefined, (f) => f.set('dist/index.js', Buffer.from('evil()'))), {}, 'svc_addon_signature_file_changed'],
  ['extra file outside the signed list', () => signedZip(testManifest(), undefined, (f) => f.set('dist/extra.js', Buffer.from('evil()'))), {}, 'svc_addon_signature_extra_file'],
  ['untrusted key', () => signedZip(testManifest(), trust.untrustedKey), {}, 'svc_addon_signature_invalid'],
  ['unknown key id', () => signedZip(testManifest(), { ...trust.untrustedKey, keyId: 'someone-else' }), {}, 'svc_addon_signature_unknown_key'],
  ['revoked key', () => signedZip(testManifest(), trust.revokedKey), {}, 'svc_addon_signature_key_revoked'],
  ['expired key window', () => signedZip(testManifest(), trust.expiredKey), {}, 'svc_addon_signature_key_expired'],
  ['signed slug differs from addon.json', () => { const m = testManifest(); const files = addonFiles(m); return zipEntries('hello-world', files, signFiles(files, { ...m, slug: 'print-queue' }, trust.packageKey)); }, {}, 'svc_addon_signature_manifest_mismatch'],
  ['slug mismatch on restore', () => signedZip(testManifest()), { replaceCustom: true, expectedSlug: 'print-queue' }, 'svc_addon_restore_slug_mismatch'],
  ['unsigned restore of an official slug', () => unsignedZip(testManifest({ slug: 'print-queue' })), { replaceCustom: true, expectedSlug: 'print-queue', allowUnsignedCustom: true }, 'svc_addon_restore_requires_signature'],
  ['expected slug without restore', () => unsignedZip(testManifest({ slug: 'shop-extras', channel: 'custom' })), { allowUnsignedCustom: true, expectedSlug: 'shop-extras' }, 'svc_addon_expected_slug_without_replace'],
  ['restore without expected slug', () => signedZip(testManifest({ slug: 'print-queue' })), { replaceCustom: true }, 'svc_addon_restore_expected_slug_missing'],
  ['unsigned without the flag', () => unsignedZip(testManifest({ slug: 'shop-extras', channel: 'custom' })), {}, 'svc_addon_unsigned_refused'],
  ['unsigned taking an official slug', () => unsignedZip(testManifest({ slug: 'dynamic-pricing', channel: 'custom' })), { allowUnsignedCustom: true }, 'svc_addon_official_slug_reserved'],
  ['third-party signed package taking an official slug', () => signedZip(testManifest({ slug: 'dynamic-pricing', channel: 'third-party' })), {}, 'svc_addon_official_slug_reserved'],
  ['same slug installed without restore', () => unsignedZip(testManifest({ slug: 'my-shop-tweaks', channel: 'custom' })), { allowUnsignedCustom: true }, 'svc_addon_already_installed'],
  ['unsupported core version', () => signedZip(testManifest({ coreVersionRange: '>=2.0.0' })), {}, 'svc_addon_core_version_unsupported'],
  ['paid without key', () => signedZip(paid), {}, 'svc_addon_license_required'],
  ['key for another addon', () => signedZip(paid), { licenseKey: license(['print-queue']) }, 'svc_addon_license_wrong_product'],
  ['expired key', () => signedZip(paid), { licenseKey: license(['dynamic-pricing'], { expiresAt: '2026-10-31' }) }, 'svc_addon_license_expired'],
  ['forged key', () => signedZip(paid), { licenseKey: license(['dynamic-pricing'], { key: { ...trust.untrustedKey, keyId: trust.vendorKey.keyId } }) }, 'svc_addon_license_forged'],
  ['malformed key', () => signedZip(paid), { licenseKey: 'not-a-key' }, 'svc_addon_license_malformed'],
  ['package key used as license key', () => signedZip(paid), { licenseKey: license('bundle', { key: trust.packageKey }) }, 'svc_addon_license_forged'],
  ['release after updates ended', () => signedZip(paid), { licenseKey: license(['dynamic-pricing'], { updatesUntil: '2026-05-31' }) }, 'svc_addon_license_updates_ended'],
];

describe('installAddonUpload attack corpus', () => {
  it.each(corpus)('refuses %s and leaves the disk unchanged', async (_name, entries, flags, code) => {
    expect((await refuse(entries(), flags)).code).toBe(code);
  });

  it('answers 422 for violations of restore rules 2 and 3', async () => {
    expect(await refuse(signedZip(testManifest()), { replaceCustom: true, expectedSlug: 'print-queue' })).toMatchObject({ status: 422 });
    expect(await refuse(signedZip(paid))).toMatchObject({ status: 422 });
    expect(await refuse(signedZip(paid), { licenseKey: license(['print-queue']) })).toMatchObject({ status: 422 });
  });

  it('refuses a missing signed file', async () => {
    const manifest = testManifest();
    const files = addonFiles(manifest, { 'dist/helper.js': 'export const x = 1;' });
    const signature = signFiles(files, manifest, trust.packageKey);
    files.delete('dist/helper.js');
    expect((await refuse(zipEntries('hello-world', files, signature))).code).toBe('svc_addon_signature_missing_file');
  });

  it('refuses a forged signature (payload edited after signing)', async () => {
    const manifest = testManifest();
    const files = addonFiles(manifest);
    const signature = JSON.parse(signFiles(files, manifest, trust.packageKey).toString());
    signature.payload = signature.payload.replace('"version":"1.0.0"', '"version":"9.0.0"');
    const entries = zipEntries('hello-world', files, Buffer.from(JSON.stringify(signature)));
    expect((await refuse(entries)).code).toBe('svc_addon_signature_invalid');
  });
});

describe('installAddonUpload happy paths', () => {
  it('installs a signed official package as official and verified, never active', async () => {
    const zipPath = await writeRawZip(join(temp.path, 'hello.zip'), signedZip(testManifest({ version: '1.2.0' })));
    const { plan, install } = await installAddonUpload(options(zipPath));
    await install.commit();
    expect(plan).toMatchObject({ slug: 'hello-world', version: '1.2.0', channel: 'official', trust: 'verified', keyId: 'dcs-2026', mode: 'install' });
    expect(await snapshotTree(join(addonsDir, 'hello-world'))).toEqual([
      expect.stringMatching(/^addon\.json 644 /),
      expect.stringMatching(new RegExp(`^${SIGNATURE_FILE.replace('.', '\\.')} 644 `)),
      'dist/ 755',
      expect.stringMatching(/^dist\/index\.js 644 /),
    ]);
  });

  it('accepts packages signed with either key during a rotation', async () => {
    const zipPath = await writeRawZip(join(temp.path, 'rotated.zip'), signedZip(testManifest({ slug: 'rotated-addon' }), trust.rotatedKey));
    const { plan, install } = await installAddonUpload(options(zipPath));
    await install.revert();
    expect(plan.keyId).toBe('dcs-2027');
  });

  it('installs an unsigned package as custom and unsigned with the flag', async () => {
    const zipPath = await writeRawZip(join(temp.path, 'custom.zip'), unsignedZip(testManifest({ slug: 'shop-extras', channel: 'third-party', tier: 'paid' })));
    const { plan, install } = await installAddonUpload(options(zipPath, { allowUnsignedCustom: true }));
    await install.commit();
    expect(plan).toMatchObject({ slug: 'shop-extras', channel: 'custom', trust: 'unsigned', keyId: null, license: null });
  });

  it('accepts a paid addon with its own key or with a bundle key', async () => {
    for (const licenseKey of [license(['dynamic-pricing']), license('bundle')]) {
      const zipPath = await writeRawZip(join(temp.path, `paid-${++counter}.zip`), signedZip(paid));
      const { plan, install } = await installAddonUpload(options(zipPath, { licenseKey }));
      await install.revert();
      expect(plan.license?.licenseId).toMatch(/^L-/);
    }
  });

  it('restores an official addon from a signed package, replacing the previous version', async () => {
    const previous = await readFile(join(addonsDir, 'print-queue', 'addon.json'), 'utf8');
    const manifest = testManifest({ slug: 'print-queue', version: '1.0.1' });
    const zipPath = await writeRawZip(join(temp.path, 'restore.zip'), signedZip(manifest));
    // No key with the restore: the bundle the installation activated licenses it.
    const bundle = license('bundle');
    const { plan, install } = await installAddonUpload({ ...options(zipPath, { replaceCustom: true, expectedSlug: 'print-queue' }), activatedLicenseKeys: [license(['dynamic-pricing']), bundle] });
    expect(plan).toMatchObject({ mode: 'replace', replaces: { slug: 'print-queue' }, licenseKey: bundle, license: { bundle: 'first-party' } });
    await install.revert();
    expect(await readFile(join(addonsDir, 'print-queue', 'addon.json'), 'utf8')).toBe(previous);
    const again = await installAddonUpload(options(zipPath, { replaceCustom: true, expectedSlug: 'print-queue', licenseKey: license(['print-queue']) }));
    await again.install.commit();
    expect(JSON.parse(await readFile(join(addonsDir, 'print-queue', 'addon.json'), 'utf8')).version).toBe('1.0.1');
    expect((await snapshotTree(addonsDir)).filter((line) => line.startsWith('.'))).toEqual([]);
  });
});
