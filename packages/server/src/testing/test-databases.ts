import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe } from 'vitest';
import { systemClock, type Clock } from '@dcs/platform';
import { createDatabaseService, type DatabaseLocation, type HostDatabase } from '../host/database/database-service.ts';

/** The PostgreSQL server the suites use: `DCS_TEST_DATABASE_URL`, or the machine's local one. */
export const TEST_POSTGRES_URL = process.env.DCS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function probePostgres(): Promise<string | null> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const postgresProblem = await probePostgres();
const inCi = process.env.CI === 'true';

/** A database made for one test suite; `drop` removes every trace of it. */
export interface TestDatabase {
  location: DatabaseLocation;
  open(clock?: Clock): HostDatabase;
  drop(): Promise<void>;
}

/** A fresh SQLite file in a temporary directory. */
export function createSqliteTestDatabase(): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'dcs-sqlite-'));
  const location: DatabaseLocation = { dialect: 'sqlite', filename: join(dir, 'dcs.sqlite') };
  return {
    location,
    open: (clock = systemClock) => createDatabaseService({ location, clock }),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A fresh schema on the test PostgreSQL server. */
export async function createPostgresTestDatabase(): Promise<TestDatabase> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const location: DatabaseLocation = { dialect: 'postgres', url: TEST_POSTGRES_URL, schema, poolSize: 5 };
  return {
    location,
    open: (clock = systemClock) => createDatabaseService({ location, clock }),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

/** The engines a suite runs on: SQLite always, PostgreSQL when a server answers (always in CI). */
export const testEngines: Array<{ name: 'sqlite' | 'postgres'; create: () => Promise<TestDatabase> }> = [
  { name: 'sqlite', create: async () => createSqliteTestDatabase() },
  { name: 'postgres', create: createPostgresTestDatabase },
];

/**
 * `describe` once per engine. Outside CI a missing PostgreSQL skips its half with a message; in CI
 * (`CI=true`) the PostgreSQL half runs and fails loudly instead.
 */
export function describeEachEngine(title: string, body: (engine: (typeof testEngines)[number]) => void): void {
  for (const engine of testEngines) {
    const skip = engine.name === 'postgres' && postgresProblem !== null && !inCi;
    if (skip) {
      console.warn(`[skipped] ${title} on PostgreSQL: no server at ${TEST_POSTGRES_URL} (${postgresProblem}).`);
    }
    (skip ? describe.skip : describe)(`${title} [${engine.name}]`, () => body(engine));
  }
}

/** Whether the PostgreSQL suites run here. */
export const postgresAvailable = postgresProblem === null;
