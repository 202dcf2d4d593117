import type { Readable } from 'node:stream';
import type { StorageService } from '@dcs/platform';
import yazl from 'yazl';
import type { BulkEntry } from '../jobs/print-job-store.ts';

/** Already compressed formats are stored as they are; text (JSON, JDF) is deflated. */
const STORED_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/** The ZIP stream and, when it can be known in advance, its size. */
export interface BulkZip {
  stream: Readable;
  size: number | null;
}

/**
 * A ZIP of the jobs' files, streamed: each file is opened from storage only when the archive reaches
 * it, so memory stays flat whatever the total. Entries are named by the files' own deterministic
 * names (unique per job) and dated with the job's completion time, so the same jobs give the same
 * archive. PDFs and images are stored without recompression.
 */
export async function createBulkZip(storage: StorageService, jobs: readonly BulkEntry[]): Promise<BulkZip> {
  const zip = new yazl.ZipFile();
  for (const job of jobs) {
    const mtime = new Date(job.completedAt);
    for (const file of Object.values(job.files)) {
      zip.addReadStreamLazy(file.name, { size: file.size, mtime, mode: 0o100644, compress: !STORED_TYPES.has(file.mediaType) }, (callback) => {
        storage.get(file.key).then((stream) => callback(null, stream), (error: Error) => callback(error, undefined as never));
      });
    }
  }
  // yazl calls back with the final size (-1 when deflated entries make it unknowable); its typings omit it.
  const end = zip.end.bind(zip) as (options: object, callback: (finalSize: number) => void) => void;
  const size = await new Promise<number>((resolve) => end({}, resolve));
  return { stream: zip.outputStream as Readable, size: size >= 0 ? size : null };
}
