import type { DatabaseService } from '@dcs/platform';
import type { Kysely } from 'kysely';
import type { PrintJobFile } from '../jobs/print-job-state.ts';

/** Where a gang sheet is: built and adjustable, queued for rendering, in the hotfolder, or failed. */
export const GANG_SHEET_STATES = ['draft', 'queued', 'delivered', 'failed'] as const;
export type GangSheetState = (typeof GANG_SHEET_STATES)[number];

/** A job on a gang sheet: its print area (the artifact's TrimBox) and how many copies. */
export interface GangSheetItem {
  jobId: number;
  orderId: number;
  width: number;
  height: number;
  quantity: number;
}

/** A piece the staff placed by hand (`@dcs/gang`'s LockedPlacement with the job id as the item id). */
export interface GangLock {
  jobId: number;
  copy: number;
  roll: number;
  x: number;
  y: number;
  rotated: boolean;
}

interface SheetTable {
  id: number;
  method_code: string;
  kind: 'roll' | 'sheet';
  state: GangSheetState;
  items: string;
  locks: string;
  layout: string;
  files: string | null;
  error: string | null;
  created_at: number;
  updated_at: number;
}

interface Tables {
  print_queue_gang_sheets: SheetTable;
  print_queue_jobs: { id: number; state: string; printing_method: string | null; gang_sheet_id: number | null; print_alone: number; files: string | null; order_id: number; quantity: number; completed_at: number | null; product_name: string };
}

/** A gang sheet as the addon works with it. */
export interface GangSheetRecord {
  id: number;
  methodCode: string;
  kind: 'roll' | 'sheet';
  state: GangSheetState;
  items: GangSheetItem[];
  locks: GangLock[];
  layout: unknown;
  files: Record<string, PrintJobFile> | null;
  error: string | null;
  createdAt: number;
  updatedAt: number;
}

function toRecord(row: SheetTable): GangSheetRecord {
  return {
    id: Number(row.id),
    methodCode: row.method_code,
    kind: row.kind,
    state: row.state,
    items: JSON.parse(row.items),
    locks: JSON.parse(row.locks),
    layout: JSON.parse(row.layout),
    files: row.files === null ? null : JSON.parse(row.files),
    error: row.error,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** A completed job that can go on a gang sheet. */
export interface GangCandidate {
  id: number;
  orderId: number;
  quantity: number;
  artifactKey: string;
  completedAt: number;
  productName: string;
}

/**
 * The gang sheets table, and the gang columns of the jobs table (`gang_sheet_id`: the sheet a job is
 * on; `print_alone`: a reprint prints the job by itself). State changes are compare-and-sets.
 */
export function createGangSheetStore(deps: { database: DatabaseService; now: () => number }) {
  const db = (): Kysely<Tables> => deps.database.db<Tables>() as Kysely<Tables>;

  return {
    /** Completed jobs of the method that are on no sheet and do not print alone, oldest first; or exactly `ids`. */
    async candidates(methodCode: string, ids: readonly number[] | null, limit: number): Promise<GangCandidate[]> {
      let query = db()
        .selectFrom('print_queue_jobs')
        .select(['id', 'order_id', 'quantity', 'files', 'completed_at', 'product_name'])
        .where('state', '=', 'completed')
        .where('printing_method', '=', methodCode)
        .where('gang_sheet_id', 'is', null)
        .where('print_alone', '=', 0);
      if (ids) query = query.where('id', 'in', [...ids]);
      const rows = await query.orderBy('id').limit(limit).execute();
      return rows.flatMap((row) => {
        const artifact = row.files ? (JSON.parse(row.files) as Record<string, PrintJobFile>).artifact : undefined;
        return artifact ? [{ id: Number(row.id), orderId: Number(row.order_id), quantity: row.quantity, artifactKey: artifact.key, completedAt: Number(row.completed_at ?? 0), productName: row.product_name }] : [];
      });
    },

    /** A new draft sheet holding `items`; their jobs join it only if still free (else null: the caller retries). */
    async create(sheet: { methodCode: string; kind: 'roll' | 'sheet'; items: GangSheetItem[]; layout: unknown }): Promise<GangSheetRecord | null> {
      return deps.database.transaction(async (trx) => {
        const now = deps.now();
        const row = await (trx as unknown as Kysely<Tables>)
          .insertInto('print_queue_gang_sheets')
          .values({ method_code: sheet.methodCode, kind: sheet.kind, state: 'draft', items: JSON.stringify(sheet.items), locks: '[]', layout: JSON.stringify(sheet.layout), created_at: now, updated_at: now } as never)
          .returningAll()
          .executeTakeFirstOrThrow();
        const ids = sheet.items.map((item) => item.jobId);
        const joined = await (trx as unknown as Kysely<Tables>)
          .updateTable('print_queue_jobs')
          .set({ gang_sheet_id: row.id })
          .where('id', 'in', ids)
          .where('gang_sheet_id', 'is', null)
          .where('state', '=', 'completed')
          .executeTakeFirst();
        if (Number(joined.numUpdatedRows) !== ids.length) throw new GangRaceError();
        return toRecord(row);
      }).catch((error: unknown) => {
        if (error instanceof GangRaceError) return null;
        throw error;
      });
    },

    async get(id: number): Promise<GangSheetRecord | null> {
      const row = await db().selectFrom('print_queue_gang_sheets').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async list(limit: number, offset: number): Promise<{ items: GangSheetRecord[]; total: number }> {
      const rows = await db().selectFrom('print_queue_gang_sheets').selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
      const total = await db().selectFrom('print_queue_gang_sheets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { items: rows.map(toRecord), total: Number(total.n) };
    },

    /** The ids of the jobs still on the sheet (a hold takes a job off). */
    async memberIds(id: number): Promise<number[]> {
      const rows = await db().selectFrom('print_queue_jobs').select('id').where('gang_sheet_id', '=', id).orderBy('id').execute();
      return rows.map((row) => Number(row.id));
    },

    /** Saves a new layout (and items, locks) while the sheet is in `from`. */
    async update(id: number, from: GangSheetState, change: { items?: GangSheetItem[]; locks?: GangLock[]; layout?: unknown; state?: GangSheetState; files?: Record<string, PrintJobFile>; error?: string | null }): Promise<GangSheetRecord | null> {
      const row = await db()
        .updateTable('print_queue_gang_sheets')
        .set({
          ...(change.items ? { items: JSON.stringify(change.items) } : {}),
          ...(change.locks ? { locks: JSON.stringify(change.locks) } : {}),
          ...(change.layout !== undefined ? { layout: JSON.stringify(change.layout) } : {}),
          ...(change.state ? { state: change.state } : {}),
          ...(change.files ? { files: JSON.stringify(change.files) } : {}),
          ...(change.error !== undefined ? { error: change.error } : {}),
          updated_at: deps.now(),
        })
        .where('id', '=', id)
        .where('state', '=', from)
        .returningAll()
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /** Takes jobs off their sheet (a hold, a removal by the staff). */
    async release(jobIds: readonly number[]): Promise<void> {
      if (jobIds.length > 0) await db().updateTable('print_queue_jobs').set({ gang_sheet_id: null }).where('id', 'in', [...jobIds]).execute();
    },

    /** The gang method a completed job waits for a sheet of, instead of its own delivery; null if none. */
    async waitingFor(jobId: number, gangCodes: readonly string[]): Promise<string | null> {
      const row = await db().selectFrom('print_queue_jobs').select(['printing_method', 'print_alone']).where('id', '=', jobId).executeTakeFirst();
      return row && row.print_alone === 0 && row.printing_method !== null && gangCodes.includes(row.printing_method) ? row.printing_method : null;
    },
  };
}

/** Another sheet took one of the jobs between reading and joining: the transaction is undone. */
class GangRaceError extends Error {}

/** The store made by {@link createGangSheetStore}. */
export type GangSheetStore = ReturnType<typeof createGangSheetStore>;
