import { createHmac, timingSafeEqual } from 'node:crypto';

const HALF_DAY_MS = 12 * 60 * 60 * 1000;

/** The 12-hour tick a nonce belongs to, as WordPress counts it. */
export function nonceTick(now: number): number {
  return Math.ceil(now / HALF_DAY_MS);
}

/** The nonce of `action` for one user session in one tick. */
export function computeNonce(secret: string, tick: number, action: string, userId: number, sessionId: string): string {
  return createHmac('sha256', secret).update(`${tick}|${action}|${userId}|${sessionId}`).digest('hex').slice(0, 24);
}

/** 1 for the current tick, 2 for the previous one, false otherwise (so a nonce lives 12 to 24 h). */
export function checkNonce(
  secret: string,
  now: number,
  nonce: string,
  action: string,
  userId: number,
  sessionId: string,
): 1 | 2 | false {
  if (typeof nonce !== 'string' || nonce.length !== 24) return false;
  const tick = nonceTick(now);
  for (const age of [1, 2] as const) {
    const expected = computeNonce(secret, tick - age + 1, action, userId, sessionId);
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(nonce))) return age;
  }
  return false;
}
