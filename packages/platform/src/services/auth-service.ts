import type { PermissionCallback } from './routes-service.ts';

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
   * Checks the password and opens a new session (a fresh token at every sign-in). Failed attempts
   * per email and per address are limited: `svc_too_many_login_attempts` with `retryAfter` seconds.
   */
  signIn(email: string, password: string, context: { ip: string }): Promise<{ token: string; session: AdminSession }>;
  /** The live session of a token, or null when unknown or expired. Extends a session in use. */
  resolveAdminSession(token: string): Promise<AdminSession | null>;
  /** Ends a session by its public id. */
  signOut(sessionId: string): Promise<void>;
  createNonce(action: string, session: AdminSession): string;
  /** 1 when issued in the current tick, 2 in the previous one, false when invalid or expired. */
  verifyNonce(nonce: string, action: string, session: AdminSession): 1 | 2 | false;
  /** The customer session of a token; with `create`, a new one when the token is missing or unknown. */
  resolveCustomerSession(token: string | null, options: { create: true }): Promise<{ token: string; session: CustomerSession }>;
  resolveCustomerSession(token: string | null, options?: { create?: boolean }): Promise<{ token: string; session: CustomerSession } | null>;
  can(user: AdminUser | null, capability: string): boolean;
  /** Permission callbacks for route registrations. */
  readonly permissions: {
    /** A signed-in admin holding `capability` (default {@link MANAGE_CAPABILITY}). */
    admin(capability?: string): PermissionCallback;
    /** Anyone; starts a customer session so the callback can scope its data to it. */
    customer(): PermissionCallback;
    /** Anyone, with no session. */
    public(): PermissionCallback;
  };
}
