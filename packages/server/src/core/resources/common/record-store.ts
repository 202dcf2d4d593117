import { sql, type Kysely } from 'kysely';
import { createError, type Clock, type DatabaseService, type Migration, type MigrationContext } from '@dcs/platform';
import { containsPattern, type ListQuery } from './list-query.ts';

/** What every stored record carries besides its own fields. */
export interface StoredRecord {
  id: number;
  createdAt: number;
  updatedAt: number;
}

/** A column value beside the JSON document. */
export type ColumnValue = string | number | null;

/** Options of a {@link RecordStore}. */
export interface RecordStoreOptions<T> {
  database: DatabaseService;
  clock: Clock;
  table: string;
  /** Name used in errors, for example `Color`. */
  resource: string;
  /** Columns written beside the JSON document, for sorting, filters and reference lookups. */
  columns(record: T): Record<string, ColumnValue>;
  /** The lower-cased text a search matches. */
  search(record: T): string;
  /** API sort name → column. `id`, `created_at` and `updated_at` are always sortable. */
  sortColumns?: Record<string, string>;
}

/** Encodes a list of ids for a `refs` column, so `like '%,4,%'` finds a use on both engines. */
export function encodeRefs(ids: readonly (number | string)[]): string {
  return ids.length === 0 ? '' : `,${[...new Set(ids)].join(',')},`;
}

/**
 * The table every record store uses: an id, the record as JSON text, its search text, times, and
 * the `extra` columns the resource sorts, filters or looks up references on.
 */
export function recordTableMigration(
  table: string,
  extra: (builder: ReturnType<Kysely<any>['schema']['createTable']>) => ReturnType<Kysely<any>['schema']['createTable']>,
  indexes: string[] = [],
): Migration {
  return {
    version: 1,
    name: `create ${table}`,
    up: async (db: Kysely<any>, ctx: MigrationContext) => {
      let builder = ctx
        .addIdColumn(db.schema.createTable(table))
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull()) as ReturnType<Kysely<any>['schema']['createTable']>;
      builder = extra(builder);
      await builder.execute();
      for (const column of indexes) await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
    },
  };
}

/**
 * Makes id columns 64-bit on PostgreSQL: they hold ids of bigserial tables, and a 32-bit `integer`
 * refused ids past 2^31 with a database error instead of the API's own answer. SQLite's integer is
 * 64-bit already, so there it changes nothing.
 */
export function widenIdColumnsMigration(version: number, table: string, columns: readonly string[]): Migration {
  return {
    version,
    name: `${table}: ${columns.join(', ')} as bigint`,
    up: async (db: Kysely<any>, ctx: MigrationContext) => {
      if (ctx.dialect !== 'postgres') return;
      for (const column of columns) await db.schema.alterTable(table).alterColumn(column, (c) => c.setDataType('bigint')).execute();
    },
  };
}

/**
 * A table of JSON records with real columns for what is sorted, filtered and referenced. Every
 * resource of the admin API that is plain data (colors, categories, cards, printing methods…) keeps
 * its records here, so paging, search and sorting behave identically everywhere and on both engines.
 */
export class RecordStore<T extends object> {
  readonly #options: RecordStoreOptions<T>;

  constructor(options: RecordStoreOptions<T>) {
    this.#options = options;
  }

  get #db(): Kysely<any> {
    return this.#options.database.db();
  }

  #decode(row: Record<string, unknown>): T & StoredRecord {
    return { id: Number(row.id), ...(JSON.parse(String(row.data)) as T), createdAt: Number(row.created_at), updatedAt: Number(row.updated_at) };
  }

  #notFound(id: number | string) {
    return createError('svc_resource_not_found', { params: { resource: this.#options.resource, id: String(id) } });
  }

  /**
   * One page of records matching the search, the column filters and the reference filters (a value
   * inside an {@link encodeRefs} column); undefined filters are ignored.
   */
  async list(
    query: ListQuery,
    filters: Record<string, ColumnValue | undefined> = {},
    refs: Record<string, string | number | undefined> = {},
  ): Promise<{ items: Array<T & StoredRecord>; total: number }> {
    const { table, sortColumns = {} } = this.#options;
    let base = this.#db.selectFrom(table);
    if (query.search) base = base.where(sql<boolean>`search_text like ${containsPattern(query.search)} escape '\\'`);
    for (const [column, value] of Object.entries(filters)) {
      if (value === undefined) continue;
      base = value === null ? base.where(column, 'is', null) : base.where(column, '=', value);
    }
    for (const [column, value] of Object.entries(refs)) {
      if (value !== undefined) base = base.where(column, 'like', `%,${String(value).replace(/[\\%_,]/g, '')},%`);
    }
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const column = { id: 'id', created_at: 'created_at', updated_at: 'updated_at', ...sortColumns }[query.orderby] ?? 'id';
    const rows = await base
      .selectAll()
      .orderBy(column, query.order)
      .orderBy('id', query.order)
      .limit(query.perPage)
      .offset(query.offset)
      .execute();
    return { items: rows.map((r) => this.#decode(r)), total: Number(counted?.n ?? 0) };
  }

  /** Every record whose `column` equals `value`, or holds `value` in a {@link encodeRefs} list. */
  async findBy(column: string, value: ColumnValue, options: { refs?: boolean } = {}): Promise<Array<T & StoredRecord>> {
    let query = this.#db.selectFrom(this.#options.table).selectAll();
    query = options.refs ? query.where(column, 'like', `%,${value},%`) : value === null ? query.where(column, 'is', null) : query.where(column, '=', value);
    return (await query.orderBy('id').limit(1000).execute()).map((r) => this.#decode(r));
  }

  async get(id: number): Promise<T & StoredRecord> {
    const row = await this.#db.selectFrom(this.#options.table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw this.#notFound(id);
    return this.#decode(row);
  }

  async insert(record: T): Promise<T & StoredRecord> {
    const now = this.#options.clock.now();
    const row = await this.#db
      .insertInto(this.#options.table)
      .values({ ...this.#row(record), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return this.get(Number(row.id));
  }

  /** Replaces the record's fields; callers merge a PATCH onto the current record first. */
  async replace(id: number, record: T): Promise<T & StoredRecord> {
    const result = await this.#db
      .updateTable(this.#options.table)
      .set({ ...this.#row(record), updated_at: this.#options.clock.now() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw this.#notFound(id);
    return this.get(id);
  }

  async delete(id: number): Promise<void> {
    const result = await this.#db.deleteFrom(this.#options.table).where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw this.#notFound(id);
  }

  /** Every record in `orderby` order, read page by page (for small tables: palettes, categories, cards). */
  async all(orderby = 'id', order: 'asc' | 'desc' = 'asc'): Promise<Array<T & StoredRecord>> {
    const all: Array<T & StoredRecord> = [];
    for (let page = 1; ; page++) {
      const { items } = await this.list({ page, perPage: 100, offset: (page - 1) * 100, search: undefined, orderby, order });
      all.push(...items);
      if (items.length < 100) return all;
    }
  }

  async count(filters: Record<string, ColumnValue> = {}): Promise<number> {
    let query = this.#db.selectFrom(this.#options.table);
    for (const [column, value] of Object.entries(filters)) query = query.where(column, '=', value);
    const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  #row(record: T): Record<string, unknown> {
    // Store the record without the fields the table owns, so they cannot drift from the columns.
    const { id: _id, createdAt: _c, updatedAt: _u, ...data } = record as T & Partial<StoredRecord>;
    return { data: JSON.stringify(data), search_text: this.#options.search(record), ...this.#options.columns(record) };
  }
}
