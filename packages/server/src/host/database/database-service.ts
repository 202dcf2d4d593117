import {
  Kysely,
  PostgresDialect,
  sql,
  type CreateTableBuilder,
  type Transaction,
} from 'kysely';
import {
  createError,
  type DatabaseDialect,
  type DatabaseService,
  type Migration,
  type MigrationContext,
  type MigrationResult,
} from '@dcs/platform';
import type { Clock } from '@dcs/platform';
import { createPostgresPool } from './postgres-pool.ts';
import { addRowCounter } from './row-counter.ts';
import { openSqlite } from './sqlite-connection.ts';
import { ImmediateTransactionSqliteDialect } from './sqlite-dialect.ts';

/** Where the database is: a SQLite file (or `:memory:`) or a PostgreSQL URL. */
export type DatabaseLocation =
  | { dialect: 'sqlite'; filename: string }
  | { dialect: 'postgres'; url: string; schema?: string; poolSize?: number };

/** The facade's database service plus what only the host may do with it. */
export interface HostDatabase extends DatabaseService {
  close(): Promise<void>;
}

/** Options of {@link createDatabaseService}. */
export interface DatabaseServiceDeps {
  location: DatabaseLocation;
  clock: Clock;
}

/** Parses `DCS_DATABASE_URL`-style locations: `postgres://…` or a SQLite file path. */
export function parseDatabaseLocation(value: string): DatabaseLocation {
  if (/^postgres(ql)?:\/\//.test(value)) {
    // `?schema=name` selects a schema (search_path); the rest of the URL goes to pg unchanged.
    const url = new URL(value);
    const schema = url.searchParams.get('schema') ?? undefined;
    if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name "${schema}".`);
    url.searchParams.delete('schema');
    return { dialect: 'postgres', url: url.toString(), schema };
  }
  return { dialect: 'sqlite', filename: value.replace(/^sqlite:(\/\/)?/, '') };
}

/** Opens the database and returns the facade service over it. */
export function createDatabaseService({ location, clock }: DatabaseServiceDeps): HostDatabase {
  const dialect: DatabaseDialect = location.dialect;
  const kysely =
    location.dialect === 'sqlite'
      ? new Kysely<any>({ dialect: new ImmediateTransactionSqliteDialect({ database: openSqlite(location.filename) }) })
      : new Kysely<any>({
          dialect: new PostgresDialect({
            pool: createPostgresPool(location.url, { schema: location.schema, max: location.poolSize }),
          }),
        });

  const context: MigrationContext = {
    dialect,
    addIdColumn<T extends string>(table: CreateTableBuilder<T, never>) {
      return dialect === 'postgres'
        ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
    },
    addRowCounter: (db, spec) => addRowCounter(db, dialect, spec),
  };

  /**
   * The two bookkeeping tables, created once. Two processes booting together both pass `IF NOT EXISTS`
   * and one fails on PostgreSQL's catalog (`pg_type_typname_nsp_index`), so the creation runs in a
   * transaction holding an advisory lock of this schema (on SQLite, the transaction's write lock).
   * Once per service: a boot migrates one namespace after another.
   */
  let tablesReady: Promise<void> | null = null;
  function ensureMigrationTables(): Promise<void> {
    tablesReady ??= createMigrationTables().catch((error: unknown) => {
      tablesReady = null;
      throw error;
    });
    return tablesReady;
  }
  async function createMigrationTables(): Promise<void> {
    await kysely.transaction().execute(async (trx) => {
      if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('dcs migration tables ' || current_schema()))`.execute(trx);
      await trx.schema
        .createTable('svc_migrations')
        .ifNotExists()
        .addColumn('namespace', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('applied_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('svc_migrations_pk', ['namespace', 'version'])
        .execute();
      await trx.schema
        .createTable('svc_migration_locks')
        .ifNotExists()
        .addColumn('namespace', 'text', (c) => c.primaryKey())
        .addColumn('runs', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    });
  }

  async function migrate(namespace: string, migrations: readonly Migration[]): Promise<MigrationResult> {
    assertMigrationList(namespace, migrations);
    await ensureMigrationTables();
    await kysely
      .insertInto('svc_migration_locks')
      .values({ namespace, runs: 0 })
      .onConflict((oc) => oc.column('namespace').doNothing())
      .execute();
    return kysely.transaction().execute(async (trx) => {
      // Updating the lock row serializes migrators of one namespace: a row lock on PostgreSQL, the
      // write lock on SQLite. The applied list is read after the lock, so nobody applies a step twice.
      await trx
        .updateTable('svc_migration_locks')
        .set({ runs: sql`runs + 1` })
        .where('namespace', '=', namespace)
        .execute();
      const applied = await trx
        .selectFrom('svc_migrations')
        .select(['version', 'name'])
        .where('namespace', '=', namespace)
        .execute();
      const appliedByVersion = new Map(applied.map((row) => [Number(row.version), String(row.name)]));
      const result: MigrationResult = { namespace, applied: [] };
      for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
        const appliedName = appliedByVersion.get(migration.version);
        if (appliedName !== undefined) {
          if (appliedName !== migration.name) {
            throw createError('svc_migration_conflict', {
              params: { namespace, version: migration.version, applied: appliedName, name: migration.name },
            });
          }
          continue;
        }
        await migration.up(trx, context);
        await trx
          .insertInto('svc_migrations')
          .values({ namespace, version: migration.version, name: migration.name, applied_at: clock.now() })
          .execute();
        result.applied.push({ version: migration.version, name: migration.name });
      }
      return result;
    });
  }

  return {
    dialect,
    db: <DB>() => kysely as unknown as Kysely<DB>,
    transaction: <T, DB>(fn: (trx: Transaction<DB>) => Promise<T>) =>
      kysely.transaction().execute((trx) => fn(trx as unknown as Transaction<DB>)),
    migrate,
    async appliedMigrations(namespace) {
      await ensureMigrationTables();
      const rows = await kysely
        .selectFrom('svc_migrations')
        .select(['version', 'name', 'applied_at'])
        .where('namespace', '=', namespace)
        .orderBy('version')
        .execute();
      return rows.map((row) => ({ version: Number(row.version), name: String(row.name), appliedAt: Number(row.applied_at) }));
    },
    close: () => kysely.destroy(),
  };
}

function assertMigrationList(namespace: string, migrations: readonly Migration[]): void {
  const seen = new Set<number>();
  for (const migration of migrations) {
    if (!Number.isInteger(migration.version) || migration.version < 1 || seen.has(migration.version)) {
      throw new Error(`Migrations of ${namespace}: version ${migration.version} is not a unique positive integer.`);
    }
    seen.add(migration.version);
  }
}
