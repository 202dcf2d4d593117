import { REGISTER_REST_ROUTES_ACTION, type Migration, type PlatformServices, type RouteInfo, type RoutesService } from '@dcs/platform';
import { connectorMigrations, registerConnector } from '../connector/register-connector.ts';
import type { WebhookRetryOptions } from '../connector/webhooks/webhook-sender.ts';
import { registerOpenApiRoutes } from '../openapi/openapi-routes.ts';
import { createLibraryAssetSource, registerAssetSources } from './asset-sources.ts';
import { createApiRegistry } from './common/api-registry.ts';
import { CustomerDesignOutput } from './customer-designs/customer-design-output.ts';
import { registerCustomerDesignRestRoutes } from './customer-designs/customer-design-rest-routes.ts';
import { registerCustomerDesignRoutes } from './customer-designs/customer-design-routes.ts';
import { customerDesignMigrations } from './customer-designs/customer-design-store.ts';
import { registerLicenseRoutes } from './license/license-routes.ts';
import { licenseMigrations } from './license/license-store.ts';
import { createAddonRegistry } from '../addons/addon-registry.ts';
import { DashboardReport } from './dashboard/dashboard-report.ts';
import { registerDashboardRoutes } from './dashboard/dashboard-routes.ts';
import { registerFontPublicRoutes } from './fonts/font-public-routes.ts';
import { registerFontRoutes } from './fonts/font-routes.ts';
import { fontMigrations } from './fonts/font-store.ts';
import { registerColorRoutes } from './colors/color-routes.ts';
import { colorMigrations } from './colors/color-store.ts';
import { registerCategoryRoutes } from './categories/category-routes.ts';
import { categoryMigrations } from './categories/category-store.ts';
import { registerClipartRoutes } from './cliparts/clipart-routes.ts';
import { clipartMigrations } from './cliparts/clipart-store.ts';
import { registerIccProfileRoutes } from './icc-profiles/icc-profile-routes.ts';
import { iccProfileMigrations } from './icc-profiles/icc-profile-store.ts';
import { registerMediaRoutes } from './media/media-routes.ts';
import { mediaMigrations } from './media/media-store.ts';
import { registerPrintingRoutes } from './printing/printing-routes.ts';
import { printingMethodMigrations } from './printing/printing-method-store.ts';
import { registerProductRoutes } from './products/product-routes.ts';
import type { ResourceStores } from './resource-stores.ts';
import { TextStyleCardPreview } from './text-style-cards/text-style-card-preview.ts';
import { registerTextStyleCardRoutes } from './text-style-cards/text-style-card-routes.ts';
import { textStyleCardMigrations } from './text-style-cards/text-style-card-store.ts';
import { registerSettingsRoutes } from './settings/settings-routes.ts';

/** What the admin resources need from the composition root. */
export interface ResourcesDeps {
  services: PlatformServices;
  /** The stores, built by the composition root ({@link createResourceStores}). */
  stores: ResourceStores;
  /** The admin route table's description (for the OpenAPI document). */
  adminRoutes: () => RouteInfo[];
  baseUrl: string;
  /** Whether the public URL was configured (DCS_BASE_URL); else answers use the host each request reached. */
  baseUrlConfigured: boolean;
  /** The installation's data directory. */
  dataDir: string;
  /** Retry schedule of outgoing webhooks. */
  webhookRetry: WebhookRetryOptions;
}
/** The migrations of the admin resources, one namespace each (`core.<resource>`), in order. */
export const RESOURCE_MIGRATIONS: ReadonlyArray<readonly [string, readonly Migration[]]> = [
  ['core.colors', colorMigrations],
  ['core.media', mediaMigrations],
  ['core.categories', categoryMigrations],
  ['core.cliparts', clipartMigrations],
  ['core.printing', printingMethodMigrations],
  ['core.icc_profiles', iccProfileMigrations],
  ['core.fonts', fontMigrations],
  ['core.text_style_cards', textStyleCardMigrations],
  ['core.customer_designs', customerDesignMigrations],
  ['core.license', licenseMigrations],
  ['core.connector', connectorMigrations],
];

/**
 * Registers the portable admin API resources under `/api/v1` and their documentation. Each resource
 * lives in its own folder with its store and routes; this is the one place that wires them.
 */
export function registerResources(deps: ResourcesDeps): void {
  const { services, stores } = deps;
  const { auth, routes, database } = services;
  const { usage, settings, colors, media, categories, methods, profiles, cliparts, fonts, cards, designs, licenses } = stores;
  const api = createApiRegistry(routes);

  registerSettingsRoutes(api, { auth, settings, fonts });
  registerColorRoutes(api, { auth, colors, usage, database });
  registerMediaRoutes(api, { auth, media, usage });
  registerCategoryRoutes(api, { auth, categories, usage });
  registerClipartRoutes(api, { auth, cliparts, usage });
  registerPrintingRoutes(api, { auth, methods, usage });
  registerIccProfileRoutes(api, { auth, profiles, usage });
  registerProductRoutes(api, { auth, shop: services.shop, media, methods, usage });
  registerFontRoutes(api, { auth, fonts, usage });
  registerTextStyleCardRoutes(api, { auth, cards, fonts, usage, preview: new TextStyleCardPreview({ assets: services.assets, colors }) });
  registerCustomerDesignRoutes(api, { auth, designs, output: new CustomerDesignOutput({ assets: services.assets, storage: services.storage, methods, profiles }) });
  registerLicenseRoutes(api, { auth, licenses });
  const addons = createAddonRegistry({ database, clock: services.clock });
  registerDashboardRoutes(api, { auth, report: new DashboardReport({ database, clock: services.clock, shop: services.shop, addons, designs, media }) });
  services.hooks.addAction(REGISTER_REST_ROUTES_ACTION, (registrar: RoutesService) => {
    registerFontPublicRoutes(registrar, { auth, fonts, storage: services.storage, fallbacks: () => settings.fontFallbacks.get() });
    registerCustomerDesignRestRoutes(registrar, { auth, designs });
  });

  registerConnector({ services, api, designs, webhookRetry: deps.webhookRetry });

  registerAssetSources(services.assets, [
    deps.stores.fontSource,
    createLibraryAssetSource({ media, cliparts, converter: deps.stores.svgCliparts }),
  ]);

  registerOpenApiRoutes({ api, routes, auth, adminRoutes: deps.adminRoutes, baseUrl: deps.baseUrl });
}
