import type { AdminRouteDefinition, RoutesService } from '@dcs/platform';

/** An admin route as the OpenAPI document sees it: its definition and the resource it belongs to. */
export interface ApiRoute extends AdminRouteDefinition {
  /** OpenAPI tag, the resource name (`colors`, `media`…). */
  tag: string;
}

/**
 * Registers admin routes and keeps their full definitions (body and response schemas), which the
 * route table does not hand out, so the OpenAPI document describes every payload.
 */
export interface ApiRegistry {
  add(tag: string, definition: AdminRouteDefinition): void;
  readonly routes: readonly ApiRoute[];
}

/** An {@link ApiRegistry} over the routes service. */
export function createApiRegistry(routes: RoutesService): ApiRegistry {
  const recorded: ApiRoute[] = [];
  return {
    add(tag, definition) {
      routes.registerAdminRoute(definition);
      recorded.push({ ...definition, tag });
    },
    routes: recorded,
  };
}
