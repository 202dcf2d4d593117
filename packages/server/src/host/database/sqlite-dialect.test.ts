import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { createManualClock } from '@dcs/platform/conformance';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabaseService } from './database-service.ts';

/** Another process inserting a row into `t` of `file`, waiting up to 5 s for the write lock. */
function insertFromAnotherProcess(file: string): Promise<number | null> {
  const script = `const { DatabaseSync } = require('node:sqlite');
    const db = new DatabaseSync(${JSON.stringify(file)});
    db.exec('PRAGMA busy_timeout = 5000');
    db.exec("insert into t (v) values ('other process')");`;
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', '-e', script], { stdio: 'inherit' });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('SQLite transactions between processes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dcs-sqlite-immediate-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a transaction that reads, then writes after another process tried to write, commits (no SQLITE_BUSY_SNAPSHOT)', async () => {
    const file = join(dir, 'shared.sqlite');
    const database = createDatabaseService({ location: { dialect: 'sqlite', filename: file }, clock: createManualClock() });
    try {
      await sql`create table t (id integer primary key, v text not null)`.execute(database.db());
      await database.db().insertInto('t').values({ v: 'first' }).execute();
      let other: Promise<number | null> | undefined;
      await database.transaction(async (trx) => {
        const rows = await trx.selectFrom('t').selectAll().execute();
        // The other process writes now: with a deferred transaction it would commit in between, and
        // this transaction's write below would fail with SQLITE_BUSY_SNAPSHOT.
        other = insertFromAnotherProcess(file);
        await sleep(500);
        await trx.insertInto('t').values({ v: `after ${rows.length}` }).execute();
      });
      expect(await other).toBe(0);
      const values = (await database.db().selectFrom('t').select('v').orderBy('id').execute()).map((r) => r.v);
      expect(values).toEqual(['first', 'after 1', 'other process']);
    } finally {
      await database.close();
    }
  });
});
