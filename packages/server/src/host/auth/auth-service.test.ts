import { authConformance, createManualClock } from '@dcs/platform/conformance';
import { describeEachEngine, type TestDatabase } from '../../testing/test-databases.ts';
import type { HostDatabase } from '../database/database-service.ts';
import { createSilentLogger } from '../../testing/silent-logger.ts';
import { createHooksService } from '../hooks/hooks-service.ts';
import { authMigrations } from './auth-migrations.ts';
import { createAuthService } from './auth-service.ts';

describeEachEngine('auth service conformance', (engine) => {
  let testDb: TestDatabase;
  let database: HostDatabase;
  authConformance({
    setup: async () => {
      testDb = await engine.create();
      const clock = createManualClock();
      database = testDb.open(clock);
      await database.migrate('core.auth', authMigrations);
      // Attempts on an attacked account are delayed; the suite asserts the outcome, not the wait.
      const sleep = async () => undefined;
      return { auth: createAuthService({ database, clock, hooks: createHooksService(), logger: createSilentLogger(), secret: 'test-secret', sleep }), clock };
    },
    teardown: async () => {
      await database.close();
      await testDb.drop();
    },
  });
});
