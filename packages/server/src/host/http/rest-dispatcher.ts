import { Readable } from 'node:stream';
import {
  RestResponse,
  answerWithAliases,
  isBodyWriter,
  isRestResponse,
  restResponseHeaders,
  createError,
  isSvcError,
  type AuthService,
  type CustomerSession,
  type HttpMethod,
  type Logger,
  type RestRequest,
  type RestRouteDefinition,
  type SvcError,
  type UploadedFile,
} from '@dcs/platform';
import type { RouteTable } from '../routes/route-table.ts';
import type { SchemaValidator } from '@dcs/addon-sdk';
import { audienceOf } from '../auth/permission-audience.ts';
import {
  CUSTOMER_COOKIE,
  CUSTOMER_COOKIE_MAX_AGE,
  REST_NONCE_ACTION,
} from './cookie-names.ts';
import { corsHeaders, mergeVary, preflightHeaders, type CrossOriginPolicy } from './cross-origin.ts';
import { identifyRequest } from './request-auth.ts';
import { resolveParams } from '@dcs/addon-sdk';
import type { IncomingRest, OutgoingRest } from './rest-exchange.ts';

/** Dependencies of a dispatcher (one per mounted API). */
export interface RestDispatcherDeps {
  auth: AuthService;
  validator: SchemaValidator;
  logger: Logger;
  /** The table in force; read per request, since a rebuild swaps it. */
  table: () => RouteTable;
  /** Origins besides the request's own that are this dcs (its public base URL's). */
  allowedOrigins: ReadonlySet<string>;
  /** Shops on other origins that embed the designer; none for the admin API. */
  crossOrigin: CrossOriginPolicy;
}

const METHODS = new Set<HttpMethod>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const OVERRIDABLE = new Set<HttpMethod>(['PUT', 'PATCH', 'DELETE']);

/**
 * Builds the error answer of both APIs; unknown errors are logged and hidden behind a 500. A client's
 * error that wraps a lower-level cause (a malformed multipart body, a hang-up) is logged at info with
 * it: worth a look when a client misbehaves, never an alarm.
 */
export function errorResponse(error: unknown, logger: Logger): OutgoingRest {
  const svcError: SvcError = isSvcError(error) ? error : createError('svc_internal_error', { cause: error });
  if (!isSvcError(error) || svcError.status >= 500) logger.error({ err: error }, 'request failed');
  else if (svcError.cause !== undefined) logger.info({ code: svcError.code, reason: (svcError.cause as Error)?.message }, 'request refused');
  const retryAfter = svcError.data.retryAfter;
  const headers: Record<string, string> = typeof retryAfter === 'number' ? { 'retry-after': String(retryAfter) } : {};
  return { status: svcError.status, headers, cookies: [], body: svcError.toBody() };
}

function effectiveMethod(request: IncomingRest): HttpMethod | SvcError {
  const method = request.method.toUpperCase() as HttpMethod;
  const override = request.headers['x-http-method-override'] ?? (typeof request.query._method === 'string' ? request.query._method : undefined);
  if (override !== undefined && method === 'POST') {
    const wanted = override.toUpperCase() as HttpMethod;
    return OVERRIDABLE.has(wanted) ? wanted : createError('rest_invalid_method_override');
  }
  return method;
}

/**
 * The request pipeline shared by the extension API and the admin API, in WordPress's order:
 * authentication (cookie, nonce, origin) → route match (`rest_no_route`) → permission callback
 * (`rest_forbidden`: 401 when signed out, 403 when signed in) → argument validation → callback.
 */
export function createRestDispatcher(deps: RestDispatcherDeps) {
  const { auth, validator, logger } = deps;

  const { crossOrigin } = deps;
  // A shop on another origin needs the cookie on cross-site requests (SameSite=None needs Secure);
  // Partitioned keeps it working where third-party cookies are blocked: the session is the shop's own.
  const crossSiteCookie = crossOrigin.shopOrigins.size > 0;

  /** The answer to a CORS preflight: granted for listed shops on customer and public routes only. */
  function preflight(request: IncomingRest): OutgoingRest {
    const wanted = (request.headers['access-control-request-method'] ?? '').toUpperCase() as HttpMethod;
    const match = METHODS.has(wanted) ? deps.table().match(wanted, request.path) : { kind: 'none' as const };
    if (match.kind === 'none') return errorResponse(createError('rest_no_route'), logger);
    const { entry } = match;
    const headers = preflightHeaders(
      crossOrigin,
      { origin: request.headers.origin, method: wanted, headers: request.headers['access-control-request-headers'] },
      audienceOf(entry.definition.permission_callback),
      entry.methods,
    );
    if (!headers) return { ...errorResponse(createError('rest_cross_origin_refused'), logger), route: entry.route };
    return { status: 204, headers, cookies: [], body: null, raw: '', route: entry.route };
  }

  return async function dispatch(request: IncomingRest): Promise<OutgoingRest> {
    if (request.method.toUpperCase() === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) return preflight(request);
    const out: OutgoingRest = { status: 200, headers: {}, cookies: [], body: null };
    // A customer session this request started; a request that fails stores nothing, not even that.
    let started: CustomerSession | null = null;
    // CORS headers of the matched route, set on its answer whatever it is (a shop reads errors too).
    let cors: Record<string, string> = {};
    try {
      const method = effectiveMethod(request);
      if (typeof method !== 'string') throw method;
      const identity = await identifyRequest(request, method, { auth, allowedOrigins: deps.allowedOrigins, shopOrigins: crossOrigin.shopOrigins });
      if (identity.error) throw identity.error;
      if (identity.session && identity.authenticated) {
        // A fresh nonce on every signed-in answer lets clients refresh before theirs expires.
        out.headers['x-wp-nonce'] = auth.createNonce(REST_NONCE_ACTION, identity.session);
      }

      const match = METHODS.has(method) ? deps.table().match(method, request.path) : { kind: 'none' as const };
      if (match.kind === 'none') throw createError('rest_no_route');
      const { entry, urlParams } = match;
      out.route = entry.route;
      const definition = entry.definition;
      cors = corsHeaders(crossOrigin, request.headers.origin, audienceOf(definition.permission_callback));

      let customer: { token: string; session: CustomerSession } | null | undefined;
      const customerSession = async (options: { create?: boolean } = {}) => {
        if (customer === undefined || (customer === null && options.create)) {
          const token = request.cookies[CUSTOMER_COOKIE] ?? null;
          customer = await auth.resolveCustomerSession(token, { create: options.create, client: request.ip });
          if (customer && customer.token !== token) {
            started = customer.session;
            out.cookies.push({ name: CUSTOMER_COOKIE, value: customer.token, maxAge: CUSTOMER_COOKIE_MAX_AGE, secure: request.secure, crossSite: crossSiteCookie });
          }
        }
        return customer?.session ?? null;
      };

      let files: UploadedFile[] = [];
      let body = request.body;
      const bodyIsText = definition.multipart !== undefined || /^application\/x-www-form-urlencoded/.test(request.headers['content-type'] ?? '');

      const restRequest: RestRequest = {
        method,
        path: request.path,
        route: entry.route,
        params: {},
        urlParams,
        query: request.query,
        body: definition.multipart ? undefined : body,
        files,
        headers: request.headers,
        ip: request.ip,
        origin: request.url.origin,
        user: identity.authenticated ? identity.session!.user : null,
        adminSession: identity.authenticated ? identity.session : null,
        shopKey: identity.shopKey,
        customerSession: customerSession as RestRequest['customerSession'],
      };

      const allowed = await definition.permission_callback(restRequest);
      if (allowed !== true) {
        if (isSvcError(allowed)) throw allowed;
        if (identity.missingNonce) throw createError('rest_missing_nonce');
        throw createError('rest_forbidden', { status: restRequest.user || restRequest.shopKey ? 403 : 401 });
      }

      // Uploads are read only once the caller may make them, so nobody fills the disk anonymously.
      // (Multipart requests carry their nonce in X-WP-Nonce or ?_wpnonce: the fields come later.)
      if (definition.multipart && request.readFiles) {
        const { maxFileBytes, currentMaxFileBytes } = definition.multipart;
        const limit = currentMaxFileBytes ? Math.min(maxFileBytes, await currentMaxFileBytes()) : maxFileBytes;
        const parsed = await request.readFiles({ maxFileBytes: limit, maxFiles: definition.multipart.maxFiles ?? 1 });
        files = parsed.files;
        body = parsed.fields;
      }

      const resolved = resolveParams(definition, { urlParams, query: request.query, body, bodyIsText }, validator);
      const result = await definition.callback({ ...restRequest, files, params: resolved.params, body: resolved.body });
      return withCors(toOutgoing(result, out, request, definition.response), cors);
    } catch (error) {
      const failed = errorResponse(error, logger);
      // Assigned inside the session helper, which the compiler does not follow.
      const undo = started as CustomerSession | null;
      if (undo) {
        await auth.signOut(undo.id).catch((failure: unknown) => logger.warn({ err: failure }, 'could not remove the session of a failed request'));
        out.cookies = out.cookies.filter((c) => c.name !== CUSTOMER_COOKIE);
      }
      return withCors({ ...failed, headers: { ...out.headers, ...failed.headers }, cookies: out.cookies, route: out.route }, cors);
    }
  };
}

/** Puts the CORS grant over whatever the route answered (its own `*` included), merging `Vary`. */
function withCors(out: OutgoingRest, cors: Record<string, string>): OutgoingRest {
  const { vary, ...grant } = cors;
  Object.assign(out.headers, grant);
  if (vary !== undefined) out.headers.vary = mergeVary(out.headers.vary, vary);
  return out;
}

function toOutgoing(result: unknown, out: OutgoingRest, request: IncomingRest, schema: RestRouteDefinition['response']): OutgoingRest {
  const response = isRestResponse(result) ? result : new RestResponse(result ?? null);
  out.status = response.status;
  Object.assign(out.headers, restResponseHeaders(response, request.url));
  const data = response.data;
  if (Buffer.isBuffer(data) || typeof data === 'string' || data instanceof Readable) out.raw = data;
  else if (isBodyWriter(data)) out.writer = (sink) => data.write(sink);
  else out.body = answerWithAliases(schema, data);
  return out;
}

