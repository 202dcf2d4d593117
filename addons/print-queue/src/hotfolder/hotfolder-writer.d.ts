import type { Readable } from 'node:stream';
/** A file to put into the hotfolder. */
export interface HotfolderFile {
    name: string;
    sha256: string;
    open(): Promise<Readable>;
}
/** Options of {@link deliverToHotfolder}. */
export interface DeliverOptions {
    directory: string;
    /** In delivery order; the trigger file (the ticket) last. */
    files: readonly HotfolderFile[];
    /** Names delivered by an earlier attempt of this delivery; they are not written again. */
    delivered: ReadonlySet<string>;
    /** Called after each file is in place, before the next one starts. */
    onDelivered(name: string): Promise<void>;
    /** Asked just before each file is published; false stops the delivery there (an admin held the job). */
    proceed?(): Promise<boolean>;
    signal?: AbortSignal;
}
/**
 * Delivers a job's files atomically and at most once each: every file is written as a hidden `.part`
 * file in the hotfolder, fsynced and published under its name (never over another file), the folder
 * is fsynced, then the name is recorded. A file already there with the same SHA-256 counts as
 * delivered (an earlier attempt died after publishing it); one with other content belongs to
 * someone else and stops the delivery for good. The trigger file is the last in `files`.
 * Answers false when `proceed` stopped it (the file written but not published is removed).
 *
 * @throws `svc_print_queue_hotfolder_unavailable` (retry later) when the folder cannot be written.
 */
export declare function deliverToHotfolder(options: DeliverOptions): Promise<boolean>;
