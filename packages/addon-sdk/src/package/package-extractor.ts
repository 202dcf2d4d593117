import { randomBytes } from 'node:crypto';
import { chmod, lstat, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { createError, isSvcError } from '@dcs/platform';
import type { AddonPackage, FileDigest } from './addon-package.ts';
import type { SignatureVerification } from './package-signature.ts';
import { SIGNATURE_FILE } from './signature-format.ts';
import { DIRECTORY_MODE, writeZipFile } from './zip-file-writer.ts';


/** Options of {@link extractPackage} and {@link stageExtraction}. */
export interface ExtractPackageOptions {
  /**
   * The package's verification. When verified, every written file is compared with the signed list;
   * otherwise with the digests taken when the package was read.
   */
  verification?: SignatureVerification;
}

/** The installed folder once the new version is in place. */
export interface SwappedInstall {
  readonly directory: string;
  /** Whether an earlier version was replaced (and is kept until {@link SwappedInstall.commit}). */
  readonly replacedPrevious: boolean;
  /** Deletes the previous version. */
  commit(): Promise<void>;
  /** Puts the previous version back (or removes the new folder when there was none). */
  revert(): Promise<void>;
}

/** A package written and verified in a staging folder beside the destination, not yet in place. */
export interface StagedExtraction {
  readonly stagingDirectory: string;
  readonly files: number;
  readonly bytes: number;
  /** Renames the staging folder into place; the previous version moves aside first. */
  swapIn(): Promise<SwappedInstall>;
  /** Deletes the staging folder. */
  discard(): Promise<void>;
}

/** Result of {@link extractPackage}. */
export interface ExtractResult {
  readonly directory: string;
  readonly files: number;
  readonly bytes: number;
  readonly replacedPrevious: boolean;
}

function expectedDigests(pkg: AddonPackage, verification: SignatureVerification | undefined): Map<string, FileDigest> {
  if (verification?.status !== 'verified') return new Map(pkg.digests);
  const expected = new Map<string, FileDigest>(verification.files.map((file) => [file.path, file]));
  const signature = pkg.digests.get(SIGNATURE_FILE);
  if (signature) expected.set(SIGNATURE_FILE, signature);
  return expected;
}

function mismatch(path: string, signed: boolean) {
  return signed
    ? createError('svc_addon_signature_file_changed', { params: { path } })
    : createError('svc_addon_install_failed', { params: { reason: `"${path}" changed while it was being installed` } });
}

async function writeFiles(pkg: AddonPackage, staging: string, expected: Map<string, FileDigest>, signed: boolean) {
  let bytes = 0;
  for (const file of pkg.zip.files) {
    const want = expected.get(file.relativePath);
    if (!want) throw mismatch(file.relativePath, signed);
    const { size, sha256 } = await writeZipFile(pkg.zip, file, staging);
    if (size !== want.size || sha256 !== want.sha256) throw mismatch(file.relativePath, signed);
    bytes += size;
  }
  if (expected.size !== pkg.zip.files.length) {
    const present = new Set(pkg.zip.files.map((file) => file.relativePath));
    const missing = [...expected.keys()].find((path) => !present.has(path)) ?? '?';
    throw signed
      ? createError('svc_addon_signature_missing_file', { params: { path: missing } })
      : mismatch(missing, false);
  }
  return bytes;
}

async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
}

function asInstallError(error: unknown) {
  if (isSvcError(error)) return error;
  return createError('svc_addon_install_failed', { params: { reason: (error as Error).message }, cause: error });
}

/**
 * Extracts a package into a fresh staging folder next to `destinationDir` (same filesystem, so the
 * final rename is atomic), hashing each file while writing it and comparing with the signed list.
 * Files get mode 0644 and folders 0755 whatever the archive says. On failure the staging folder is
 * removed and nothing else was touched.
 *
 * @throws `svc_addon_signature_file_changed`, `svc_addon_signature_missing_file`, any
 * `svc_addon_zip_*` read error, or `svc_addon_install_failed` for file system errors.
 */
export async function stageExtraction(
  pkg: AddonPackage,
  destinationDir: string,
  options: ExtractPackageOptions = {},
): Promise<StagedExtraction> {
  const destination = resolve(destinationDir);
  const parent = dirname(destination);
  if (pkg.stagingDirectory && dirname(pkg.stagingDirectory) === parent) return adoptStaging(pkg, destination, options);
  const createdParent = await mkdir(parent, { recursive: true });
  const staging = await mkdtemp(join(parent, `.${basename(destination)}.staging-`));
  const signed = options.verification?.status === 'verified';
  let bytes: number;
  try {
    await chmod(staging, DIRECTORY_MODE);
    bytes = await writeFiles(pkg, staging, expectedDigests(pkg, options.verification), signed);
  } catch (error) {
    await rm(createdParent ?? staging, { recursive: true, force: true });
    throw asInstallError(error);
  }
  return {
    stagingDirectory: staging,
    files: pkg.zip.files.length,
    bytes,
    discard: () => rm(createdParent ?? staging, { recursive: true, force: true }),
    swapIn: () => swapIntoPlace(staging, destination),
  };
}

/** The package was written while it was read: compare those digests, then take the folder over. */
function adoptStaging(pkg: AddonPackage, destination: string, options: ExtractPackageOptions): StagedExtraction {
  const signed = options.verification?.status === 'verified';
  const expected = expectedDigests(pkg, options.verification);
  let bytes = 0;
  for (const file of pkg.zip.files) {
    const want = expected.get(file.relativePath);
    const got = pkg.digests.get(file.relativePath);
    if (!want || !got || got.size !== want.size || got.sha256 !== want.sha256) throw mismatch(file.relativePath, signed);
    bytes += got.size;
  }
  if (expected.size !== pkg.zip.files.length) throw mismatch([...expected.keys()].find((p) => !pkg.digests.has(p)) ?? '?', signed);
  const staging = pkg.claimStaging();
  if (!staging) throw new Error('stageExtraction: the staging folder of this package was already used');
  return {
    stagingDirectory: staging,
    files: pkg.zip.files.length,
    bytes,
    discard: () => rm(staging, { recursive: true, force: true }),
    swapIn: () => swapIntoPlace(staging, destination),
  };
}

async function swapIntoPlace(staging: string, destination: string): Promise<SwappedInstall> {
  const aside = join(dirname(destination), `.${basename(destination)}.previous-${randomBytes(6).toString('hex')}`);
  const hadPrevious = await exists(destination);
  try {
    if (hadPrevious) await rename(destination, aside);
    try {
      await rename(staging, destination);
    } catch (error) {
      if (hadPrevious) await rename(aside, destination);
      throw error;
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw asInstallError(error);
  }
  return {
    directory: destination,
    replacedPrevious: hadPrevious,
    commit: async () => {
      if (hadPrevious) await rm(aside, { recursive: true, force: true });
    },
    revert: async () => {
      const discarded = `${aside}.discarded`;
      await rename(destination, discarded);
      if (hadPrevious) await rename(aside, destination);
      await rm(discarded, { recursive: true, force: true });
    },
  };
}

/**
 * Installs a package at `destinationDir` atomically: stage and verify beside it, move the previous
 * version aside, rename the new one into place, then delete the previous one. On any failure the
 * destination is as it was. Use {@link stageExtraction} to run a database write between the rename
 * and the deletion of the previous version.
 *
 * @throws like {@link stageExtraction}.
 * @example
 * const result = await extractPackage(pkg, join(addonsDir, plan.directory), { verification });
 */
export async function extractPackage(
  pkg: AddonPackage,
  destinationDir: string,
  options: ExtractPackageOptions = {},
): Promise<ExtractResult> {
  const staged = await stageExtraction(pkg, destinationDir, options);
  const swapped = await staged.swapIn();
  await swapped.commit();
  return { directory: swapped.directory, files: staged.files, bytes: staged.bytes, replacedPrevious: swapped.replacedPrevious };
}
