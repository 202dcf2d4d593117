import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleepFor } from 'node:timers/promises';
import {
  MANAGE_CAPABILITY,
  SIGNED_IN_ACTION,
  SIGN_IN_FAILED_ACTION,
  SIGN_IN_THROTTLED_ACTION,
  createError,
  type AdminSession,
  type AdminUser,
  type AuthService,
  type Clock,
  type CustomerSession,
  type DatabaseService,
  type HooksService,
  type Logger,
} from '@dcs/platform';
import { withAudience } from './permission-audience.ts';
import { clientKey } from './client-key.ts';
import { createShopKeys } from './shop-keys.ts';
import { checkNonce, computeNonce, nonceTick } from './nonce.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from './password-hash.ts';
import { assertMaySessionStart, sweepExpiredSessions } from './session-housekeeping.ts';
import { createSignInThrottle, type SignInThrottleOptions } from './sign-in-throttle.ts';

/** Dependencies and limits of {@link createAuthService}. */
export interface AuthServiceDeps {
  database: DatabaseService;
  clock: Clock;
  hooks: HooksService;
  logger: Logger;
  /** The installation secret (nonces are HMACs with it, client addresses are stored as HMACs). */
  secret: string;
  options?: Partial<AuthOptions>;
  /** Waits out an account's sign-in delay; tests may pass a faster one. */
  sleep?: (ms: number) => Promise<void>;
}

/** Session lifetimes, sign-in throttling and the limit on new customer sessions. */
export interface AuthOptions extends SignInThrottleOptions {
  adminIdleMs: number;
  adminAbsoluteMs: number;
  customerIdleMs: number;
  /** New customer sessions one client may start per `customerSessionWindowMs`; 0 for no limit. */
  customerSessionsPerClient: number;
  customerSessionWindowMs: number;
  minPasswordLength: number;
}

const HOUR = 60 * 60 * 1000;
const DEFAULTS: AuthOptions = {
  adminIdleMs: 24 * HOUR,
  adminAbsoluteMs: 7 * 24 * HOUR,
  customerIdleMs: 30 * 24 * HOUR,
  customerSessionsPerClient: 100,
  customerSessionWindowMs: 10 * 60 * 1000,
  freeFailuresPerClient: 5,
  clientBackoffBaseMs: 1000,
  clientBackoffMaxMs: 15 * 60 * 1000,
  accountSlowAfter: 10,
  accountDelayBaseMs: 250,
  accountDelayMaxMs: 3000,
  forgetAfterMs: HOUR,
  minPasswordLength: 10,
};
// Writing last_seen on every request would turn each read into a write; a few minutes is precise enough.
const TOUCH_AFTER_MS = 5 * 60 * 1000;
const CUSTOMER_CACHE_MS = 2000;
const CUSTOMER_CACHE_SIZE = 10_000;

interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  display_name: string;
  capabilities: string;
  created_at: number;
}

interface SessionRow {
  id: string;
  kind: string;
  user_id: number | null;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  client?: string | null;
}

const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const normalizeEmail = (email: string) => email.trim().toLowerCase();

function toUser(row: UserRow): AdminUser {
  return {
    id: Number(row.id),
    email: row.email,
    displayName: row.display_name,
    capabilities: JSON.parse(row.capabilities) as string[],
    createdAt: Number(row.created_at),
  };
}

/**
 * Admin users, database-backed sessions (so any number of server processes share them), nonces,
 * customer sessions (limited per client) and sign-in throttling (`sign-in-throttle.ts`).
 */
export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { database, clock, secret } = deps;
  const options: AuthOptions = { ...DEFAULTS, ...deps.options };
  const db = () => database.db();

  async function findUserRow(email: string): Promise<UserRow | undefined> {
    return (await db().selectFrom('svc_admin_users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst()) as
      | UserRow
      | undefined;
  }

  const throttle = createSignInThrottle({ database, clock, options });
  const shopKeys = createShopKeys({ database, clock });
  const sleep = deps.sleep ?? ((ms: number) => sleepFor(ms));
  // A listener's failure must not change the answer of a sign-in.
  const announce = (action: string, event: Record<string, unknown>) =>
    deps.hooks.doAction(action, event).catch((error: unknown) => deps.logger.warn({ err: error, action }, 'auth listener failed'));

  async function openSession(kind: 'admin' | 'customer', userId: number | null, client: string | null = null) {
    const token = newToken();
    const now = clock.now();
    const idle = kind === 'admin' ? options.adminIdleMs : options.customerIdleMs;
    const row: SessionRow = {
      id: sessionIdOf(token),
      kind,
      user_id: userId,
      created_at: now,
      expires_at: now + idle,
      last_seen_at: now,
      client,
    };
    await db().insertInto('svc_sessions').values(row).execute();
    return { token, row };
  }

  async function liveSession(token: string, kind: 'admin' | 'customer'): Promise<SessionRow | null> {
    if (typeof token !== 'string' || token.length < 20 || token.length > 100) return null;
    const row = (await db()
      .selectFrom('svc_sessions')
      .selectAll()
      .where('id', '=', sessionIdOf(token))
      .where('kind', '=', kind)
      .executeTakeFirst()) as SessionRow | undefined;
    const now = clock.now();
    if (!row || Number(row.expires_at) <= now) return null;
    if (now - Number(row.last_seen_at) > TOUCH_AFTER_MS) {
      const idle = kind === 'admin' ? options.adminIdleMs : options.customerIdleMs;
      const cap = kind === 'admin' ? Number(row.created_at) + options.adminAbsoluteMs : Number.POSITIVE_INFINITY;
      const expiresAt = Math.min(now + idle, cap);
      await db().updateTable('svc_sessions').set({ last_seen_at: now, expires_at: expiresAt }).where('id', '=', row.id).execute();
      row.expires_at = expiresAt;
    }
    return row;
  }

  async function adminSession(row: SessionRow): Promise<AdminSession | null> {
    const user = (await db().selectFrom('svc_admin_users').selectAll().where('id', '=', Number(row.user_id)).executeTakeFirst()) as
      | UserRow
      | undefined;
    if (!user) return null;
    return { id: row.id, user: toUser(user), createdAt: Number(row.created_at), expiresAt: Number(row.expires_at) };
  }

  // Customer-facing routes (quotes, carts) look the session up on every request; a shopper's session
  // is anonymous and never signed out, so a lookup a couple of seconds old is as good as a fresh one.
  // Admin sessions are never cached: a sign-out must take effect at once.
  const customerCache = new Map<string, { row: SessionRow; at: number }>();
  async function cachedCustomerSession(token: string): Promise<SessionRow | null> {
    const id = sessionIdOf(token);
    const cached = customerCache.get(id);
    const now = clock.now();
    if (cached && now - cached.at < CUSTOMER_CACHE_MS && Number(cached.row.expires_at) > now) return cached.row;
    const row = await liveSession(token, 'customer');
    if (row) {
      if (customerCache.size >= CUSTOMER_CACHE_SIZE) customerCache.delete(customerCache.keys().next().value!);
      customerCache.set(id, { row, at: now });
    } else {
      customerCache.delete(id);
    }
    return row;
  }

  const toCustomer = (row: SessionRow): CustomerSession => ({ id: row.id, createdAt: Number(row.created_at) });

  const can = (user: AdminUser | null, capability: string) =>
    !!user && (user.capabilities.includes(capability) || user.capabilities.includes(MANAGE_CAPABILITY));

  const service: AuthService = {
    async createUser({ email, password, displayName, capabilities }) {
      const normalized = normalizeEmail(email);
      if (password.length < options.minPasswordLength) {
        throw createError('svc_password_too_weak', { params: { min: options.minPasswordLength } });
      }
      if (await findUserRow(normalized)) throw createError('svc_admin_email_taken', { params: { email: normalized } });
      const [row] = await db()
        .insertInto('svc_admin_users')
        .values({
          email: normalized,
          password_hash: await hashPassword(password),
          display_name: displayName ?? normalized.split('@')[0] ?? normalized,
          capabilities: JSON.stringify(capabilities ?? [MANAGE_CAPABILITY]),
          created_at: clock.now(),
        })
        .returningAll()
        .execute();
      return toUser(row as UserRow);
    },
    async findUserByEmail(email) {
      const row = await findUserRow(email);
      return row ? toUser(row) : null;
    },
    async countUsers() {
      const row = await db().selectFrom('svc_admin_users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async signIn(email, password, { ip }) {
      const normalized = normalizeEmail(String(email));
      const client = clientKey(secret, ip);
      const verdict = await throttle.check(normalized, client);
      if (verdict.kind === 'refuse') {
        const retryAfter = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
        deps.logger.warn({ email: normalized, ip, retryAfter }, 'sign-in refused: the client is throttled');
        await announce(SIGN_IN_THROTTLED_ACTION, { email: normalized, ip, scope: 'client', retryAfterMs: verdict.retryAfterMs });
        throw createError('svc_too_many_login_attempts', { params: { retryAfter }, data: { retryAfter } });
      }
      if (verdict.delayMs > 0) {
        // Before the password check, so the delay says nothing about the password.
        await announce(SIGN_IN_THROTTLED_ACTION, { email: normalized, ip, scope: 'account', delayMs: verdict.delayMs });
        await sleep(verdict.delayMs);
      }
      const row = await findUserRow(normalized);
      const ok = await verifyPassword(String(password), row?.password_hash ?? DUMMY_PASSWORD_HASH);
      if (!row || !ok) {
        const { clientFailures } = await throttle.failed(normalized, client, row !== undefined);
        deps.logger.warn({ email: normalized, ip, clientFailures }, 'sign-in failed');
        await announce(SIGN_IN_FAILED_ACTION, { email: normalized, ip, clientFailures });
        throw createError('svc_invalid_credentials');
      }
      await throttle.succeeded(client);
      if (needsRehash(row.password_hash)) {
        const rehashed = await hashPassword(String(password));
        // Only if nobody changed the password meanwhile.
        await db().updateTable('svc_admin_users').set({ password_hash: rehashed }).where('id', '=', Number(row.id)).where('password_hash', '=', row.password_hash).execute();
      }
      const { token, row: session } = await openSession('admin', Number(row.id));
      await announce(SIGNED_IN_ACTION, { userId: Number(row.id), email: normalized, ip, sessionId: session.id });
      return {
        token,
        session: { id: session.id, user: toUser(row), createdAt: session.created_at, expiresAt: session.expires_at },
      };
    },
    async resolveAdminSession(token) {
      const row = await liveSession(token, 'admin');
      return row ? adminSession(row) : null;
    },
    async signOut(sessionId) {
      await db().deleteFrom('svc_sessions').where('id', '=', sessionId).execute();
    },
    createNonce: (action, session) => computeNonce(secret, nonceTick(clock.now()), action, session.user.id, session.id),
    verifyNonce: (nonce, action, session) => checkNonce(secret, clock.now(), nonce, action, session.user.id, session.id),
    async resolveCustomerSession(token: string | null, opts: { create?: boolean; client?: string } = {}): Promise<any> {
      const row = token ? await cachedCustomerSession(token) : null;
      if (row) return { token: token!, session: toCustomer(row) };
      if (!opts.create) return null;
      const client = opts.client === undefined ? null : clientKey(secret, opts.client);
      if (client !== null) await assertMaySessionStart({ database, clock }, client, { limit: options.customerSessionsPerClient, windowMs: options.customerSessionWindowMs });
      const created = await openSession('customer', null, client);
      return { token: created.token, session: toCustomer(created.row) };
    },
    async sweep(onCustomersExpired) {
      const swept = await sweepExpiredSessions({ database, clock }, onCustomersExpired, (id) => customerCache.delete(id));
      await throttle.prune();
      return swept;
    },
    can,
    createShopKey: shopKeys.create,
    listShopKeys: shopKeys.list,
    revokeShopKey: shopKeys.revoke,
    resolveShopKey: shopKeys.resolve,
    permissions: {
      admin: (capability = MANAGE_CAPABILITY) => withAudience('admin', (request) => can(request.user, capability)),
      // Reads answer as for an empty session; writes start one through request.customerSession({ create: true }).
      customer: () => withAudience('customer', () => true),
      public: () => withAudience('public', () => true),
      shopKey: (scope) =>
        withAudience('shop', (request) => {
          if (!request.shopKey) return false;
          return request.shopKey.scopes.includes(scope) || createError('svc_shop_key_scope_missing', { params: { scope } });
        }),
    },
  };
  return service;
}
