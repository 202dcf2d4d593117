import { createError, type QueueService, type Setting, type StorageService } from '@dcs/platform';
import type { PrintQueueSettings } from '../hotfolder/print-queue-settings.ts';
import { buildGangLayout, type GangLayout } from './gang-layout.ts';
import type { GangMethod, GangSettings } from './gang-settings.ts';
import type { GangLock, GangSheetItem, GangSheetRecord, GangSheetStore } from './gang-sheet-store.ts';

/** The queue job that renders a gang sheet and puts it into the hotfolder. */
export const GANG_JOB = 'print-queue.gang';

/** Most jobs one gang sheet takes (a 50 m roll of small transfers stays well below). */
export const GANG_MAX_JOBS = 500;

/** Dependencies of {@link createGangSheetService}. */
export interface GangSheetServiceDeps {
  store: GangSheetStore;
  storage: StorageService;
  queue: QueueService;
  gangSettings: Setting<GangSettings>;
  settings: Setting<PrintQueueSettings>;
}

/**
 * Gang sheets in the queue: built from completed jobs of a gang-capable printing method, adjusted by
 * the staff (locks, removals), sent to rendering and the hotfolder. A job held meanwhile leaves its
 * sheet, which re-flows around the gap before it is printed.
 */
export function createGangSheetService(deps: GangSheetServiceDeps) {
  const { store } = deps;

  async function methodOf(code: string): Promise<GangMethod> {
    const method = (await deps.gangSettings.get()).methods.find((candidate) => candidate.code === code);
    if (!method) throw createError('svc_print_queue_gang_method_invalid', { params: { method: code.slice(0, 40), reason: 'it is not set up for gang sheets (gang-settings)' } });
    return method;
  }

  async function current(id: number): Promise<GangSheetRecord> {
    const sheet = await store.get(id);
    if (!sheet) throw createError('svc_print_queue_gang_sheet_not_found', { params: { id } });
    return sheet;
  }

  const conflict = (sheet: GangSheetRecord, action: string) =>
    createError('svc_print_queue_gang_sheet_state_invalid', { params: { id: sheet.id, state: sheet.state, action }, data: { id: sheet.id, state: sheet.state, action } });

  /** Re-flows a sheet whose jobs changed (a hold took one off): its items and locks follow the members. */
  async function reflow(sheet: GangSheetRecord): Promise<GangSheetRecord> {
    const members = new Set(await store.memberIds(sheet.id));
    if (sheet.items.every((item) => members.has(item.jobId)) && members.size === sheet.items.length) return sheet;
    const items = sheet.items.filter((item) => members.has(item.jobId));
    const locks = sheet.locks.filter((lock) => members.has(lock.jobId));
    const layout = items.length > 0 ? await buildGangLayout(await methodOf(sheet.methodCode), items, locks) : emptyLayout(sheet);
    return (await store.update(sheet.id, sheet.state, { items, locks, layout })) ?? current(sheet.id);
  }

    /** What a sheet of `method`'s waiting jobs (those given, or every free one, oldest first) would be, unsaved. */
  async function preview(methodCode: string, jobIds: readonly number[] | null): Promise<{ method: GangMethod; items: GangSheetItem[]; layout: GangLayout; oldest: number }> {
    const method = await methodOf(methodCode);
    const candidates = await store.candidates(methodCode, jobIds, GANG_MAX_JOBS);
    if (jobIds) {
      const missing = jobIds.filter((id) => !candidates.some((candidate) => candidate.id === id));
      if (missing.length > 0) throw createError('svc_print_queue_gang_jobs_invalid', { params: { reason: `jobs ${missing.join(', ')} are not completed ${methodCode} jobs free of other sheets` }, data: { ids: missing } });
    }
    if (candidates.length === 0) throw createError('svc_print_queue_gang_jobs_invalid', { params: { reason: `no completed ${methodCode} job waits for a sheet` }, data: { ids: [] } });
    const { pdfTrimSize } = await import('@dcs/print');
    const items: GangSheetItem[] = [];
    for (const candidate of candidates) {
      const size = await pdfTrimSize(new Uint8Array(await deps.storage.getBuffer(candidate.artifactKey)));
      items.push({ jobId: candidate.id, orderId: candidate.orderId, width: size.width, height: size.height, quantity: candidate.quantity });
    }
    return { method, items, layout: await buildGangLayout(method, items, []), oldest: Math.min(...candidates.map((candidate) => candidate.completedAt)) };
  }

  return {
    current: async (id: number) => reflow(await current(id)),
    preview,

    /** A draft sheet of `method`'s completed jobs: those given, or every free one (oldest first). */
    async create(methodCode: string, jobIds: readonly number[] | null): Promise<GangSheetRecord> {
      const { method, items, layout } = await preview(methodCode, jobIds);
      const sheet = await store.create({ methodCode, kind: method.kind, items, layout });
      if (!sheet) throw createError('svc_print_queue_gang_jobs_invalid', { params: { reason: 'another sheet took some of these jobs meanwhile; try again' }, data: { ids: [] } });
      return sheet;
    },

    /** Saves the staff's locked placements and re-flows the rest around them (draft only). */
    async relayout(id: number, locks: GangLock[]): Promise<GangSheetRecord> {
      const sheet = await reflow(await current(id));
      if (sheet.state !== 'draft') throw conflict(sheet, 'laid out again');
      const unknown = locks.find((lock) => !sheet.items.some((item) => item.jobId === lock.jobId && lock.copy <= item.quantity));
      if (unknown) throw createError('svc_print_queue_gang_layout_invalid', { params: { reason: `job ${unknown.jobId} copy ${unknown.copy} is not on this sheet` } });
      const layout = await buildGangLayout(await methodOf(sheet.methodCode), sheet.items, locks);
      return (await store.update(id, 'draft', { locks, layout })) ?? conflictNow(id, 'laid out again');
    },

    /** Takes jobs off a draft sheet (they wait for another one) and re-flows it. */
    async remove(id: number, jobIds: readonly number[]): Promise<GangSheetRecord> {
      const sheet = await current(id);
      if (sheet.state !== 'draft') throw conflict(sheet, 'changed');
      await store.release(jobIds.filter((jobId) => sheet.items.some((item) => item.jobId === jobId)));
      return reflow(sheet);
    },

    /** draft (or failed) → queued: the sheet is rendered and delivered by a worker. */
    async send(id: number): Promise<GangSheetRecord> {
      const sheet = await reflow(await current(id));
      if (sheet.state !== 'draft' && sheet.state !== 'failed') throw conflict(sheet, 'sent');
      if (sheet.items.length === 0) throw createError('svc_print_queue_gang_jobs_invalid', { params: { reason: 'the sheet holds no job any more' }, data: { ids: [] } });
      if (!(await deps.settings.get()).enabled) throw conflict(sheet, 'sent while the hotfolder is disabled');
      const queued = await store.update(id, sheet.state, { state: 'queued', error: null });
      if (!queued) return conflictNow(id, 'sent');
      await deps.queue.enqueue(GANG_JOB, { sheetId: id }, { uniqueKey: `gang:${id}:${queued.updatedAt}`, maxAttempts: 5 });
      return queued;
    },

    reflow,
    methodOf,
  };

  async function conflictNow(id: number, action: string): Promise<never> {
    throw conflict(await current(id), action);
  }
}

function emptyLayout(sheet: GangSheetRecord): GangLayout | { kind: 'roll' | 'sheet'; empty: true } {
  return { kind: sheet.kind, empty: true };
}

/** The service made by {@link createGangSheetService}. */
export type GangSheetService = ReturnType<typeof createGangSheetService>;
