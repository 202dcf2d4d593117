import type { Migration, PlatformServices, RouteInfo } from '@dcs/platform';
import { registerOpenApiRoutes } from '../openapi/openapi-routes.ts';
import { createApiRegistry } from './common/api-registry.ts';
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
export const RESOURCE_MIGRATIONS: ReadonlyArray<readonly [string, readonly Migration[]]> = [];

/**
 * Registers the portable admin API resources under `/api/v1` and their documentation. Each resource
 * lives in its own folder with its store and routes; this is the one place that wires them.
 */
export function registerResources(deps: ResourcesDeps): void {
  const { services } = deps;
  const { auth, routes } = services;
  const api = createApiRegistry(routes);
  const settings = defineAdminSettings(services.settings);

  registerSettingsRoutes(api, { auth, settings });

  registerOpenApiRoutes({ api, routes, auth, adminRoutes: deps.adminRoutes, baseUrl: deps.baseUrl });
}
