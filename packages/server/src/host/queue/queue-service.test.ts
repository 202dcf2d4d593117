import { createManualClock, queueConformance, type ManualClock } from '@dcs/platform/conformance';
import { createSilentLogger } from '../../testing/silent-logger.ts';
import { describeEachEngine, type TestDatabase } from '../../testing/test-databases.ts';
import type { HostDatabase } from '../database/database-service.ts';
import { createQueueService, queueMigrations } from './queue-service.ts';

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
