import type { CreateTableBuilder, Kysely, Transaction } from 'kysely';

/** The SQL engines the facade runs on. */
export type DatabaseDialect = 'sqlite' | 'postgres';

/** What a migration receives besides the query builder. */
export interface MigrationContext {
  readonly dialect: DatabaseDialect;
  /** Adds an auto-incrementing integer primary key named `id` (INTEGER AUTOINCREMENT / BIGSERIAL). */
  addIdColumn<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'>;
  /**
   * Keeps the row count of `table` per value of its `keys` columns (NOT NULL text columns) in a table
   * `counter` (`keys…`, `n`), maintained by triggers on both engines and filled from the rows present.
   * Lists read their totals there instead of counting millions of rows on every page.
   *
   * @example
   * await context.addRowCounter(db, { table: 'print_queue_jobs', counter: 'print_queue_job_counts', keys: ['state'] });
   * // later: select sum(n) from print_queue_job_counts where state in ('queued', 'held')
   */
  addRowCounter(db: Kysely<any>, spec: RowCounterSpec): Promise<void>;
}

/** What {@link MigrationContext.addRowCounter} counts. */
export interface RowCounterSpec {
  table: string;
  counter: string;
  keys: readonly string[];
}

/**
 * One numbered, named schema change. The pending versions of a namespace are applied in order, all in
 * one transaction (all or none). A migration is never deleted or renumbered once released: an applied
 * version whose name changed stops the migration with `svc_migration_conflict`.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  up(db: Kysely<any>, context: MigrationContext): Promise<void>;
}

/** What {@link DatabaseService.migrate} did. */
export interface MigrationResult {
  namespace: string;
  applied: Array<{ version: number; name: string }>;
}

/**
 * A typed query builder (Kysely) over SQLite or PostgreSQL, with migrations per namespace (`core`,
 * then one per addon) and transactions.
 *
 * Portable column types only, so results look the same on both engines: `text`, `integer`/`bigint`
 * (returned as JS numbers), `double precision`, JSON stored as `text` and booleans as `integer` 0/1.
 * Times are epoch milliseconds in `bigint` columns.
 *
 * @example
 * const db = database.db<{ notes: { id: number; body: string } }>();
 * await database.transaction(async (trx) => trx.insertInto('notes').values({ body: 'hi' }).execute());
 */
export interface DatabaseService {
  readonly dialect: DatabaseDialect;
  db<DB = any>(): Kysely<DB>;
  /** Runs `fn` in a transaction; it commits when `fn` resolves and rolls back when it throws. */
  transaction<T, DB = any>(fn: (trx: Transaction<DB>) => Promise<T>): Promise<T>;
  /** Applies the pending migrations of `namespace`; safe to call from several processes at once. */
  migrate(namespace: string, migrations: readonly Migration[]): Promise<MigrationResult>;
  /** The versions already applied in `namespace`. */
  appliedMigrations(namespace: string): Promise<Array<{ version: number; name: string; appliedAt: number }>>;
}
