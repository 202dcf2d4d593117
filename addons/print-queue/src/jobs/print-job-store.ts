import { orderLineOf, type DatabaseService, type Order, type OrderLine } from '@dcs/platform';
import { sql, type Kysely, type Transaction } from 'kysely';
import { jobSearchCondition, jobSearchText } from './job-search.ts';
import { CANCELLABLE_STATES, HOLDABLE_STATES, REPRINTABLE_STATES, type HoldReason, type PrintJobFile, type PrintJobFileKind, type PrintJobState } from './print-job-state.ts';

interface JobTable {
  id: number;
  order_id: number;
  item_id: number;
  product_id: number;
  product_name: string;
  sku: string;
  quantity: number;
  design: string;
  state: PrintJobState;
  hold_reason: HoldReason | null;
  hold_note: string | null;
  method_option: string | null;
  printing_method: string | null;
  force: number;
  round: number;
  attempts: number;
  attempt_token: string | null;
  processed_by: string | null;
  error_code: string | null;
  error_message: string | null;
  preflight: string | null;
  files: string | null;
  deliver: string | null;
  delivery: string | null;
  delivery_error: string | null;
  delivery_attempts: number;
  created_at: number;
  updated_at: number;
  completed_at: number | null;
  delivered_at: number | null;
  search_text: string;
  line: string | null;
  forced_by: string | null;
  gang_sheet_id: number | null;
  print_alone: number;
  reprint_reason: string | null;
}

interface Tables {
  print_queue_jobs: JobTable;
  /** Jobs per state, kept by triggers. */
  print_queue_job_counts: { state: PrintJobState; n: number };
}

/** What a delivery has put into the hotfolder so far (file names, in order). */
export interface DeliveryRecord {
  directory: string;
  delivered: string[];
}

/** A print job as the addon works with it. */
export interface PrintJobRecord extends PrintJobSummary {
  design: unknown;
}

/** A print job without its design document: what lists need (a design may weigh tens of kilobytes). */
export interface PrintJobSummary {
  id: number;
  orderId: number;
  itemId: number;
  productId: number;
  productName: string;
  sku: string;
  quantity: number;
  state: PrintJobState;
  holdReason: HoldReason | null;
  /** The admin's reason for a manual hold. */
  holdNote: string | null;
  /** Why the job was last printed again (a reprint's reason), null when it never was or none was given. */
  reprintReason: string | null;
  /** The order item's `printing_method` option (a method code the customer chose), if any. */
  methodOption: string | null;
  /** Code of the printing method the stored files were rendered with. */
  printingMethod: string | null;
  /** Process in spite of preflight errors (set by `process` on a job held by preflight). */
  force: boolean;
  /** Who processed the job past its preflight errors (the admin's e-mail), when `force`. */
  forcedBy: string | null;
  /** The order line as sold (options, quantity meaning, printed sides, low resolution accepted); null for older orders. */
  line: OrderLine | null;
  /** Increases with every process/retry; queue jobs of an older round do nothing. */
  round: number;
  attempts: number;
  attemptToken: string | null;
  processedBy: string | null;
  error: { code: string; message: string } | null;
  preflight: unknown;
  files: Partial<Record<PrintJobFileKind, PrintJobFile>> | null;
  /** The kinds the hotfolder gets (chosen when the files were rendered, as the ticket lists them). */
  deliver: PrintJobFileKind[];
  delivery: DeliveryRecord | null;
  deliveryError: string | null;
  deliveryAttempts: number;
  createdAt: number;
  updatedAt: number;
  completedAt: number | null;
  deliveredAt: number | null;
}

/** Where {@link PrintJobStore.requeue} moves a job from; `reprint` is any of {@link REPRINTABLE_STATES}. */
export type RequeueFrom = 'held' | 'failed' | 'reprint';

/** A job's files for the bulk download. */
export interface BulkEntry {
  id: number;
  files: Partial<Record<PrintJobFileKind, PrintJobFile>>;
  completedAt: number;
}

/** Filter of {@link PrintJobStore.list}. */
export interface PrintJobFilter {
  states?: readonly PrintJobState[];
  /** An order number (digits, optionally after `#`: that order exactly) or part of the product name or SKU. */
  search?: string;
  ids?: readonly number[];
}

const parse = (text: string | null): any => (text === null ? null : JSON.parse(text));

/** Every column but the design and the search text: a list page reads and parses no design. */
const SUMMARY_COLUMNS = [
  'id', 'order_id', 'item_id', 'product_id', 'product_name', 'sku', 'quantity', 'state', 'hold_reason', 'hold_note', 'method_option',
  'printing_method', 'force', 'round', 'attempts', 'attempt_token', 'processed_by', 'error_code', 'error_message', 'preflight', 'files',
  'deliver', 'delivery', 'delivery_error', 'delivery_attempts', 'created_at', 'updated_at', 'completed_at', 'delivered_at', 'line', 'forced_by',
  'reprint_reason',
] as const satisfies ReadonlyArray<Exclude<keyof JobTable, 'design' | 'search_text'>>;
type SummaryRow = Pick<JobTable, (typeof SUMMARY_COLUMNS)[number]>;

function toRecord(row: JobTable): PrintJobRecord {
  return { ...toSummary(row), design: parse(row.design) };
}

function toSummary(row: SummaryRow): PrintJobSummary {
  return {
    id: Number(row.id),
    orderId: Number(row.order_id),
    itemId: Number(row.item_id),
    productId: Number(row.product_id),
    productName: row.product_name,
    sku: row.sku,
    quantity: row.quantity,
    state: row.state,
    holdReason: row.hold_reason,
    holdNote: row.hold_note,
    reprintReason: row.reprint_reason,
    methodOption: row.method_option,
    printingMethod: row.printing_method,
    force: Boolean(row.force),
    forcedBy: row.forced_by,
    line: parse(row.line),
    round: row.round,
    attempts: row.attempts,
    attemptToken: row.attempt_token,
    processedBy: row.processed_by,
    error: row.error_code ? { code: row.error_code, message: row.error_message ?? '' } : null,
    preflight: parse(row.preflight),
    files: parse(row.files),
    deliver: parse(row.deliver) ?? [],
    delivery: parse(row.delivery),
    deliveryError: row.delivery_error,
    deliveryAttempts: row.delivery_attempts,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    completedAt: row.completed_at === null ? null : Number(row.completed_at),
    deliveredAt: row.delivered_at === null ? null : Number(row.delivered_at),
  };
}

/** Dependencies of {@link createPrintJobStore}. */
export interface PrintJobStoreDeps {
  database: DatabaseService;
  now: () => number;
}

/**
 * The print jobs table. Every state change is a compare-and-set (`UPDATE … WHERE state = …`), so two
 * callers never both move a job; a change that finds the job elsewhere answers null and the caller
 * reads the current state.
 */
export function createPrintJobStore(deps: PrintJobStoreDeps) {
  const db = (trx?: Transaction<any>): Kysely<Tables> => (trx ?? deps.database.db<Tables>()) as Kysely<Tables>;
  const jobs = (trx?: Transaction<any>) => db(trx).updateTable('print_queue_jobs');

  async function one(query: Promise<JobTable | undefined>): Promise<PrintJobRecord | null> {
    const row = await query;
    return row ? toRecord(row) : null;
  }

  function filtered(filter: PrintJobFilter) {
    let query = db().selectFrom('print_queue_jobs');
    if (filter.states?.length) query = query.where('state', 'in', [...filter.states]);
    if (filter.ids?.length) query = query.where('id', 'in', [...filter.ids]);
    const search = filter.search?.trim();
    if (search) query = query.where((eb) => jobSearchCondition(eb, search));
    return query;
  }

  return {
    /**
     * One job per order item that carries a design, in `trx`. Items that already have a job are skipped
     * (the unique index on order and item), so the same `order.paid` twice creates nothing new.
     */
    async createForOrder(order: Order, state: 'queued' | 'held', trx: Transaction<any>): Promise<PrintJobRecord[]> {
      const now = deps.now();
      const created: PrintJobRecord[] = [];
      for (const item of order.items) {
        if (item.design === null || item.design === undefined) continue;
        const row = await db(trx)
          .insertInto('print_queue_jobs')
          .values({
            order_id: order.id,
            item_id: item.id,
            product_id: item.productId,
            product_name: item.productName,
            sku: item.sku,
            search_text: jobSearchText(item.productName, item.sku),
            quantity: item.quantity,
            design: JSON.stringify(item.design),
            state,
            hold_reason: state === 'held' ? 'manual' : null,
            method_option: item.options?.printing_method ?? null,
            line: JSON.stringify(orderLineOf(item.meta)),
            created_at: now,
            updated_at: now,
          } as never)
          .onConflict((oc) => oc.columns(['order_id', 'item_id']).doNothing())
          .returningAll()
          .executeTakeFirst();
        if (row) created.push(toRecord(row));
      }
      return created;
    },

    /** The ids of an order's jobs. */
    async idsOfOrder(orderId: number): Promise<number[]> {
      const rows = await db().selectFrom('print_queue_jobs').select('id').where('order_id', '=', orderId).orderBy('id').execute();
      return rows.map((row) => Number(row.id));
    },

    /** The job's state alone (a delivery asks before each file), or null for an unknown job. */
    async stateOf(id: number): Promise<PrintJobState | null> {
      const row = await db().selectFrom('print_queue_jobs').select('state').where('id', '=', id).executeTakeFirst();
      return row?.state ?? null;
    },

    get: (id: number) => one(db().selectFrom('print_queue_jobs').selectAll().where('id', '=', id).executeTakeFirst()),

    async list(filter: PrintJobFilter, page: { limit: number; offset: number }): Promise<{ items: PrintJobSummary[]; total: number }> {
      const newestFirst = (query: ReturnType<typeof filtered>) => query.orderBy('id', 'desc').limit(page.limit).offset(page.offset);
      const countAll = async () => Number((await filtered(filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      if (filter.search?.trim() || filter.ids?.length) {
        // One pass over the matches gives the page and their number (a window count): a search costs
        // one index scan, not two. Past the last page there is no row to carry it, so count then.
        const rows = await newestFirst(filtered(filter)).select(SUMMARY_COLUMNS).select(sql<number>`count(*) over ()`.as('matches')).execute();
        return { items: rows.map(toSummary), total: rows.length > 0 ? Number(rows[0]!.matches) : page.offset > 0 ? await countAll() : 0 };
      }
      // By state alone, the total is a sum over the trigger-kept counter, not a count of the table.
      const total = db()
        .selectFrom('print_queue_job_counts')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
        .$if(!!filter.states?.length, (qb) => qb.where('state', 'in', [...filter.states!]))
        .executeTakeFirstOrThrow();
      const [rows, count] = await Promise.all([newestFirst(filtered(filter)).select(SUMMARY_COLUMNS).execute(), total]);
      return { items: rows.map(toSummary), total: Number(count.n) };
    },

    /** Ids in id order, for the bulk download; at most `limit`. */
    async ids(filter: PrintJobFilter, limit: number): Promise<number[]> {
      const rows = await filtered(filter).select('id').orderBy('id').limit(limit).execute();
      return rows.map((row) => Number(row.id));
    },

    /** The files of jobs (without their designs), in id order, for the bulk download. */
    async filesOf(ids: readonly number[]): Promise<BulkEntry[]> {
      if (ids.length === 0) return [];
      const rows = await db().selectFrom('print_queue_jobs').select(['id', 'files', 'completed_at', 'updated_at']).where('id', 'in', [...ids]).orderBy('id').execute();
      return rows.map((row) => ({ id: Number(row.id), files: parse(row.files) ?? {}, completedAt: Number(row.completed_at ?? row.updated_at) }));
    },

    /** queued (or processing whose worker died) → processing, for the current round only. */
    claim(id: number, round: number, token: string, worker: string): Promise<PrintJobRecord | null> {
      return one(
        jobs()
          .set((eb) => ({ state: 'processing', attempts: eb('attempts', '+', 1), attempt_token: token, processed_by: worker, updated_at: deps.now() }))
          .where('id', '=', id)
          .where('round', '=', round)
          .where('state', 'in', ['queued', 'processing'])
          .returningAll()
          .executeTakeFirst(),
      );
    },

    /** Ends the attempt holding `token`; null when another attempt took the job over meanwhile. */
    finish(
      id: number,
      token: string,
      change: {
        state: 'completed' | 'queued' | 'failed' | 'held';
        files?: Record<string, PrintJobFile>;
        deliver?: readonly PrintJobFileKind[];
        printingMethod?: string;
        preflight?: unknown;
        error?: { code: string; message: string } | null;
      },
      trx?: Transaction<any>,
    ): Promise<PrintJobRecord | null> {
      const now = deps.now();
      return one(
        jobs(trx)
          .set({
            state: change.state,
            attempt_token: null,
            ...(change.state === 'held' ? { hold_reason: 'preflight' as const } : {}),
            ...(change.files ? { files: JSON.stringify(change.files), deliver: JSON.stringify(change.deliver ?? []), completed_at: now, delivery: null, delivery_error: null, delivery_attempts: 0 } : {}),
            ...(change.printingMethod !== undefined ? { printing_method: change.printingMethod } : {}),
            ...(change.preflight !== undefined ? { preflight: JSON.stringify(change.preflight) } : {}),
            ...(change.error !== undefined ? { error_code: change.error?.code ?? null, error_message: change.error?.message ?? null } : {}),
            updated_at: now,
          })
          .where('id', '=', id)
          .where('state', '=', 'processing')
          .where('attempt_token', '=', token)
          .returningAll()
          .executeTakeFirst(),
      );
    },

    /**
     * Completed jobs with their current round, `limit` at a time after id `after` (keyset pages): the
     * maintenance pass makes sure each has its delivery job.
     */
    async completed(after: number, limit: number): Promise<Array<{ id: number; round: number }>> {
      const rows = await db()
        .selectFrom('print_queue_jobs')
        .select(['id', 'round'])
        .where('state', '=', 'completed')
        .where('id', '>', after)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: Number(row.id), round: row.round }));
    },

    /**
     * held → queued (process), failed → queued (retry), completed or delivered → queued (reprint, with
     * its reason): a new round with a fresh attempt count.
     */
    requeue(id: number, from: RequeueFrom, trx?: Transaction<any>, by: string | null = null, reason: string | null = null): Promise<PrintJobRecord | null> {
      const reprint = from === 'reprint';
      return one(
        jobs(trx)
          .set((eb) => ({
            state: 'queued',
            round: eb('round', '+', 1),
            attempts: 0,
            force: from === 'held' ? eb.case().when('hold_reason', '=', 'preflight').then(1).else(0).end() : eb.ref('force'),
            forced_by: from === 'held' ? eb.case().when('hold_reason', '=', 'preflight').then(by).else(null).end() : eb.ref('forced_by'),
            hold_reason: null,
            hold_note: null,
            // A reprint is delivered anew: its delivery time is that of the new round, and it prints
            // alone (off any gang sheet), the way a damaged piece is replaced.
            ...(reprint ? { delivered_at: null, gang_sheet_id: null, print_alone: 1, reprint_reason: reason } : {}),
            updated_at: deps.now(),
          }))
          .where('id', '=', id)
          .where('state', 'in', reprint ? [...REPRINTABLE_STATES] : [from])
          .returningAll()
          .executeTakeFirst(),
      );
    },

    /** queued, failed or completed → held (manual), with the admin's note; a held job leaves its gang sheet. */
    hold: (id: number, note: string | null) =>
      one(
        jobs()
          .set({ state: 'held', hold_reason: 'manual', hold_note: note, gang_sheet_id: null, updated_at: deps.now() })
          .where('id', '=', id)
          .where('state', 'in', [...HOLDABLE_STATES])
          .returningAll()
          .executeTakeFirst(),
      ),

    /**
     * Every job of the order not yet delivered → cancelled. A worker rendering one loses its attempt (its
     * finish wants `processing`), a delivery under way stops before its next file.
     */
    async cancelForOrder(orderId: number): Promise<PrintJobRecord[]> {
      const rows = await jobs()
        // A cancelled job also leaves its gang sheet, which is built again without it before print.
        .set({ state: 'cancelled', attempt_token: null, gang_sheet_id: null, updated_at: deps.now() })
        .where('order_id', '=', orderId)
        .where('state', 'in', [...CANCELLABLE_STATES])
        .returningAll()
        .execute();
      return rows.map(toRecord);
    },

    /** Records the files delivered so far (a delivery taken over skips them). */
    async recordDelivery(id: number, delivery: DeliveryRecord): Promise<void> {
      await jobs().set({ delivery: JSON.stringify(delivery), updated_at: deps.now() }).where('id', '=', id).where('state', '=', 'completed').execute();
    },

    async recordDeliveryError(id: number, message: string | null): Promise<void> {
      await jobs()
        .set((eb) => ({ delivery_error: message, delivery_attempts: eb('delivery_attempts', '+', message === null ? 0 : 1), updated_at: deps.now() }))
        .where('id', '=', id)
        .execute();
    },

    /** completed → delivered, once. */
    markDelivered: (id: number, delivery: DeliveryRecord) =>
      one(
        jobs()
          .set({ state: 'delivered', delivery: JSON.stringify(delivery), delivery_error: null, delivered_at: deps.now(), updated_at: deps.now() })
          .where('id', '=', id)
          .where('state', '=', 'completed')
          .returningAll()
          .executeTakeFirst(),
      ),
  };
}

/** The store made by {@link createPrintJobStore}. */
export type PrintJobStore = ReturnType<typeof createPrintJobStore>;
