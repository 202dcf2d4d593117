import { isSvcError, type Logger, type QueueService, type Setting } from '@dcs/platform';
import type { GangSettings } from './gang-settings.ts';
import type { GangSheetService } from './gang-sheet-service.ts';

/** The queue job that checks a method's waiting jobs at the time its `afterMinutes` rule comes due. */
export const GANG_AUTO_JOB = 'print-queue.gang-auto';

/** Dependencies of {@link createGangAutoBuilder}. */
export interface GangAutoBuilderDeps {
  service: GangSheetService;
  gangSettings: Setting<GangSettings>;
  queue: QueueService;
  now: () => number;
  logger: Logger;
}

/**
 * Builds and sends sheets as jobs arrive, for methods whose gang settings say `auto.enabled`: when the
 * waiting jobs fill a roll to `fillLength` (or spill past the maximum length), or when the oldest has
 * waited `afterMinutes`. Checked each time a job of the method starts waiting, and by a delayed queue
 * job at the moment the time rule comes due. Two checks racing for the same jobs make one sheet: the
 * other finds them taken and leaves.
 */
export function createGangAutoBuilder(deps: GangAutoBuilderDeps) {
  return {
    /** The sheet built and sent for `code`, or null (nothing due; a later check is planned if one will be). */
    async check(code: string): Promise<number | null> {
      const method = (await deps.gangSettings.get()).methods.find((candidate) => candidate.code === code);
      const auto = method?.auto;
      if (!auto?.enabled) return null;
      try {
        const preview = await deps.service.preview(code, null);
        const layout = preview.layout;
        const full = auto.fillLength > 0 && layout.kind === 'roll' && (layout.rolls.length > 1 || (layout.rolls[0]?.length ?? 0) >= auto.fillLength);
        const due = auto.afterMinutes > 0 ? preview.oldest + auto.afterMinutes * 60_000 : Infinity;
        if (!full && due > deps.now()) {
          if (Number.isFinite(due)) await deps.queue.enqueue(GANG_AUTO_JOB, { code }, { runAt: due, uniqueKey: `gang-auto:${code}:${due}` });
          return null;
        }
        const sheet = await deps.service.create(code, preview.items.map((item) => item.jobId));
        await deps.service.send(sheet.id);
        deps.logger.info({ sheetId: sheet.id, method: code, reason: full ? 'filled' : 'waited' }, 'gang sheet built and sent');
        return sheet.id;
      } catch (error) {
        // No job waits any more, or another check took them first.
        if (isSvcError(error) && error.code === 'svc_print_queue_gang_jobs_invalid') return null;
        throw error;
      }
    },
  };
}
