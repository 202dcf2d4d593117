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
