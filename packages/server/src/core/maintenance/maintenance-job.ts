import {
  CUSTOMER_SESSIONS_EXPIRED_ACTION,
  MAINTENANCE_ACTION,
  type AuthService,
  type Clock,
  type HooksService,
  type Logger,
  type QueueService,
  type ShopService,
  type StorageService,
} from '@dcs/platform';

/** The queue job that keeps the database and the storage tidy. */
export const MAINTENANCE_JOB = 'core.maintenance';


/** What {@link registerMaintenance} needs. */
export interface MaintenanceDeps {
  auth: AuthService;
  shop: ShopService;
  hooks: HooksService;
  storage: StorageService;
  queue: QueueService;
  clock: Clock;
  logger: Logger;
  /** Time between two runs; default 10 minutes. */
  intervalMs?: number;
  /** Age from which a temporary storage object belongs to a dead write; default 1 hour. */
  storageTempAgeMs?: number;
  /** How long completed queue jobs stay visible; default 14 days. */
  completedJobRetentionMs?: number;
  /**
   * Jobs whose unique keys are time slots that never recur (this job's own, the upload sweep's): their
   * completed rows are purged too, while other keyed jobs keep the row that deduplicates them.
   */
  slotJobNames?: readonly string[];
}

/** The running maintenance of one process. */
export interface Maintenance {
  /**
   * Plans the run of the current interval (once, whichever process asks: the queue deduplicates it by
   * interval), and sweeps the storage's old temporary objects now, since this process may be starting
   * after a crash. Each run plans the next one first, so the chain outlives any process.
   */
  schedule(): Promise<void>;
}

/**
 * Registers the `core.maintenance` queue job, run every interval by whichever worker claims it:
 * expired sessions go (customer sessions with their carts; the `customer_sessions.expired` action
 * lets others delete what those sessions own), sign-in throttling forgets quiet clients, the
 * storage loses the temporary objects of writes that died, and completed queue jobs older than the
 * retention (14 days) go, in batches of 1000 per run; then `maintenance.run` lets addons do their own.
 */
export function registerMaintenance(deps: MaintenanceDeps): Maintenance {
  const { queue, clock, logger } = deps;
  const intervalMs = deps.intervalMs ?? 10 * 60_000;
  const storageTempAgeMs = deps.storageTempAgeMs ?? 3_600_000;
  const completedJobRetentionMs = deps.completedJobRetentionMs ?? 14 * 24 * 3_600_000;
  const slotJobNames = [...new Set([MAINTENANCE_JOB, ...(deps.slotJobNames ?? [])])];

  const plan = (slot: number) => queue.enqueue(MAINTENANCE_JOB, { slot }, { uniqueKey: String(slot), runAt: slot * intervalMs, maxAttempts: 3 });
  const sweepStorage = () => deps.storage.sweepTemporary({ olderThanMs: storageTempAgeMs });

  queue.process(MAINTENANCE_JOB, async () => {
    await plan(Math.floor(clock.now() / intervalMs) + 1);
    const sessions = await deps.auth.sweep(async (ids) => {
      await deps.shop.clearCarts(ids);
      await deps.hooks.doAction(CUSTOMER_SESSIONS_EXPIRED_ACTION, ids);
    });
    const temporaryObjects = await sweepStorage();
    // Without this, every run (144 a day) and every delivered print job would stay in the table for ever.
    const completedJobs = await queue.purgeCompleted({ finishedBefore: clock.now() - completedJobRetentionMs, keyedNames: slotJobNames });
    // Core's and addons' own repairs; one that fails must not stop the next run from being planned or the rest from running.
    await deps.hooks.doAction(MAINTENANCE_ACTION, { now: clock.now() }).catch((error: unknown) => logger.warn({ err: error }, `a ${MAINTENANCE_ACTION} listener failed`));
    const result = { sessions, temporaryObjects, completedJobs };
    if (sessions.customers + sessions.admins + temporaryObjects + completedJobs > 0) logger.info(result, 'maintenance removed expired data');
    return result;
  });

  return {
    async schedule() {
      await plan(Math.floor(clock.now() / intervalMs));
      void sweepStorage()
        .then((removed) => removed > 0 && logger.info({ temporaryObjects: removed }, 'removed temporary storage objects left by dead writes'))
        .catch((error: unknown) => logger.warn({ err: error }, 'the storage sweep at start failed'));
    },
  };
}
