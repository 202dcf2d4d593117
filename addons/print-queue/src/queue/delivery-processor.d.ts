import type { HooksService, Logger, QueueJobContext, Setting, StorageService } from '@dcs/platform';
import type { PrintQueueSettings } from '../hotfolder/print-queue-settings.ts';
import type { PrintJobStore } from '../jobs/print-job-store.ts';
import { type PrintQueuePayload } from './queue-names.ts';
/** Dependencies of {@link createDeliveryProcessor}. */
export interface DeliveryProcessorDeps {
    store: PrintJobStore;
    storage: StorageService;
    settings: Setting<PrintQueueSettings>;
    hooks: HooksService;
    logger: Logger;
}
/**
 * The queue handler that puts a completed job's files into the hotfolder. Each file delivered is
 * recorded on the job at once, so an attempt that takes over after a crash skips it; a file the dead
 * attempt published without recording it is found by name and SHA-256. An unavailable folder throws a
 * transient error: the queue retries with backoff while the job stays `completed` with its
 * `delivery.error`. After each file it logs the step and fires `print_queue.file_delivered`.
 */
export declare function createDeliveryProcessor(deps: DeliveryProcessorDeps): ({ job, signal, heartbeat }: QueueJobContext<PrintQueuePayload>) => Promise<unknown>;
