import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock, StorageDriver } from '@dcs/platform';
import { loadConfig } from '../boot/config.ts';
import { createSystem, type DcsSystem } from '../boot/create-system.ts';
import { createSqliteTestDatabase, type TestDatabase } from './test-databases.ts';
import { HttpTestClient } from './http-test-client.ts';
import { createMemoryLogger } from './silent-logger.ts';
import type { createFaultyStorage } from './faulty-storage.ts';

/** A whole system listening on a free loopback port, over a throwaway database and data directory. */
export interface TestSystem {
  system: DcsSystem;
  url: string;
  /** What the system logged (nothing reaches the console). */
  logs: ReturnType<typeof createMemoryLogger>['lines'];
  /** A fresh client with its own cookie jar (a separate browser). */
  client(): HttpTestClient;
  /** A client signed in as the test admin, holding its nonce. */
  admin(): Promise<HttpTestClient>;
  close(): Promise<void>;
}

export const TEST_ADMIN = { email: 'admin@example.com', password: 'test-password-123' };

/** Options of {@link startTestSystem}. */
export interface TestSystemOptions {
  database?: TestDatabase;
  clock?: Clock;
  env?: Record<string, string>;
  /** Wraps the storage driver, e.g. with a {@link createFaultyStorage} that fails on command. */
  wrapStorageDriver?: (driver: StorageDriver) => StorageDriver;
}

/** Starts a system; `database` defaults to a fresh SQLite file. */
export async function startTestSystem(options: TestSystemOptions = {}): Promise<TestSystem> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dcs-data-'));
  const database = options.database ?? createSqliteTestDatabase();
  const location = database.location;
  const databaseUrl =
    location.dialect === 'sqlite' ? location.filename : `${location.url}${location.url.includes('?') ? '&' : '?'}schema=${location.schema}`;
  const config = loadConfig({ DCS_DATA_DIR: dataDir, DCS_DATABASE_URL: databaseUrl, DCS_PORT: '0', ...options.env });
  const logger = createMemoryLogger();
  const system = await createSystem(config, { quiet: true, clock: options.clock, logger, wrapStorageDriver: options.wrapStorageDriver });
  await system.migrate();
  if ((await system.services.auth.countUsers()) === 0) await system.services.auth.createUser(TEST_ADMIN);
  await system.http.listen({ port: 0, host: '127.0.0.1' });
  const address = system.http.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    system,
    url,
    logs: logger.lines,
    client: () => new HttpTestClient(url),
    async admin() {
      const client = new HttpTestClient(url);
      await client.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
      return client;
    },
    async close() {
      await system.close();
      if (!options.database) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
