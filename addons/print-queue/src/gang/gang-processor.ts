import type { Logger, QueueJobContext, Setting, StorageService } from '@dcs/platform';
import { deliverToHotfolder } from '../hotfolder/hotfolder-writer.ts';
import type { PrintQueueSettings } from '../hotfolder/print-queue-settings.ts';
import type { PrintJobFile } from '../jobs/print-job-state.ts';
import type { PrintJobStore } from '../jobs/print-job-store.ts';
import type { PrintRenderer } from '../render/print-renderer.ts';
import type { GangLayout } from './gang-layout.ts';
import { renderGangFiles } from './gang-renderer.ts';
import type { GangSheetService } from './gang-sheet-service.ts';
import type { GangSheetStore } from './gang-sheet-store.ts';

/** Dependencies of {@link createGangProcessor}. */
export interface GangProcessorDeps {
  sheets: GangSheetStore;
  service: GangSheetService;
  jobs: PrintJobStore;
  storage: StorageService;
  settings: Setting<PrintQueueSettings>;
  logger: Logger;
  leaseMs: number;
  /** Draws each job's artwork for a roll written as PNG. */
  renderer: Pick<PrintRenderer, 'artworkPng'>;
}

/**
 * The queue handler of a sent gang sheet: re-flows it if a job left meanwhile, renders its files from
 * the jobs' stored print PDFs, stores them, puts them into the hotfolder (job sheet last) and marks
 * the sheet and its jobs delivered. A failure marks the sheet failed with the message (the staff can
 * change it and send it again).
 */
export function createGangProcessor(deps: GangProcessorDeps) {
  return async function renderGangSheet({ job, heartbeat }: QueueJobContext<{ sheetId: number }>): Promise<unknown> {
    let sheet = await deps.sheets.get(job.payload.sheetId);
    if (!sheet || sheet.state !== 'queued') return { skipped: 'not queued' };
    try {
      sheet = await deps.service.reflow(sheet);
      if (sheet.items.length === 0) throw new Error('every job left the sheet before it was printed');
      const method = await deps.service.methodOf(sheet.methodCode);
      const png = method.kind === 'roll' && method.output.png ? { dpi: method.dpi, rasters: new Map<number, Uint8Array>() } : undefined;
      const pdfs = new Map<number, Uint8Array>();
      for (const item of sheet.items) {
        const record = await deps.jobs.get(item.jobId);
        if (!record?.files?.artifact) throw new Error(`job ${item.jobId} has no print PDF`);
        pdfs.set(item.jobId, new Uint8Array(await deps.storage.getBuffer(record.files.artifact.key)));
        if (png) png.rasters.set(item.jobId, await deps.renderer.artworkPng(record, png.dpi));
        await heartbeat();
      }
      const pdf = method.kind !== 'roll' || method.output.pdf;
      const files = await renderGangFiles(sheet, sheet.layout as GangLayout, { pdfs, png, pdf }, new Date(sheet.createdAt));
      await heartbeat();
      const stored: Record<string, PrintJobFile> = {};
      for (const file of files) {
        const key = `print-queue/gang/${sheet.id}/${file.name}`;
        const object = await deps.storage.put(key, file.bytes, { contentType: file.mediaType });
        stored[file.kind] = { key, name: file.name, mediaType: file.mediaType, size: object.size, sha256: object.sha256 };
      }
      const { directory } = await deps.settings.get();
      const delivered: string[] = [];
      await deliverToHotfolder({
        directory,
        files: Object.values(stored).map((file) => ({ name: file.name, sha256: file.sha256, open: () => deps.storage.open(file.key) })),
        delivered: new Set(),
        stalePartAgeMs: deps.leaseMs,
        onDelivered: async (name) => {
          delivered.push(name);
          await heartbeat();
        },
      });
      await deps.sheets.update(sheet.id, 'queued', { state: 'delivered', files: stored, error: null });
      for (const item of sheet.items) await deps.jobs.markDelivered(item.jobId, { directory, delivered });
      return { delivered: sheet.id, files: delivered };
    } catch (error) {
      deps.logger.warn({ sheetId: sheet.id, err: error }, 'gang sheet failed');
      await deps.sheets.update(sheet.id, 'queued', { state: 'failed', error: (error as Error).message });
      return { failed: sheet.id };
    }
  };
}
