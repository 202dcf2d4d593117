import { type AuthService, type RoutesService, type StorageService } from '@dcs/platform';
import type { TemplateService } from './template-service.ts';
import type { TemplateStore } from './template-store.ts';
/** Dependencies of {@link registerTemplateRoutes}. */
export interface TemplateRoutesDeps {
    auth: AuthService;
    storage: StorageService;
    store: TemplateStore;
    service: TemplateService;
    /** Removes the mockup media of deleted assignments (the media service, when declared). */
    removeMedia: (id: number) => Promise<void>;
}
/**
 * `GET/POST /design-templates`, `GET/PUT/DELETE /design-templates/{id}`, `GET /design-templates/{id}/thumbnail`.
 * Reads are public (the storefront lists templates); writes need an admin (and the nonce).
 */
export declare function registerTemplateRoutes(routes: RoutesService, deps: TemplateRoutesDeps): void;
