import type { HooksService, Logger, QueueJobContext, Setting, StorageService } from '@dcs/platform';
import { deliverToHotfolder, type HotfolderFile } from '../hotfolder/hotfolder-writer.ts';
import type { PrintQueueSettings } from '../hotfolder/print-queue-settings.ts';
import { jobNumber, type PrintJobFileKind } from '../jobs/print-job-state.ts';
import type { PrintJobStore } from '../jobs/print-job-store.ts';
import { FILE_DELIVERED_ACTION, type FileDeliveredEvent, type PrintQueuePayload } from './queue-names.ts';

/** The ticket is the trigger file a RIP watches for, so it goes last. */
const DELIVERY_ORDER: readonly PrintJobFileKind[] = ['artifact', 'jobSheet', 'barcode', 'jdf', 'ticket'];

/** Dependencies of {@link createDeliveryProcessor}. */
export interface DeliveryProcessorDeps {
  store: PrintJobStore;
  storage: StorageService;
  settings: Setting<PrintQueueSettings>;
  hooks: HooksService;
  logger: Logger;
  /** The delivery's queue lease: a `.part` file untouched for this long belongs to a dead delivery. */
  leaseMs: number;
  /** Whether the job waits for a gang sheet instead (its method gangs and it does not print alone). */
  waitsForSheet: (jobId: number) => Promise<boolean>;
}

/**
 * The queue handler that puts a completed job's files into the hotfolder. Each file delivered is
 * recorded on the job at once, so an attempt that takes over after a crash skips it; a file the dead
 * attempt published without recording it is found by name and SHA-256. An unavailable folder throws a
 * transient error: the queue retries with backoff while the job stays `completed` with its
 * `delivery.error`. After each file it logs the step and fires `print_queue.file_delivered`.
 */
export function createDeliveryProcessor(deps: DeliveryProcessorDeps) {
  return async function deliverPrintJob({ job, signal, heartbeat }: QueueJobContext<PrintQueuePayload>): Promise<unknown> {
    const record = await deps.store.get(job.payload.jobId);
    if (!record || record.state !== 'completed' || record.round !== job.payload.round || !record.files) return { skipped: 'not awaiting delivery' };
    if (await deps.waitsForSheet(record.id)) return { skipped: 'waits for a gang sheet' };
    const settings = await deps.settings.get();
    if (!settings.enabled) return { skipped: 'hotfolder disabled' };
    const directory = settings.directory;
    const delivered = new Set(record.delivery?.directory === directory ? record.delivery.delivered : []);
    const kinds = DELIVERY_ORDER.filter((kind) => record.deliver.includes(kind) && record.files![kind]);
    const files: Array<HotfolderFile & { kind: PrintJobFileKind }> = kinds.map((kind) => {
      const file = record.files![kind]!;
      return { kind, name: file.name, sha256: file.sha256, open: () => deps.storage.open(file.key) };
    });
    const fileDelivered = async (name: string) => {
      const file = files.find((f) => f.name === name)!;
      const event: FileDeliveredEvent = {
        jobId: record.id, number: jobNumber(record.id), orderId: record.orderId, itemId: record.itemId, round: record.round,
        kind: file.kind, name, directory, sha256: file.sha256,
      };
      deps.logger.debug(event, 'print job file delivered');
      // The file is in the hotfolder whatever a listener does: its error is logged, the delivery goes on.
      await deps.hooks.doAction(FILE_DELIVERED_ACTION, event).catch((error: unknown) => deps.logger.warn({ jobId: record.id, name, error: (error as Error).message }, `${FILE_DELIVERED_ACTION} listener failed`));
    };
    let finished: boolean;
    try {
      finished = await deliverToHotfolder({
        directory,
        files,
        delivered,
        signal,
        stalePartAgeMs: deps.leaseMs,
        // A job held meanwhile publishes nothing more, above all not the ticket (the trigger, last).
        proceed: async () => (await deps.store.stateOf(record.id)) === 'completed',
        onDelivered: async (name) => {
          delivered.add(name);
          await deps.store.recordDelivery(record.id, { directory, delivered: [...delivered] });
          await heartbeat();
          await fileDelivered(name);
        },
      });
    } catch (error) {
      await deps.store.recordDeliveryError(record.id, (error as Error).message);
      throw error;
    }
    if (!finished) return { skipped: 'held during delivery', files: [...delivered] };
    await deps.store.markDelivered(record.id, { directory, delivered: [...delivered] });
    return { delivered: record.id, files: [...delivered] };
  };
}
