import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir, makeTestKey } from './testing/addon-fixtures.ts';
import { createTrustStore, loadTrustStore } from './trust-store.ts';

describe('TrustStore', () => {
  const oldKey = makeTestKey('dcs-2026');
  const newKey = makeTestKey('dcs-2027');
  const store = createTrustStore({
    keys: [
      { keyId: oldKey.keyId, publicKey: oldKey.publicPem, notBefore: '2026-01-01T00:00:00Z', notAfter: '2027-03-31T23:59:59Z' },
      { keyId: newKey.keyId, publicKey: newKey.publicPem, notBefore: '2027-01-01T00:00:00Z' },
    ],
  });

  it('trusts two keys at once during a rotation and each only inside its window', () => {
    const during = new Date('2027-02-01T00:00:00Z');
    expect(store.lookup('dcs-2026', 'package', during).status).toBe('trusted');
    expect(store.lookup('dcs-2027', 'package', during).status).toBe('trusted');
    expect(store.lookup('dcs-2026', 'package', new Date('2027-05-01T00:00:00Z')).status).toBe('expired');
    expect(store.lookup('dcs-2027', 'package', new Date('2026-05-01T00:00:00Z')).status).toBe('not_yet_valid');
    expect(store.lookup('dcs-2027', 'license', during).status).toBe('unknown');
  });

  it('refuses invalid configuration with svc_addon_trust_store_invalid', async () => {
    const invalid = [
      { keys: [{ keyId: 'a', publicKey: 'not a key at all, definitely not one here' }] },
      { keys: [{ keyId: 'a', publicKey: oldKey.publicPem }, { keyId: 'a', publicKey: newKey.publicPem }] },
      { keys: [{ keyId: 'a', publicKey: oldKey.publicPem, notAfter: 'tomorrow' }] },
      { keys: 'none' },
    ];
    for (const config of invalid) {
      expect(() => createTrustStore(config)).toThrow(expect.objectContaining({ code: 'svc_addon_trust_store_invalid' }));
    }
    const temp = await makeTempDir();
    await writeFile(join(temp.path, 'keys.json'), '{ not json');
    await expect(loadTrustStore(join(temp.path, 'keys.json'))).rejects.toMatchObject({ code: 'svc_addon_trust_store_invalid' });
    await temp.dispose();
  });
});
