import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_ACTION, SIGN_IN_FAILED_ACTION, SIGN_IN_THROTTLED_ACTION } from '@dcs/platform';
import { createManualClock } from '@dcs/platform/conformance';
import { TEST_ADMIN, startTestSystem, type TestSystem } from '../testing/test-system.ts';

describe('sign-in throttling: the failing client waits, the staff are never locked out', () => {
  const clock = createManualClock(Date.now());
  let t: TestSystem;
  const events: Array<{ action: string; event: Record<string, unknown> }> = [];
  beforeAll(async () => {
    // The proxy header stands for the client's address, so one test can speak from many.
    t = await startTestSystem({ clock, env: { DCS_TRUST_PROXY: '1' } });
    for (const action of [SIGNED_IN_ACTION, SIGN_IN_FAILED_ACTION, SIGN_IN_THROTTLED_ACTION]) {
      t.system.services.hooks.addAction(action, (event: Record<string, unknown>) => void events.push({ action, event }));
    }
  });
  afterAll(() => t.close());

  const signIn = (ip: string, password: string, email = TEST_ADMIN.email) =>
    t.client().post('/api/v1/session', { email, password }, { headers: { 'x-forwarded-for': ip } });
  const throttleRows = async () => t.system.services.database.db().selectFrom('svc_sign_in_throttle').selectAll().execute();

  it('makes a failing client wait, longer each time, while another client signs in', async () => {
    for (let i = 0; i < 6; i++) expect((await signIn('198.51.100.1', `wrong-password-${i}`)).status).toBe(401);
    const refused = await signIn('198.51.100.1', TEST_ADMIN.password);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'svc_too_many_login_attempts', data: { retryAfter: 1 } });
    expect(refused.headers.get('retry-after')).toBe('1');
    // The five wrong passwords that used to lock the account out for everyone:
    expect((await signIn('198.51.100.2', TEST_ADMIN.password)).status).toBe(201);

    clock.advance(1000);
    expect((await signIn('198.51.100.1', 'wrong-password-again')).status).toBe(401);
    const longer = await signIn('198.51.100.1', TEST_ADMIN.password);
    expect(longer.body.data.retryAfter).toBe(2);
    clock.advance(2000);
    expect((await signIn('198.51.100.1', TEST_ADMIN.password)).status).toBe(201);
  });

  it('logs and announces each failure without the password, and each refusal', async () => {
    const failures = events.filter((e) => e.action === SIGN_IN_FAILED_ACTION);
    expect(failures).toHaveLength(7);
    expect(failures[5]!.event).toEqual({ email: TEST_ADMIN.email, ip: '198.51.100.1', clientFailures: 6 });
    expect(events.filter((e) => e.action === SIGN_IN_THROTTLED_ACTION).map((e) => e.event)).toEqual([
      { email: TEST_ADMIN.email, ip: '198.51.100.1', scope: 'client', retryAfterMs: 1000 },
      { email: TEST_ADMIN.email, ip: '198.51.100.1', scope: 'client', retryAfterMs: 2000 },
    ]);
    const warnings = t.logs.filter((line) => line.level === 'warn' && line.msg === 'sign-in failed');
    expect(warnings).toHaveLength(7);
    expect(warnings[0]!.obj).toMatchObject({ email: TEST_ADMIN.email, ip: '198.51.100.1' });
    // Each of the two successful sign-ins above is announced, with the session it opened.
    const signedIn = events.filter((e) => e.action === SIGNED_IN_ACTION).map((e) => e.event);
    expect(signedIn).toHaveLength(2);
    expect(signedIn[0]).toMatchObject({ email: TEST_ADMIN.email, ip: '198.51.100.2', userId: expect.any(Number), sessionId: expect.anything() });
    expect(JSON.stringify(t.logs)).not.toContain('wrong-password');
    // The client signed in: its failures are forgotten; the account's remain until they age out.
    expect((await throttleRows()).map((r) => r.key)).toEqual([`account:${TEST_ADMIN.email}`]);
  });

  it('slows an account attacked from many addresses without refusing it', async () => {
    events.length = 0;
    // Each address fails once, so no client is throttled; the account has 7 failures from above.
    const slowedAttempts = () => events.filter((e) => e.action === SIGN_IN_THROTTLED_ACTION).length;
    for (let i = 1; slowedAttempts() === 0; i++) {
      expect(i).toBeLessThan(12);
      expect((await signIn(`203.0.113.${i}`, 'wrong-password')).status).toBe(401);
    }
    // Unknown accounts protect nobody: they leave no account row behind.
    expect((await signIn('203.0.113.99', 'wrong-password', 'nobody@example.com')).status).toBe(401);
    const slowed = events.filter((e) => e.action === SIGN_IN_THROTTLED_ACTION).map((e) => e.event);
    expect(slowed.length).toBeGreaterThan(0);
    expect(slowed.every((e) => e.scope === 'account' && (e.delayMs as number) > 0)).toBe(true);
    expect((await signIn('203.0.113.200', TEST_ADMIN.password)).status).toBe(201);
    expect((await throttleRows()).some((r) => r.key === 'account:nobody@example.com')).toBe(false);
  });

  it('keeps its state bounded: the maintenance job forgets quiet clients and accounts', async () => {
    expect((await throttleRows()).length).toBeGreaterThan(3);
    clock.advance(2 * 3600_000);
    await t.system.scheduleMaintenance();
    const worker = t.system.services.queue.work();
    await worker.drain();
    await worker.stop();
    expect(await throttleRows()).toEqual([]);
  });
});
