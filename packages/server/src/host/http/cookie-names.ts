/** The admin session cookie. */
export const ADMIN_COOKIE = 'dcs_admin';
/** The customer (shopper) session cookie. */
export const CUSTOMER_COOKIE = 'dcs_session';
/** Seconds the browser keeps the admin cookie; the server-side session decides the real expiry. */
export const ADMIN_COOKIE_MAX_AGE = 7 * 24 * 3600;
/** Seconds the browser keeps the customer cookie. */
export const CUSTOMER_COOKIE_MAX_AGE = 30 * 24 * 3600;
export { REST_NONCE_ACTION } from '@dcs/platform';

/** The headers that set (or clear, with an empty token) the admin session cookie. */
export function adminCookieHeaders(token: string, secure: boolean): Record<string, string> {
  const maxAge = token === '' ? 0 : ADMIN_COOKIE_MAX_AGE;
  return { 'set-cookie': `${ADMIN_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}` };
}
