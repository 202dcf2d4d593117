import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuthService } from '../index.ts';
import type { ConformanceHarness } from './database-conformance.ts';
import type { ManualClock } from './manual-clock.ts';

const HOUR = 3_600_000;
const password = 'correct horse battery';

/**
 * The contract of {@link AuthService}: users, sign-in with fresh tokens, throttling, session expiry
 * and sign-out, nonces valid 12–24 h and bound to their session, customer sessions, capabilities.
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

  it('refuses a wrong password and throttles repeated failures', async () => {
    await expect(auth.signIn('ann@example.com', 'wrong password', { ip: '10.0.0.2' })).rejects.toMatchObject({
      code: 'svc_invalid_credentials',
      status: 401,
    });
    await expect(auth.signIn('nobody@example.com', password, { ip: '10.0.0.2' })).rejects.toMatchObject({ code: 'svc_invalid_credentials' });
    for (let i = 0; i < 4; i++) await auth.signIn('ann@example.com', 'wrong', { ip: '10.0.0.2' }).catch(() => undefined);
    const error = await auth.signIn('ann@example.com', password, { ip: '10.0.0.3' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'svc_too_many_login_attempts', status: 429 });
    expect((error as { data: { retryAfter: number } }).data.retryAfter).toBeGreaterThan(0);
    clock.advance(16 * 60_000);
    await expect(auth.signIn('ann@example.com', password, { ip: '10.0.0.3' })).resolves.toBeTruthy();
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

  it('checks capabilities', async () => {
    const admin = await auth.findUserByEmail('ann@example.com');
    expect(auth.can(admin, 'manage_dcs')).toBe(true);
    expect(auth.can(admin, 'anything')).toBe(true);
    expect(auth.can(null, 'manage_dcs')).toBe(false);
    const clerk = await auth.createUser({ email: 'clerk@example.com', password, capabilities: ['view_print_queue'] });
    expect(auth.can(clerk, 'view_print_queue')).toBe(true);
    expect(auth.can(clerk, 'manage_dcs')).toBe(false);
  });
}
