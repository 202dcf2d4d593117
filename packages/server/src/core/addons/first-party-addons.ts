import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAddon, issueLicense, signAddonZip } from '@dcs/addon-sdk';
import type { Clock, Logger } from '@dcs/platform';
import type { AddonManager } from './addon-manager.ts';
import { ensureDevVendorKeys } from './addon-trust.ts';

/** The first-party addons; their slugs are reserved for signed official packages. */
export const FIRST_PARTY_SLUGS: ReadonlySet<string> = new Set(['dynamic-pricing', 'design-templates', 'smart-configurator', 'print-queue']);

/** The sources of the first-party addons in this repository (`addons/<slug>`). */
export const BUNDLED_ADDONS_DIR = fileURLToPath(new URL('../../../../../addons/', import.meta.url));

/** Dependencies of {@link installFirstPartyAddons}. */
export interface InstallFirstPartyDeps {
  manager: AddonManager;
  /** Folder holding `addons/<slug>` sources; default {@link BUNDLED_ADDONS_DIR}. */
  bundledDir?: string;
  /** Where the development vendor keys live (inside the data directory). */
  keysFolder: string;
  trustFile: string;
  clock: Clock;
  logger: Logger;
}

/**
 * `dcs start --first-run` on a data directory without addons: builds each first-party addon from its
 * sources, signs it with this installation's development package key, licenses it with a development
 * bundle key, installs it through the same pipeline as an upload and activates the lot. On a data
 * directory that already has addons it does nothing, so a removed addon stays removed.
 */
export async function installFirstPartyAddons(deps: InstallFirstPartyDeps): Promise<string[]> {
  const bundledDir = deps.bundledDir ?? BUNDLED_ADDONS_DIR;
  const listing = await deps.manager.list();
  if (listing.addons.length > 0) return [];
  const slugs = [...FIRST_PARTY_SLUGS].filter((slug) => existsSync(join(bundledDir, slug, 'addon.json')));
  if (slugs.length === 0) return [];
  const keys = await ensureDevVendorKeys(deps.keysFolder, deps.trustFile);
  const today = new Date(deps.clock.now()).toISOString().slice(0, 10);
  const licenseKey = issueLicense({
    privateKey: keys.license.privateKeyPem,
    keyId: keys.license.keyId,
    licenseId: `DEV-${keys.license.keyId}`,
    bundle: true,
    issuedAt: today,
    updatesUntil: `${Number(today.slice(0, 4)) + 10}${today.slice(4)}`,
    licensee: 'Development installation',
  });
  const work = await mkdtemp(join(tmpdir(), 'dcs-first-party-'));
  try {
    for (const slug of slugs) {
      const { outPath } = await buildAddon(join(bundledDir, slug), { outPath: join(work, `${slug}.zip`) });
      await signAddonZip(outPath, { privateKey: keys.package.privateKeyPem, keyId: keys.package.keyId, releasedAt: today });
      await deps.manager.install(outPath, { licenseKey });
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  await deps.manager.setActive([...listing.active, ...slugs]);
  deps.logger.info({ addons: slugs }, 'installed and activated the first-party addons');
  return slugs;
}
