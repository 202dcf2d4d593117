import { expect, it } from 'vitest';
import type { Migration } from '@dcs/platform';
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

describeEachEngine('migrations of processes starting together', (engine) => {
  // SQLite's driver waits for a lock synchronously, so connections of one process would wait on each other
  // forever; processes sharing a SQLite file are multi-process.test.ts's.
  it.skipIf(engine.name === 'sqlite')('a fresh database migrated by eight services at once: every one succeeds, each step applied once', async () => {
    const testDb = await engine.create();
    // Separate services, separate connections: what two machines booting at the same moment do.
    const services = Array.from({ length: 8 }, () => testDb.open());
    try {
      const steps = [1, 2].map(
        (version): Migration => ({
          version,
          name: `table ${version}`,
          up: async (db) => {
            await db.schema.createTable(`together_${version}`).addColumn('n', 'integer').execute();
          },
        }),
      );
      const results = await Promise.all(services.map((service) => service.migrate('together', steps)));
      expect(results.flatMap((result) => result.applied.map((step) => step.version)).sort()).toEqual([1, 2]);
    } finally {
      for (const service of services) await service.close();
      await testDb.drop();
    }
  });
});
