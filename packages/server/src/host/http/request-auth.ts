import { createError, type AdminSession, type AuthService, type ShopKey, type SvcError } from '@dcs/platform';
import { ADMIN_COOKIE, REST_NONCE_ACTION } from './cookie-names.ts';
import type { IncomingRest } from './rest-exchange.ts';

/** Who the request speaks for, after the cookie, nonce and origin rules. */
export interface RequestIdentity {
  session: AdminSession | null;
  /** The shop API key of a server-to-server request (`Authorization: Bearer`). */
  shopKey: ShopKey | null;
  /** True when the admin session counts for this request (GET, or a valid nonce). */
  authenticated: boolean;
  /** A refused nonce or a cross-site write: answered before routing, as WordPress does. */
  error: SvcError | null;
  /**
   * A signed-in admin's state-changing request without a nonce: it runs as signed out, and a route
   * that then refuses says why (`rest_missing_nonce`) instead of answering as to a stranger.
   */
  missingNonce?: boolean;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether `method` may change state (and so needs a nonce and a same-site origin). */
export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method);
}

/**
 * Applies the cookie-authentication rules of WordPress to one request (a request with an
 * `Authorization` header is a shop's instead, see {@link identifyShop}):
 * - a state-changing request from another site (`Origin` not ours, or `Sec-Fetch-Site: cross-site`)
 *   is refused outright, unless it comes from a listed shop origin (`shopOrigins`);
 * - a request from another origin (a listed shop's included) is never an admin's;
 * - the admin cookie counts on safe methods; on state-changing ones only with a nonce (header
 *   `X-WP-Nonce` or field `_wpnonce`): without one the caller is treated as signed out (so the route
 *   answers 401), with a wrong one the request fails with `rest_cookie_invalid_nonce` (403). A route that refuses
 *   such a caller answers `rest_missing_nonce` (401).
 */
const BEARER = /^Bearer\s+(\S+)\s*$/i;
const BEARER_SCHEME = /^Bearer(\s|$)/i;

/**
 * A request with `Authorization: Bearer` speaks for a shop's server and for nothing else: its cookies
 * are ignored (a key never borrows an admin's session), and so is its origin, since a browser sends no
 * such header on its own (a forged page cannot make one). An unknown or revoked key is refused at once.
 */
async function identifyShop(header: string, auth: AuthService): Promise<RequestIdentity> {
  const secret = BEARER.exec(header)?.[1];
  const shopKey = secret === undefined ? null : await auth.resolveShopKey(secret);
  if (!shopKey) return { session: null, shopKey: null, authenticated: false, error: createError('svc_shop_key_invalid') };
  return { session: null, shopKey, authenticated: false, error: null };
}

export async function identifyRequest(
  request: IncomingRest,
  method: string,
  deps: { auth: AuthService; allowedOrigins: ReadonlySet<string>; shopOrigins?: ReadonlySet<string> },
): Promise<RequestIdentity> {
  const authorization = request.headers.authorization;
  // Only the Bearer scheme: a proxy's Basic authentication in front of the admin app changes nothing.
  if (authorization !== undefined && BEARER_SCHEME.test(authorization)) return identifyShop(authorization, deps.auth);
  const origin = request.headers.origin;
  const foreign = origin !== undefined && origin !== request.url.origin && !deps.allowedOrigins.has(origin);
  const shop = foreign && deps.shopOrigins?.has(origin) === true;
  if (isStateChanging(method) && !shop && (request.headers['sec-fetch-site'] === 'cross-site' || foreign)) {
    return { session: null, shopKey: null, authenticated: false, error: createError('rest_cross_origin_refused') };
  }
  // The admin cookie never counts on a request made from another origin, even a listed shop's:
  // a shop's page may use the customer API with the visitor's cookies, never an admin's rights.
  if (foreign) return { session: null, shopKey: null, authenticated: false, error: null };
  const token = request.cookies[ADMIN_COOKIE];
  const session = token ? await deps.auth.resolveAdminSession(token) : null;
  if (!session) return { session: null, shopKey: null, authenticated: false, error: null };
  if (!isStateChanging(method)) return { session, shopKey: null, authenticated: true, error: null };
  const nonce = request.headers['x-wp-nonce'] ?? fieldOf(request.body, '_wpnonce') ?? fieldOf(request.query, '_wpnonce');
  if (nonce === undefined) return { session, shopKey: null, authenticated: false, error: null, missingNonce: true };
  if (deps.auth.verifyNonce(nonce, REST_NONCE_ACTION, session) === false) {
    return { session, shopKey: null, authenticated: false, error: createError('rest_cookie_invalid_nonce') };
  }
  return { session, shopKey: null, authenticated: true, error: null };
}

function fieldOf(source: unknown, name: string): string | undefined {
  if (source && typeof source === 'object' && !Array.isArray(source)) {
    const value = (source as Record<string, unknown>)[name];
    if (typeof value === 'string') return value;
  }
  return undefined;
}
