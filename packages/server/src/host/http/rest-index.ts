import type { RouteInfo } from '@dcs/platform';

/** The discovery document of one namespace (`GET /wp-json/svc/v1`), shaped like WordPress's. */
export function namespaceIndex(namespace: string, routes: RouteInfo[], restRoot: string) {
  const grouped: Record<string, { namespace: string; methods: string[]; endpoints: unknown[]; _links: object }> = {};
  for (const route of routes) {
    const group = (grouped[route.route] ??= {
      namespace: route.namespace,
      methods: [],
      endpoints: [],
      _links: { self: [{ href: `${restRoot}${route.route}` }] },
    });
    group.methods.push(...route.methods);
    group.endpoints.push({
      methods: route.methods,
      summary: route.summary,
      args: Object.fromEntries(
        Object.entries(route.args).map(([name, arg]) => [name, { required: arg.required, description: arg.description, ...arg.schema }]),
      ),
    });
  }
  return { namespace, routes: grouped, _links: { up: [{ href: restRoot }] } };
}

/** The root discovery document (`GET /wp-json/`). */
export function rootIndex(routes: RouteInfo[], restRoot: string, site: { name: string; url: string }) {
  const namespaces = [...new Set(routes.map((r) => r.namespace))].sort();
  return {
    name: site.name,
    url: site.url,
    namespaces,
    authentication: { cookie: { nonce_header: 'X-WP-Nonce', nonce_endpoint: `${site.url}/api/v1/session/nonce` } },
    routes: Object.fromEntries(namespaces.map((ns) => [`/${ns}`, { namespace: ns, _links: { self: [{ href: `${restRoot}/${ns}` }] } }])),
  };
}
