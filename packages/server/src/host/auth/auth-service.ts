import { createHash, randomBytes } from 'node:crypto';
import {
  MANAGE_CAPABILITY,
  createError,
  type AdminSession,
  type AdminUser,
  type AuthService,
  type Clock,
  type CustomerSession,
  type DatabaseService,
} from '@dcs/platform';
import { checkNonce, computeNonce, nonceTick } from './nonce.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from './password-hash.ts';

/** Dependencies and limits of {@link createAuthService}. */
export interface AuthServiceDeps {
  database: DatabaseService;
  clock: Clock;
  /** The installation secret (nonces are HMACs with it). */
  secret: string;
  options?: Partial<AuthOptions>;
}

/** Session lifetimes and sign-in limits. */
export interface AuthOptions {
  adminIdleMs: number;
  adminAbsoluteMs: number;
  customerIdleMs: number;
  loginWindowMs: number;
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
  minPasswordLength: number;
}

const HOUR = 60 * 60 * 1000;
const DEFAULTS: AuthOptions = {
  adminIdleMs: 24 * HOUR,
  adminAbsoluteMs: 7 * 24 * HOUR,
  customerIdleMs: 30 * 24 * HOUR,
  loginWindowMs: 15 * 60 * 1000,
  maxFailuresPerEmail: 5,
  maxFailuresPerIp: 30,
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
 * customer sessions and sign-in throttling.
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

  async function assertNotThrottled(email: string, ip: string): Promise<void> {
    const since = clock.now() - options.loginWindowMs;
    const count = async (column: 'email' | 'ip', value: string) => {
      const rows = await db()
        .selectFrom('svc_login_failures')
        .select(['at'])
        .where(column, '=', value)
        .where('at', '>', since)
        .orderBy('at')
        .execute();
      return rows.map((r) => Number(r.at));
    };
    const byEmail = await count('email', email);
    const byIp = await count('ip', ip);
    const limited =
      byEmail.length >= options.maxFailuresPerEmail ? byEmail : byIp.length >= options.maxFailuresPerIp ? byIp : null;
    if (limited) {
      const oldest = limited[limited.length - (limited === byEmail ? options.maxFailuresPerEmail : options.maxFailuresPerIp)]!;
      const retryAfter = Math.max(1, Math.ceil((oldest + options.loginWindowMs - clock.now()) / 1000));
      throw createError('svc_too_many_login_attempts', { params: { retryAfter }, data: { retryAfter } });
    }
  }

  async function openSession(kind: 'admin' | 'customer', userId: number | null) {
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
      await assertNotThrottled(normalized, ip);
      const row = await findUserRow(normalized);
      const ok = await verifyPassword(String(password), row?.password_hash ?? DUMMY_PASSWORD_HASH);
      if (!row || !ok) {
        await db().insertInto('svc_login_failures').values({ email: normalized, ip, at: clock.now() }).execute();
        throw createError('svc_invalid_credentials');
      }
      await db().deleteFrom('svc_login_failures').where('email', '=', normalized).execute();
      if (needsRehash(row.password_hash)) {
        const rehashed = await hashPassword(String(password));
        // Only if nobody changed the password meanwhile.
        await db().updateTable('svc_admin_users').set({ password_hash: rehashed }).where('id', '=', Number(row.id)).where('password_hash', '=', row.password_hash).execute();
      }
      const { token, row: session } = await openSession('admin', Number(row.id));
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
    async resolveCustomerSession(token: string | null, opts: { create?: boolean } = {}): Promise<any> {
      const row = token ? await cachedCustomerSession(token) : null;
      if (row) return { token: token!, session: toCustomer(row) };
      if (!opts.create) return null;
      const created = await openSession('customer', null);
      return { token: created.token, session: toCustomer(created.row) };
    },
    can,
    permissions: {
      admin: (capability = MANAGE_CAPABILITY) => (request) => can(request.user, capability),
      customer: () => async (request) => {
        await request.customerSession({ create: true });
        return true;
      },
      public: () => () => true,
    },
  };
  return service;
}
