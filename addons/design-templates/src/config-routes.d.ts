import { type AuthService, type RoutesService, type ShopService } from '@dcs/platform';
import type { TemplateStore } from './template-store.ts';
/** Dependencies of {@link registerConfigRoutes}. */
export interface ConfigRoutesDeps {
    auth: AuthService;
    shop: ShopService;
    store: TemplateStore;
}
/**
 * The storefront's two configuration payloads, both public and computed from the product's
 * assignments (so placeholders and sizes are those of the fitted design, not the template's):
 * `GET /design-templates/designer-config?product_id=…` and `GET /design-templates/quick-config?shop_product_id=…`.
 */
export declare function registerConfigRoutes(routes: RoutesService, deps: ConfigRoutesDeps): void;
