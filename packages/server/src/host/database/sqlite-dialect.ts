import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/**
 * Kysely's SQLite dialect with transactions that begin `IMMEDIATE`: the write lock is taken at `BEGIN`,
 * where `busy_timeout` makes a second process wait for it. Kysely begins `DEFERRED` transactions; in WAL
 * mode one that read first and then writes after another process committed fails at once with
 * SQLITE_BUSY_SNAPSHOT (517, "database is locked"), which no timeout retries — seen when `dcs start`
 * and `dcs worker` processes share a SQLite file. Nearly every transaction here writes, so taking the
 * lock up front costs nothing; single statements outside transactions are unaffected.
 */
export class ImmediateTransactionSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionSqliteDriver(this.#config);
  }
}

class ImmediateTransactionSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
