import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readAddonPackage } from './addon-package.ts';
import { planInstall, type InstallPlan, type InstalledAddonInfo, type UploadFlags } from './install-policy.ts';
import { stageExtraction, type SwappedInstall } from './package-extractor.ts';
import { verifyPackageSignature, type SignatureVerification } from './package-signature.ts';
import type { SafeZipLimits } from './safe-zip-reader.ts';
import type { TrustStore } from './trust-store.ts';

/** Options of {@link installAddonUpload}. */
export interface InstallAddonUploadOptions {
  /** The spooled upload (see `spoolUpload`). */
  zipPath: string;
  /** Folder holding one folder per installed addon; the new one goes to `<addonsDir>/<slug>`. */
  addonsDir: string;
  /** Trusted package keys. */
  trustStore: TrustStore;
  /** Trusted license keys; often the same store as `trustStore`. */
  vendorKeys: TrustStore;
  flags: UploadFlags;
  officialSlugs: ReadonlySet<string>;
  /** License keys the installation activated (see `planInstall`). */
  activatedLicenseKeys?: readonly string[];
  installed: readonly InstalledAddonInfo[];
  coreVersion: string;
  now: Date;
  limits?: Partial<SafeZipLimits>;
}

/** An upload that is on disk; the previous version (if any) waits for `install.commit()`. */
export interface InstalledUpload {
  readonly plan: InstallPlan;
  readonly verification: SignatureVerification;
  /** Call `commit()` after the database write succeeded, `revert()` when it failed. */
  readonly install: SwappedInstall;
}

/**
 * The whole upload pipeline of `POST /api/v1/addons/upload` below HTTP: read the package safely,
 * verify its signature, decide with {@link planInstall}, extract and verify again while writing, and
 * rename into place. On any refusal nothing on disk changed.
 *
 * @throws any code of `readAddonPackage`, `verifyPackageSignature`, `planInstall` or `stageExtraction`.
 * @example
 * const { plan, install } = await installAddonUpload({ zipPath, addonsDir, trustStore, vendorKeys,
 *   flags, officialSlugs, installed, coreVersion, now: new Date() });
 * try { await db.saveAddon(plan); await install.commit(); } catch (error) { await install.revert(); throw error; }
 */
export async function installAddonUpload(options: InstallAddonUploadOptions): Promise<InstalledUpload> {
  await mkdir(options.addonsDir, { recursive: true });
  // Staging beside the addons makes reading, hashing and writing one pass, and the final rename atomic.
  const pkg = await readAddonPackage(options.zipPath, {
    stagingParent: options.addonsDir,
    ...(options.limits ? { limits: options.limits } : {}),
  });
  try {
    const verification = verifyPackageSignature(pkg, options.trustStore, { now: options.now });
    const plan = planInstall({
      manifest: pkg.manifest,
      verification,
      flags: options.flags,
      officialSlugs: options.officialSlugs,
      ...(options.activatedLicenseKeys ? { activatedLicenseKeys: options.activatedLicenseKeys } : {}),
      installed: options.installed,
      coreVersion: options.coreVersion,
      now: options.now,
      vendorKeys: options.vendorKeys,
    });
    const staged = await stageExtraction(pkg, join(options.addonsDir, plan.directory), { verification });
    const install = await staged.swapIn();
    return { plan, verification, install };
  } finally {
    pkg.close();
  }
}
