import { createError, type Clock, type DatabaseService } from '@dcs/platform';

const SWEEP_BATCH = 500;

/**
 * Refuses a client that started `limit` customer sessions within the last `windowMs`, counted from the
 * sessions themselves (`svc_sessions.client`), so every process shares the count without a table of
 * its own. `svc_too_many_sessions` carries the seconds until the oldest of those leaves the window.
 */
export async function assertMaySessionStart(
  deps: { database: DatabaseService; clock: Clock },
  client: string,
  limits: { limit: number; windowMs: number },
): Promise<void> {
  if (limits.limit <= 0) return;
  const now = deps.clock.now();
  const recent = await deps.database
    .db()
    .selectFrom('svc_sessions')
    .select('created_at')
    .where('client', '=', client)
    .where('created_at', '>', now - limits.windowMs)
    .orderBy('created_at', 'desc')
    .limit(limits.limit)
    .execute();
  if (recent.length < limits.limit) return;
  const retryAfter = Math.max(1, Math.ceil((Number(recent.at(-1)!.created_at) + limits.windowMs - now) / 1000));
  throw createError('svc_too_many_sessions', { params: { retryAfter }, data: { retryAfter } });
}

/**
 * Deletes expired sessions: customer sessions a batch at a time, each batch offered first to
 * `onCustomersExpired` (if it throws, the batch stays for the next sweep), then admin sessions.
 * `forget` hears of each customer session deleted (the service's lookup cache).
 */
export async function sweepExpiredSessions(
  deps: { database: DatabaseService; clock: Clock },
  onCustomersExpired: (sessionIds: string[]) => Promise<void>,
  forget: (sessionId: string) => void,
): Promise<{ customers: number; admins: number }> {
  const db = () => deps.database.db();
  const now = deps.clock.now();
  let customers = 0;
  for (;;) {
    const batch = await db()
      .selectFrom('svc_sessions')
      .select('id')
      .where('kind', '=', 'customer')
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .limit(SWEEP_BATCH)
      .execute();
    if (batch.length === 0) break;
    const ids = batch.map((r) => r.id as string);
    await onCustomersExpired(ids);
    await db().deleteFrom('svc_sessions').where('id', 'in', ids).execute();
    ids.forEach(forget);
    customers += ids.length;
  }
  const admins = await db().deleteFrom('svc_sessions').where('kind', '=', 'admin').where('expires_at', '<=', now).returning('id').execute();
  return { customers, admins: admins.length };
}
