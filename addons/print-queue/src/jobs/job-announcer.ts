import { PRINT_JOB_HOOKS, type HooksService, type Logger, type PrintJobEvent } from '@dcs/platform';
import { jobNumber } from './print-job-state.ts';
import type { PrintJobStore, PrintJobSummary } from './print-job-store.ts';

/** Announces a stored change of a job: `print_job.state_changed`, then `print_job.<state>`. */
export type JobAnnouncer = (job: PrintJobSummary, from: string | null) => Promise<void>;

/** An announcer over the hooks; a listener's failure is logged, never the change's. */
export function createJobAnnouncer(deps: { hooks: HooksService; logger: Logger; now: () => number }): JobAnnouncer {
  return async (job, from) => {
    const event: PrintJobEvent = {
      id: job.id,
      number: jobNumber(job.id),
      orderId: job.orderId,
      itemId: job.itemId,
      state: job.state,
      round: job.round,
      holdReason: job.holdReason,
      error: job.error,
      at: deps.now(),
    };
    for (const [action, args] of [[PRINT_JOB_HOOKS.stateChanged, [event, from]], [`print_job.${job.state}`, [event]]] as const) {
      await deps.hooks.doAction(action, ...args).catch((error: unknown) => deps.logger.warn({ jobId: job.id, action, error: (error as Error).message }, 'print job listener failed'));
    }
  };
}

/**
 * The store with its state changes announced: every compare-and-set that moved a job. (The moves made
 * inside a caller's transaction, new jobs and new rounds, are announced by the service after commit.)
 */
export function announcingStore(store: PrintJobStore, announce: JobAnnouncer): PrintJobStore {
  const after = async <T extends PrintJobSummary | null>(result: Promise<T>, from: string | null): Promise<T> => {
    const job = await result;
    if (job) await announce(job, from);
    return job;
  };
  return {
    ...store,
    claim: (...args) => after(store.claim(...args), 'queued'),
    // A finish inside the caller's transaction is announced by the caller once it committed: a listener
    // must never see a move that may still roll back, nor write while the transaction holds SQLite's
    // only connection (it waited for it forever).
    finish: (id, token, change, trx) => (trx ? store.finish(id, token, change, trx) : after(store.finish(id, token, change), 'processing')),
    hold: (...args) => after(store.hold(...args), null),
    markDelivered: (...args) => after(store.markDelivered(...args), 'completed'),
    async cancelForOrder(orderId) {
      const cancelled = await store.cancelForOrder(orderId);
      for (const job of cancelled) await announce(job, null);
      return cancelled;
    },
  };
}
