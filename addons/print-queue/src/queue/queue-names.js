/** Queue job names of the print queue, and their payloads. */
export const RENDER_JOB = 'print-queue.render';
export const DELIVER_JOB = 'print-queue.deliver';
/**
 * Action fired after each file a delivery puts into the hotfolder (published, folder fsynced, name
 * recorded on the job), before the next file starts, with a {@link FileDeliveredEvent}: another addon
 * can tell a RIP or an MES that a file is there. The ticket is the last file of a job.
 */
export const FILE_DELIVERED_ACTION = 'print_queue.file_delivered';
/** One queue job per print job and round: enqueuing twice returns the first. */
export const renderKey = (payload) => `render:${payload.jobId}:${payload.round}`;
export const deliverKey = (payload) => `deliver:${payload.jobId}:${payload.round}`;
/** Delivery waits for a hotfolder that is away: 1 s, 2 s, 4 s… up to 5 min, for about four hours. */
export const DELIVERY_MAX_ATTEMPTS = 50;
export const deliveryBackoffMs = (attempt) => Math.min(300_000, 1000 * 2 ** (attempt - 1));
