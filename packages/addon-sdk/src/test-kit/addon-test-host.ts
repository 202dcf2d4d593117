import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createError,
  createHooksService,
  isRestResponse,
  answerWithAliases,
  isSvcError,
  MANAGE_CAPABILITY,
  restResponseHeaders,
  REGISTER_REST_ROUTES_ACTION,
  systemClock,
  type AdminSession,
  type AuthService,
  type Clock,
  type CustomerSession,
  type HttpMethod,
  type Logger,
  type PlatformServices,
  type RestRequest,
  type RoutesService,
} from '@dcs/platform';
import { isAddonDefinition, type AddonDeactivate } from '../define-addon.ts';
import { MANIFEST_FILE, parseManifest, type AddonManifest } from '../package/manifest.ts';
import { createSchemaValidator } from '../rest/schema-validator.ts';
import { createMemorySettings } from './memory-settings.ts';
import { TestRouteTable, type TestRoute } from './test-route-table.ts';

export { createMemorySettings, type SettingsStore } from './memory-settings.ts';

/** Who a test request speaks for. */
export type TestCaller = 'anonymous' | 'customer' | 'admin';

/** Options of {@link startAddonTestHost}. */
export interface AddonTestHostOptions {
  /** The addon's project folder, holding `addon.json`. */
  dir: string;
  /** The entry module, relative to `dir`; default `src/index.ts` (Node.js 22.18+ strips its types). */
  entry?: string;
  /**
   * Implementations of services the kit does not provide itself (it provides `hooks`, `routes`,
   * `auth`'s permission callbacks, in-memory `settings`, `logger` and `clock`), or replacements.
   */
  services?: Partial<PlatformServices>;
  clock?: Clock;
  /**
   * Where the answers pretend to come from, for the URLs in `Link` headers; default
   * `http://localhost:8080` (a dcs started locally). The REST root is `{baseUrl}/wp-json`.
   */
  baseUrl?: string;
}

/** Options of {@link AddonTestHost.request}. */
export interface TestRequestOptions {
  /** Default `anonymous`. An `admin` holds `manage_dcs`; a `customer` has a customer session. */
  as?: TestCaller;
  /** Query and body parameters, as the route callback sees them in `request.params`. */
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * A route's answer, as the HTTP host would send it: the status, the body, and the headers the route
 * makes (names in lower case; `X-WP-Total`, `X-WP-TotalPages` and `Link` for a paginated answer).
 * The server adds its own on top (`X-Request-Id`, a fresh `X-WP-Nonce` for admins, CORS, caching).
 */
export interface TestAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** One log line the addon wrote through `services.logger`. */
export interface TestLogLine {
  level: 'debug' | 'info' | 'warn' | 'error';
  data: object | string;
  message?: string;
}

/** An activated addon in a small in-process host; see {@link startAddonTestHost}. */
export interface AddonTestHost {
  readonly manifest: AddonManifest;
  /** The hooks the addon attached to (the platform's in-process hooks, as in the server). */
  readonly hooks: PlatformServices['hooks'];
  readonly logs: readonly TestLogLine[];
  /** The extension routes the addon registered, `namespace` + `route` as in the route index. */
  routes(): Array<{ namespace: string; route: string; methods: HttpMethod[] }>;
  /** Calls a route the way the server's dispatcher does: match, permission callback, arguments, callback. */
  request(method: HttpMethod, path: string, options?: TestRequestOptions): Promise<TestAnswer>;
  /** Runs the addon's deactivate function. */
  stop(): Promise<void>;
}

// Keys that runtimes and test frameworks probe on any object (awaiting it, printing it).
const PROBED_KEYS = new Set(['then', 'toJSON', 'constructor', 'asymmetricMatch', '$$typeof', 'nodeType', 'inspect']);

/**
 * Activates an addon project's entry module in an in-process host, for the addon's own unit tests
 * (`dcs-addon init` writes one): the manifest is validated as the server does, the default export
 * must come from `defineAddon`, the services are exactly the manifest's `requiresServices` (reading
 * another throws `svc_service_not_declared`), and `svc_register_rest_routes` is fired so that
 * {@link AddonTestHost.request} can call the registered routes with their permission callbacks.
 * The end-to-end check stays a real server: `dcs-addon dev` uploads and activates the addon there.
 *
 * @example
 * const host = await startAddonTestHost({ dir: fileURLToPath(new URL('..', import.meta.url)) });
 * assert.equal((await host.request('GET', '/svc/v1/hello-world/greeting', { as: 'admin' })).status, 200);
 * assert.equal((await host.request('GET', '/svc/v1/hello-world/greeting')).status, 401);
 * await host.stop();
 */
export async function startAddonTestHost(options: AddonTestHostOptions): Promise<AddonTestHost> {
  const dir = resolve(options.dir);
  const manifest = parseManifest(await readFile(join(dir, MANIFEST_FILE)));
  const entry = join(dir, options.entry ?? join('src', 'index.ts'));
  const definition = ((await import(pathToFileURL(entry).href)) as { default?: unknown }).default;
  if (!isAddonDefinition(definition)) throw new TypeError(`${entry} must export default defineAddon({ … }).`);

  const clock = options.clock ?? systemClock;
  const logs: TestLogLine[] = [];
  const hooks = createHooksService();
  const table = new TestRouteTable(createSchemaValidator());
  let registering = false;
  const routes: RoutesService = {
    registerRestRoute(namespace, route, definitions) {
      if (!registering) throw createError('svc_route_registration_closed', { params: { route: `/${namespace}${route}` } });
      for (const one of Array.isArray(definitions) ? definitions : [definitions]) table.add(namespace, route, one);
    },
    registerAdminRoute() {
      throw new Error('Addons register extension routes only; the admin API (api/v1) is core\'s.');
    },
    async rebuild() {
      table.clear();
      registering = true;
      try {
        await hooks.doAction(REGISTER_REST_ROUTES_ACTION, routes);
      } finally {
        registering = false;
      }
    },
    restRoutes: () => table.list(),
  };
  const provided: Partial<PlatformServices> = {
    hooks,
    routes,
    auth: testAuth(),
    settings: createMemorySettings(),
    logger: testLogger(logs),
    clock,
    ...options.services,
  };
  const declared = new Set<string>(manifest.requiresServices);
  const services = new Proxy(provided, {
    get(target, key) {
      if (typeof key !== 'string' || PROBED_KEYS.has(key)) return undefined;
      if (!declared.has(key)) throw createError('svc_service_not_declared', { params: { service: key, addon: manifest.slug } });
      const service = target[key as keyof PlatformServices];
      if (!service) throw new Error(`The addon test host has no "${key}" service; pass one in the services option of startAddonTestHost.`);
      return service;
    },
    has: (_target, key) => typeof key === 'string' && declared.has(key),
  }) as PlatformServices;

  const deactivate = (await definition.activate({ slug: manifest.slug, version: manifest.version, directory: dir, services })) as AddonDeactivate | void;
  await routes.rebuild();

  return {
    manifest,
    hooks,
    logs,
    routes: () => table.list().map(({ namespace, route, methods }) => ({ namespace, route, methods })),
    request: (method, path, requestOptions = {}) =>
      dispatch(table.match(method, path), method, requestUrl(options.baseUrl ?? 'http://localhost:8080', method, path, requestOptions), requestOptions, clock),
    async stop() {
      if (typeof deactivate === 'function') await deactivate();
    },
  };
}

/** The URL the request would have on a server at `baseUrl`: a GET's or DELETE's parameters in its query. */
function requestUrl(baseUrl: string, method: HttpMethod, path: string, options: TestRequestOptions): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/wp-json${path}`);
  if (method === 'GET' || method === 'DELETE') {
    for (const [name, value] of Object.entries(options.params ?? {})) url.searchParams.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return url;
}

async function dispatch(found: TestRoute | null, method: HttpMethod, url: URL, options: TestRequestOptions, clock: Clock): Promise<TestAnswer> {
  try {
    if (!found) throw createError('rest_no_route');
    const request = testRequest(method, url, found, options, clock);
    const allowed = await found.definition.permission_callback(request);
    if (isSvcError(allowed)) throw allowed;
    if (allowed !== true) throw createError('rest_forbidden', { status: request.user ? 403 : 401 });
    const value = await found.definition.callback(request);
    const response = found.definition.response;
    if (isRestResponse(value)) return { status: value.status, headers: restResponseHeaders(value, url), body: answerWithAliases(response, value.data) };
    return { status: 200, headers: {}, body: answerWithAliases(response, value) };
  } catch (error) {
    // Catalogue errors become the answer the server would send; anything else is the addon's bug,
    // which the test should see with its stack.
    if (!isSvcError(error)) throw error;
    return { status: error.status, headers: {}, body: error.toBody() };
  }
}

function testRequest(method: HttpMethod, url: URL, found: TestRoute, options: TestRequestOptions, clock: Clock): RestRequest {
  const as = options.as ?? 'anonymous';
  const now = clock.now();
  const session: AdminSession | null =
    as === 'admin'
      ? {
          id: 'test-admin-session',
          user: { id: 1, email: 'admin@example.test', displayName: 'Test admin', capabilities: [MANAGE_CAPABILITY], createdAt: now },
          createdAt: now,
          expiresAt: now + 3_600_000,
        }
      : null;
  let customer: CustomerSession | null = as === 'customer' ? { id: 'test-customer-session', createdAt: now } : null;
  const inQuery = method === 'GET' || method === 'DELETE';
  // As the server reads them: a GET's parameters from its query string (text, coerced), others from a JSON body.
  const params = found.resolveParams(inQuery ? { query: Object.fromEntries(url.searchParams), body: undefined, bodyIsText: false } : { query: {}, body: options.params, bodyIsText: false });
  return {
    method,
    path: url.pathname.replace(/^\/wp-json/, ''),
    route: found.route,
    params,
    urlParams: found.urlParams,
    query: inQuery ? Object.fromEntries(url.searchParams) : {},
    body: inQuery ? null : (options.params ?? null),
    files: [],
    headers: { ...options.headers },
    ip: '127.0.0.1',
    origin: 'http://localhost',
    user: session?.user ?? null,
    adminSession: session,
    shopKey: null,
    customerSession: (async (sessionOptions?: { create?: boolean }) => {
      if (!customer && sessionOptions?.create) customer = { id: 'test-customer-session', createdAt: now };
      return customer;
    }) as RestRequest['customerSession'],
  };
}

/** The permission callbacks of the server's auth service; the rest of it needs a real server. */
function testAuth(): AuthService {
  const permissions: AuthService['permissions'] = {
    admin: (capability = MANAGE_CAPABILITY) => (request) => request.user?.capabilities.includes(capability) ?? false,
    customer: () => async (request) => {
      await request.customerSession({ create: true });
      return true;
    },
    public: () => () => true,
    // Shops call the server over HTTP with a key; an addon's test request is never one.
    shopKey: () => (request) => request.shopKey !== null,
  };
  return new Proxy({ permissions } as AuthService, {
    get(target, key) {
      if (key === 'permissions') return target.permissions;
      if (typeof key !== 'string' || PROBED_KEYS.has(key)) return undefined;
      throw new Error(`The addon test host provides auth.permissions only, not auth.${key}; test that against a running dcs (dcs-addon dev).`);
    },
  });
}

function testLogger(lines: TestLogLine[], bindings: Record<string, unknown> = {}): Logger {
  const log = (level: TestLogLine['level']) => (data: object | string, message?: string) => {
    lines.push({ level, data: typeof data === 'string' ? data : { ...bindings, ...data }, ...(message !== undefined ? { message } : {}) });
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error'), child: (more) => testLogger(lines, { ...bindings, ...more }) };
}
