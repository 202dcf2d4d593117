import { type Logger, type PrintingService, type QueueJobContext, type QueueService, type Setting, type StorageService } from '@dcs/platform';
import type { PrintQueueSettings } from '../hotfolder/print-queue-settings.ts';
import type { PrintJobStore } from '../jobs/print-job-store.ts';
import type { PrintRenderer } from '../render/print-renderer.ts';
import { type PrintQueuePayload } from './queue-names.ts';
/** Dependencies of {@link createRenderProcessor}. */
export interface RenderProcessorDeps {
    store: PrintJobStore;
    renderer: PrintRenderer;
    storage: StorageService;
    queue: QueueService;
    printing: PrintingService;
    settings: Setting<PrintQueueSettings>;
    logger: Logger;
    workerId: string;
}
/**
 * The queue handler that renders a print job. It claims the job row for its round with a fresh token
 * (a job whose worker died is still `processing` and is taken over), renders, stores the files under
 * keys holding that token, and ends the attempt with a compare-and-set on the token: an attempt that
 * lost the job meanwhile writes nothing and removes its files.
 */
export declare function createRenderProcessor(deps: RenderProcessorDeps): ({ job, heartbeat }: QueueJobContext<PrintQueuePayload>) => Promise<unknown>;
