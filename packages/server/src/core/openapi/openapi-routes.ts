import { RestResponse, type AuthService, type RouteInfo, type RoutesService } from '@dcs/platform';
import type { ApiRegistry } from '../resources/common/api-registry.ts';
import { buildOpenApiDocument, sourcesFromRouteInfo, type OperationSource } from './openapi-document.ts';
import { renderDocsPage } from './docs-page.ts';

/** What the documentation routes read. */
export interface OpenApiRoutesDeps {
  api: ApiRegistry;
  routes: RoutesService;
  auth: AuthService;
  /** The admin route table's description, for admin routes registered outside the registry. */
  adminRoutes: () => RouteInfo[];
  baseUrl: string;
}

// The page has no script and loads nothing from elsewhere; the policy says so to the browser too.
const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
};

/** OpenAPI sources of the admin API: the registry's full definitions first, the table for the rest. */
export function adminApiSources(deps: Pick<OpenApiRoutesDeps, 'api' | 'adminRoutes'>): OperationSource[] {
  const full: OperationSource[] = deps.api.routes.map((r) => ({
    method: r.method,
    path: r.path,
    tag: r.tag,
    summary: r.summary,
    args: r.args ?? {},
    bodySchema: r.bodySchema,
    multipart: r.multipart,
    response: r.response,
    security: 'admin',
  }));
  const known = new Set(full.map((s) => `${s.method} ${s.path}`));
  const rest = sourcesFromRouteInfo(deps.adminRoutes(), '/api/v1', 'admin').filter((s) => !known.has(`${s.method} ${s.path}`));
  return [...full, ...rest];
}

/**
 * The API documentation: `GET /api/v1/openapi.json` and `/api/v1/docs` for the admin API, and
 * `/api/v1/openapi/svc-v1.json` and `/api/v1/docs/svc-v1` for the extension namespace, generated
 * per request from the routes in force (addon routes appear as soon as the table is rebuilt).
 * They are public, like WordPress's route index: they describe routes, never data.
 */
export function registerOpenApiRoutes(deps: OpenApiRoutesDeps): void {
  const { api, routes, auth, baseUrl } = deps;
  const root = baseUrl.replace(/\/+$/, '');
  const adminDocument = () =>
    buildOpenApiDocument(
      {
        title: 'dcs admin API',
        version: '1',
        description:
          'The portable admin API. Every route needs an admin session (cookie from POST /session); POST, PUT, PATCH and DELETE also need the nonce in X-WP-Nonce. Lists take page, per_page, search, orderby and order and answer X-WP-Total, X-WP-TotalPages and Link.',
        serverUrl: `${root}/api/v1`,
      },
      adminApiSources(deps).filter((s) => !s.path.startsWith('/openapi') && !s.path.startsWith('/docs')),
    );
  const svcDocument = () =>
    buildOpenApiDocument(
      {
        title: 'dcs extension API (svc/v1)',
        version: '1',
        description:
          'Routes registered by core and the active addons in svc_register_rest_routes. Each route decides access in its permission callback; customer routes are scoped to the dcs_session cookie, which the first write (a quote, a cart line, a saved design, an upload) sets; reads without it answer as for an empty session. New sessions per client address are limited (429 svc_too_many_sessions with Retry-After).',
        serverUrl: `${root}/wp-json/svc/v1`,
      },
      sourcesFromRouteInfo(routes.restRoutes('svc/v1'), '/svc/v1', 'route'),
    );
  const open = auth.permissions.public();
  const json = (build: () => object) => () => new RestResponse(build());
  const page = (build: () => object, jsonUrl: string) => () => new RestResponse(renderDocsPage(build(), jsonUrl), { headers: HTML_HEADERS });

  api.add('docs', { method: 'GET', path: '/openapi.json', summary: 'OpenAPI 3.1 document of the admin API.', permission_callback: open, callback: json(adminDocument) });
  api.add('docs', { method: 'GET', path: '/docs', summary: 'Readable documentation of the admin API.', permission_callback: open, callback: page(adminDocument, `${root}/api/v1/openapi.json`) });
  api.add('docs', { method: 'GET', path: '/openapi/svc-v1.json', summary: 'OpenAPI 3.1 document of the svc/v1 namespace.', permission_callback: open, callback: json(svcDocument) });
  api.add('docs', { method: 'GET', path: '/docs/svc-v1', summary: 'Readable documentation of the svc/v1 namespace.', permission_callback: open, callback: page(svcDocument, `${root}/api/v1/openapi/svc-v1.json`) });
}
