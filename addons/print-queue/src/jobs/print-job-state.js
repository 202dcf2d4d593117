/**
 * States of a print job (see docs/print-queue.md):
 *
 * held ──process──► queued ──worker──► processing ──► completed ──delivery──► delivered
 *                     ▲                    │  │
 *                     └── transient error ─┘  ├─ permanent error / attempts used up ──► failed ──retry──► queued
 *                                             └─ preflight errors ─────────────────────► held
 * queued, failed, completed ──hold──► held (manual)
 */
export const PRINT_JOB_STATES = ['held', 'queued', 'processing', 'completed', 'delivered', 'failed'];
/**
 * The states an admin can hold a job from: before a worker claims it, after it failed, and while its
 * delivery is pending. A claimed job is left to its worker; a delivered one is out of our hands.
 */
export const HOLDABLE_STATES = ['queued', 'failed', 'completed'];
/** The file kinds a job produces; the first three are the download types. */
export const PRINT_JOB_FILE_KINDS = ['artifact', 'ticket', 'barcode', 'jdf', 'jobSheet'];
/** The download route's `{type}` values. */
export const DOWNLOAD_TYPES = ['artifact', 'ticket', 'barcode'];
/** The human job number on files, tickets and barcodes: `PQ` and the id on at least six digits. */
export function jobNumber(id) {
    return `PQ${String(id).padStart(6, '0')}`;
}
