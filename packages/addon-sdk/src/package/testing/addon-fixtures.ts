import { createHash, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createSignatureFile, SIGNATURE_FILE } from '../signature-format.ts';
import { createTrustStore, type TrustStore } from '../trust-store.ts';
import type { AddonManifest } from '../manifest.ts';
import { buildRawZip, type RawZipEntry } from './raw-zip.ts';

/** A key pair of a test; generated per run, never committed. */
export interface TestKey {
  keyId: string;
  privateKey: KeyObject;
  publicPem: string;
}

/** Makes an Ed25519 test key. */
export function makeTestKey(keyId: string): TestKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { keyId, privateKey, publicPem: publicKey.export({ format: 'pem', type: 'spki' }).toString() };
}

/** A valid manifest with overrides. */
export function testManifest(overrides: Partial<AddonManifest> = {}): AddonManifest {
  return {
    slug: 'hello-world',
    name: 'Hello world',
    version: '1.0.0',
    description: 'A test addon.',
    vendor: 'DCS',
    channel: 'official',
    tier: 'free',
    requiresServices: ['settings'],
    coreVersionRange: '>=0.1.0 <1.0.0',
    entry: 'dist/index.js',
    ...overrides,
  };
}

/** Files of an addon (paths below the top-level folder). */
export function addonFiles(manifest: AddonManifest, extra: Record<string, Buffer | string> = {}): Map<string, Buffer> {
  const files = new Map<string, Buffer>([
    ['addon.json', Buffer.from(JSON.stringify(manifest, null, 2))],
    [manifest.entry, Buffer.from('export default function activate() {}\n')],
  ]);
  for (const [path, content] of Object.entries(extra)) files.set(path, Buffer.from(content));
  return files;
}

/** Signature file bytes for `files`, signed with `key`. */
export function signFiles(files: Map<string, Buffer>, manifest: AddonManifest, key: TestKey, releasedAt = '2026-06-01'): Buffer {
  const list = [...files].map(([path, data]) => ({ path, size: data.length, sha256: createHash('sha256').update(data).digest('hex') }));
  return createSignatureFile(
    { keyId: key.keyId, slug: manifest.slug, version: manifest.version, channel: manifest.channel, releasedAt, files: list },
    key.privateKey,
  );
}

/** Raw ZIP entries for `files` under `top`, plus a signature file when given. */
export function zipEntries(top: string, files: Map<string, Buffer>, signature?: Buffer): RawZipEntry[] {
  const entries: RawZipEntry[] = [...files].map(([path, data]) => ({ name: `${top}/${path}`, data }));
  if (signature) entries.push({ name: `${top}/${SIGNATURE_FILE}`, data: signature });
  return entries;
}

/** A temporary folder for one test. */
export async function makeTempDir(): Promise<{ path: string; dispose(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'dcs-addon-test-'));
  return { path, dispose: () => rm(path, { recursive: true, force: true }) };
}

/** Writes a hand-built ZIP to `path`. */
export async function writeRawZip(path: string, entries: readonly RawZipEntry[]): Promise<string> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, buildRawZip(entries));
  return path;
}

/** Every path below `root` with its mode and content hash, to prove that nothing changed. */
export async function snapshotTree(root: string): Promise<string[]> {
  const lines: string[] = [];
  const walk = async (relative: string) => {
    let names: string[];
    try {
      names = (await readdir(join(root, relative))).sort();
    } catch {
      lines.push(`${relative || '.'} (missing)`);
      return;
    }
    for (const name of names) {
      const path = relative ? `${relative}/${name}` : name;
      const info = await stat(join(root, path));
      if (info.isDirectory()) {
        lines.push(`${path}/ ${(info.mode & 0o777).toString(8)}`);
        await walk(path);
      } else {
        const hash = createHash('sha256').update(await readFile(join(root, path))).digest('hex').slice(0, 16);
        lines.push(`${path} ${(info.mode & 0o777).toString(8)} ${hash}`);
      }
    }
  };
  await walk('');
  return lines;
}

/** Keys and trust stores most tests need. */
export interface TestTrust {
  packageKey: TestKey;
  rotatedKey: TestKey;
  revokedKey: TestKey;
  expiredKey: TestKey;
  untrustedKey: TestKey;
  vendorKey: TestKey;
  trustStore: TrustStore;
}

/** Generates fresh keys: two valid package keys (rotation), a revoked and an expired one, a license key. */
export function makeTestTrust(): TestTrust {
  const packageKey = makeTestKey('dcs-2026');
  const rotatedKey = makeTestKey('dcs-2027');
  const revokedKey = makeTestKey('dcs-2025-leaked');
  const expiredKey = makeTestKey('dcs-2024');
  const untrustedKey = makeTestKey('dcs-2026');
  const vendorKey = makeTestKey('licenses-2026');
  const trustStore = createTrustStore({
    keys: [
      { keyId: packageKey.keyId, publicKey: packageKey.publicPem, notBefore: '2026-01-01T00:00:00Z', notAfter: '2027-12-31T23:59:59Z', official: true },
      { keyId: rotatedKey.keyId, publicKey: rotatedKey.publicPem, notBefore: '2026-06-01T00:00:00Z', official: true },
      { keyId: revokedKey.keyId, publicKey: revokedKey.publicPem, official: true },
      { keyId: expiredKey.keyId, publicKey: expiredKey.publicPem, notAfter: '2024-12-31T23:59:59Z', official: true },
      { keyId: vendorKey.keyId, purpose: 'license', publicKey: vendorKey.publicPem, notBefore: '2026-01-01T00:00:00Z' },
    ],
    revokedKeyIds: [revokedKey.keyId],
  });
  return { packageKey, rotatedKey, revokedKey, expiredKey, untrustedKey, vendorKey, trustStore };
}
