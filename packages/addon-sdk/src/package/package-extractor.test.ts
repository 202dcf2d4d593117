import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAddonPackage } from './addon-package.ts';
import { extractPackage, stageExtraction } from './package-extractor.ts';
import { verifyPackageSignature, type SignatureVerification } from './package-signature.ts';
import { addonFiles, makeTempDir, makeTestTrust, signFiles, snapshotTree, testManifest, writeRawZip, zipEntries } from './testing/addon-fixtures.ts';
import { unixMode } from './testing/raw-zip.ts';

const trust = makeTestTrust();
const now = new Date('2026-11-21T00:00:00Z');
let temp: Awaited<ReturnType<typeof makeTempDir>>;
beforeEach(async () => {
  temp = await makeTempDir();
});
afterEach(async () => {
  await temp.dispose();
});

async function signedPackage(version: string, name = `p-${version}.zip`) {
  const manifest = testManifest({ version });
  const files = addonFiles(manifest, { 'bin/tool.sh': '#!/bin/sh\necho hi\n' });
  const entries = zipEntries('hello-world', files, signFiles(files, manifest, trust.packageKey)).map((entry) => ({
    ...entry,
    // Archive modes that must never reach the disk: setuid, world-writable.
    externalAttributes: unixMode(0o104777),
  }));
  const path = await writeRawZip(join(temp.path, name), entries);
  return path;
}

describe('extractPackage', () => {
  it('writes files 0644 and folders 0755 whatever the archive says', async () => {
    const pkg = await readAddonPackage(await signedPackage('1.0.0'));
    const verification = verifyPackageSignature(pkg, trust.trustStore, { now });
    expect(verification.status).toBe('verified');
    const destination = join(temp.path, 'addons', 'hello-world');
    const result = await extractPackage(pkg, destination, { verification });
    pkg.close();
    expect(result).toMatchObject({ files: 4, replacedPrevious: false });
    expect(((await stat(join(destination, 'bin/tool.sh'))).mode & 0o7777).toString(8)).toBe('644');
    expect(((await stat(join(destination, 'bin'))).mode & 0o7777).toString(8)).toBe('755');
    expect(((await stat(destination)).mode & 0o7777).toString(8)).toBe('755');
  });

  it('replaces a previous version and leaves no staging or backup folders', async () => {
    const destination = join(temp.path, 'addons', 'hello-world');
    for (const version of ['1.0.0', '1.1.0']) {
      const pkg = await readAddonPackage(await signedPackage(version));
      await extractPackage(pkg, destination, { verification: verifyPackageSignature(pkg, trust.trustStore, { now }) });
      pkg.close();
    }
    expect(JSON.parse(await readFile(join(destination, 'addon.json'), 'utf8')).version).toBe('1.1.0');
    expect((await snapshotTree(join(temp.path, 'addons'))).filter((line) => !line.startsWith('hello-world'))).toEqual([]);
  });

  it('keeps the previous version when the archive changes between verification and extraction', async () => {
    const destination = join(temp.path, 'addons', 'hello-world');
    const first = await readAddonPackage(await signedPackage('1.0.0'));
    await extractPackage(first, destination, { verification: verifyPackageSignature(first, trust.trustStore, { now }) });
    first.close();
    const before = await snapshotTree(join(temp.path, 'addons'));

    const zipPath = await signedPackage('2.0.0');
    const pkg = await readAddonPackage(zipPath);
    const verification = verifyPackageSignature(pkg, trust.trustStore, { now });
    const bytes = await readFile(zipPath);
    // Byte 60 lies in the deflated data of the first entry, right after its 52-byte local header.
    bytes[60] = bytes[60]! ^ 0xff;
    await writeFile(zipPath, bytes);
    await expect(extractPackage(pkg, destination, { verification })).rejects.toMatchObject({ code: expect.stringMatching(/^svc_addon_/) });
    pkg.close();
    expect(await snapshotTree(join(temp.path, 'addons'))).toEqual(before);
  });

  it('refuses bytes that differ from the signed list while writing', async () => {
    const pkg = await readAddonPackage(await signedPackage('1.0.0'));
    const verified = verifyPackageSignature(pkg, trust.trustStore, { now }) as Extract<SignatureVerification, { status: 'verified' }>;
    const lying = { ...verified, files: verified.files.map((f) => (f.path === 'addon.json' ? { ...f, sha256: '0'.repeat(64) } : f)) };
    const parent = join(temp.path, 'addons');
    await expect(extractPackage(pkg, join(parent, 'hello-world'), { verification: lying })).rejects.toMatchObject({
      code: 'svc_addon_signature_file_changed',
    });
    pkg.close();
    expect(await snapshotTree(parent)).toEqual(['. (missing)']);
  });

  it('lets the caller revert after the swap, restoring the previous version', async () => {
    const destination = join(temp.path, 'addons', 'hello-world');
    const first = await readAddonPackage(await signedPackage('1.0.0'));
    await extractPackage(first, destination);
    first.close();
    const before = await snapshotTree(join(temp.path, 'addons'));
    const second = await readAddonPackage(await signedPackage('2.0.0'));
    const staged = await stageExtraction(second, destination);
    const swapped = await staged.swapIn();
    expect(JSON.parse(await readFile(join(destination, 'addon.json'), 'utf8')).version).toBe('2.0.0');
    await swapped.revert();
    second.close();
    expect(await snapshotTree(join(temp.path, 'addons'))).toEqual(before);
  });
});
