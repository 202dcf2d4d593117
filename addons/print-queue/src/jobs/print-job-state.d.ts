/**
 * States of a print job (see docs/print-queue.md):
 *
 * held ──process──► queued ──worker──► processing ──► completed ──delivery──► delivered
 *                     ▲                    │  │
 *                     └── transient error ─┘  ├─ permanent error / attempts used up ──► failed ──retry──► queued
 *                                             └─ preflight errors ─────────────────────► held
 * queued, failed, completed ──hold──► held (manual)
 */
export declare const PRINT_JOB_STATES: readonly ['held', 'queued', 'processing', 'completed', 'delivered', 'failed'];
/** A state of {@link PRINT_JOB_STATES}. */
export type PrintJobState = (typeof PRINT_JOB_STATES)[number];
/**
 * The states an admin can hold a job from: before a worker claims it, after it failed, and while its
 * delivery is pending. A claimed job is left to its worker; a delivered one is out of our hands.
 */
export declare const HOLDABLE_STATES: readonly ["queued", "failed", "completed"];
/** Why a job waits in `held`: the shop processes by hand (or an admin held it), or preflight found errors. */
export type HoldReason = 'manual' | 'preflight';
/** The file kinds a job produces; the first three are the download types. */
export declare const PRINT_JOB_FILE_KINDS: readonly ['artifact', 'ticket', 'barcode', 'jdf', 'jobSheet'];
/** A kind of {@link PRINT_JOB_FILE_KINDS}. */
export type PrintJobFileKind = (typeof PRINT_JOB_FILE_KINDS)[number];
/** The download route's `{type}` values. */
export declare const DOWNLOAD_TYPES: readonly ["artifact", "ticket", "barcode"];
/** A stored file of a job. */
export interface PrintJobFile {
    /** Storage key (internal). */
    key: string;
    /** Deterministic file name, the one the hotfolder gets. */
    name: string;
    mediaType: string;
    size: number;
    sha256: string;
}
/** The human job number on files, tickets and barcodes: `PQ` and the id on at least six digits. */
export declare function jobNumber(id: number): string;
