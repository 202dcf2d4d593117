import { createError, type DatabaseService, type Order, type QueueService, type Setting } from '@dcs/platform';
import type { PrintQueueSettings } from '../hotfolder/print-queue-settings.ts';
import { RENDER_JOB, enqueueDelivery as enqueueQueueDelivery, renderKey } from '../queue/queue-names.ts';
import type { JobAnnouncer } from './job-announcer.ts';
import type { PrintJobRecord, PrintJobStore, RequeueFrom } from './print-job-store.ts';

/** Dependencies of {@link createPrintQueueService}. */
export interface PrintQueueServiceDeps {
  database: DatabaseService;
  queue: QueueService;
  store: PrintJobStore;
  settings: Setting<PrintQueueSettings>;
  /** Announces the moves made in a transaction, once it committed. */
  announce: JobAnnouncer;
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
    const queued = await enqueueQueueDelivery(queue, { jobId: job.id, round: job.round });
    if (queued.state === 'failed') await queue.retry(queued.id);
  }

  /** The compare-and-set and the queue job of the new round commit together. */
  async function requeue(id: number, from: RequeueFrom, by: string | null = null, reason: string | null = null): Promise<PrintJobRecord | null> {
    const before = from === 'reprint' ? await current(id) : null;
    const job = await deps.database.transaction(async (trx) => {
      const job = await store.requeue(id, from, trx, by, reason);
      if (!job) return null;
      const payload = { jobId: job.id, round: job.round };
      await queue.enqueue(RENDER_JOB, payload, { uniqueKey: renderKey(payload), maxAttempts: RENDER_MAX_ATTEMPTS, trx });
      return job;
    });
    if (job) await deps.announce(job, before?.state ?? (from as 'held' | 'failed'));
    return job;
  }

  return {
    current,

    /**
     * `order.paid`: one job per item with a design, `queued` (and enqueued in the same transaction)
     * or `held` when the shop processes by hand. Items that have a job already are skipped.
     */
    async onOrderPaid(order: Order): Promise<PrintJobRecord[]> {
      const settings = await deps.settings.get();
      const jobs = await deps.database.transaction(async (trx) => {
        const created = await store.createForOrder(order, settings.autoProcess ? 'queued' : 'held', trx);
        for (const job of created) {
          if (job.state !== 'queued') continue;
          const payload = { jobId: job.id, round: job.round };
          await queue.enqueue(RENDER_JOB, payload, { uniqueKey: renderKey(payload), maxAttempts: RENDER_MAX_ATTEMPTS, trx });
        }
        return created;
      });
      for (const job of jobs) await deps.announce(job, null);
      return jobs;
    },

    /** `order.cancelled` and `order.refunded`: the order's jobs not yet in the hotfolder are cancelled. */
    onOrderStopped: (order: Order): Promise<PrintJobRecord[]> => store.cancelForOrder(order.id),

    /** held → queued (a job held by preflight then renders in spite of its errors, forced by `by`). */
    async process(id: number, by: string | null = null): Promise<PrintJobRecord> {
      await current(id);
      const job = await requeue(id, 'held', by);
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
     * completed or delivered → queued: the job is printed again as a new round (printers reprint damaged
     * work), with the admin's reason, whether or not the hotfolder is on (the files are then made again and
     * wait, completed, for it). The render is deterministic, so the files are the same but for the job
     * sheet's reprint note; the delivery publishes every file again, except one still in the hotfolder with
     * the same content (it counts as delivered).
     */
    async reprint(id: number, reason: string | null = null): Promise<PrintJobRecord> {
      await current(id);
      const job = await requeue(id, 'reprint', null, reason);
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
