import { randomBytes, scrypt } from 'node:crypto';
import { createManualClock } from '@dcs/platform/conformance';
import { describe, expect, it } from 'vitest';
import { createSqliteTestDatabase } from '../../testing/test-databases.ts';
import { authMigrations } from './auth-migrations.ts';
import { createSilentLogger } from '../../testing/silent-logger.ts';
import { createHooksService } from '../hooks/hooks-service.ts';
import { createAuthService } from './auth-service.ts';
import { hashPassword, needsRehash, verifyPassword } from './password-hash.ts';

/** A hash in the stored format with chosen parameters, as an older release wrote them. */
async function hashWith(password: string, N: number, r: number, p: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await new Promise<Buffer>((resolve, reject) => scrypt(password, salt, 32, { N, r, p, maxmem: 64 << 20 }, (error, derived) => (error ? reject(error) : resolve(derived))));
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashes', () => {
  it('hash and verify, with today’s parameters in the stored hash', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$8192\$8\$10\$/);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsf', stored)).toBe(false);
  });

  it('verifies a hash made with older parameters (N=2^15, p=1) and asks for a rehash', async () => {
    const old = await hashWith('correct horse', 1 << 15, 8, 1);
    expect(await verifyPassword('correct horse', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it('a sign-in with an old hash stores a new one with today’s parameters', async () => {
    const testDb = createSqliteTestDatabase();
    const clock = createManualClock();
    const database = testDb.open(clock);
    try {
      await database.migrate('core.auth', authMigrations);
      const auth = createAuthService({ database, clock, hooks: createHooksService(), logger: createSilentLogger(), secret: 'test-secret' });
      const user = await auth.createUser({ email: 'old@example.com', password: 'correct horse battery' });
      const old = await hashWith('correct horse battery', 1 << 15, 8, 1);
      const users = () => database.db().selectFrom('svc_admin_users').select('password_hash').where('id', '=', user.id);
      await database.db().updateTable('svc_admin_users').set({ password_hash: old }).where('id', '=', user.id).execute();
      await auth.signIn('old@example.com', 'correct horse battery', { ip: '127.0.0.1' });
      const { password_hash: stored } = await users().executeTakeFirstOrThrow();
      expect(stored).not.toBe(old);
      expect(needsRehash(stored)).toBe(false);
      expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    } finally {
      await database.close();
      await testDb.drop();
    }
  });
});
