/** The admin session cookie. */
export const ADMIN_COOKIE = 'dcs_admin';
/** The customer (shopper) session cookie. */
export const CUSTOMER_COOKIE = 'dcs_session';
/** Seconds the browser keeps the admin cookie; the server-side session decides the real expiry. */
export const ADMIN_COOKIE_MAX_AGE = 7 * 24 * 3600;
/** Seconds the browser keeps the customer cookie. */
export const CUSTOMER_COOKIE_MAX_AGE = 30 * 24 * 3600;
/** The nonce action of REST requests, as in WordPress. */
export const REST_NONCE_ACTION = 'wp_rest';
