import { type AuthService, type MediaService, type RoutesService } from '@dcs/platform';
import type { TemplateService } from './template-service.ts';
import type { TemplateStore } from './template-store.ts';
/** Dependencies of {@link registerAssignmentRoutes}. */
export interface AssignmentRoutesDeps {
    auth: AuthService;
    store: TemplateStore;
    service: TemplateService;
    media: MediaService;
}
/**
 * The change-product flow (`POST /design-templates/{id}/assign`) and the assignment of a template
 * to a shop product: `GET`/`DELETE /design-templates/assignment`, the captured mockup
 * (`POST`/`GET /design-templates/assignment/mockup`). Reads are public, writes admin-only.
 */
export declare function registerAssignmentRoutes(routes: RoutesService, deps: AssignmentRoutesDeps): void;
/**
 * Removes a mockup we stored. One an admin already deleted from the media library, or that something
 * else now uses (`svc_resource_in_use`), stays as it is: the assignment no longer points at it anyway.
 */
export declare function removeMediaQuietly(media: MediaService, id: number): Promise<void>;
