/** Queue job names of the print queue, and their payloads. */
export declare const RENDER_JOB = "print-queue.render";
export declare const DELIVER_JOB = "print-queue.deliver";
/**
 * Action fired after each file a delivery puts into the hotfolder (published, folder fsynced, name
 * recorded on the job), before the next file starts, with a {@link FileDeliveredEvent}: another addon
 * can tell a RIP or an MES that a file is there. The ticket is the last file of a job.
 */
export declare const FILE_DELIVERED_ACTION = "print_queue.file_delivered";
/** The argument of {@link FILE_DELIVERED_ACTION}. */
export interface FileDeliveredEvent {
    jobId: number;
    /** The job number (`PQ000123`). */
    number: string;
    orderId: number;
    itemId: number;
    round: number;
    kind: string;
    name: string;
    directory: string;
    sha256: string;
}
/** Payload of both job names: the print job and the round it belongs to. */
export interface PrintQueuePayload {
    jobId: number;
    round: number;
}
/** One queue job per print job and round: enqueuing twice returns the first. */
export declare const renderKey: (payload: PrintQueuePayload) => string;
export declare const deliverKey: (payload: PrintQueuePayload) => string;
/** Delivery waits for a hotfolder that is away: 1 s, 2 s, 4 s… up to 5 min, for about four hours. */
export declare const DELIVERY_MAX_ATTEMPTS = 50;
export declare const deliveryBackoffMs: (attempt: number) => number;
