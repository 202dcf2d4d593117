import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuthService, Clock, Logger, OwnedRoutesService, PlatformServices, SettingsService } from '@dcs/platform';
import { createAddonManager, type AddonManager } from './addon-manager.ts';
import { createAddonRegistry } from './addon-registry.ts';
import { registerAddonRoutes } from './addon-routes.ts';
import { createAddonRuntime } from './addon-runtime.ts';
import { loadInstallationTrust } from './addon-trust.ts';
import { FIRST_PARTY_SLUGS } from './first-party-addons.ts';
import { createUpdateCatalogSource } from './update-catalog.ts';

/** The version addons check their `coreVersionRange` against: the server package's. */
export const CORE_VERSION: string = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).version;

/** Dependencies of {@link createAddonSystem}. */
export interface AddonSystemDeps {
  services: PlatformServices & { routes: OwnedRoutesService; settings: SettingsService; auth: AuthService };
  dataDir: string;
  /** The trusted keys file (`keys.json` format). */
  trustFile: string;
  maxUploadBytes: number;
  /** The activated license keys (`POST /api/v1/license`), which license uploads without a key. */
  activatedLicenseKeys: () => Promise<readonly string[]>;
  clock: Clock;
  logger: Logger;
}

/** What the composition root keeps of the addon system. */
export interface AddonSystem {
  manager: AddonManager;
  addonsDir: string;
  trustFile: string;
}

/**
 * Builds the addon manager with its registry, runtime and update catalog, and registers the addon
 * admin routes. Loading the active addons is a separate step (`manager.boot()`), after migrations.
 */
export function createAddonSystem(deps: AddonSystemDeps): AddonSystem {
  const { services, clock } = deps;
  const logger = deps.logger.child({ service: 'addons' });
  const addonsDir = join(deps.dataDir, 'addons');
  const trust = () => loadInstallationTrust(deps.trustFile);
  const registry = createAddonRegistry({ database: services.database, clock });
  const runtime = createAddonRuntime({ addonsDir, services, routes: services.routes, vendorKeys: trust, coreVersion: CORE_VERSION, clock, logger });
  const catalog = createUpdateCatalogSource({ settings: services.settings, trustStore: trust, firstPartySlugs: FIRST_PARTY_SLUGS, clock });
  const manager = createAddonManager({
    addonsDir,
    registry,
    runtime,
    catalog,
    trust,
    officialSlugs: FIRST_PARTY_SLUGS,
    activatedLicenseKeys: deps.activatedLicenseKeys,
    coreVersion: CORE_VERSION,
    clock,
    logger,
  });
  registerAddonRoutes({ routes: services.routes, auth: services.auth, manager, catalog, maxUploadBytes: deps.maxUploadBytes });
  return { manager, addonsDir, trustFile: deps.trustFile };
}
