import { jobSearchCondition, jobSearchText } from './job-search.js';
import { HOLDABLE_STATES } from './print-job-state.js';
const parse = (text) => (text === null ? null : JSON.parse(text));
function toRecord(row) {
    return {
        id: Number(row.id),
        orderId: Number(row.order_id),
        itemId: Number(row.item_id),
        productId: Number(row.product_id),
        productName: row.product_name,
        sku: row.sku,
        quantity: row.quantity,
        design: parse(row.design),
        state: row.state,
        holdReason: row.hold_reason,
        holdNote: row.hold_note,
        methodOption: row.method_option,
        printingMethod: row.printing_method,
        force: Boolean(row.force),
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
/**
 * The print jobs table. Every state change is a compare-and-set (`UPDATE … WHERE state = …`), so two
 * callers never both move a job; a change that finds the job elsewhere answers null and the caller
 * reads the current state.
 */
export function createPrintJobStore(deps) {
    const db = (trx) => (trx ?? deps.database.db());
    const jobs = (trx) => db(trx).updateTable('print_queue_jobs');
    async function one(query) {
        const row = await query;
        return row ? toRecord(row) : null;
    }
    function filtered(filter) {
        let query = db().selectFrom('print_queue_jobs');
        if (filter.states?.length)
            query = query.where('state', 'in', [...filter.states]);
        if (filter.ids?.length)
            query = query.where('id', 'in', [...filter.ids]);
        const search = filter.search?.trim();
        if (search)
            query = query.where((eb) => jobSearchCondition(eb, search));
        return query;
    }
    return {
        /**
         * One job per order item that carries a design, in `trx`. Items that already have a job are skipped
         * (the unique index on order and item), so the same `order.paid` twice creates nothing new.
         */
        async createForOrder(order, state, trx) {
            const now = deps.now();
            const created = [];
            for (const item of order.items) {
                if (item.design === null || item.design === undefined)
                    continue;
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
                    created_at: now,
                    updated_at: now,
                })
                    .onConflict((oc) => oc.columns(['order_id', 'item_id']).doNothing())
                    .returningAll()
                    .executeTakeFirst();
                if (row)
                    created.push(toRecord(row));
            }
            return created;
        },
        /** The job's state alone (a delivery asks before each file), or null for an unknown job. */
        async stateOf(id) {
            const row = await db().selectFrom('print_queue_jobs').select('state').where('id', '=', id).executeTakeFirst();
            return row?.state ?? null;
        },
        get: (id) => one(db().selectFrom('print_queue_jobs').selectAll().where('id', '=', id).executeTakeFirst()),
        async list(filter, page) {
            const [rows, count] = await Promise.all([
                filtered(filter).selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
                filtered(filter).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
            ]);
            return { items: rows.map(toRecord), total: Number(count.n) };
        },
        /** Ids in id order, for the bulk download; at most `limit`. */
        async ids(filter, limit) {
            const rows = await filtered(filter).select('id').orderBy('id').limit(limit).execute();
            return rows.map((row) => Number(row.id));
        },
        /** The files of jobs (without their designs), in id order, for the bulk download. */
        async filesOf(ids) {
            if (ids.length === 0)
                return [];
            const rows = await db().selectFrom('print_queue_jobs').select(['id', 'files', 'completed_at', 'updated_at']).where('id', 'in', [...ids]).orderBy('id').execute();
            return rows.map((row) => ({ id: Number(row.id), files: parse(row.files) ?? {}, completedAt: Number(row.completed_at ?? row.updated_at) }));
        },
        /** queued (or processing whose worker died) → processing, for the current round only. */
        claim(id, round, token, worker) {
            return one(jobs()
                .set((eb) => ({ state: 'processing', attempts: eb('attempts', '+', 1), attempt_token: token, processed_by: worker, updated_at: deps.now() }))
                .where('id', '=', id)
                .where('round', '=', round)
                .where('state', 'in', ['queued', 'processing'])
                .returningAll()
                .executeTakeFirst());
        },
        /** Ends the attempt holding `token`; null when another attempt took the job over meanwhile. */
        finish(id, token, change) {
            const now = deps.now();
            return one(jobs()
                .set({
                state: change.state,
                attempt_token: null,
                ...(change.state === 'held' ? { hold_reason: 'preflight' } : {}),
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
                .executeTakeFirst());
        },
        /** held → queued (process) or failed → queued (retry): a new round with a fresh attempt count. */
        requeue(id, from, trx) {
            return one(jobs(trx)
                .set((eb) => ({
                state: 'queued',
                round: eb('round', '+', 1),
                attempts: 0,
                force: from === 'held' ? eb.case().when('hold_reason', '=', 'preflight').then(1).else(0).end() : eb.ref('force'),
                hold_reason: null,
                hold_note: null,
                updated_at: deps.now(),
            }))
                .where('id', '=', id)
                .where('state', '=', from)
                .returningAll()
                .executeTakeFirst());
        },
        /** queued, failed or completed → held (manual), with the admin's note. */
        hold: (id, note) => one(jobs()
            .set({ state: 'held', hold_reason: 'manual', hold_note: note, updated_at: deps.now() })
            .where('id', '=', id)
            .where('state', 'in', [...HOLDABLE_STATES])
            .returningAll()
            .executeTakeFirst()),
        /** Records the files delivered so far (a delivery taken over skips them). */
        async recordDelivery(id, delivery) {
            await jobs().set({ delivery: JSON.stringify(delivery), updated_at: deps.now() }).where('id', '=', id).where('state', '=', 'completed').execute();
        },
        async recordDeliveryError(id, message) {
            await jobs()
                .set((eb) => ({ delivery_error: message, delivery_attempts: eb('delivery_attempts', '+', message === null ? 0 : 1), updated_at: deps.now() }))
                .where('id', '=', id)
                .execute();
        },
        /** completed → delivered, once. */
        markDelivered: (id, delivery) => one(jobs()
            .set({ state: 'delivered', delivery: JSON.stringify(delivery), delivery_error: null, delivered_at: deps.now(), updated_at: deps.now() })
            .where('id', '=', id)
            .where('state', '=', 'completed')
            .returningAll()
            .executeTakeFirst()),
    };
}
