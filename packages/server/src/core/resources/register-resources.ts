import type { Migration, PlatformServices, RouteInfo } from '@dcs/platform';
import { registerOpenApiRoutes } from '../openapi/openapi-routes.ts';
import { createApiRegistry } from './common/api-registry.ts';
import { UsageRegistry } from './common/usage-registry.ts';
import { registerColorRoutes } from './colors/color-routes.ts';
import { ColorStore, colorMigrations } from './colors/color-store.ts';
import { registerCategoryRoutes } from './categories/category-routes.ts';
import { CategoryStore, categoryMigrations } from './categories/category-store.ts';
import { ClipartLibrary } from './cliparts/clipart-library.ts';
import { registerClipartRoutes } from './cliparts/clipart-routes.ts';
import { clipartMigrations, createClipartRecords } from './cliparts/clipart-store.ts';
import { lazyLcms } from './icc-profiles/icc-header.ts';
import { registerIccProfileRoutes } from './icc-profiles/icc-profile-routes.ts';
import { IccProfileStore, iccProfileMigrations } from './icc-profiles/icc-profile-store.ts';
import { registerMediaRoutes } from './media/media-routes.ts';
import { MediaStore, mediaMigrations } from './media/media-store.ts';
import { registerPrintingRoutes } from './printing/printing-routes.ts';
import { PrintingMethodStore, printingMethodMigrations } from './printing/printing-method-store.ts';
import { registerProductRoutes } from './products/product-routes.ts';
import { defineAdminSettings } from './settings/admin-settings.ts';
import { registerSettingsRoutes } from './settings/settings-routes.ts';

/** What the admin resources need from the composition root. */
export interface ResourcesDeps {
  services: PlatformServices;
  /** The admin route table's description (for the OpenAPI document). */
  adminRoutes: () => RouteInfo[];
  baseUrl: string;
  /** The installation's data directory. */
  dataDir: string;
}

/** The migrations of the admin resources, one namespace each (`core.<resource>`), in order. */
export const RESOURCE_MIGRATIONS: ReadonlyArray<readonly [string, readonly Migration[]]> = [
  ['core.colors', colorMigrations],
  ['core.media', mediaMigrations],
  ['core.categories', categoryMigrations],
  ['core.cliparts', clipartMigrations],
  ['core.printing', printingMethodMigrations],
  ['core.icc_profiles', iccProfileMigrations],
];

/**
 * Registers the portable admin API resources under `/api/v1` and their documentation. Each resource
 * lives in its own folder with its store and routes; this is the one place that wires them.
 */
export function registerResources(deps: ResourcesDeps): void {
  const { services } = deps;
  const { auth, routes, database, clock } = services;
  const api = createApiRegistry(routes);
  const usage = new UsageRegistry();
  const settings = defineAdminSettings(services.settings);
  const colors = new ColorStore({ database, clock });
  const media = new MediaStore({ database, clock, storage: services.storage, settings });
  const categories = new CategoryStore({ database, clock });
  const methods = new PrintingMethodStore({ database, clock });
  const profiles = new IccProfileStore({ database, clock, storage: services.storage, lcms: lazyLcms() });
  const cliparts = new ClipartLibrary({ records: createClipartRecords({ database, clock }), media, categories, usage });

  registerSettingsRoutes(api, { auth, settings });
  registerColorRoutes(api, { auth, colors, usage, database });
  registerMediaRoutes(api, { auth, media, usage });
  registerCategoryRoutes(api, { auth, categories, usage });
  registerClipartRoutes(api, { auth, cliparts, usage });
  registerPrintingRoutes(api, { auth, methods, usage });
  registerIccProfileRoutes(api, { auth, profiles, usage });
  registerProductRoutes(api, { auth, shop: services.shop, media, methods, usage });

  registerOpenApiRoutes({ api, routes, auth, adminRoutes: deps.adminRoutes, baseUrl: deps.baseUrl });
}
