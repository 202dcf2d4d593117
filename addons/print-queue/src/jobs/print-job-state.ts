/**
 * States of a print job (see docs/print-queue.md):
 *
 * held ──process──► queued ──worker──► processing ──► completed ──delivery──► delivered
 *                     ▲                    │  │
 *                     └── transient error ─┘  ├─ permanent error / attempts used up ──► failed ──retry──► queued
 *                                             └─ preflight errors ─────────────────────► held
 * queued, failed, completed ──hold──► held (manual)
 * completed, delivered ──reprint──► queued (a new round with a reason, delivered again)
 * any state but delivered ──order cancelled or refunded──► cancelled (final)
 */
export const PRINT_JOB_STATES = ['held', 'queued', 'processing', 'completed', 'delivered', 'failed', 'cancelled'] as const;

/** The states a job leaves when its order is cancelled or refunded: everything not yet in the hotfolder. */
export const CANCELLABLE_STATES = ['held', 'queued', 'processing', 'completed', 'failed'] as const satisfies readonly PrintJobState[];

/** A state of {@link PRINT_JOB_STATES}. */
export type PrintJobState = (typeof PRINT_JOB_STATES)[number];

/**
 * The states an admin can hold a job from: before a worker claims it, after it failed, and while its
 * delivery is pending. A claimed job is left to its worker; a delivered one is out of our hands.
 */
export const HOLDABLE_STATES = ['queued', 'failed', 'completed'] as const satisfies readonly PrintJobState[];

/** The states a job is reprinted from: its files exist, whether or not the hotfolder got them (or is on). */
export const REPRINTABLE_STATES = ['completed', 'delivered'] as const satisfies readonly PrintJobState[];

/** Why a job waits in `held`: the shop processes by hand (or an admin held it), or preflight found errors. */
export type HoldReason = 'manual' | 'preflight';

/** The file kinds a job produces, each downloadable. */
export const PRINT_JOB_FILE_KINDS = ['artifact', 'ticket', 'barcode', 'jdf', 'jobSheet'] as const;

/** A kind of {@link PRINT_JOB_FILE_KINDS}. */
export type PrintJobFileKind = (typeof PRINT_JOB_FILE_KINDS)[number];

/** The download route's `{type}` values. */
export const DOWNLOAD_TYPES = PRINT_JOB_FILE_KINDS satisfies readonly PrintJobFileKind[];

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
export function jobNumber(id: number): string {
  return `PQ${String(id).padStart(6, '0')}`;
}
