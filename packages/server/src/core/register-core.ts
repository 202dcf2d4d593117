import { REGISTER_REST_ROUTES_ACTION, type PlatformServices, type RoutesService } from '@dcs/platform';
import { registerResources, type ResourcesDeps } from './resources/register-resources.ts';
import { registerSessionRoutes, type AdminSessionCookie } from './session-routes.ts';
import { registerShopAdminRoutes, registerShopRestRoutes } from './shop-routes.ts';
import { registerStorefront, type StorefrontDeps } from './storefront/register-storefront.ts';

/**
 * Core's own routes: the admin API's session and order routes now, and its extension routes in a
 * callback of `svc_register_rest_routes`, exactly as an addon registers its own.
 */
export function registerCore(deps: {
  services: PlatformServices;
  adminCookie: AdminSessionCookie;
  resources: Omit<ResourcesDeps, 'services'>;
  storefront: Pick<StorefrontDeps, 'clientKey' | 'imageConcurrency'>;
}): void {
  const { routes, auth, shop, hooks } = deps.services;
  registerSessionRoutes({ routes, auth, cookie: deps.adminCookie });
  registerShopAdminRoutes(routes, { shop, auth });
  registerResources({ services: deps.services, ...deps.resources });
  registerStorefront({ services: deps.services, stores: deps.resources.stores, baseUrl: deps.resources.baseUrl, baseUrlConfigured: deps.resources.baseUrlConfigured, ...deps.storefront });
  hooks.addAction(REGISTER_REST_ROUTES_ACTION, (registrar: RoutesService) => registerShopRestRoutes(registrar, { shop, auth }));
}
