import { sql } from 'kysely';
import type { Clock, DatabaseService } from '@dcs/platform';

/** How failed sign-ins slow their client and their account down. */
export interface SignInThrottleOptions {
  /** Failures a client may make before it must wait. */
  freeFailuresPerClient: number;
  /** The wait after the first failure beyond the free ones; it doubles with each further failure. */
  clientBackoffBaseMs: number;
  clientBackoffMaxMs: number;
  /** Failures on one account (from any client) after which every attempt on it is delayed. */
  accountSlowAfter: number;
  /** The delay at `accountSlowAfter` failures; it doubles with each further failure. */
  accountDelayBaseMs: number;
  accountDelayMaxMs: number;
  /** A client or account without a failure for this long starts afresh (and its row is pruned). */
  forgetAfterMs: number;
}

/** What a sign-in attempt must do before the password is even checked. */
export type ThrottleVerdict = { kind: 'go'; delayMs: number } | { kind: 'refuse'; retryAfterMs: number };

const clientRow = (client: string) => `client:${client}`;
const accountRow = (email: string) => `account:${email}`;
const backoff = (base: number, max: number, exponent: number) => Math.min(max, base * 2 ** Math.min(exponent, 30));

/**
 * Sign-in throttling kept in the database, so every server process sees the same state: one row per
 * failing client and one per attacked account, pruned after `forgetAfterMs` of quiet, so the table
 * holds at most the clients and accounts that failed lately.
 *
 * A client that keeps failing waits longer and longer (refused meanwhile); an account failed from many
 * clients is only slowed down, so the staff can still sign in from a client that has not been failing.
 */
export function createSignInThrottle(deps: { database: DatabaseService; clock: Clock; options: SignInThrottleOptions }) {
  const { database, clock, options } = deps;
  const db = () => database.db();

  async function bump(key: string, blockFor: (failures: number) => number): Promise<number> {
    const now = clock.now();
    const stale = now - options.forgetAfterMs;
    const row = await db()
      .insertInto('svc_sign_in_throttle')
      .values({ key, failures: 1, last_failure_at: now, blocked_until: 0 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          failures: sql`case when svc_sign_in_throttle.last_failure_at < ${stale} then 1 else svc_sign_in_throttle.failures + 1 end`,
          last_failure_at: now,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    const failures = Number(row.failures);
    const wait = blockFor(failures);
    if (wait > 0) await db().updateTable('svc_sign_in_throttle').set({ blocked_until: now + wait }).where('key', '=', key).execute();
    return failures;
  }

  return {
    async check(email: string, client: string): Promise<ThrottleVerdict> {
      const now = clock.now();
      const rows = await db()
        .selectFrom('svc_sign_in_throttle')
        .selectAll()
        .where('key', 'in', [clientRow(client), accountRow(email)])
        .where('last_failure_at', '>=', now - options.forgetAfterMs)
        .execute();
      const byKey = new Map(rows.map((r) => [r.key as string, r]));
      const blockedUntil = Number(byKey.get(clientRow(client))?.blocked_until ?? 0);
      if (blockedUntil > now) return { kind: 'refuse', retryAfterMs: blockedUntil - now };
      const accountFailures = Number(byKey.get(accountRow(email))?.failures ?? 0);
      if (accountFailures < options.accountSlowAfter) return { kind: 'go', delayMs: 0 };
      return { kind: 'go', delayMs: backoff(options.accountDelayBaseMs, options.accountDelayMaxMs, accountFailures - options.accountSlowAfter) };
    },

    /** Counts a failure for the client, and for the account when it exists (unknown emails protect nobody). */
    async failed(email: string, client: string, accountExists: boolean): Promise<{ clientFailures: number; retryAfterMs: number }> {
      const free = options.freeFailuresPerClient;
      const wait = (failures: number) => (failures > free ? backoff(options.clientBackoffBaseMs, options.clientBackoffMaxMs, failures - free - 1) : 0);
      const clientFailures = await bump(clientRow(client), wait);
      if (accountExists) await bump(accountRow(email), () => 0);
      return { clientFailures, retryAfterMs: wait(clientFailures) };
    },

    /** A client that signed in is no longer failing; the account's count decays on its own. */
    async succeeded(client: string): Promise<void> {
      await db().deleteFrom('svc_sign_in_throttle').where('key', '=', clientRow(client)).execute();
    },

    /** Forgets clients and accounts quiet for `forgetAfterMs`; the number of rows removed. */
    async prune(): Promise<number> {
      const removed = await db()
        .deleteFrom('svc_sign_in_throttle')
        .where('last_failure_at', '<', clock.now() - options.forgetAfterMs)
        .returning('key')
        .execute();
      return removed.length;
    },
  };
}
