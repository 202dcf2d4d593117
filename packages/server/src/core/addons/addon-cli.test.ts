import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTrustStore, generateSigningKeyPair, verifyLicense } from '@dcs/addon-sdk';
import { runDcs } from '../../testing/spawn-dcs.ts';

describe('dcs license and dcs addon commands', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dcs-addon-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const env = { DCS_DATA_DIR: join(dir, 'data') };

  it('issues a license key that verifies offline', () => {
    const pair = generateSigningKeyPair();
    writeFileSync(join(dir, 'license.pem'), pair.privateKey);
    const args = ['license', 'issue', '--key', join(dir, 'license.pem'), '--key-id', 'lic-1', '--license-id', 'L-9', '--product', 'print-queue', '--updates-until', '2099-01-01'];
    const result = runDcs(args, env);
    expect(result.status, result.stderr).toBe(0);
    const vendorKeys = createTrustStore({ keys: [{ keyId: 'lic-1', purpose: 'license', publicKey: pair.publicKey }] });
    const verified = verifyLicense(result.stdout.trim(), { slug: 'print-queue', now: new Date(), vendorKeys });
    expect(verified).toMatchObject({ ok: true, license: { licenseId: 'L-9', products: ['print-queue'] } });
    expect(runDcs(['license', 'issue', '--key', join(dir, 'license.pem')], env).status).toBe(2);
  });

  it('lists addons and refuses to activate one that is not installed', () => {
    expect(runDcs(['addon', 'list'], env).stdout).toContain('No addons are installed.');
    const refused = runDcs(['addon', 'activate', 'ghost'], env);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('svc_addon_activation_failed');
  });
});
