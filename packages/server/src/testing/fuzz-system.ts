import { join } from 'node:path';
import { installFirstPartyAddons } from '../core/addons/first-party-addons.ts';
import { seedDemoCatalog } from '../demo/demo-catalog.ts';
import { createPostgresTestDatabase, createSqliteTestDatabase, type TestDatabase } from './test-databases.ts';
import { startTestSystem, type TestSystem } from './test-system.ts';

/** A test system for the OpenAPI fuzz: the demo catalog, optionally PostgreSQL and the first-party addons. */
export async function startFuzzSystem(options: { database?: TestDatabase; postgres?: boolean; addons?: boolean }): Promise<TestSystem & { engine: string }> {
  const database = options.database ?? (options.postgres ? await createPostgresTestDatabase() : createSqliteTestDatabase());
  const t = await startTestSystem({ database });
  // Real products with small ids, so drawn ids (1, 2, 3) reach past "not found" into the routes' work.
  await seedDemoCatalog(t.system.services.shop);
  if (options.addons) {
    const { system } = t;
    await installFirstPartyAddons({
      manager: system.addons.manager,
      keysFolder: join(system.config.dataDir, 'dev-vendor-keys'),
      trustFile: system.addons.trustFile,
      clock: system.services.clock,
      logger: system.services.logger,
    });
  }
  return {
    ...t,
    engine: database.location.dialect,
    async close() {
      await t.close();
      await database.drop();
    },
  };
}
