import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuthService } from '../index.ts';
import type { ConformanceHarness } from './database-conformance.ts';
import type { ManualClock } from './manual-clock.ts';

const HOUR = 3_600_000;
const password = 'correct horse battery';

/**
 * The contract of {@link AuthService}: users, sign-in with fresh tokens, throttling per client (an
 * attacked account is slowed, never locked), session expiry, sign-out and the sweep, nonces valid
 * 12–24 h and bound to their session, customer sessions, capabilities.
 */
export function authConformance(harness: ConformanceHarness<{ auth: AuthService; clock: ManualClock }>): void {
  let auth: AuthService;
  let clock: ManualClock;
  beforeAll(async () => {
    ({ auth, clock } = await harness.setup());
    await auth.createUser({ email: 'Ann@Example.com', password });
  });
  afterAll(() => harness.teardown());

  it('creates users with a normalized email and refuses duplicates and weak passwords', async () => {
    expect(await auth.findUserByEmail('ann@example.com')).toMatchObject({ email: 'ann@example.com' });
    await expect(auth.createUser({ email: 'ANN@example.com', password })).rejects.toMatchObject({ code: 'svc_admin_email_taken' });
    await expect(auth.createUser({ email: 'bob@example.com', password: 'short' })).rejects.toMatchObject({ code: 'svc_password_too_weak' });
    expect(await auth.countUsers()).toBe(1);
  });

  it('signs in with a new token each time and resolves it', async () => {
    const a = await auth.signIn('ann@example.com', password, { ip: '10.0.0.1' });
    const b = await auth.signIn('ann@example.com', password, { ip: '10.0.0.1' });
    expect(a.token).not.toBe(b.token);
    expect(a.session.id).not.toBe(b.session.id);
    expect((await auth.resolveAdminSession(a.token))?.user.email).toBe('ann@example.com');
    expect(await auth.resolveAdminSession('x'.repeat(43))).toBeNull();
  });

  it('refuses a wrong password; a failing client waits longer and longer, other clients sign in', async () => {
    await expect(auth.signIn('ann@example.com', 'wrong password', { ip: '10.0.0.2' })).rejects.toMatchObject({
      code: 'svc_invalid_credentials',
      status: 401,
    });
    await expect(auth.signIn('nobody@example.com', password, { ip: '10.0.0.2' })).rejects.toMatchObject({ code: 'svc_invalid_credentials' });
    const refusal = async (ip: string) => {
      for (let i = 0; i < 20; i++) {
        const error = (await auth.signIn('ann@example.com', 'wrong', { ip }).catch((e: unknown) => e)) as { code: string; status: number; data: { retryAfter: number } };
        if (error.code === 'svc_too_many_login_attempts') return error;
        expect(error).toMatchObject({ code: 'svc_invalid_credentials', status: 401 });
      }
      throw new Error(`${ip} was never throttled`);
    };
    const first = await refusal('10.0.0.2');
    expect(first).toMatchObject({ status: 429, data: { retryAfter: expect.any(Number) } });
    expect(first.data.retryAfter).toBeGreaterThan(0);
    // The failing client waits even with the right password; a client that has not been failing does not.
    await expect(auth.signIn('ann@example.com', password, { ip: '10.0.0.2' })).rejects.toMatchObject({ code: 'svc_too_many_login_attempts' });
    await expect(auth.signIn('ann@example.com', password, { ip: '10.0.0.3' })).resolves.toBeTruthy();
    // After the wait, one more failure makes the next wait longer.
    clock.advance(first.data.retryAfter * 1000);
    const second = await refusal('10.0.0.2');
    expect(second.data.retryAfter).toBeGreaterThan(first.data.retryAfter);
    clock.advance(second.data.retryAfter * 1000);
    await expect(auth.signIn('ann@example.com', password, { ip: '10.0.0.2' })).resolves.toBeTruthy();
  });

  it('slows but never refuses an account attacked from many clients', async () => {
    for (let i = 0; i < 12; i++) {
      await expect(auth.signIn('ann@example.com', 'wrong', { ip: `10.1.${i}.1` })).rejects.toMatchObject({ code: 'svc_invalid_credentials' });
    }
    await expect(auth.signIn('ann@example.com', password, { ip: '10.2.0.1' })).resolves.toBeTruthy();
    clock.advance(2 * HOUR);
  });

  it('ends sessions at sign-out and after the idle time', async () => {
    const { token, session } = await auth.signIn('ann@example.com', password, { ip: '10.0.0.4' });
    await auth.signOut(session.id);
    expect(await auth.resolveAdminSession(token)).toBeNull();
    const idle = await auth.signIn('ann@example.com', password, { ip: '10.0.0.4' });
    clock.advance(25 * HOUR);
    expect(await auth.resolveAdminSession(idle.token)).toBeNull();
  });

  it('accepts a nonce for 12 to 24 hours, only for its action and session', async () => {
    const { token, session } = await auth.signIn('ann@example.com', password, { ip: '10.0.0.5' });
    const other = (await auth.signIn('ann@example.com', password, { ip: '10.0.0.5' })).session;
    const nonce = auth.createNonce('wp_rest', session);
    expect(auth.verifyNonce(nonce, 'wp_rest', session)).toBe(1);
    expect(auth.verifyNonce(nonce, 'other_action', session)).toBe(false);
    expect(auth.verifyNonce(nonce, 'wp_rest', other)).toBe(false);
    expect(auth.verifyNonce('0'.repeat(24), 'wp_rest', session)).toBe(false);
    clock.advance(12 * HOUR);
    expect(auth.verifyNonce(nonce, 'wp_rest', session)).toBe(2);
    clock.advance(12 * HOUR);
    expect(auth.verifyNonce(nonce, 'wp_rest', session)).toBe(false);
    void token;
  });

  it('creates customer sessions on demand and keeps them apart', async () => {
    expect(await auth.resolveCustomerSession(null)).toBeNull();
    const a = await auth.resolveCustomerSession(null, { create: true });
    const b = await auth.resolveCustomerSession('unknown-token-unknown-token', { create: true });
    expect(a.session.id).not.toBe(b.session.id);
    expect((await auth.resolveCustomerSession(a.token))?.session.id).toBe(a.session.id);
    // An admin token is not a customer token, nor the other way round.
    expect(await auth.resolveAdminSession(a.token)).toBeNull();
  });

  it('sweeps expired sessions, offering customer sessions to their owners first', async () => {
    const old = await auth.resolveCustomerSession(null, { create: true });
    await auth.signIn('ann@example.com', password, { ip: '10.0.0.9' });
    clock.advance(31 * 24 * HOUR);
    const live = await auth.resolveCustomerSession(null, { create: true });
    // When the owners cannot delete what a batch owns, the batch stays for the next sweep.
    await expect(auth.sweep(async () => Promise.reject(new Error('listener down')))).rejects.toThrow('listener down');
    const offered: string[] = [];
    const result = await auth.sweep(async (ids) => {
      offered.push(...ids);
    });
    expect(offered).toContain(old.session.id);
    expect(offered).not.toContain(live.session.id);
    expect(result.customers).toBe(offered.length);
    expect(result.admins).toBeGreaterThan(0);
    const again: string[] = [];
    expect(await auth.sweep(async (ids) => void again.push(...ids))).toEqual({ customers: 0, admins: 0 });
    expect(again).toEqual([]);
    expect((await auth.resolveCustomerSession(live.token))?.session.id).toBe(live.session.id);
  });

  it('checks capabilities', async () => {
    const admin = await auth.findUserByEmail('ann@example.com');
    expect(auth.can(admin, 'manage_dcs')).toBe(true);
    expect(auth.can(admin, 'anything')).toBe(true);
    expect(auth.can(null, 'manage_dcs')).toBe(false);
    const clerk = await auth.createUser({ email: 'clerk@example.com', password, capabilities: ['view_print_queue'] });
    expect(auth.can(clerk, 'view_print_queue')).toBe(true);
    expect(auth.can(clerk, 'manage_dcs')).toBe(false);
  });

  it('creates shop API keys whose secret resolves until revoked, records their use at most once a minute, never lists the secret', async () => {
    const { key, secret } = await auth.createShopKey({ name: ' Woo server ', shop: 'woo', scopes: ['orders:write', 'orders:write', 'jobs:read'] });
    expect(key).toMatchObject({ name: 'Woo server', shop: 'woo', scopes: ['orders:write', 'jobs:read'], lastUsedAt: null, revokedAt: null });
    expect(secret.startsWith(key.prefix)).toBe(true);
    expect(secret.length).toBeGreaterThanOrEqual(40);
    const first = await auth.resolveShopKey(secret);
    expect(first).toMatchObject({ id: key.id, lastUsedAt: clock.now() });
    clock.advance(10_000);
    expect((await auth.resolveShopKey(secret))?.lastUsedAt).toBe(first!.lastUsedAt);
    clock.advance(60_000);
    expect((await auth.resolveShopKey(secret))?.lastUsedAt).toBe(clock.now());
    expect(JSON.stringify(await auth.listShopKeys())).not.toContain(secret);
    expect(await auth.resolveShopKey(`${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    const revoked = await auth.revokeShopKey(key.id);
    expect(revoked.revokedAt).toBe(clock.now());
    clock.advance(1000);
    expect((await auth.revokeShopKey(key.id)).revokedAt).toBe(revoked.revokedAt);
    expect(await auth.resolveShopKey(secret)).toBeNull();
    await expect(auth.revokeShopKey(987_654)).rejects.toMatchObject({ code: 'svc_shop_key_not_found' });
    await expect(auth.createShopKey({ name: 'x', scopes: ['orders:delete' as never] })).rejects.toMatchObject({ code: 'svc_shop_key_input_invalid' });
    await expect(auth.createShopKey({ name: 'x', shop: 'Not A Slug', scopes: ['orders:read'] })).rejects.toMatchObject({ code: 'svc_shop_key_input_invalid' });
    await expect(auth.createShopKey({ name: 'x', scopes: [] })).rejects.toMatchObject({ code: 'svc_shop_key_input_invalid' });
  });
}
