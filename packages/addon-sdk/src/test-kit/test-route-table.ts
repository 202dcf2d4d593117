import { Value } from 'typebox/value';
import { createError, type HttpMethod, type RestRouteDefinition, type RouteInfo } from '@dcs/platform';

/** A matched route of the test host. */
export interface TestRoute {
  route: string;
  definition: RestRouteDefinition;
  urlParams: Record<string, string>;
  /** Defaults, required and schema checks of `args`, with the URL parameters winning, as on the server. */
  resolveParams(given: Record<string, unknown>): Record<string, unknown>;
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
      return { route: entry.route, definition: entry.definition, urlParams, resolveParams: (given) => resolve(entry.definition, given, urlParams) };
    }
    return null;
  }
}

function resolve(definition: RestRouteDefinition, given: Record<string, unknown>, urlParams: Record<string, string>): Record<string, unknown> {
  const args = definition.args ?? {};
  const params: Record<string, unknown> = { ...given, ...urlParams };
  const missing: string[] = [];
  const invalid: Record<string, string> = {};
  for (const key of Object.keys(given)) if (!(key in args) && !(key in urlParams) && !definition.allowUnknownArgs) invalid[key] = 'is not a parameter of this route';
  for (const [name, arg] of Object.entries(args)) {
    if (params[name] === undefined) {
      if (arg.default !== undefined) params[name] = structuredClone(arg.default);
      else if (arg.required) missing.push(name);
      continue;
    }
    // URL and query values arrive as text; convert them the way the server's validator does.
    const value = Value.Convert(arg.schema, params[name]);
    if (!Value.Check(arg.schema, value)) invalid[name] = [...Value.Errors(arg.schema, value)][0]?.message ?? 'is invalid';
    else params[name] = value;
  }
  if (missing.length > 0) throw createError('rest_missing_callback_param', { params: { params: missing.join(', ') }, data: { params: missing } });
  if (Object.keys(invalid).length > 0) {
    throw createError('rest_invalid_param', { params: { params: Object.keys(invalid).join(', ') }, data: { params: invalid } });
  }
  return params;
}
