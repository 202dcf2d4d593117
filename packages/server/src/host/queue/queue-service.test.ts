import { describe, expect, it } from 'vitest';
import { createManualClock, queueConformance, type ManualClock } from '@dcs/platform/conformance';
import { createSilentLogger } from '../../testing/silent-logger.ts';
import { createSqliteTestDatabase, describeEachEngine, type TestDatabase } from '../../testing/test-databases.ts';
import type { HostDatabase } from '../database/database-service.ts';
import { createQueueService, defaultBackoffMs, queueMigrations } from './queue-service.ts';

describeEachEngine('queue service conformance', (engine) => {
  let testDb: TestDatabase;
  let database: HostDatabase;
  queueConformance({
    setup: async () => {
      const clock: ManualClock = createManualClock();
      testDb = await engine.create();
      database = testDb.open(clock);
      await database.migrate('core.queue', queueMigrations);
      return { queue: createQueueService({ database, clock, logger: createSilentLogger() }), clock, database };
    },
    teardown: async () => {
      await database.close();
      await testDb.drop();
    },
  });
});

describe('queue service of the host', () => {
  it('backs off 2^n seconds ±20 %, at most one hour', () => {
    for (let i = 0; i < 50; i += 1) {
      expect(defaultBackoffMs(1)).toBeGreaterThanOrEqual(1600);
      expect(defaultBackoffMs(1)).toBeLessThanOrEqual(2400);
      expect(defaultBackoffMs(3)).toBeGreaterThanOrEqual(6400);
      expect(defaultBackoffMs(30)).toBe(3_600_000);
    }
  });

  it('recognises permanent and retry-later errors made by another copy of the platform (an addon’s)', async () => {
    // What another copy's classes look like to this one: other classes, the same Symbol.for brands.
    const PERMANENT: unique symbol = Symbol.for('dcs.permanent-job-error') as never;
    const RETRY_LATER: unique symbol = Symbol.for('dcs.retry-later-error') as never;
    class ForeignPermanent extends Error {
      readonly [PERMANENT] = true;
      readonly code = 'foreign_bad_input';
    }
    class ForeignRetryLater extends Error {
      readonly [RETRY_LATER] = true;
      readonly delayMs = 60_000;
    }
    const testDb = createSqliteTestDatabase();
    const clock = createManualClock();
    const database = testDb.open(clock);
    try {
      await database.migrate('core.queue', queueMigrations);
      const queue = createQueueService({ database, clock, logger: createSilentLogger() });
      let runs = 0;
      queue.process('foreign', async (context) => {
        runs += 1;
        if (context.job.payload === 'permanent') throw new ForeignPermanent('cannot help');
        throw new ForeignRetryLater('busy');
      });
      const permanent = await queue.enqueue('foreign', 'permanent', { maxAttempts: 5 });
      const later = await queue.enqueue('foreign', 'later', { maxAttempts: 5 });
      const worker = queue.work();
      await worker.drain();
      await worker.stop();
      expect(await queue.getJob(permanent.id)).toMatchObject({ state: 'failed', attempts: 1, lastError: { code: 'foreign_bad_input', permanent: true } });
      const released = await queue.getJob(later.id);
      expect(released).toMatchObject({ state: 'queued' });
      expect(released!.runAt).toBe(clock.now() + 60_000);
      expect(runs).toBe(2);
    } finally {
      await database.close();
      await testDb.drop();
    }
  });

  it('refuses a second handler for one job name until the first is removed', async () => {
    const testDb = createSqliteTestDatabase();
    const database = testDb.open();
    try {
      const queue = createQueueService({ database, clock: createManualClock(), logger: createSilentLogger() });
      const off = queue.process('x', async () => null);
      expect(() => queue.process('x', async () => null)).toThrow(/already registered/);
      off();
      queue.process('x', async () => null);
    } finally {
      await database.close();
      await testDb.drop();
    }
  });
});
