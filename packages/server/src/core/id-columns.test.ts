import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startDcs } from '../testing/spawn-dcs.ts';
import { TEST_POSTGRES_URL, createPostgresTestDatabase, postgresAvailable, type TestDatabase } from '../testing/test-databases.ts';

// Every table core and the first-party addons create holds ids of bigserial tables: a 32-bit column
// refuses ids past 2^31 with a database error instead of the API's answer (the OpenAPI fuzz found some).
const skip = !postgresAvailable && process.env.CI !== 'true';
if (skip) console.warn(`[skipped] id columns on PostgreSQL: no server at ${TEST_POSTGRES_URL}.`);

(skip ? describe.skip : describe)('id columns on PostgreSQL', () => {
  let database: TestDatabase;
  const dataDir = mkdtempSync(join(tmpdir(), 'dcs-id-columns-'));
  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    const { url, schema } = database.location as { url: string; schema: string };
    const env = { DCS_DATA_DIR: dataDir, DCS_PORT: String(await freePort()), DCS_WORKER_CONCURRENCY: '0', DCS_DATABASE_URL: `${url}?schema=${schema}` };
    // The first run installs and activates the first-party addons, so their migrations run too.
    const dcs = await startDcs(['start', '--first-run'], env, /dcs is serving/);
    await dcs.stop();
  }, 180_000);
  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes every id column 64-bit, in core and in the addons', async () => {
    const { schema } = database.location as { schema: string };
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ table_name: string; column_name: string; data_type: string }>(
        `select table_name, column_name, data_type from information_schema.columns
          where table_schema = $1 and (column_name = 'id' or column_name like '%\\_id' escape '\\') and data_type in ('integer', 'smallint')`,
        [schema],
      );
      expect(rows.map((r) => `${r.table_name}.${r.column_name}`)).toEqual([]);
      const tables = await client.query(`select count(*)::int as n from information_schema.tables where table_schema = $1 and table_name like 'addon\\_%' escape '\\'`, [schema]);
      expect(tables.rows[0].n).toBeGreaterThanOrEqual(3);
    } finally {
      await client.end();
    }
  });
});
