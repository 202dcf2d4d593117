import type { TSchema } from 'typebox';
import type { SvcError } from '../errors/svc-error.ts';
import type { AdminSession, AdminUser, CustomerSession, ShopKey } from './auth-service.ts';

/** Methods a route can accept. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request argument: where it may come from, its schema, and whether it must be present. */
export interface ArgDefinition {
  schema: TSchema;
  required?: boolean;
  default?: unknown;
  description?: string;
}

/** An uploaded file of a multipart request, spooled to a temporary file with a size cap. */
export interface UploadedFile {
  field: string;
  filename: string;
  /** The MIME type the client claimed; never trust it for decisions. */
  claimedType: string;
  size: number;
  /** Absolute path of the spooled file; removed after the request. */
  path: string;
}

/**
 * A request as route callbacks see it, independent of the HTTP framework.
 *
 * `params` merges, after validation and defaults, the URL parameters (which win), the body fields and
 * the query string. Unknown body fields are refused before the callback runs.
 */
export interface RestRequest {
  readonly method: HttpMethod;
  /** The path below the API root, for example `/svc/v1/pricing/quote`. */
  readonly path: string;
  /** The matched route pattern, for example `/svc/v1/design-templates/{id}`. */
  readonly route: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly urlParams: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, unknown>>;
  readonly body: unknown;
  readonly files: readonly UploadedFile[];
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly ip: string;
  /**
   * Scheme, host and port the client reached the server at (`http://192.168.1.20:8080`): from the Host
   * header, and the forwarded protocol behind a trusted proxy. Answers that carry absolute URLs build
   * them on it when the installation has no configured public URL, so they work under any host name.
   */
  readonly origin: string;
  /** The signed-in admin, or null (also null on a state-changing request without a nonce). */
  readonly user: AdminUser | null;
  /** The admin session behind `user` (null whenever `user` is null); nonces are bound to it. */
  readonly adminSession: AdminSession | null;
  /** The shop API key of a server-to-server request (`Authorization: Bearer`), or null. */
  readonly shopKey: ShopKey | null;
  /**
   * The customer session of the request, or null when it has none yet. With `create`, starts one (and
   * sets its cookie): call it so only when the request stores something, since every session is a row
   * until it expires. New sessions per client address are limited (`svc_too_many_sessions`, 429), and a
   * session started by a request that fails is removed again.
   */
  customerSession(options: { create: true }): Promise<CustomerSession>;
  customerSession(options?: { create?: boolean }): Promise<CustomerSession | null>;
}

/** Pagination of a list answer; the host turns it into X-WP-Total, X-WP-TotalPages and Link. */
export interface Pagination {
  total: number;
  page: number;
  perPage: number;
}

const REST_RESPONSE_BRAND = Symbol.for('dcs.rest-response');

/** A callback's answer when it needs a status, headers, pagination or a raw body. */
export class RestResponse {
  /** Marks answers made by any copy of this package (addons bundle their own). */
  readonly [REST_RESPONSE_BRAND] = true;
  readonly data: unknown;
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly pagination: Pagination | undefined;

  constructor(
    data: unknown,
    init: { status?: number; headers?: Record<string, string>; pagination?: Pagination } = {},
  ) {
    this.data = data;
    this.status = init.status ?? 200;
    this.headers = init.headers ?? {};
    this.pagination = init.pagination;
  }
}

/** Whether `value` is a {@link RestResponse}, also one made by an addon's bundled copy of this package. */
export function isRestResponse(value: unknown): value is RestResponse {
  return value instanceof RestResponse || (typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[REST_RESPONSE_BRAND] === true);
}

/** Where a {@link BodyWriter} writes the response body. */
export interface ResponseSink {
  /**
   * Sends `chunk`; resolves once the connection has taken the bytes, so the caller may reuse `chunk`
   * for the next part. Rejects when the client has gone away.
   */
  write(chunk: Uint8Array): Promise<void>;
}

const BODY_WRITER_BRAND = Symbol.for('dcs.body-writer');

/** A response body that the route writes itself; see {@link writeBody}. */
export interface BodyWriter {
  readonly [BODY_WRITER_BRAND]: true;
  write(sink: ResponseSink): Promise<void>;
}

/**
 * A response body written by the route into the connection, for large bodies in constant memory: the
 * writer can reuse a few buffers, since each write resolves only when its bytes are sent (a stream
 * allocates a buffer per chunk). Status and headers (set `Content-Length` when known) go out first; a
 * writer that throws after that aborts the connection, so the client sees a truncated body, never a
 * complete-looking one.
 *
 * @example
 * return new RestResponse(writeBody(async (sink) => { for (const part of parts) await sink.write(part); }), {
 *   headers: { 'Content-Type': 'application/zip', 'Content-Length': String(size) },
 * });
 */
export function writeBody(write: (sink: ResponseSink) => Promise<void>): BodyWriter {
  return { [BODY_WRITER_BRAND]: true, write };
}

/** Whether `value` is a {@link BodyWriter}. */
export function isBodyWriter(value: unknown): value is BodyWriter {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BODY_WRITER_BRAND] === true;
}

/** A permission callback: true allows, false refuses (`rest_forbidden`), an error refuses with it. */
export type PermissionCallback = (request: RestRequest) => boolean | SvcError | Promise<boolean | SvcError>;
/** A route callback: returns the JSON answer, a {@link RestResponse}, or throws an `SvcError`. */
export type RouteCallback = (request: RestRequest) => unknown;

/** One endpoint of an extension route (a route may have several, one per method set). */
export interface RestRouteDefinition {
  methods: HttpMethod | readonly HttpMethod[];
  callback: RouteCallback;
  /** Required: a registration without one is refused. */
  permission_callback: PermissionCallback;
  args?: Record<string, ArgDefinition>;
  /**
   * A schema for the whole JSON body (for bodies that are arrays or deep documents). When set, `args`
   * describe only URL and query parameters, and `request.body` is the validated body.
   */
  bodySchema?: TSchema;
  /** Accept body fields that are not in `args`; default false (they are a 400). */
  allowUnknownArgs?: boolean;
  summary?: string;
  /** Schema of a successful JSON answer; documentation only (OpenAPI), never enforced. */
  response?: TSchema;
  /** Largest request body in bytes; default the host's limit. */
  bodyLimit?: number;
  /** Accept multipart/form-data uploads, spooled to temporary files. */
  multipart?: {
    maxFileBytes: number;
    maxFiles?: number;
    /**
     * The limit in force for this request when it is lower than `maxFileBytes` (a setting the admin
     * changes): receiving stops there, so a public upload route never spools more than it accepts.
     */
    currentMaxFileBytes?: () => Promise<number>;
  };
}

/** A route of the portable admin API, mounted under `{base_url}/api/v1`. */
export interface AdminRouteDefinition extends Omit<RestRouteDefinition, 'methods'> {
  method: HttpMethod;
  /** Path below `api/v1`, with `{name}` parameters, for example `/addons/{dir}`. */
  path: string;
}

/** One route of the extension index (`GET /wp-json/svc/v1`). */
export interface RouteInfo {
  namespace: string;
  route: string;
  methods: HttpMethod[];
  owner: string;
  args: Record<string, { required: boolean; description?: string; schema: TSchema }>;
  summary?: string;
  /** The whole-body schema of the definition, when it validates the body as one object. */
  bodySchema?: TSchema;
  /** The documented answer schema of the definition (documentation only). */
  response?: TSchema;
  /** Upload limits of a multipart route. */
  multipart?: { maxFileBytes: number; maxFiles?: number };
}

/** The action core fires once per route-table build; its callbacks register the extension routes. */
export const REGISTER_REST_ROUTES_ACTION = 'svc_register_rest_routes';

/**
 * Route registration for both API styles.
 *
 * Extension routes (`svc/v1`) can only be registered while core fires `svc_register_rest_routes`;
 * outside it, twice, or without a `permission_callback` is an error. The table is built anew by
 * {@link RoutesService.rebuild}, so activating or deactivating an addon changes it without a restart.
 *
 * @example
 * hooks.addAction(REGISTER_REST_ROUTES_ACTION, (routes: RoutesService) =>
 *   routes.registerRestRoute('svc/v1', '/pricing/rules', {
 *     methods: 'GET', permission_callback: isAdmin, callback: () => rules.list(),
 *   }));
 */
export interface RoutesService {
  registerRestRoute(
    namespace: string,
    route: string,
    definition: RestRouteDefinition | readonly RestRouteDefinition[],
  ): void;
  registerAdminRoute(definition: AdminRouteDefinition): void;
  /** Fires `svc_register_rest_routes` into a new table and swaps it in when every callback succeeded. */
  rebuild(): Promise<void>;
  restRoutes(namespace?: string): RouteInfo[];
}

/**
 * The routes service of a host that records who registered each route: the addon manager hands every
 * addon a view registering under its slug, so a route table lists each route's owner.
 */
export interface OwnedRoutesService extends RoutesService {
  /** A view that records `owner` on what it registers (one per addon, `core` for core). */
  forOwner(owner: string): RoutesService;
}
