import { isSvcError, type StorageDriver, type StoredObject } from '@dcs/platform';

/** What one run of {@link migrateStorage} did. */
export interface StorageMigrationReport {
  /** Objects found in the source. */
  listed: number;
  /** Objects written to the destination and verified. */
  copied: number;
  /** Objects the destination already held with the same size and SHA-256 (an earlier run, or unchanged). */
  skipped: number;
  /** Bytes written to the destination. */
  bytes: number;
  failed: Array<{ key: string; reason: string }>;
}

/** Options of {@link migrateStorage}. */
export interface StorageMigrationOptions {
  from: StorageDriver;
  to: StorageDriver;
  /** Objects copied at once. */
  concurrency?: number;
  /** Called after each object, for progress output. */
  onObject?: (key: string, outcome: 'copied' | 'skipped' | 'failed', report: StorageMigrationReport) => void;
}

function reasonOf(error: unknown): string {
  return isSvcError(error) ? `${error.code}: ${error.message}` : String((error as Error)?.message ?? error);
}

/**
 * Copies every object of `from` to `to`, keeping keys, content types and creation times.
 *
 * Verified: the bytes are hashed while they stream, and a copy whose SHA-256 differs from the one the
 * source recorded, or that the destination then describes differently, is deleted and reported as
 * failed. Resumable and idempotent: an object the destination already holds with the same size and
 * hash is skipped, so a second run after an interruption (or after new uploads) copies only the rest.
 * Objects are streamed, never held whole.
 */
export async function migrateStorage(options: StorageMigrationOptions): Promise<StorageMigrationReport> {
  const { from, to } = options;
  const report: StorageMigrationReport = { listed: 0, copied: 0, skipped: 0, bytes: 0, failed: [] };
  const source = from.list('')[Symbol.asyncIterator]();

  async function copy(object: StoredObject): Promise<'copied' | 'skipped'> {
    const existing = await to.stat(object.key);
    if (existing && existing.size === object.size && existing.sha256 === object.sha256) return 'skipped';
    const body = await from.read(object.key);
    if (!body) throw new Error('it disappeared from the source during the migration');
    const written = await to.write(object.key, body, { contentType: object.contentType, createdAt: object.createdAt });
    const stored = await to.stat(object.key);
    if (written.sha256 !== object.sha256 || stored?.sha256 !== object.sha256 || stored.size !== object.size) {
      await to.delete(object.key);
      throw new Error(`its SHA-256 is ${written.sha256}, not the ${object.sha256} the source recorded; the copy was removed`);
    }
    report.bytes += written.size;
    return 'copied';
  }

  async function worker(): Promise<void> {
    for (let next = await source.next(); !next.done; next = await source.next()) {
      const object = next.value;
      report.listed++;
      let outcome: 'copied' | 'skipped' | 'failed';
      try {
        outcome = await copy(object);
        report[outcome]++;
      } catch (error) {
        outcome = 'failed';
        report.failed.push({ key: object.key, reason: reasonOf(error) });
      }
      options.onObject?.(object.key, outcome, report);
    }
  }

  // The workers pull from one listing; an async generator hands each `next()` out in turn.
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  report.failed.sort((a, b) => (a.key < b.key ? -1 : 1));
  return report;
}
