import { sql } from 'kysely';
import { createError, type Clock, type DatabaseService, type Migration } from '@dcs/platform';

/** The budget's window: bytes are counted per client and clock hour. */
export const UPLOAD_BUDGET_SLOT_MS = 3_600_000;

interface BudgetTables {
  customer_upload_budget: { client: string; slot: number; bytes: number };
  customer_uploads: { session_id: string; bytes: number };
  shop_orders: { session_id: string };
}

/** The budget's table: bytes received per client (an HMAC of its address) and hour. */
export const uploadBudgetMigration: Migration = {
  version: 2,
  name: 'create customer_upload_budget',
  async up(db) {
    await db.schema
      .createTable('customer_upload_budget')
      .addColumn('client', 'text', (c) => c.notNull())
      .addColumn('slot', 'bigint', (c) => c.notNull())
      .addColumn('bytes', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('customer_upload_budget_pk', ['client', 'slot'])
      .execute();
  },
};

/**
 * What anonymous visitors may make the server receive and keep: bytes per client and hour (counted
 * before any image work, refused ones included, since they cost the same CPU), and the stored bytes of
 * all sessions that have not ordered. Both hold across processes (the database keeps the counts).
 */
export function createUploadBudget(deps: { database: DatabaseService; clock: Clock }) {
  const db = () => deps.database.db<BudgetTables>();

  return {
    /**
     * Counts `bytes` against the client's hour, or refuses them (`svc_upload_rate_limited`, 429 with
     * Retry-After: the end of the hour) when they would pass `limit`.
     */
    async charge(client: string, bytes: number, limit: number): Promise<void> {
      const now = deps.clock.now();
      const slot = Math.floor(now / UPLOAD_BUDGET_SLOT_MS);
      const row = await db().selectFrom('customer_upload_budget').select('bytes').where('client', '=', client).where('slot', '=', slot).executeTakeFirst();
      const used = Number(row?.bytes ?? 0);
      if (used + bytes > limit) {
        const retryAfter = Math.max(1, Math.ceil(((slot + 1) * UPLOAD_BUDGET_SLOT_MS - now) / 1000));
        throw createError('svc_upload_rate_limited', { params: { retryAfter }, data: { retryAfter } });
      }
      await db()
        .insertInto('customer_upload_budget')
        .values({ client, slot, bytes })
        .onConflict((oc) => oc.columns(['client', 'slot']).doUpdateSet({ bytes: sql`customer_upload_budget.bytes + ${bytes}` }))
        .execute();
    },

    /**
     * Refuses (`svc_upload_capacity_reached`, 503, Retry-After an hour: the retention sweep frees
     * space) an upload of `bytes` by a session without an order when the uploads of all such sessions
     * would pass `limit`. A session that ordered is never refused here: its uploads are the shop's work.
     */
    async assertCapacity(sessionId: string, bytes: number, limit: number): Promise<void> {
      const ordered = db().selectFrom('shop_orders').select('session_id');
      const buyer = await db().selectFrom('shop_orders').select('session_id').where('session_id', '=', sessionId).limit(1).executeTakeFirst();
      if (buyer) return;
      const row = await db()
        .selectFrom('customer_uploads')
        .select((eb) => eb.fn.sum<number>('bytes').as('bytes'))
        .where('session_id', 'not in', ordered)
        .executeTakeFirst();
      if (Number(row?.bytes ?? 0) + bytes > limit) throw createError('svc_upload_capacity_reached', { data: { retryAfter: 3600 } });
    },

    /** Forgets the hours before the current one (the retention sweep calls it). */
    async forgetPast(): Promise<void> {
      await db().deleteFrom('customer_upload_budget').where('slot', '<', Math.floor(deps.clock.now() / UPLOAD_BUDGET_SLOT_MS)).execute();
    },
  };
}

/** The budget made by {@link createUploadBudget}. */
export type UploadBudget = ReturnType<typeof createUploadBudget>;
