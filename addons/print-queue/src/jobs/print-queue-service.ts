import { createError, type DatabaseService, type Order, type QueueService, type Setting } from '@dcs/platform';
import type { PrintQueueSettings } from '../hotfolder/print-queue-settings.ts';
import { DELIVER_JOB, DELIVERY_MAX_ATTEMPTS, RENDER_JOB, deliverKey, renderKey } from '../queue/queue-names.ts';
import type { PrintJobRecord, PrintJobStore } from './print-job-store.ts';

/** Dependencies of {@link createPrintQueueService}. */
export interface PrintQueueServiceDeps {
  database: DatabaseService;
  queue: QueueService;
  store: PrintJobStore;
  settings: Setting<PrintQueueSettings>;
}

/** Render attempts per round before the job is `failed`. */
export const RENDER_MAX_ATTEMPTS = 5;

/** The print queue's operations: jobs from paid orders, and the admin's hold, process and retry. */
export function createPrintQueueService(deps: PrintQueueServiceDeps) {
  const { store, queue } = deps;

  const notFound = (id: number | string) => createError('svc_print_queue_job_not_found', { params: { id } });
  const conflict = (job: PrintJobRecord, action: string) =>
    createError('svc_print_queue_transition_invalid', { params: { id: job.id, state: job.state, action }, data: { id: job.id, state: job.state, action } });

  async function current(id: number): Promise<PrintJobRecord> {
    const job = await store.get(id);
    if (!job) throw notFound(id);
    return job;
  }

  async function enqueueDelivery(job: PrintJobRecord): Promise<void> {
    const payload = { jobId: job.id, round: job.round };
    const queued = await queue.enqueue(DELIVER_JOB, payload, { uniqueKey: deliverKey(payload), maxAttempts: DELIVERY_MAX_ATTEMPTS });
    if (queued.state === 'failed') await queue.retry(queued.id);
  }

  /** The compare-and-set and the queue job of the new round commit together. */
  function requeue(id: number, from: 'held' | 'failed' | 'delivered'): Promise<PrintJobRecord | null> {
    return deps.database.transaction(async (trx) => {
      const job = await store.requeue(id, from, trx);
      if (!job) return null;
      const payload = { jobId: job.id, round: job.round };
      await queue.enqueue(RENDER_JOB, payload, { uniqueKey: renderKey(payload), maxAttempts: RENDER_MAX_ATTEMPTS, trx });
      return job;
    });
  }

  return {
    current,

    /**
     * `order.paid`: one job per item with a design, `queued` (and enqueued in the same transaction)
     * or `held` when the shop processes by hand. Items that have a job already are skipped.
     */
    async onOrderPaid(order: Order): Promise<PrintJobRecord[]> {
      const settings = await deps.settings.get();
      return deps.database.transaction(async (trx) => {
        const created = await store.createForOrder(order, settings.autoProcess ? 'queued' : 'held', trx);
        for (const job of created) {
          if (job.state !== 'queued') continue;
          const payload = { jobId: job.id, round: job.round };
          await queue.enqueue(RENDER_JOB, payload, { uniqueKey: renderKey(payload), maxAttempts: RENDER_MAX_ATTEMPTS, trx });
        }
        return created;
      });
    },

    /**
     * `order.cancelled` / `order.refunded`: every job of the order that can still be stopped is held
     * with the reason, which also takes it off its gang sheet before that is printed. A job a worker is
     * rendering right now finishes, and waits (or is delivered) like any other: hold it by hand.
     */
    async onOrderWithdrawn(order: Order): Promise<number[]> {
      const held: number[] = [];
      for (const id of await store.idsOfOrder(order.id)) {
        if (await store.hold(id, `order ${order.status}`)) held.push(id);
      }
      return held;
    },

    /** held → queued (a job held by preflight then renders in spite of its errors). */
    async process(id: number): Promise<PrintJobRecord> {
      await current(id);
      const job = await requeue(id, 'held');
      if (!job) throw conflict(await current(id), 'processed');
      return job;
    },

    /**
     * queued, failed or completed → held (manual), until `process`. The render queue job of the round
     * finds the job held and does nothing; a delivery under way stops after the file it is writing.
     */
    async hold(id: number, note: string | null): Promise<PrintJobRecord> {
      await current(id);
      const job = await store.hold(id, note);
      if (!job) throw conflict(await current(id), 'held');
      return job;
    },

    /**
     * delivered → queued: the job is printed again as a new round (printers reprint damaged work).
     * The render is deterministic, so the files are the same; the delivery publishes every file
     * again, except one still in the hotfolder with the same content (it counts as delivered).
     */
    async reprint(id: number): Promise<PrintJobRecord> {
      await current(id);
      const job = await requeue(id, 'delivered');
      if (!job) throw conflict(await current(id), 'reprinted');
      return job;
    },

    /**
     * failed → queued with a fresh attempt count; a completed job whose delivery gave up (or that
     * finished while the hotfolder was off) is delivered again.
     */
    async retry(id: number): Promise<PrintJobRecord> {
      const before = await current(id);
      if (before.state === 'completed') {
        const settings = await deps.settings.get();
        if (!settings.enabled) throw conflict(before, 'retried while the hotfolder is disabled');
        await enqueueDelivery(before);
        return current(id);
      }
      const job = await requeue(id, 'failed');
      if (!job) throw conflict(await current(id), 'retried');
      return job;
    },
  };
}

/** The service made by {@link createPrintQueueService}. */
export type PrintQueueService = ReturnType<typeof createPrintQueueService>;
