import { createError, type HttpMethod, type RestRouteDefinition, type RouteInfo } from '@dcs/platform';
import { resolveParams, type ParamSources } from '../rest/resolve-params.ts';
import type { SchemaValidator } from '../rest/schema-validator.ts';

/** A matched route of the test host. */
export interface TestRoute {
  route: string;
  definition: RestRouteDefinition;
  urlParams: Record<string, string>;
  /** Defaults, required and schema checks of `args`, with the URL parameters winning: the server's own code. */
  resolveParams(sources: Omit<ParamSources, 'urlParams'>): Record<string, unknown>;
}

interface Entry {
  namespace: string;
  route: string;
  methods: HttpMethod[];
  definition: RestRouteDefinition;
  pattern: RegExp;
  names: string[];
}

/** The extension routes an addon registered in the test host, matched by `{name}` segments. */
export class TestRouteTable {
  #entries: Entry[] = [];
  readonly #validator: SchemaValidator;

  constructor(validator: SchemaValidator) {
    this.#validator = validator;
  }

  clear(): void {
    this.#entries = [];
  }

  add(namespace: string, path: string, definition: RestRouteDefinition): void {
    const route = `/${namespace}${path}`.replace(/\/+$/, '');
    if (typeof definition.permission_callback !== 'function') throw createError('svc_route_missing_permission_callback', { params: { route } });
    const methods = [definition.methods].flat() as HttpMethod[];
    for (const method of methods) {
      if (this.#entries.some((e) => e.route === route && e.methods.includes(method))) throw createError('svc_route_duplicate', { params: { route, method } });
    }
    const names: string[] = [];
    const source = route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([a-z_][a-z0-9_]*)\\?\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    this.#entries.push({ namespace, route, methods, definition, pattern: new RegExp(`^${source}$`), names });
  }

  list(): RouteInfo[] {
    return this.#entries.map(({ namespace, route, methods, definition }) => ({
      namespace,
      route,
      methods,
      owner: 'test',
      args: Object.fromEntries(Object.entries(definition.args ?? {}).map(([k, a]) => [k, { required: a.required ?? false, schema: a.schema }])),
    }));
  }

  match(method: HttpMethod, path: string): TestRoute | null {
    const clean = path.split('?')[0]!.replace(/\/+$/, '');
    // Literal routes before parameterised ones, as the server orders them.
    const ordered = [...this.#entries].sort((a, b) => a.names.length - b.names.length);
    for (const entry of ordered) {
      const found = entry.pattern.exec(clean);
      if (!found || !entry.methods.includes(method)) continue;
      const urlParams = Object.fromEntries(entry.names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
      return {
        route: entry.route,
        definition: entry.definition,
        urlParams,
        resolveParams: (sources) => resolveParams(entry.definition, { ...sources, urlParams }, this.#validator).params,
      };
    }
    return null;
  }
}
