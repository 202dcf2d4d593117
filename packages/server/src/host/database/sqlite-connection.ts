import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Prepared statements kept per connection (least recently added dropped first). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Adapts Node's built-in `node:sqlite` to the statement shape Kysely's SQLite driver expects.
 *
 * We use the built-in engine rather than better-sqlite3 because a native addon built by `npm install`
 * under one Node version does not load under another (npm runs under the machine's Node, our scripts
 * under the pinned Node 24); see docs/decisions.md.
 */
export function openSqlite(filename: string): SqliteDatabase & { raw: DatabaseSync } {
  const db = new DatabaseSync(filename);
  // WAL lets readers in other processes go on while one writes; busy_timeout makes a second writer
  // wait for the lock instead of failing at once.
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA busy_timeout = 10000');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  // Kysely prepares every query it runs; compiling the same SQL again each time cost more than running
  // it for the small lookups of hot paths (sessions, settings). Statements are reusable once finished,
  // and Kysely's driver runs one query at a time per connection.
  const statements = new Map<string, SqliteStatement>();
  return {
    raw: db,
    close: () => {
      statements.clear();
      db.close();
    },
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = adaptStatement(db.prepare(sql));
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

function adaptStatement(statement: StatementSync): SqliteStatement {
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...toSqlite(parameters)),
    run: (parameters) => statement.run(...toSqlite(parameters)),
    iterate: (parameters) => statement.iterate(...toSqlite(parameters)),
  };
}

function toSqlite(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (value === undefined) return null;
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value instanceof Date) return value.getTime();
    return value as SQLInputValue;
  });
}
