import { sql, type Kysely } from 'kysely';
import type { Migration } from '@dcs/platform';
import { jobSearchText } from './job-search.ts';

/** The print queue's tables (namespace `addon.print-queue`). */
export const printJobMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'create print_queue_jobs',
    async up(db, context) {
      await context
        .addIdColumn(db.schema.createTable('print_queue_jobs'))
        .addColumn('order_id', 'bigint', (c) => c.notNull())
        .addColumn('item_id', 'bigint', (c) => c.notNull())
        .addColumn('product_id', 'bigint', (c) => c.notNull())
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('design', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('hold_reason', 'text')
        .addColumn('force', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('round', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('attempt_token', 'text')
        .addColumn('processed_by', 'text')
        .addColumn('error_code', 'text')
        .addColumn('error_message', 'text')
        .addColumn('preflight', 'text')
        .addColumn('files', 'text')
        .addColumn('deliver', 'text')
        .addColumn('delivery', 'text')
        .addColumn('delivery_error', 'text')
        .addColumn('delivery_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('completed_at', 'bigint')
        .addColumn('delivered_at', 'bigint')
        .execute();
      // One job per order line, whatever fires order.paid how often.
      await db.schema.createIndex('print_queue_jobs_item').on('print_queue_jobs').columns(['order_id', 'item_id']).unique().execute();
      await db.schema.createIndex('print_queue_jobs_state').on('print_queue_jobs').columns(['state', 'id']).execute();
    },
  },
  {
    version: 2,
    name: 'add hold note and printing method',
    async up(db) {
      // The admin's reason for a manual hold; the item's `printing_method` option; the method the files used.
      for (const column of ['hold_note', 'method_option', 'printing_method']) {
        await db.schema.alterTable('print_queue_jobs').addColumn(column, 'text').execute();
      }
    },
  },
  {
    version: 3,
    name: 'add search text',
    async up(db) {
      // Product name and SKU lower-cased by JavaScript, not by the engine's lower() (ASCII only on SQLite,
      // locale-dependent on PostgreSQL): a search finds the same jobs on both.
      await db.schema.alterTable('print_queue_jobs').addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')).execute();
      for (let after = 0; ; ) {
        const rows = await db.selectFrom('print_queue_jobs').select(['id', 'product_name', 'sku']).where('id', '>', after).orderBy('id').limit(500).execute();
        if (rows.length === 0) break;
        for (const row of rows) {
          await db.updateTable('print_queue_jobs').set({ search_text: jobSearchText(row.product_name, row.sku) }).where('id', '=', row.id).execute();
        }
        after = Number(rows.at(-1)!.id);
      }
    },
  },
  {
    version: 4,
    name: 'count jobs by state, trigram search index',
    async up(db, context) {
      // List totals read the counter: a count(*) over a million finished jobs on every page would not do.
      await context.addRowCounter(db, { table: 'print_queue_jobs', counter: 'print_queue_job_counts', keys: ['state'] });
      if (context.dialect === 'postgres') await addTrigramIndex(db);
    },
  },
  {
    version: 5,
    name: 'add order line and forced by',
    async up(db) {
      // The order line as sold (options with labels, the quantity's meaning, printed sides, the
      // customer's low-resolution acceptance: OrderLine of @dcs/platform) and the admin who forced a job.
      for (const column of ['line', 'forced_by']) await db.schema.alterTable('print_queue_jobs').addColumn(column, 'text').execute();
    },
  },
  {
    version: 6,
    name: 'gang sheets',
    async up(db, context) {
      // A gang sheet is a job of its own holding jobs of one printing method (docs/print-queue.md).
      await context
        .addIdColumn(db.schema.createTable('print_queue_gang_sheets'))
        .addColumn('method_code', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('items', 'text', (c) => c.notNull())
        .addColumn('locks', 'text', (c) => c.notNull())
        .addColumn('layout', 'text', (c) => c.notNull())
        .addColumn('files', 'text')
        .addColumn('error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('print_queue_jobs').addColumn('gang_sheet_id', 'bigint').execute();
      // Set by a reprint: the job prints alone even when its method gangs.
      await db.schema.alterTable('print_queue_jobs').addColumn('print_alone', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.createIndex('print_queue_jobs_gang').on('print_queue_jobs').columns(['gang_sheet_id']).execute();
    },
  },
  {
    version: 7,
    name: 'add reprint reason',
    async up(db) {
      // Why the job was printed again (the admin's words), shown on the job page and on the new job sheet.
      await db.schema.alterTable('print_queue_jobs').addColumn('reprint_reason', 'text').execute();
    },
  },
];

/**
 * A search is `search_text like '%term%'`, which no b-tree serves; a trigram GIN index does (pg_trgm,
 * shipped with PostgreSQL and a trusted extension since version 13). It goes into `public` when it can,
 * so installations in several schemas of one database share it, and a schema dropped never takes it
 * along. Where the extension cannot be created, the index is left out and searches scan: slower, same
 * answers (docs/operations.md).
 */
async function addTrigramIndex(db: Kysely<any>): Promise<void> {
  const created = async (statement: string): Promise<boolean> => {
    await sql`savepoint pg_trgm`.execute(db);
    try {
      await sql.raw(statement).execute(db);
      await sql`release savepoint pg_trgm`.execute(db);
      return true;
    } catch {
      await sql`rollback to savepoint pg_trgm`.execute(db);
      return false;
    }
  };
  if (!(await created('create extension if not exists pg_trgm schema public')) && !(await created('create extension if not exists pg_trgm'))) return;
  const { rows } = await sql<{ schema: string }>`select quote_ident(n.nspname) as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  await sql.raw(`create index print_queue_jobs_search on print_queue_jobs using gin (search_text ${rows[0]!.schema}.gin_trgm_ops)`).execute(db);
}
