import { spawnSync } from 'node:child_process';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runDcsAddon } from '../cli/dcs-addon.ts';
import { readAddonPackage } from './addon-package.ts';
import { packAddon } from './pack.ts';
import { signAddonZip } from './package-signer.ts';
import { verifyPackageSignature } from './package-signature.ts';
import { makeTempDir, makeTestTrust, testManifest } from './testing/addon-fixtures.ts';

const trust = makeTestTrust();
let temp: Awaited<ReturnType<typeof makeTempDir>>;
let source: string;
beforeEach(async () => {
  temp = await makeTempDir();
  source = join(temp.path, 'src');
  await mkdir(join(source, 'dist'), { recursive: true });
  await writeFile(join(source, 'addon.json'), JSON.stringify(testManifest()));
  await writeFile(join(source, 'dist/index.js'), 'export default {};\n');
  await writeFile(join(source, 'dist/b.js'), 'export const b = 1;\n');
});
afterEach(async () => {
  await temp.dispose();
});

describe('packAddon and signAddonZip', () => {
  it('packs deterministically and signs into a package that verifies', async () => {
    const a = await packAddon(source, { outPath: join(temp.path, 'a.zip') });
    const b = await packAddon(source, { outPath: join(temp.path, 'b.zip') });
    expect(await readFile(a.outPath)).toEqual(await readFile(b.outPath));
    for (const out of [a.outPath, b.outPath]) {
      await signAddonZip(out, { privateKey: trust.packageKey.privateKey, keyId: trust.packageKey.keyId, releasedAt: '2026-06-01' });
    }
    expect(await readFile(a.outPath)).toEqual(await readFile(b.outPath));
    const pkg = await readAddonPackage(a.outPath);
    const result = verifyPackageSignature(pkg, trust.trustStore, { now: new Date('2026-11-21T00:00:00Z') });
    pkg.close();
    expect(result).toMatchObject({ status: 'verified', slug: 'hello-world', releasedAt: '2026-06-01' });
  });

  it('refuses to pack a symbolic link', async () => {
    await symlink('/etc/passwd', join(source, 'dist/passwd'));
    await expect(packAddon(source, { outPath: join(temp.path, 'a.zip') })).rejects.toMatchObject({ code: 'svc_addon_zip_symlink' });
  });
});

describe('dcs-addon CLI', () => {
  it('runs keygen, pack, sign and verify', async () => {
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: () => {} };
    const prefix = join(temp.path, 'vendor');
    expect(await runDcsAddon(['keygen', '--out', prefix, '--key-id', 'cli-key'], io)).toBe(0);
    await writeFile(join(temp.path, 'keys.json'), JSON.stringify({ keys: [JSON.parse(lines.pop()!)] }));
    const zip = join(temp.path, 'out.zip');
    expect(await runDcsAddon(['pack', source, '-o', zip], io)).toBe(0);
    expect(await runDcsAddon(['verify', zip, '--trust', join(temp.path, 'keys.json')], io)).toBe(2);
    expect(await runDcsAddon(['sign', zip, '--key', `${prefix}.private.pem`, '--key-id', 'cli-key'], io)).toBe(0);
    expect(await runDcsAddon(['verify', zip, '--trust', join(temp.path, 'keys.json')], io)).toBe(0);
    expect(JSON.parse(lines.pop()!)).toMatchObject({ status: 'verified', keyId: 'cli-key', files: 3 });
    expect(await runDcsAddon(['sign', zip], io)).toBe(64);
  });

  it('starts through the bin launcher', () => {
    const launcher = join(import.meta.dirname, '../../bin/dcs-addon.js');
    const run = spawnSync(process.execPath, [launcher, 'help'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stderr).toContain('dcs-addon pack <dir>');
  });
});
