import type { QueueJobContext, Setting, StorageService } from '@dcs/platform';
import { deliverToHotfolder, type HotfolderFile } from '../hotfolder/hotfolder-writer.ts';
import type { PrintQueueSettings } from '../hotfolder/print-queue-settings.ts';
import type { PrintJobFileKind } from '../jobs/print-job-state.ts';
import type { PrintJobStore } from '../jobs/print-job-store.ts';
import type { PrintQueuePayload } from './queue-names.ts';

/** The ticket is the trigger file a RIP watches for, so it goes last. */
const DELIVERY_ORDER: readonly PrintJobFileKind[] = ['artifact', 'jobSheet', 'barcode', 'jdf', 'ticket'];

/** Dependencies of {@link createDeliveryProcessor}. */
export interface DeliveryProcessorDeps {
  store: PrintJobStore;
  storage: StorageService;
  settings: Setting<PrintQueueSettings>;
}

/**
 * The queue handler that puts a completed job's files into the hotfolder. Each file delivered is
 * recorded on the job at once, so an attempt that takes over after a crash skips it; a file the dead
 * attempt published without recording it is found by name and SHA-256. An unavailable folder throws a
 * transient error: the queue retries with backoff while the job stays `completed` with its
 * `delivery.error`.
 */
export function createDeliveryProcessor(deps: DeliveryProcessorDeps) {
  return async function deliverPrintJob({ job, signal, heartbeat }: QueueJobContext<PrintQueuePayload>): Promise<unknown> {
    const record = await deps.store.get(job.payload.jobId);
    if (!record || record.state !== 'completed' || record.round !== job.payload.round || !record.files) return { skipped: 'not awaiting delivery' };
    const settings = await deps.settings.get();
    if (!settings.enabled) return { skipped: 'hotfolder disabled' };
    const directory = settings.directory;
    const delivered = new Set(record.delivery?.directory === directory ? record.delivery.delivered : []);
    const files: HotfolderFile[] = DELIVERY_ORDER.filter((kind) => record.deliver.includes(kind) && record.files![kind]).map((kind) => {
      const file = record.files![kind]!;
      return { name: file.name, sha256: file.sha256, open: () => deps.storage.get(file.key) };
    });
    let finished: boolean;
    try {
      finished = await deliverToHotfolder({
        directory,
        files,
        delivered,
        signal,
        // A job held meanwhile publishes nothing more, above all not the ticket (the trigger, last).
        proceed: async () => (await deps.store.stateOf(record.id)) === 'completed',
        onDelivered: async (name) => {
          delivered.add(name);
          await deps.store.recordDelivery(record.id, { directory, delivered: [...delivered] });
          await heartbeat();
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
