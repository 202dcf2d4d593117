import type { StorageService } from '@dcs/platform';
import type { BulkEntry } from '../jobs/print-job-store.ts';
import { type ZipWriter } from './zip-stream.ts';
/**
 * A ZIP of the jobs' files, written into the response: each file is opened from storage only when the
 * archive reaches it and copied through two reused buffers, so memory stays flat whatever the total.
 * Every entry is stored as it is (PDFs and PNGs do not shrink, tickets are a few KiB), which makes the
 * archive's size known before the first byte. Entries
 * are named by the files' own deterministic names (unique per job) and dated with the job's
 * completion time, so the same jobs give the same archive.
 */
export declare function createBulkZip(storage: StorageService, jobs: readonly BulkEntry[]): ZipWriter;
