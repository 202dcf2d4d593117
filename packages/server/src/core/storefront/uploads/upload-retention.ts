import type { Clock, DatabaseService, QueueService } from '@dcs/platform';
import type { AdminSettings } from '../../resources/settings/admin-settings.ts';
import type { CustomerUploadStore } from './customer-upload-store.ts';
import type { UploadBudget } from './upload-budget.ts';

/** The queue job that removes customer uploads nothing needs any more. */
export const UPLOAD_SWEEP_JOB = 'core.customer_uploads.sweep';
/** Sweeps run once per period; the job of each period is enqueued once (its unique key). */
export const UPLOAD_SWEEP_PERIOD_MS = 60 * 60 * 1000;
/** Uploads looked at per sweep; the rest wait for the next one. */
const BATCH = 500;

/** What a sweep did. */
export interface UploadSweepReport {
  removed: number;
  /** Candidates kept because a cart or order line uses them. */
  kept: number;
}

/** What the retention policy needs. */
export interface UploadRetentionDeps {
  database: DatabaseService;
  queue: QueueService;
  clock: Clock;
  settings: AdminSettings;
  uploads: CustomerUploadStore;
  budget: UploadBudget;
}

/**
 * The retention policy of customer uploads (see `docs/storefront.md`): an upload is removed once
 * (1) its session has ended — expired, signed out or swept away — or never stored a cart line, a saved
 * design or an order (a visitor who only uploads), (2) it is as old as the `retentionHours` setting less
 * one sweep period (so it is gone within that many hours), and (3) no cart line and no order line
 * references it. Uploads of an order therefore live as long as the order. It runs as a queue job once an hour, a chain started by
 * the first upload of each period and continued by each run while any upload is left (an idle shop
 * schedules nothing).
 */
export function createUploadRetention(deps: UploadRetentionDeps) {
  const { database, queue, clock, settings, uploads, budget } = deps;

  /** Enqueues the sweep at the end of the current period, unless that one exists already. */
  async function schedule(at = clock.now()): Promise<void> {
    const period = Math.floor(at / UPLOAD_SWEEP_PERIOD_MS);
    await queue.enqueue(UPLOAD_SWEEP_JOB, {}, { uniqueKey: `period:${period}`, runAt: (period + 1) * UPLOAD_SWEEP_PERIOD_MS, maxAttempts: 3 });
  }

  async function sweep(): Promise<UploadSweepReport> {
    const now = clock.now();
    const { retentionHours } = await settings.customerUploads.get();
    const db = database.db();
    await budget.forgetPast();
    // Sessions still alive that kept something: a cart line, a saved design, an order. Every other
    // session (expired, its row gone, or one that only uploaded) keeps its uploads for the retention alone.
    const keeping = db
      .selectFrom('svc_sessions')
      .select('id')
      .where('expires_at', '>', now)
      .where((eb) =>
        eb.or([
          eb.exists(eb.selectFrom('shop_cart_items').select('id').whereRef('shop_cart_items.session_id', '=', 'svc_sessions.id')),
          eb.exists(eb.selectFrom('admin_customer_designs').select('id').whereRef('admin_customer_designs.session_id', '=', 'svc_sessions.id')),
          eb.exists(eb.selectFrom('shop_orders').select('id').whereRef('shop_orders.session_id', '=', 'svc_sessions.id')),
        ]),
      );
    const candidates = await db
      .selectFrom('customer_uploads')
      .select(['id', 'created_at'])
      .where('created_at', '<=', now - Math.max(0, retentionHours * 3600 * 1000 - UPLOAD_SWEEP_PERIOD_MS))
      .where('session_id', 'not in', keeping)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    const report: UploadSweepReport = { removed: 0, kept: 0 };
    if (candidates.length === 0) return report;
    const used = await uploads.referencedSince(Math.min(...candidates.map((row) => Number(row.created_at))));
    for (const { id } of candidates) {
      if (used.has(Number(id))) {
        report.kept++;
        continue;
      }
      const upload = await uploads.records.get(Number(id)).catch(() => null);
      if (!upload) continue;
      await uploads.remove(upload);
      report.removed++;
    }
    return report;
  }

  return {
    schedule,
    sweep,
    /** Registers the job's handler in this process (every process that works the queue). */
    register(): () => void {
      return queue.process(UPLOAD_SWEEP_JOB, async () => {
        const report = await sweep();
        // The chain stops when no upload is left; the next upload starts it again.
        if ((await uploads.records.count()) > 0) await schedule();
        return report;
      });
    },
  };
}

export type UploadRetention = ReturnType<typeof createUploadRetention>;
