import { rm } from 'node:fs/promises';
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import secureJson from 'secure-json-parse';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createError, type AuthService, type Logger } from '@dcs/platform';
import type { HostRoutesService } from '../routes/routes-service.ts';
import type { SchemaValidator } from '@dcs/addon-sdk';
import { createCrossOriginPolicy } from './cross-origin.ts';
import { createRestDispatcher, errorResponse } from './rest-dispatcher.ts';
import type { IncomingRest, OutgoingRest } from './rest-exchange.ts';
import { namespaceIndex, rootIndex } from './rest-index.ts';
import { spoolMultipart } from './multipart-spool.ts';
import { metricsCallerOf, type OpsEndpoints } from '../observability/ops-endpoints.ts';
import { acceptRequestId, type RequestContext } from '../observability/request-context.ts';
import type { SystemMetrics } from '../observability/system-metrics.ts';
import { acceptedCodings, loadStaticApp, pageSecurityHeaders, registerStaticApps, sendAppPage, type StaticAppMount } from './static-apps.ts';
import { AccessLogController } from './access-log.ts';
import { registerShopProductPages } from './shop-product-pages.ts';

/** What the HTTP host needs. */
export interface HttpServerDeps {
  auth: AuthService;
  routes: HostRoutesService;
  validator: SchemaValidator;
  logger: Logger;
  /** `/healthz`, `/readyz`, `/metrics`. */
  ops: OpsEndpoints;
  metrics: SystemMetrics;
  /** Carries each request's id to the logger and to the queue jobs it enqueues. */
  requestContext: RequestContext;
  options: HttpServerOptions;
}

/** Settings of the HTTP host. */
export interface HttpServerOptions {
  /** Public base URL, for example `https://shop.example.com/designer`; its path prefixes both APIs. */
  baseUrl: string;
  /** Largest JSON or form body in bytes. */
  bodyLimit: number;
  /** Trust `X-Forwarded-*` from a reverse proxy (needed for Secure cookies behind HTTPS termination). */
  trustProxy: boolean;
  siteName: string;
  /** Pino options, or false for no request log. */
  log: boolean | object;
  /** Built browser apps to serve; an app that has not been built is skipped with a warning. */
  staticApps?: StaticAppMount[];
  /** Shop origins that embed the designer (`DCS_ALLOWED_ORIGINS`): CORS with credentials on customer routes. */
  shopOrigins?: readonly string[];
}

const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The Fastify host: it parses bodies and cookies and hands every request under `/wp-json` and
 * `/api/v1` to the framework-free dispatchers, which run the same pipeline for both APIs.
 */
export async function createHttpServer(deps: HttpServerDeps): Promise<FastifyInstance> {
  const { options, routes, auth, validator, logger, ops, metrics, requestContext } = deps;
  const base = new URL(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const restRoot = `${basePath}/wp-json`;
  const adminRoot = `${basePath}/api/v1`;
  const allowedOrigins = new Set([base.origin]);

  const app = Fastify({
    logger: options.log === false ? false : options.log === true ? { level: 'info' } : options.log,
    bodyLimit: options.bodyLimit,
    trustProxy: options.trustProxy,
    // The APIs answer in their own error shape; Fastify's default 404 page would not.
    return503OnClosing: true,
    // One id per request, the caller's X-Request-Id when it is a sane token, on every log line as req_id;
    // one line per answered request (see AccessLogController).
    requestIdHeader: false,
    logController: new AccessLogController(),
    genReqId: (request) => acceptRequestId(request.headers['x-request-id']),
  });
  // The route template each request matched (for metrics: bounded labels, never the raw URL).
  const templates = new WeakMap<FastifyRequest, string>();
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // Everything the request does from here on (logs, queue jobs it enqueues) sees its id.
    requestContext.run({ requestId: request.id }, done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = templates.get(request) ?? request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest({ method: request.method, route: dispatched.has(route) ? 'unmatched' : route, status: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: options.bodyLimit } });
  // An empty JSON body is no body (WordPress clients send one with DELETE through the method override);
  // keys like __proto__ are refused so a body can never reach an object's prototype.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = (body as string).trim();
    if (text === '') return done(null, undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch (error) {
      done(createError('rest_invalid_json', { data: { details: (error as Error).message } }), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.setErrorHandler((error: Error & { code?: string; statusCode?: number }, _request, reply) => {
    const mapped =
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? createError('rest_unsupported_media_type', { params: { contentType: String(_request.headers['content-type'] ?? '') } })
        : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? createError('rest_payload_too_large', { params: { limit: options.bodyLimit } })
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && error.statusCode === 400)
            ? createError('rest_invalid_json', { data: { details: error.message } })
            : error.code === 'ECONNRESET' || _request.raw.readableAborted
              ? createError('rest_request_aborted', { cause: error })
              : error;
    send(reply, errorResponse(mapped, logger));
  });
  app.setNotFoundHandler((_request, reply) => send(reply, errorResponse(createError('rest_no_route'), logger)));

  const restDispatch = createRestDispatcher({
    auth, validator, logger, allowedOrigins, table: () => routes.restTable, crossOrigin: createCrossOriginPolicy(options.shopOrigins ?? []),
  });
  // The admin API is never opened to another origin.
  const adminDispatch = createRestDispatcher({ auth, validator, logger, allowedOrigins, table: () => routes.adminTable, crossOrigin: createCrossOriginPolicy([]) });

  function incoming(request: FastifyRequest, path: string, cleanup: string[]): IncomingRest {
    const url = new URL(request.url, `${request.protocol}://${request.headers.host ?? base.host}`);
    return {
      method: request.method,
      path,
      query: (request.query ?? {}) as Record<string, unknown>,
      headers: request.headers as Record<string, string | undefined>,
      body: request.isMultipart() ? undefined : request.body,
      cookies: request.cookies as Record<string, string>,
      ip: request.ip,
      // Secure cookies when the client reached us over HTTPS, or when the public URL is HTTPS (TLS ends
      // at a proxy that is not trusted to tell us the protocol).
      secure: request.protocol === 'https' || base.protocol === 'https:',
      url,
      readFiles: request.isMultipart()
        ? async (limits) => {
            const spooled = await spoolMultipart(request, limits);
            cleanup.push(spooled.dir);
            return spooled;
          }
        : undefined,
    };
  }

  async function handle(
    request: FastifyRequest,
    reply: FastifyReply,
    root: string,
    dispatch: (incoming: IncomingRest) => Promise<OutgoingRest>,
  ) {
    const cleanup: string[] = [];
    const rawPath = request.url.split('?')[0]!;
    const path = `/${rawPath.slice(root.length).replace(/^\/+/, '')}`.replace(/(.)\/+$/, '$1');
    try {
      const effective = root === restRoot && request.method === 'GET' ? restIndexFor(path) : null;
      const result = effective ?? (await dispatch(incoming(request, root === adminRoot ? `/api/v1${path === '/' ? '' : path}` : path, cleanup)));
      if (result.route !== undefined) templates.set(request, root === restRoot ? `/wp-json${result.route}` : result.route);
      if (result.writer) return await sendWritten(reply, result, result.writer, logger);
      return await sendJson(reply, result, request.headers['accept-encoding']);
    } finally {
      reply.raw.once('close', () => {
        for (const dir of cleanup) void rm(dir, { recursive: true, force: true });
      });
    }
  }

  function restIndexFor(path: string): OutgoingRest | null {
    const routeInfo = routes.restRoutes();
    const site = { name: options.siteName, url: `${base.origin}${basePath}` };
    if (path === '/') return { status: 200, headers: {}, cookies: [], route: '', body: rootIndex(routeInfo, `${base.origin}${restRoot}`, site) };
    const namespace = path.slice(1);
    if (routeInfo.some((r) => r.namespace === namespace)) {
      return {
        status: 200,
        headers: {},
        cookies: [],
        route: '/{namespace}',
        body: namespaceIndex(namespace, routeInfo.filter((r) => r.namespace === namespace), `${base.origin}${restRoot}`),
      };
    }
    return null;
  }

  // The catch-all mounts: a request that reached one without matching a route is "unmatched".
  const dispatched = new Set([restRoot, `${restRoot}/`, `${restRoot}/*`, adminRoot, `${adminRoot}/*`]);
  for (const url of [restRoot, `${restRoot}/`, `${restRoot}/*`]) {
    app.route({ method: [...ALL_METHODS], url, handler: (request, reply) => handle(request, reply, restRoot, restDispatch) });
  }
  for (const url of [adminRoot, `${adminRoot}/*`]) {
    app.route({ method: [...ALL_METHODS], url, handler: (request, reply) => handle(request, reply, adminRoot, adminDispatch) });
  }
  const sendOps = (reply: FastifyReply, answer: { status: number; contentType: string; body: string }) =>
    reply.code(answer.status).header('cache-control', 'no-store').type(answer.contentType).send(answer.body);
  app.get(`${basePath}/healthz`, (_request, reply) => sendOps(reply, ops.healthz()));
  app.get(`${basePath}/readyz`, async (_request, reply) => sendOps(reply, await ops.readyz()));
  app.get(`${basePath}/metrics`, async (request, reply) => sendOps(reply, await ops.metrics(metricsCallerOf(request.raw))));

  // A path under an app's catch-all mount that names no file is "unmatched" too, not the mount.
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    templates.set(request, 'unmatched');
    return send(reply, errorResponse(createError('rest_no_route'), logger));
  };
  const apps = [];
  for (const mount of options.staticApps ?? []) {
    const index = await loadStaticApp(mount.dir);
    if (index) apps.push({ mount, index });
    else logger.info({ app: mount.name, dir: mount.dir }, 'a browser app has not been built (npm run build); it is not served');
  }
  // The configured public origin may serve a page's images, fonts and API answers when the page itself
  // was opened under another name (the answers' absolute URLs name it).
  const pageHeaders = pageSecurityHeaders([base.origin]);
  registerStaticApps(app, { basePath, apps, notFound, pageHeaders });
  const storefront = apps.find((a) => a.mount.mount === '/');
  if (storefront) registerShopProductPages(app, { basePath, restRoot, origin: base.origin, index: storefront.index, pageHeaders });
  // What a person who opens the server's address finds: the shop when the storefront is built, and
  // for an API client (or without it) where the two APIs are.
  app.get(basePath === '' ? '/' : basePath, async (request, reply) => {
    if (storefront && String(request.headers.accept ?? '').includes('text/html')) {
      return basePath === '' ? sendAppPage(request, reply, storefront.index, pageHeaders) : reply.redirect(`${basePath}/`, 302);
    }
    return {
      name: options.siteName,
      extension_api: `${base.origin}${restRoot}/svc/v1`,
      admin_api: `${base.origin}${adminRoot}`,
      sign_in: { method: 'POST', url: `${base.origin}${adminRoot}/session`, body: { email: '…', password: '…' } },
    };
  });
  return app;
}

const cookieOptions = (c: OutgoingRest['cookies'][number]) =>
  c.crossSite
    ? ({ path: '/', httpOnly: true, sameSite: 'none', secure: true, partitioned: true, maxAge: c.maxAge }) as const
    : ({ path: '/', httpOnly: true, sameSite: 'lax', secure: c.secure, maxAge: c.maxAge }) as const;

/** The answer's cookies, status and headers on the reply. */
function startReply(reply: FastifyReply, out: OutgoingRest): FastifyReply {
  for (const c of out.cookies) reply.setCookie(c.name, c.value, cookieOptions(c));
  return reply.code(out.status).headers(out.headers);
}

function send(reply: FastifyReply, out: OutgoingRest): FastifyReply {
  startReply(reply, out);
  if (out.raw !== undefined) return reply.send(out.raw);
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(out.body));
}

const brotliFast = promisify(brotliCompress);
const gzipFast = promisify(gzip);
/** JSON answers shorter than this go as they are: compressing them saves less than a packet. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * {@link send}, with a JSON answer of 1 KB or more compressed for a client that accepts it (Brotli at a
 * fast quality, else gzip): the catalog, with every font's Unicode ranges, is 332 KB as it is and
 * 9 KB as Brotli (13 KB gzip), and a phone on a slow network waits for every byte before the designer or a
 * quick panel can draw (issue 38). Static files come precompressed (static-apps.ts); this is the
 * same for the APIs' answers.
 */
async function sendJson(reply: FastifyReply, out: OutgoingRest, acceptEncoding: string | undefined): Promise<FastifyReply> {
  if (out.raw !== undefined || out.body === undefined || out.status === 204 || out.status === 304) return send(reply, out);
  // Serialized once, whether it then goes compressed or as it is.
  const json = JSON.stringify(out.body);
  const accepted = acceptedCodings(acceptEncoding);
  const coding = Buffer.byteLength(json) < COMPRESS_FROM_BYTES ? null : accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
  if (!coding) return startReply(reply, out).type('application/json; charset=utf-8').send(json);
  const body = coding === 'br'
    ? await brotliFast(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT } })
    : await gzipFast(json, { level: 6 });
  startReply(reply, out);
  const vary = reply.getHeader('vary') === undefined ? '' : String(reply.getHeader('vary'));
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  return reply.header('content-encoding', coding).type('application/json; charset=utf-8').send(body);
}

/**
 * Sends a body that the route writes itself: Fastify lets go of the response (its send hooks, which
 * would serialize cookies, do not run, so they are serialized here), status and headers go out, then
 * each `sink.write` resolves when the socket has taken the bytes. A writer failing midway destroys
 * the connection: the client sees a short body, not a complete-looking one.
 */
async function sendWritten(reply: FastifyReply, out: OutgoingRest, writer: NonNullable<OutgoingRest['writer']>, logger: Logger): Promise<FastifyReply> {
  const cookies = out.cookies.map((c) => reply.server.serializeCookie(c.name, c.value, cookieOptions(c)));
  reply.hijack();
  const res = reply.raw;
  const headers: OutgoingHttpHeaders = { ...(reply.getHeaders() as OutgoingHttpHeaders), ...out.headers };
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(out.status, headers);
  const sink = {
    write: (chunk: Uint8Array) =>
      new Promise<void>((resolve, reject) => {
        if (res.destroyed) return reject(new Error('the client closed the connection'));
        res.write(chunk, (error) => (error ? reject(error) : resolve()));
      }),
  };
  try {
    await writer(sink);
    await new Promise<void>((resolve) => res.end(resolve));
  } catch (error) {
    if (!res.destroyed) logger.warn({ err: error }, 'a streamed response failed midway; the connection is closed');
    res.destroy();
  }
  return reply;
}
