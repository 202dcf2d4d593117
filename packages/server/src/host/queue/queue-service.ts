import { hostname } from 'node:os';
import {
  createError,
  type Clock,
  type DatabaseService,
  type Logger,
  type Migration,
  type QueueJob,
  type QueueService,
} from '@dcs/platform';
import { createQueueStore, queueMigrations as migrations } from './queue-store.ts';
import type { RequestContext } from '../observability/request-context.ts';
import { startQueueWorker, type AttemptObserver, type HandlerEntry, type HostQueueWorker } from './queue-worker.ts';

/** What {@link createQueueService} needs. */
export interface QueueServiceDeps {
  database: DatabaseService;
  clock: Clock;
  logger: Logger;
  /** Jobs remember the request that enqueued them, and run in its context (log lines carry its id). */
  requestContext?: RequestContext;
  /** Told about every finished attempt (metrics). */
  observeAttempt?: AttemptObserver;
}

/** The queue's schema; the composition root applies it as namespace `core.queue` before creating the service. */
export const queueMigrations: Migration[] = migrations;

const DEFAULT_LEASE_MS = 30_000;
const DEFAULT_MAX_ATTEMPTS = 5;
const MAX_BACKOFF_MS = 3_600_000;

/** 2^attempt seconds, ±20 % so that jobs failing together do not come back together, at most 1 h. */
export function defaultBackoffMs(attempt: number): number {
  const base = 2 ** attempt * 1000;
  return Math.round(Math.min(MAX_BACKOFF_MS, base * (0.8 + Math.random() * 0.4)));
}

/**
 * The standalone host's queue: jobs in the database, claimed atomically by any number of workers in
 * any number of processes. See docs/queue.md for states, leases and failures.
 *
 * @example
 * await database.migrate('core.queue', queueMigrations);
 * const queue = createQueueService({ database, clock: systemClock, logger });
 * queue.process('email.send', async ({ job }) => send(job.payload));
 * const worker = queue.work({ concurrency: 4 });
 */
export function createQueueService({ database, clock, logger, requestContext, observeAttempt }: QueueServiceDeps): QueueService {
  const store = createQueueStore(database);
  const handlers = new Map<string, HandlerEntry>();
  const workers = new Set<HostQueueWorker>();
  const log = logger.child({ service: 'queue' });
  let workersStarted = 0;

  function wakeWorkers(): void {
    for (const worker of workers) worker.wake();
  }

  return {
    async enqueue(name, payload, options = {}) {
      assertPositiveInteger('maxAttempts', options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
      const now = clock.now();
      const job = await store.insert(
        {
          name,
          payload,
          maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
          priority: options.priority ?? 0,
          uniqueKey: options.uniqueKey ?? null,
          runAt: options.runAt ?? now + (options.delayMs ?? 0),
          now,
          requestId: requestContext?.requestId() ?? null,
        },
        options.trx,
      );
      // Inside a transaction the job is invisible until commit; the poll finds it then.
      if (!options.trx) wakeWorkers();
      return job as QueueJob<typeof payload>;
    },

    process(name, handler, options = {}) {
      if (handlers.has(name)) throw new Error(`A handler for queue jobs "${name}" is already registered in this process.`);
      const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
      assertPositiveInteger('leaseMs', leaseMs);
      const entry: HandlerEntry = { handler, leaseMs, backoffMs: options.backoffMs ?? defaultBackoffMs };
      handlers.set(name, entry);
      wakeWorkers();
      return () => {
        if (handlers.get(name) === entry) handlers.delete(name);
      };
    },

    work(options = {}) {
      const concurrency = options.concurrency ?? 1;
      assertPositiveInteger('concurrency', concurrency);
      workersStarted += 1;
      const id = options.workerId ?? `${hostname()}:${process.pid}:${workersStarted}`;
      const worker = startQueueWorker({
        store,
        clock,
        logger: log,
        handlers,
        id,
        concurrency,
        pollIntervalMs: options.pollIntervalMs ?? 500,
        requestContext,
        observeAttempt,
        onStopped: () => workers.delete(worker),
      });
      workers.add(worker);
      return { id: worker.id, drain: () => worker.drain(), stop: (stopOptions) => worker.stop(stopOptions) };
    },

    getJob: (id) => store.get(id),

    listJobs: (filter = {}) => store.list(filter),
    purgeCompleted: (options) => store.purgeCompleted(options),

    async retry(id) {
      const job = await store.retry(id, clock.now());
      if (job) {
        wakeWorkers();
        return job;
      }
      const current = await store.get(id);
      if (!current) throw createError('svc_queue_job_not_found', { params: { id } });
      throw createError('svc_queue_job_not_retryable', { params: { id, state: current.state } });
    },
  };
}

function assertPositiveInteger(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) throw new Error(`Queue option ${name} must be a positive integer, not ${value}.`);
}
