import type { PermissionCallback } from './routes-service.ts';

/** The nonce action of REST requests (as in WordPress): the admin app's nonces are made for it. */
export const REST_NONCE_ACTION = 'wp_rest';

/** Capability every admin of the shop holds; finer ones can be granted per user. */
export const MANAGE_CAPABILITY = 'manage_dcs';

/** A staff member who signs in to the admin app. */
export interface AdminUser {
  id: number;
  email: string;
  displayName: string;
  capabilities: string[];
  createdAt: number;
}

/** A signed-in admin session; `token` is the cookie value and is only known to the client. */
export interface AdminSession {
  /** Stable public id of the session (a hash of the token); nonces are bound to it. */
  id: string;
  user: AdminUser;
  createdAt: number;
  expiresAt: number;
}

/** An anonymous shopper's session: carts, quotes and designs are scoped to it. */
export interface CustomerSession {
  /** Stable public id of the session, safe to store on carts and orders. */
  id: string;
  createdAt: number;
}

/**
 * Action fired by the session sweep with the ids of expired customer sessions (`string[]`) before they
 * are deleted: listeners delete what those sessions own (the core deletes their carts). A batch whose
 * listeners failed is offered again by the next sweep, so listeners must be idempotent.
 */
export const CUSTOMER_SESSIONS_EXPIRED_ACTION = 'customer_sessions.expired';

/** Action fired after each successful admin sign-in: `{ userId, email, ip, sessionId }`. */
export const SIGNED_IN_ACTION = 'auth.signed_in';
/** Action fired for each wrong password: `{ email, ip, clientFailures }` (never the password). */
export const SIGN_IN_FAILED_ACTION = 'auth.sign_in_failed';
/**
 * Action fired when throttling acts on a sign-in: `{ email, ip, scope: 'client', retryAfterMs }` for a client
 * refused while it waits, `{ email, ip, scope: 'account', delayMs }` for an attempt delayed because its
 * account is under attack.
 */
export const SIGN_IN_THROTTLED_ACTION = 'auth.sign_in_throttled';

/**
 * What a shop's server may do with a key: place and cancel orders, read them, verify quotes before
 * charging, read the print jobs of its orders.
 */
export const SHOP_KEY_SCOPES = ['orders:write', 'orders:read', 'quotes:verify', 'jobs:read'] as const;

/** One of {@link SHOP_KEY_SCOPES}. */
export type ShopKeyScope = (typeof SHOP_KEY_SCOPES)[number];

/**
 * An API key a shop's server sends as `Authorization: Bearer <secret>`. Only a SHA-256 of the secret is
 * stored; `prefix` (the secret's first characters) tells keys apart in lists and logs.
 */
export interface ShopKey {
  id: number;
  name: string;
  /** The shop the key speaks for; the shop's order ids are unique per shop. */
  shop: string;
  prefix: string;
  scopes: ShopKeyScope[];
  createdAt: number;
  /** Last request made with the key (updated at most once a minute), or null. */
  lastUsedAt: number | null;
  /** When it was revoked; a revoked key authenticates nothing. */
  revokedAt: number | null;
}

/** Options of {@link AuthService.createShopKey}. */
export interface CreateShopKeyOptions {
  name: string;
  /** A short name of the shop (letters, digits, `-`, `_`); default `shop`. */
  shop?: string;
  scopes: readonly ShopKeyScope[];
}

/** Options of {@link AuthService.createUser}. */
export interface CreateUserOptions {
  email: string;
  password: string;
  displayName?: string;
  capabilities?: string[];
}

/**
 * Who is calling: admin users and their sessions, WordPress-style nonces, customer sessions, and
 * the permission callbacks extension routes use.
 *
 * Passwords are hashed with scrypt; session tokens are stored only as hashes, so a database leak
 * signs nobody in. A nonce is an HMAC over action, user, session and a 12-hour tick; it is valid in
 * its tick and the next (12 to 24 hours).
 */
export interface AuthService {
  createUser(options: CreateUserOptions): Promise<AdminUser>;
  findUserByEmail(email: string): Promise<AdminUser | null>;
  countUsers(): Promise<number>;
  /**
   * Checks the password and opens a new session (a fresh token at every sign-in). A client (by `ip`)
   * that keeps failing must wait longer and longer: `svc_too_many_login_attempts` with `retryAfter`
   * seconds. An account failed from many clients is slowed down, never refused, so a client that has
   * not been failing signs in with the right password. Fires {@link SIGN_IN_FAILED_ACTION} and
   * {@link SIGN_IN_THROTTLED_ACTION}.
   */
  signIn(email: string, password: string, context: { ip: string }): Promise<{ token: string; session: AdminSession }>;
  /** The live session of a token, or null when unknown or expired. Extends a session in use. */
  resolveAdminSession(token: string): Promise<AdminSession | null>;
  /** Ends a session by its public id. */
  signOut(sessionId: string): Promise<void>;
  createNonce(action: string, session: AdminSession): string;
  /** 1 when issued in the current tick, 2 in the previous one, false when invalid or expired. */
  verifyNonce(nonce: string, action: string, session: AdminSession): 1 | 2 | false;
  /**
   * The customer session of a token, or null. With `create`, a new one when the token is missing or
   * unknown; `client` (the caller's address) counts toward the per-client limit on new sessions:
   * `svc_too_many_sessions` (429, `data.retryAfter` seconds) beyond it.
   */
  resolveCustomerSession(token: string | null, options: { create: true; client?: string }): Promise<{ token: string; session: CustomerSession }>;
  resolveCustomerSession(token: string | null, options?: { create?: boolean; client?: string }): Promise<{ token: string; session: CustomerSession } | null>;
  /**
   * Deletes expired sessions of both kinds, a batch at a time, and forgets sign-in failures older than
   * the throttling window. Before a batch of customer sessions is deleted, `onCustomersExpired` gets
   * their ids to delete what they own (carts, uploads); if it throws, the batch stays for the next
   * sweep, so it may see the same ids again.
   */
  sweep(onCustomersExpired: (sessionIds: string[]) => Promise<void>): Promise<{ customers: number; admins: number }>;
  can(user: AdminUser | null, capability: string): boolean;
  /**
   * A new shop API key; `secret` is answered once and never stored (`svc_shop_key_invalid_input` for a
   * bad name, shop or scope).
   */
  createShopKey(options: CreateShopKeyOptions): Promise<{ key: ShopKey; secret: string }>;
  /** Every key, revoked ones included, newest first. */
  listShopKeys(): Promise<ShopKey[]>;
  /** Revokes a key at once (`svc_shop_key_not_found`); revoking twice keeps the first time. */
  revokeShopKey(id: number): Promise<ShopKey>;
  /** The live key of a bearer secret, or null when unknown or revoked; records its use. */
  resolveShopKey(secret: string): Promise<ShopKey | null>;
  /** Permission callbacks for route registrations. */
  readonly permissions: {
    /** A signed-in admin holding `capability` (default {@link MANAGE_CAPABILITY}). */
    admin(capability?: string): PermissionCallback;
    /**
     * Anyone, as a customer. It starts no session: the callback reads the caller's with
     * `request.customerSession()` (null before the first write: answer as for an empty session) and
     * starts one with `request.customerSession({ create: true })` only when it stores something. A
     * session started by a request that then fails is removed again.
     */
    customer(): PermissionCallback;
    /** Anyone, with no session. */
    public(): PermissionCallback;
    /**
     * A shop's server holding a live API key with `scope` (`Authorization: Bearer`). Never an admin's
     * cookie: a route for shops answers 401 to the admin app, and admin routes answer 403 to a key.
     */
    shopKey(scope: ShopKeyScope): PermissionCallback;
  };
}
