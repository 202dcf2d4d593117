import type { Logger, QueueService, Setting } from '@dcs/platform';
import type { PrintQueueSettings } from '../hotfolder/print-queue-settings.ts';
import type { PrintJobStore } from '../jobs/print-job-store.ts';
import { enqueueDelivery } from './queue-names.ts';

/** Dependencies of {@link createDeliveryRepair}. */
export interface DeliveryRepairDeps {
  store: PrintJobStore;
  queue: QueueService;
  settings: Setting<PrintQueueSettings>;
  logger: Logger;
  now: () => number;
}

const PAGE = 500;

/**
 * The print queue's part of the maintenance run: every completed job gets its delivery job. A job
 * completes in the same transaction as its delivery is queued, so this finds only jobs completed while
 * the hotfolder was off, by an older version, or whose queue row went missing; enqueuing is idempotent
 * (one delivery per job and round), so the jobs that have theirs are left as they are, a delivery that
 * gave up included (the staff retry it). Answers how many deliveries it queued.
 */
export function createDeliveryRepair(deps: DeliveryRepairDeps): () => Promise<number> {
  return async function repairDeliveries() {
    if (!(await deps.settings.get()).enabled) return 0;
    const since = deps.now();
    let queued = 0;
    for (let after = 0; ; ) {
      const page = await deps.store.completed(after, PAGE);
      for (const job of page) {
        const delivery = await enqueueDelivery(deps.queue, { jobId: job.id, round: job.round });
        if (delivery.createdAt >= since) queued++;
      }
      if (page.length < PAGE) break;
      after = page.at(-1)!.id;
    }
    if (queued > 0) deps.logger.warn({ queued }, 'queued the delivery of completed print jobs that had none');
    return queued;
  };
}
