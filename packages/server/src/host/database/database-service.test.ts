import { databaseConformance } from '@dcs/platform/conformance';
import { describeEachEngine, type TestDatabase } from '../../testing/test-databases.ts';
import type { HostDatabase } from './database-service.ts';

describeEachEngine('database service conformance', (engine) => {
  let testDb: TestDatabase;
  let database: HostDatabase;
  databaseConformance({
    setup: async () => {
      testDb = await engine.create();
      database = testDb.open();
      return database;
    },
    teardown: async () => {
      await database.close();
      await testDb.drop();
    },
  });
});
