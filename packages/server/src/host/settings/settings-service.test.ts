import { createManualClock, settingsConformance } from '@dcs/platform/conformance';
import { describeEachEngine, type TestDatabase } from '../../testing/test-databases.ts';
import type { HostDatabase } from '../database/database-service.ts';
import { createSchemaValidator } from '@dcs/addon-sdk';
import { createSettingsService, settingsMigrations } from './settings-service.ts';

describeEachEngine('settings service conformance', (engine) => {
  let testDb: TestDatabase;
  let databases: HostDatabase[] = [];
  settingsConformance({
    setup: async () => {
      testDb = await engine.create();
      const clock = createManualClock();
      databases = [testDb.open(clock), testDb.open(clock)];
      await databases[0]!.migrate('core.settings', settingsMigrations);
      const make = (database: HostDatabase) =>
        createSettingsService({ database, clock, validator: createSchemaValidator(), cacheTtlMs: 1000 });
      return { settings: make(databases[0]!), other: make(databases[1]!), clock };
    },
    teardown: async () => {
      for (const database of databases) await database.close();
      await testDb.drop();
    },
  });
});
