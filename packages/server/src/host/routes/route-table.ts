import { createError, type HttpMethod, type RestRouteDefinition, type RouteInfo } from '@dcs/platform';

/** One registered endpoint with its compiled matcher. */
export interface RouteEntry {
  namespace: string;
  /** Full route, `/svc/v1/design-templates/{id}`. */
  route: string;
  methods: HttpMethod[];
  definition: RestRouteDefinition;
  owner: string;
  paramNames: string[];
  pattern: RegExp;
  /** Literal segments count first, so `/design-templates/designer-config` wins over `/{id}`. */
  specificity: number[];
}

/** What a lookup found. */
export type RouteMatch =
  | { kind: 'found'; entry: RouteEntry; urlParams: Record<string, string> }
  | { kind: 'none' };

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const SEGMENT = /^(?:[A-Za-z0-9._~-]+|\{[a-z_][a-z0-9_]*\})$/;

function compile(route: string): { pattern: RegExp; paramNames: string[]; specificity: number[] } {
  const segments = route.split('/').slice(1);
  const paramNames: string[] = [];
  const specificity: number[] = [];
  const parts = segments.map((segment) => {
    if (!SEGMENT.test(segment) || segment === '.' || segment === '..') {
      throw createError('svc_route_invalid', { params: { route, reason: `segment "${segment}" is not allowed` } });
    }
    if (segment.startsWith('{')) {
      paramNames.push(segment.slice(1, -1));
      specificity.push(0);
      return '([^/]+)';
    }
    specificity.push(1);
    return segment.replace(/[.]/g, '\\.');
  });
  return { pattern: new RegExp(`^/${parts.join('/')}$`), paramNames, specificity };
}

function compareSpecificity(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (b[i] ?? -1) - (a[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * An immutable-once-built table of routes. Registration is strict: a route without a permission
 * callback, or a method already taken on the same route, is an error rather than a merge.
 */
export class RouteTable {
  readonly #entries: RouteEntry[] = [];

  add(namespace: string, path: string, definition: RestRouteDefinition, owner: string): void {
    const route = `/${namespace}${path === '/' ? '' : path}`.replace(/\/+$/, '') || '/';
    if (!/^[a-z0-9-]+\/v\d+$/.test(namespace) && namespace !== '') {
      throw createError('svc_route_invalid', { params: { route, reason: 'the namespace must look like "vendor/v1"' } });
    }
    if (!path.startsWith('/')) throw createError('svc_route_invalid', { params: { route, reason: 'the path must start with "/"' } });
    if (typeof definition?.callback !== 'function') {
      throw createError('svc_route_invalid', { params: { route, reason: 'callback must be a function' } });
    }
    if (typeof definition.permission_callback !== 'function') {
      throw createError('svc_route_missing_permission_callback', { params: { route } });
    }
    const methods = [definition.methods].flat() as HttpMethod[];
    if (methods.length === 0 || methods.some((m) => !METHODS.includes(m))) {
      throw createError('svc_route_invalid', { params: { route, reason: `methods must be among ${METHODS.join(', ')}` } });
    }
    for (const method of methods) {
      if (this.#entries.some((e) => e.route === route && e.methods.includes(method))) {
        throw createError('svc_route_duplicate', { params: { route, method } });
      }
    }
    this.#entries.push({ namespace, route, methods, definition, owner, ...compile(route) });
    this.#entries.sort((a, b) => compareSpecificity(a.specificity, b.specificity));
  }

  /** Finds the endpoint of `method` on `path`; a path known for other methods only is not found. */
  match(method: HttpMethod, path: string): RouteMatch {
    for (const entry of this.#entries) {
      if (!entry.methods.includes(method)) continue;
      const found = entry.pattern.exec(path);
      if (!found) continue;
      const urlParams: Record<string, string> = {};
      entry.paramNames.forEach((name, i) => {
        urlParams[name] = decodeURIComponent(found[i + 1]!);
      });
      return { kind: 'found', entry, urlParams };
    }
    return { kind: 'none' };
  }

  /** Route descriptions for the index, grouped per route. */
  describe(namespace?: string): RouteInfo[] {
    return this.#entries
      .filter((e) => namespace === undefined || e.namespace === namespace)
      .map((e) => ({
        namespace: e.namespace,
        route: e.route,
        methods: e.methods,
        owner: e.owner,
        summary: e.definition.summary,
        args: Object.fromEntries(
          Object.entries(e.definition.args ?? {}).map(([name, arg]) => [
            name,
            { required: !!arg.required, description: arg.description, schema: arg.schema },
          ]),
        ),
        ...(e.definition.bodySchema ? { bodySchema: e.definition.bodySchema } : {}),
        ...(e.definition.response ? { response: e.definition.response } : {}),
        ...(e.definition.multipart ? { multipart: { maxFileBytes: e.definition.multipart.maxFileBytes, maxFiles: e.definition.multipart.maxFiles } } : {}),
      }));
  }

  get size(): number {
    return this.#entries.length;
  }
}
