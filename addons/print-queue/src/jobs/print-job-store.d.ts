import type { DatabaseService, Order } from '@dcs/platform';
import type { Transaction } from 'kysely';
import { type HoldReason, type PrintJobFile, type PrintJobFileKind, type PrintJobState } from './print-job-state.ts';
/** What a delivery has put into the hotfolder so far (file names, in order). */
export interface DeliveryRecord {
    directory: string;
    delivered: string[];
}
/** A print job as the addon works with it. */
export interface PrintJobRecord {
    id: number;
    orderId: number;
    itemId: number;
    productId: number;
    productName: string;
    sku: string;
    quantity: number;
    design: unknown;
    state: PrintJobState;
    holdReason: HoldReason | null;
    /** The admin's reason for a manual hold. */
    holdNote: string | null;
    /** The order item's `printing_method` option (a method code the customer chose), if any. */
    methodOption: string | null;
    /** Code of the printing method the stored files were rendered with. */
    printingMethod: string | null;
    /** Process in spite of preflight errors (set by `process` on a job held by preflight). */
    force: boolean;
    /** Increases with every process/retry; queue jobs of an older round do nothing. */
    round: number;
    attempts: number;
    attemptToken: string | null;
    processedBy: string | null;
    error: {
        code: string;
        message: string;
    } | null;
    preflight: unknown;
    files: Partial<Record<PrintJobFileKind, PrintJobFile>> | null;
    /** The kinds the hotfolder gets (chosen when the files were rendered, as the ticket lists them). */
    deliver: PrintJobFileKind[];
    delivery: DeliveryRecord | null;
    deliveryError: string | null;
    deliveryAttempts: number;
    createdAt: number;
    updatedAt: number;
    completedAt: number | null;
    deliveredAt: number | null;
}
/** A job's files for the bulk download. */
export interface BulkEntry {
    id: number;
    files: Partial<Record<PrintJobFileKind, PrintJobFile>>;
    completedAt: number;
}
/** Filter of {@link PrintJobStore.list}. */
export interface PrintJobFilter {
    states?: readonly PrintJobState[];
    /** An order number (digits, optionally after `#`: that order exactly) or part of the product name or SKU. */
    search?: string;
    ids?: readonly number[];
}
/** Dependencies of {@link createPrintJobStore}. */
export interface PrintJobStoreDeps {
    database: DatabaseService;
    now: () => number;
}
/**
 * The print jobs table. Every state change is a compare-and-set (`UPDATE … WHERE state = …`), so two
 * callers never both move a job; a change that finds the job elsewhere answers null and the caller
 * reads the current state.
 */
export declare function createPrintJobStore(deps: PrintJobStoreDeps): {
    /**
     * One job per order item that carries a design, in `trx`. Items that already have a job are skipped
     * (the unique index on order and item), so the same `order.paid` twice creates nothing new.
     */
    createForOrder(order: Order, state: 'queued' | 'held', trx: Transaction<any>): Promise<PrintJobRecord[]>;
    /** The job's state alone (a delivery asks before each file), or null for an unknown job. */
    stateOf(id: number): Promise<PrintJobState | null>;
    get: (id: number) => Promise<PrintJobRecord | null>;
    list(filter: PrintJobFilter, page: {
        limit: number;
        offset: number;
    }): Promise<{
        items: PrintJobRecord[];
        total: number;
    }>;
    /** Ids in id order, for the bulk download; at most `limit`. */
    ids(filter: PrintJobFilter, limit: number): Promise<number[]>;
    /** The files of jobs (without their designs), in id order, for the bulk download. */
    filesOf(ids: readonly number[]): Promise<BulkEntry[]>;
    /** queued (or processing whose worker died) → processing, for the current round only. */
    claim(id: number, round: number, token: string, worker: string): Promise<PrintJobRecord | null>;
    /** Ends the attempt holding `token`; null when another attempt took the job over meanwhile. */
    finish(id: number, token: string, change: {
        state: 'completed' | 'queued' | 'failed' | 'held';
        files?: Record<string, PrintJobFile>;
        deliver?: readonly PrintJobFileKind[];
        printingMethod?: string;
        preflight?: unknown;
        error?: {
            code: string;
            message: string;
        } | null;
    }): Promise<PrintJobRecord | null>;
    /** held → queued (process) or failed → queued (retry): a new round with a fresh attempt count. */
    requeue(id: number, from: 'held' | 'failed', trx?: Transaction<any>): Promise<PrintJobRecord | null>;
    /** queued, failed or completed → held (manual), with the admin's note. */
    hold: (id: number, note: string | null) => Promise<PrintJobRecord | null>;
    /** Records the files delivered so far (a delivery taken over skips them). */
    recordDelivery(id: number, delivery: DeliveryRecord): Promise<void>;
    recordDeliveryError(id: number, message: string | null): Promise<void>;
    /** completed → delivered, once. */
    markDelivered: (id: number, delivery: DeliveryRecord) => Promise<PrintJobRecord | null>;
};
/** The store made by {@link createPrintJobStore}. */
export type PrintJobStore = ReturnType<typeof createPrintJobStore>;
