import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { chmod, mkdtemp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createError } from '@dcs/platform';
import { MANIFEST_FILE, parseManifest, type AddonManifest } from './manifest.ts';
import { SIGNATURE_FILE } from './signature-format.ts';
import { openSafeZip, type SafeZip, type SafeZipFile, type SafeZipLimits } from './safe-zip-reader.ts';
import { DIRECTORY_MODE, writeZipFile } from './zip-file-writer.ts';

/** Size and SHA-256 (hex) of the bytes actually inflated from one file. */
export interface FileDigest {
  readonly size: number;
  readonly sha256: string;
}

/**
 * An addon package that passed the safe ZIP rules and has a valid `addon.json`. Its signature is
 * not verified yet: pass it to `verifyPackageSignature`. Close it when done.
 */
export interface AddonPackage {
  readonly zip: SafeZip;
  /** The top-level folder of the archive. */
  readonly directory: string;
  readonly manifest: AddonManifest;
  /** Bytes of the signature file, or `null` for an unsigned package. */
  readonly signature: Buffer | null;
  /** Digest of every file by its path below the top-level folder, signature file included. */
  readonly digests: ReadonlyMap<string, FileDigest>;
  /**
   * With `stagingParent`, the folder the files were written to while hashing (one inflation pass);
   * `stageExtraction` takes it over instead of extracting again. Otherwise `null`.
   */
  readonly stagingDirectory: string | null;
  /** Hands the staging folder to the caller, who then owns it; `close()` no longer deletes it. */
  claimStaging(): string | null;
  /** Releases the archive and deletes an unclaimed staging folder. */
  close(): void;
}

/** Options of {@link readAddonPackage}. */
export interface ReadAddonPackageOptions {
  limits?: Partial<SafeZipLimits>;
  /**
   * An existing folder on the filesystem of the final install folder (the addons folder). When set,
   * every file is written to a fresh dot-folder in it while being hashed, so that installing needs
   * no second pass; the digests are then those of the bytes written.
   */
  stagingParent?: string;
}

/** Streams a file through SHA-256; the reader's guard enforces the caps on the actual bytes. */
export async function digestFile(zip: SafeZip, file: SafeZipFile): Promise<FileDigest> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of await zip.openReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Opens an addon package ZIP (exactly one top-level folder holding `addon.json`), validates the
 * manifest, checks that the entry module exists and hashes every file's actual bytes.
 *
 * @throws every `svc_addon_zip_*` code of `openSafeZip`, `svc_addon_manifest_missing`,
 * `svc_addon_manifest_invalid` and `svc_addon_manifest_entry_missing`.
 * @example
 * const pkg = await readAddonPackage(upload.path);
 * try { const verification = verifyPackageSignature(pkg, trustStore, { now: new Date() }); … }
 * finally { pkg.close(); }
 */
export async function readAddonPackage(zipPath: string, options: ReadAddonPackageOptions = {}): Promise<AddonPackage> {
  const zip = await openSafeZip(zipPath, { layout: 'single-top-directory', limits: options.limits ?? {} });
  let staging: string | null = null;
  try {
    const manifestFile = zip.getFile(MANIFEST_FILE);
    if (!manifestFile) throw createError('svc_addon_manifest_missing');
    const manifest = parseManifest(await zip.readFile(manifestFile));
    if (!zip.getFile(manifest.entry)) throw createError('svc_addon_manifest_entry_missing', { params: { entry: manifest.entry } });
    const digests = new Map<string, FileDigest>();
    let signature: Buffer | null = null;
    if (options.stagingParent) {
      staging = await mkdtemp(join(options.stagingParent, '.upload-staging-'));
      await chmod(staging, DIRECTORY_MODE);
      for (const file of zip.files) digests.set(file.relativePath, await writeZipFile(zip, file, staging));
      if (zip.getFile(SIGNATURE_FILE)) signature = await readFile(join(staging, SIGNATURE_FILE));
    } else {
      for (const file of zip.files) {
        if (file.relativePath === SIGNATURE_FILE) {
          signature = await zip.readFile(file);
          digests.set(file.relativePath, { size: signature.length, sha256: createHash('sha256').update(signature).digest('hex') });
        } else {
          digests.set(file.relativePath, await digestFile(zip, file));
        }
      }
    }
    let owned = staging;
    return {
      zip,
      directory: zip.topDirectory!,
      manifest,
      signature,
      digests,
      stagingDirectory: staging,
      claimStaging: () => {
        const claimed = owned;
        owned = null;
        return claimed;
      },
      close: () => {
        zip.close();
        if (owned) rmSync(owned, { recursive: true, force: true });
        owned = null;
      },
    };
  } catch (error) {
    zip.close();
    if (staging) rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
