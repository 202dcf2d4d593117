import { type DatabaseService, type Order, type QueueService, type Setting } from '@dcs/platform';
import type { PrintQueueSettings } from '../hotfolder/print-queue-settings.ts';
import type { PrintJobRecord, PrintJobStore } from './print-job-store.ts';
/** Dependencies of {@link createPrintQueueService}. */
export interface PrintQueueServiceDeps {
    database: DatabaseService;
    queue: QueueService;
    store: PrintJobStore;
    settings: Setting<PrintQueueSettings>;
}
/** Render attempts per round before the job is `failed`. */
export declare const RENDER_MAX_ATTEMPTS = 5;
/** The print queue's operations: jobs from paid orders, and the admin's hold, process and retry. */
export declare function createPrintQueueService(deps: PrintQueueServiceDeps): {
    current: (id: number) => Promise<PrintJobRecord>;
    /**
     * `order.paid`: one job per item with a design, `queued` (and enqueued in the same transaction)
     * or `held` when the shop processes by hand. Items that have a job already are skipped.
     */
    onOrderPaid(order: Order): Promise<PrintJobRecord[]>;
    /** held → queued (a job held by preflight then renders in spite of its errors). */
    process(id: number): Promise<PrintJobRecord>;
    /**
     * queued, failed or completed → held (manual), until `process`. The render queue job of the round
     * finds the job held and does nothing; a delivery under way stops after the file it is writing.
     */
    hold(id: number, note: string | null): Promise<PrintJobRecord>;
    /**
     * failed → queued with a fresh attempt count; a completed job whose delivery gave up (or that
     * finished while the hotfolder was off) is delivered again.
     */
    retry(id: number): Promise<PrintJobRecord>;
};
/** The service made by {@link createPrintQueueService}. */
export type PrintQueueService = ReturnType<typeof createPrintQueueService>;
