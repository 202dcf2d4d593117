import type { QueueJob, QueueService } from '@dcs/platform';
import type { Transaction } from 'kysely';

/** Queue job names of the print queue, and their payloads. */
export const RENDER_JOB = 'print-queue.render';
export const DELIVER_JOB = 'print-queue.deliver';

/**
 * Action fired after each file a delivery puts into the hotfolder (published, folder fsynced, name
 * recorded on the job), before the next file starts, with a {@link FileDeliveredEvent}: another addon
 * can tell a RIP or an MES that a file is there. The ticket is the last file of a job.
 */
export const FILE_DELIVERED_ACTION = 'print_queue.file_delivered';

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
export const renderKey = (payload: PrintQueuePayload) => `render:${payload.jobId}:${payload.round}`;
export const deliverKey = (payload: PrintQueuePayload) => `deliver:${payload.jobId}:${payload.round}`;

/** Enqueues the delivery of a job's round (once: a second call returns the first), in `trx` when given. */
export function enqueueDelivery(queue: QueueService, payload: PrintQueuePayload, trx?: Transaction<any>): Promise<QueueJob<PrintQueuePayload>> {
  return queue.enqueue(DELIVER_JOB, payload, { uniqueKey: deliverKey(payload), maxAttempts: DELIVERY_MAX_ATTEMPTS, trx });
}

/** Delivery waits for a hotfolder that is away: 1 s, 2 s, 4 s… up to 5 min, for about four hours. */
export const DELIVERY_MAX_ATTEMPTS = 50;
export const deliveryBackoffMs = (attempt: number) => Math.min(300_000, 1000 * 2 ** (attempt - 1));
