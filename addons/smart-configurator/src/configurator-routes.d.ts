import { type AuthService, type RoutesService, type ShopService } from '@dcs/platform';
import type { MappingStore } from './mapping-store.ts';
/** Dependencies of {@link registerConfiguratorRoutes}. */
export interface ConfiguratorRoutesDeps {
    auth: AuthService;
    shop: ShopService;
    store: MappingStore;
}
/**
 * `GET` (public), `PUT` and `DELETE` (admin) `/smart-configurator/{product_id}`, and
 * `POST /smart-configurator/apply` (public: a pure transformation of the caller's own design, the
 * same `applyConfiguratorMapping` the storefront runs).
 */
export declare function registerConfiguratorRoutes(routes: RoutesService, deps: ConfiguratorRoutesDeps): void;
