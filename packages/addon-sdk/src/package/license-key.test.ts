import { describe, expect, it } from 'vitest';
import { issueLicense, verifyLicense } from './license-key.ts';
import { makeTestTrust } from './testing/addon-fixtures.ts';
import { createTrustStore } from './trust-store.ts';

const trust = makeTestTrust();
const now = new Date('2026-11-21T10:00:00Z');
const base = { privateKey: trust.vendorKey.privateKey, keyId: trust.vendorKey.keyId, issuedAt: '2026-03-01', updatesUntil: '2027-02-28' };
const check = (key: string, slug = 'dynamic-pricing', extra = {}) => verifyLicense(key, { slug, now, vendorKeys: trust.trustStore, ...extra });

describe('license keys', () => {
  it('round-trips a product key and a bundle key', () => {
    const own = issueLicense({ ...base, licenseId: 'L-1', products: ['dynamic-pricing'], licensee: 'Shop' });
    expect(own).toMatch(/^dcs1\.[\w-]+\.[\w-]+$/);
    expect(check(own)).toMatchObject({ ok: true, license: { licenseId: 'L-1', products: ['dynamic-pricing'], licensee: 'Shop' } });
    const bundle = issueLicense({ ...base, licenseId: 'L-2', bundle: true });
    expect(check(bundle, 'print-queue')).toMatchObject({ ok: true, license: { bundle: 'first-party' } });
    expect(check(bundle, 'someone-elses', { firstPartySlugs: new Set(['print-queue']) })).toMatchObject({ reason: 'wrong_product' });
  });

  it('gives each failure its own reason and code', () => {
    const cases: Array<[string, string]> = [
      [issueLicense({ ...base, licenseId: 'L-3', products: ['print-queue'] }), 'wrong_product'],
      [issueLicense({ ...base, licenseId: 'L-4', products: ['dynamic-pricing'], expiresAt: '2026-11-20' }), 'expired'],
      [issueLicense({ ...base, licenseId: 'L-5', products: ['dynamic-pricing'], issuedAt: '2026-12-01' }), 'not_yet_valid'],
      [issueLicense({ ...base, privateKey: trust.untrustedKey.privateKey, licenseId: 'L-6', products: ['dynamic-pricing'] }), 'forged'],
      ['dcs1.abc', 'malformed'],
      ['dcs1.eyJ9.sig', 'malformed'],
    ];
    for (const [key, reason] of cases) {
      const result = check(key);
      expect(result).toMatchObject({ ok: false, reason });
      if (!result.ok) expect(result.error.code).toBe(`svc_addon_license_${reason}`);
    }
  });

  it('detects a payload edited after signing', () => {
    const key = issueLicense({ ...base, licenseId: 'L-7', products: ['print-queue'] });
    const [prefix, payload, signature] = key.split('.') as [string, string, string];
    const edited = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('print-queue', 'dynamic-pricing')).toString('base64url');
    expect(check(`${prefix}.${edited}.${signature}`)).toMatchObject({ reason: 'forged' });
  });

  it('refuses releases after the updates-until day and keys of revoked vendor keys', () => {
    const key = issueLicense({ ...base, licenseId: 'L-8', products: ['dynamic-pricing'] });
    expect(check(key, 'dynamic-pricing', { releasedAt: '2027-03-01' })).toMatchObject({ reason: 'updates_ended' });
    expect(check(key, 'dynamic-pricing', { releasedAt: '2027-02-28' })).toMatchObject({ ok: true });
    const revoked = createTrustStore({
      keys: [{ keyId: trust.vendorKey.keyId, purpose: 'license', publicKey: trust.vendorKey.publicPem, revoked: true }],
    });
    expect(verifyLicense(key, { slug: 'dynamic-pricing', now, vendorKeys: revoked })).toMatchObject({ reason: 'key_revoked' });
  });

  it('refuses to issue a license that names neither products nor the bundle', () => {
    expect(() => issueLicense({ ...base, licenseId: 'L-9' })).toThrow(expect.objectContaining({ code: 'svc_addon_license_malformed' }));
  });
});
