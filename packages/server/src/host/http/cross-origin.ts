import type { PermissionAudience } from '../auth/permission-audience.ts';

/**
 * Which other origins may use the customer side of the extension API with the shopper's cookies: the
 * shops that embed `<dcs-designer>` on their own origin (`DCS_ALLOWED_ORIGINS`).
 */
export interface CrossOriginPolicy {
  /** The listed shop origins (`https://shop.example`), normalized; empty when embedding is not configured. */
  readonly shopOrigins: ReadonlySet<string>;
}

/** Request headers a shop page's designer sends (the nonce is an admin header and stays out). */
const ALLOWED_REQUEST_HEADERS = ['content-type', 'if-none-match', 'x-request-id', 'x-http-method-override'];
/** Answer headers the designer reads besides the CORS-safelisted ones. */
const EXPOSED_HEADERS = ['etag', 'x-wp-total', 'x-wp-totalpages', 'x-request-id', 'retry-after'];
/** How long a browser may reuse a preflight answer (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_S = 600;

/**
 * Parses `DCS_ALLOWED_ORIGINS`: comma-separated origins (`scheme://host[:port]`, no path). A value
 * that is not exactly an origin is a configuration error, so a typo never opens the API silently.
 */
export function parseAllowedOrigins(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(`DCS_ALLOWED_ORIGINS: "${entry}" is not an origin like https://shop.example.`);
      }
      if (!['http:', 'https:'].includes(url.protocol) || url.origin !== entry.replace(/\/$/, '') || entry === '*') {
        throw new Error(`DCS_ALLOWED_ORIGINS: "${entry}" is not an origin like https://shop.example (scheme, host and port only).`);
      }
      return url.origin;
    });
}

export function createCrossOriginPolicy(origins: readonly string[]): CrossOriginPolicy {
  return { shopOrigins: new Set(origins) };
}

/** Whether a route of `audience` is open to the listed shops: customer and public routes, never admin ones. */
function opens(audience: PermissionAudience): boolean {
  return audience === 'customer' || audience === 'public';
}

/**
 * The CORS headers of an answer to `origin` from a route of `audience`. A listed shop gets its own
 * origin back with credentials; everyone else nothing from here (a public route may still answer `*`
 * itself, which browsers never honour for credentialed requests). `Vary: Origin` goes on every answer
 * of an opened route once shops are listed, so a shared cache never hands one origin's grant to another.
 */
export function corsHeaders(policy: CrossOriginPolicy, origin: string | undefined, audience: PermissionAudience): Record<string, string> {
  if (policy.shopOrigins.size === 0 || !opens(audience)) return {};
  if (origin === undefined || !policy.shopOrigins.has(origin)) return { vary: 'Origin' };
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': EXPOSED_HEADERS.join(', '),
    vary: 'Origin',
  };
}

/**
 * The answer to a CORS preflight (`OPTIONS` with `Access-Control-Request-Method`) for a route of
 * `audience` that accepts `methods`, or null when it is not granted (unlisted origin, admin route,
 * method the route lacks, or a request header outside the designer's few).
 */
export function preflightHeaders(
  policy: CrossOriginPolicy,
  request: { origin: string | undefined; method: string; headers: string | undefined },
  audience: PermissionAudience,
  methods: readonly string[],
): Record<string, string> | null {
  const grant = corsHeaders(policy, request.origin, audience);
  if (grant['access-control-allow-origin'] === undefined || !methods.includes(request.method)) return null;
  const asked = (request.headers ?? '').split(',').map((h) => h.trim().toLowerCase()).filter((h) => h !== '');
  if (asked.some((h) => !ALLOWED_REQUEST_HEADERS.includes(h))) return null;
  return {
    'access-control-allow-origin': grant['access-control-allow-origin'],
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': methods.join(', '),
    'access-control-allow-headers': ALLOWED_REQUEST_HEADERS.join(', '),
    'access-control-max-age': String(PREFLIGHT_MAX_AGE_S),
    vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
  };
}

/** Adds `Origin` to an answer's `Vary` without losing what the route put there. */
export function mergeVary(existing: string | undefined, added: string): string {
  if (!existing) return added;
  const names = existing.split(',').map((v) => v.trim());
  for (const name of added.split(',').map((v) => v.trim())) {
    if (!names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
  }
  return names.join(', ');
}
