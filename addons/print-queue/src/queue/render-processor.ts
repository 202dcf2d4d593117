import { randomBytes } from 'node:crypto';
import { releaseBytes } from '@dcs/print';
import { PermanentJobError, isSvcError, type DatabaseService, type Logger, type PrintingService, type QueueJobContext, type QueueService, type Setting, type StorageService } from '@dcs/platform';
import type { PrintQueueSettings } from '../hotfolder/print-queue-settings.ts';
import { jobPrintingMethod } from '../jobs/job-printing-method.ts';
import type { PrintJobFile } from '../jobs/print-job-state.ts';
import type { JobAnnouncer } from '../jobs/job-announcer.ts';
import type { PrintJobStore } from '../jobs/print-job-store.ts';
import type { PrintRenderer } from '../render/print-renderer.ts';
import { enqueueDelivery, type PrintQueuePayload } from './queue-names.ts';

/** Dependencies of {@link createRenderProcessor}. */
export interface RenderProcessorDeps {
  database: DatabaseService;
  store: PrintJobStore;
  renderer: PrintRenderer;
  storage: StorageService;
  queue: QueueService;
  printing: PrintingService;
  settings: Setting<PrintQueueSettings>;
  logger: Logger;
  workerId: string;
  /** Announces the completion, made in a transaction with its delivery job, once it committed. */
  announce: JobAnnouncer;
}

/**
 * The queue handler that renders a print job. It claims the job row for its round with a fresh token
 * (a job whose worker died is still `processing` and is taken over), renders, stores the files under
 * keys holding that token, and ends the attempt with a compare-and-set on the token: an attempt that
 * lost the job meanwhile writes nothing and removes its files.
 */
export function createRenderProcessor(deps: RenderProcessorDeps) {
  const { store, storage } = deps;

  async function storeFiles(jobId: number, prefix: string, files: Awaited<ReturnType<PrintRenderer['render']>>['files']): Promise<Record<string, PrintJobFile>> {
    const stored: Record<string, PrintJobFile> = {};
    for (const file of files) {
      const key = `${prefix}/${file.name}`;
      const object = await storage.put(key, file.bytes, { contentType: file.mediaType });
      stored[file.kind] = { key, name: file.name, mediaType: file.mediaType, size: object.size, sha256: object.sha256 };
    }
    return stored;
  }

  async function removeFiles(files: Record<string, PrintJobFile> | null | undefined): Promise<void> {
    for (const file of Object.values(files ?? {})) await storage.delete(file.key).catch(() => false);
  }

  /**
   * Files of earlier rounds, and of attempts whose worker died after storing them or in the middle of
   * a write (their temporary objects): this attempt owns the job, every other writer of it is gone.
   */
  async function removeStale(jobId: number, keep: string): Promise<void> {
    const stale: string[] = [];
    for await (const object of storage.list(`print-queue/jobs/${jobId}/`)) if (!object.key.startsWith(`${keep}/`)) stale.push(object.key);
    for (const key of stale) await storage.delete(key).catch(() => false);
    await storage.sweepTemporary({ prefix: `print-queue/jobs/${jobId}/` }).catch((error: unknown) => deps.logger.warn({ jobId, err: error }, 'could not remove temporary objects of dead attempts'));
  }

  /** The job completes and its delivery job exists, or neither: a completed job is never left undelivered. */
  async function complete(jobId: number, round: number, token: string, change: Parameters<PrintJobStore['finish']>[2], deliver: boolean) {
    const done = await deps.database.transaction(async (trx) => {
      const finished = await store.finish(jobId, token, change, trx);
      if (finished && deliver) await enqueueDelivery(deps.queue, { jobId, round }, trx);
      return finished;
    });
    if (done) await deps.announce(done, 'processing');
    return done;
  }

  return async function renderPrintJob({ job, heartbeat }: QueueJobContext<PrintQueuePayload>): Promise<unknown> {
    const { jobId, round } = job.payload;
    const token = randomBytes(8).toString('hex');
    const record = await store.claim(jobId, round, token, deps.workerId);
    if (!record) return { skipped: 'not queued in this round' };
    const prefix = `print-queue/jobs/${jobId}/${round}-${token}`;
    let files: Record<string, PrintJobFile> | null = null;
    // Once the completion was sent, its commit may have happened though the call failed: the files stay.
    let completing = false;
    try {
      const settings = await deps.settings.get();
      const method = await jobPrintingMethod(deps.printing, record, settings);
      const rendered = await deps.renderer.render(record, settings, method);
      files = await storeFiles(jobId, prefix, rendered.files);
      // Stored: their memory is not kept for the next full collection (see releaseBytes).
      for (const file of rendered.files) releaseBytes(file.bytes);
      // Fencing: a worker that lost its lease learns it here, before it claims the result.
      await heartbeat();
      completing = true;
      const change = { state: 'completed' as const, files, deliver: rendered.deliver, printingMethod: method.code, preflight: rendered.preflight, error: null };
      const done = await complete(jobId, round, token, change, settings.enabled);
      if (!done) {
        await removeFiles(files);
        return { skipped: 'taken over' };
      }
    } catch (error) {
      if (!completing) await removeFiles(files);
      if (isSvcError(error) && error.code === 'svc_print_preflight_failed') {
        await store.finish(jobId, token, { state: 'held', preflight: { ok: false, ...error.data }, error: { code: error.code, message: error.message } });
        return { held: jobId };
      }
      const { toPrintJobError } = await import('@dcs/print');
      const mapped = toPrintJobError(error);
      const final = mapped instanceof PermanentJobError || job.attempts >= job.maxAttempts;
      const code = mapped instanceof PermanentJobError ? mapped.code : isSvcError(error) ? error.code : 'svc_queue_job_failed';
      await store.finish(jobId, token, { state: final ? 'failed' : 'queued', error: { code, message: mapped.message } });
      deps.logger.warn({ jobId, attempt: job.attempts, code, final }, 'print job render failed');
      throw mapped;
    }
    // Only a retry, a takeover or a later round can have left files behind; the first attempt of the
    // first round skips the listing, which walks the storage. The job is complete: a storage that fails
    // now leaves orphans behind (the next round removes them), never the job undelivered.
    if (record.round > 1 || record.attempts > 1) {
      await removeStale(jobId, prefix).catch((error: unknown) => deps.logger.warn({ jobId, err: error }, 'could not remove the files of earlier attempts'));
    }
    return { completed: jobId };
  };
}
