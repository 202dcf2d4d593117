import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createTrustStore, generateSigningKeyPair, type TrustStore, type TrustStoreConfig } from '@dcs/addon-sdk';

/**
 * Reads the installation's trusted keys (`keys.json` format of the addon SDK). A missing file trusts
 * nothing, so unsigned custom addons (with the flag) are the only uploads that can succeed. The file
 * is read on every use: adding, rotating or revoking a key takes effect without a restart.
 */
export async function loadInstallationTrust(path: string): Promise<TrustStore> {
  return createTrustStore(await readTrustConfig(path));
}

async function readTrustConfig(path: string): Promise<TrustStoreConfig> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { keys: [] };
    throw error;
  }
  return JSON.parse(text) as TrustStoreConfig;
}

/** One development vendor key of this installation. */
export interface DevVendorKey {
  keyId: string;
  privateKeyPem: string;
}

/** The development vendor keys that sign and license the bundled first-party addons. */
export interface DevVendorKeys {
  package: DevVendorKey;
  license: DevVendorKey;
}

async function readKey(folder: string, name: string): Promise<DevVendorKey | null> {
  try {
    const [privateKeyPem, keyId] = await Promise.all([
      readFile(join(folder, `${name}.private.pem`), 'utf8'),
      readFile(join(folder, `${name}.key-id`), 'utf8'),
    ]);
    return { keyId: keyId.trim(), privateKeyPem };
  } catch {
    return null;
  }
}

/**
 * The per-installation development vendor keys: generated once into `<folder>` (owner-only) with
 * their public halves added to the trust file. The private keys never leave the data directory and
 * no private key is committed; another installation does not trust these packages.
 */
export async function ensureDevVendorKeys(folder: string, trustFile: string): Promise<DevVendorKeys> {
  const existing = { package: await readKey(folder, 'package'), license: await readKey(folder, 'license') };
  const config = await readTrustConfig(trustFile);
  // The development package key stands in for the official one: it signs the first-party addons. Trust
  // files written before keys had a scope get the mark once.
  const unmarked = existing.package && config.keys.find((key) => key.keyId === existing.package!.keyId && key.official !== true);
  if (existing.package && existing.license && !unmarked) return { package: existing.package, license: existing.license };
  if (unmarked) unmarked.official = true;
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const installation = randomBytes(4).toString('hex');
  const keys = { ...existing } as Record<'package' | 'license', DevVendorKey | null>;
  for (const purpose of ['package', 'license'] as const) {
    if (keys[purpose]) continue;
    const pair = generateSigningKeyPair();
    const keyId = `dev-${installation}-${purpose}`;
    await writeFile(join(folder, `${purpose}.private.pem`), pair.privateKey, { mode: 0o600 });
    await writeFile(join(folder, `${purpose}.key-id`), keyId, { mode: 0o600 });
    config.keys = [...config.keys.filter((key) => key.keyId !== keyId), { keyId, purpose, publicKey: pair.publicKey, ...(purpose === 'package' ? { official: true } : {}) }];
    keys[purpose] = { keyId, privateKeyPem: pair.privateKey };
  }
  // Write then rename, so a reader never sees half a trust file.
  await mkdir(dirname(trustFile), { recursive: true });
  const temporary = `${trustFile}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o644 });
  await rename(temporary, trustFile);
  return { package: keys.package!, license: keys.license! };
}
