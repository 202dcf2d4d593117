import { describe, expect, it } from 'vitest';
import { makeTestKey } from './testing/addon-fixtures.ts';
import { createTrustStore } from './trust-store.ts';
import { createUpdateCatalog, isNewerVersion, verifyUpdateCatalog } from './update-catalog.ts';

const key = makeTestKey('dcs-2026');
const other = makeTestKey('dcs-2026');
const trust = createTrustStore({ keys: [{ keyId: key.keyId, publicKey: key.publicPem }] });
const NOW = new Date('2026-11-21T12:00:00Z');
const catalog = { issuedAt: '2026-11-01T00:00:00Z', expiresAt: '2026-12-01T00:00:00Z', addons: [{ slug: 'print-queue', version: '1.2.0' }] };

describe('update catalog', () => {
  it('verifies a signed catalog and refuses an expired, edited or foreign one', () => {
    const text = createUpdateCatalog(catalog, key);
    expect(verifyUpdateCatalog(text, trust, NOW)).toMatchObject({ keyId: 'dcs-2026', addons: [{ slug: 'print-queue', version: '1.2.0' }] });
    expect(() => verifyUpdateCatalog(text, trust, new Date('2026-12-02T00:00:00Z'))).toThrow(expect.objectContaining({ code: 'svc_addon_update_catalog_expired' }));
    expect(() => verifyUpdateCatalog(text.replace('1.2.0', '1.3.0'), trust, NOW)).toThrow(/signature does not match/);
    expect(() => verifyUpdateCatalog(createUpdateCatalog(catalog, other), trust, NOW)).toThrow(/signature does not match/);
    expect(() => verifyUpdateCatalog('{}', trust, NOW)).toThrow(expect.objectContaining({ code: 'svc_addon_update_catalog_invalid' }));
  });

  it('compares versions semantically', () => {
    expect(isNewerVersion('1.10.0', '1.9.0')).toBe(true);
    expect(isNewerVersion('1.0.0', '1.0.0')).toBe(false);
    expect(isNewerVersion('1.0.0-beta.1', '1.0.0')).toBe(false);
    expect(isNewerVersion('not', '1.0.0')).toBe(false);
  });
});
