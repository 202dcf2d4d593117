import { createPrivateKey, type KeyObject } from 'node:crypto';
import { resolve } from 'node:path';
import { readAddonPackage } from './addon-package.ts';
import { writeDeterministicZip, type ZipSource } from './deterministic-zip.ts';
import { createSignatureFile, SIGNATURE_FILE } from './signature-format.ts';
import type { SafeZipLimits } from './safe-zip-reader.ts';

/** Options of {@link signAddonZip}. */
export interface SignAddonZipOptions {
  /** The vendor's package private key (Ed25519), as a KeyObject or PEM. */
  privateKey: KeyObject | string;
  keyId: string;
  /** Release day written into the signed data (`YYYY-MM-DD`); defaults to today (UTC). */
  releasedAt?: string;
  /** Output file; defaults to replacing the input. */
  outPath?: string;
  limits?: Partial<SafeZipLimits>;
}

/** Result of {@link signAddonZip}. */
export interface SignResult {
  readonly outPath: string;
  readonly slug: string;
  readonly version: string;
  readonly files: number;
}

/**
 * Signs a package ZIP: reads it with the same safety rules as an upload, hashes every file, writes
 * `addon.signature.json` (replacing an earlier one) and rewrites the archive deterministically.
 *
 * @throws every code of `readAddonPackage`.
 * @example
 * await signAddonZip('dist/dynamic-pricing.zip', { privateKey: pem, keyId: 'dcs-2026' });
 */
export async function signAddonZip(zipPath: string, options: SignAddonZipOptions): Promise<SignResult> {
  const privateKey = typeof options.privateKey === 'string' ? createPrivateKey(options.privateKey) : options.privateKey;
  const pkg = await readAddonPackage(zipPath, options.limits ? { limits: options.limits } : {});
  try {
    const { manifest, directory, zip } = pkg;
    const files = [...pkg.digests]
      .filter(([path]) => path !== SIGNATURE_FILE)
      .map(([path, digest]) => ({ path, size: digest.size, sha256: digest.sha256 }));
    const signature = createSignatureFile(
      {
        keyId: options.keyId,
        slug: manifest.slug,
        version: manifest.version,
        channel: manifest.channel,
        releasedAt: options.releasedAt ?? new Date().toISOString().slice(0, 10),
        files,
      },
      privateKey,
    );
    const sources: ZipSource[] = zip.files
      .filter((file) => file.relativePath !== SIGNATURE_FILE)
      .map((file) => ({ path: file.path, content: () => zip.openReadStream(file) }));
    sources.push({ path: `${directory}/${SIGNATURE_FILE}`, content: signature });
    const outPath = resolve(options.outPath ?? zipPath);
    await writeDeterministicZip(sources, outPath);
    return { outPath, slug: manifest.slug, version: manifest.version, files: files.length };
  } finally {
    pkg.close();
  }
}
