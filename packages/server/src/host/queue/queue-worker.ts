import { randomUUID } from 'node:crypto';
import {
  isPermanentJobError,
  isRetryLaterError,
  createError,
  type Clock,
  type Logger,
  type QueueHandler,
  type QueueJob,
  type QueueJobContext,
  type QueueWorker,
} from '@dcs/platform';
import type { RequestContext } from '../observability/request-context.ts';
import type { AttemptOutcome, QueueStore } from './queue-store.ts';

/** Told when an attempt ends: the job's name, how it ended, and how long the handler ran. */
export type AttemptObserver = (name: string, outcome: AttemptOutcome['kind'] | 'lost', durationMs: number) => void;

/** One job name's registration in this process. */
export interface HandlerEntry {
  handler: QueueHandler<any>;
  leaseMs: number;
  backoffMs: (attempt: number) => number;
}

/** What {@link startQueueWorker} needs. */
export interface QueueWorkerDeps {
  store: QueueStore;
  clock: Clock;
  logger: Logger;
  /** The live registry: handlers added or removed later are seen at the next claim. */
  handlers: ReadonlyMap<string, HandlerEntry>;
  id: string;
  concurrency: number;
  pollIntervalMs: number;
  requestContext?: RequestContext;
  observeAttempt?: AttemptObserver;
  onStopped(): void;
}

/** A worker plus the hook that ends its nap when there may be work (a local enqueue, a new handler). */
export interface HostQueueWorker extends QueueWorker {
  wake(): void;
}

/**
 * Starts the polling loop of one worker. At most `concurrency` jobs run at once, counting the claims
 * in flight, whether the loop or {@link QueueWorker.drain} made them.
 */
export function startQueueWorker(deps: QueueWorkerDeps): HostQueueWorker {
  const { store, clock, handlers, id, concurrency, pollIntervalMs } = deps;
  const logger = deps.logger.child({ worker: id });
  const running = new Set<Promise<void>>();
  const controllers = new Set<AbortController>();
  // The lease of every running job, so a bounded stop can give back the jobs whose handlers hang.
  const leases = new Map<number, { token: string; giveUp(): void }>();
  let busy = 0;
  let finished = 0;
  let stopping = false;
  let stopped: Promise<void> | null = null;
  let endNap: (() => void) | null = null;

  function wake(): void {
    endNap?.();
  }

  function nap(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        endNap = null;
        resolve();
      }
      endNap = done;
    });
  }

  /** Claims one due job and starts it; false when full, stopping or nothing is due. */
  async function claimOne(): Promise<boolean> {
    if (stopping || busy >= concurrency) return false;
    busy += 1;
    let job: QueueJob | null = null;
    const leaseToken = randomUUID();
    try {
      const leases = new Map([...handlers].map(([name, entry]) => [name, entry.leaseMs]));
      job = await store.claim([...leases.keys()], leases, id, leaseToken, clock.now());
    } finally {
      if (!job) busy -= 1;
    }
    if (!job) return false;
    const claimed = job;
    const attempt = () => runJob(claimed, leaseToken);
    // The job runs in the context of the request that enqueued it: its log lines carry that id.
    const started = claimed.requestId && deps.requestContext ? deps.requestContext.run({ requestId: claimed.requestId }, attempt) : attempt();
    const run = started.finally(() => {
      busy -= 1;
      finished += 1;
      running.delete(run);
      wake();
    });
    running.add(run);
    return true;
  }

  async function runJob(job: QueueJob, leaseToken: string): Promise<void> {
    const log = logger.child({ job: job.id, name: job.name, attempt: job.attempts });
    const entry = handlers.get(job.name);
    if (!entry) {
      // The handler was removed between the claim and now: give the job back untouched.
      await settle(job, leaseToken, { kind: 'release', runAt: clock.now() }, log);
      return;
    }
    const controller = new AbortController();
    controllers.add(controller);
    if (stopping) controller.abort();
    let lost = false;
    async function beat(): Promise<boolean> {
      if (lost) return false;
      const now = clock.now();
      const kept = await store.heartbeat(job.id, leaseToken, now + entry!.leaseMs, now);
      if (!kept && !lost) {
        lost = true;
        controller.abort(createError('svc_queue_lease_lost', { params: { id: job.id } }));
      }
      return kept;
    }
    const timer = setInterval(() => {
      beat().catch((error: unknown) => log.warn({ err: error }, 'queue heartbeat failed'));
    }, Math.max(10, Math.floor(entry.leaseMs / 3)));
    leases.set(job.id, {
      token: leaseToken,
      giveUp: () => {
        lost = true;
        clearInterval(timer);
      },
    });
    const context: QueueJobContext = {
      job,
      signal: controller.signal,
      heartbeat: async () => {
        if (!(await beat())) throw controller.signal.reason;
      },
    };
    let outcome: AttemptOutcome;
    const startedAt = performance.now();
    try {
      outcome = { kind: 'completed', result: await entry.handler(context) };
    } catch (error) {
      outcome = classify(error, job, entry, stopping && controller.signal.aborted && !lost);
      if (outcome.kind !== 'release') log.warn({ err: error, outcome: outcome.kind }, 'queue job attempt failed');
    } finally {
      clearInterval(timer);
      controllers.delete(controller);
      leases.delete(job.id);
    }
    deps.observeAttempt?.(job.name, lost ? 'lost' : outcome.kind, performance.now() - startedAt);
    if (lost) {
      log.warn('queue job was taken over by another worker or released at shutdown; this attempt is dropped');
      return;
    }
    await settle(job, leaseToken, outcome, log);
  }

  function classify(error: unknown, job: QueueJob, entry: HandlerEntry, interrupted: boolean): AttemptOutcome {
    const now = clock.now();
    if (isRetryLaterError(error)) return { kind: 'release', runAt: now + Math.max(0, error.delayMs) };
    if (isPermanentJobError(error)) {
      return { kind: 'failed', error: { code: error.code, message: error.message, permanent: true } };
    }
    // The handler gave up because this worker is stopping: the job was not at fault.
    if (interrupted) return { kind: 'release', runAt: now };
    const code = (error as { code?: unknown } | null)?.code;
    const lastError = {
      code: typeof code === 'string' ? code : 'svc_queue_job_failed',
      message: error instanceof Error ? error.message : String(error),
      permanent: false,
    };
    if (job.attempts >= job.maxAttempts) return { kind: 'failed', error: lastError };
    return { kind: 'retry', runAt: now + Math.max(0, entry.backoffMs(job.attempts)), error: lastError };
  }

  async function settle(job: QueueJob, leaseToken: string, outcome: AttemptOutcome, log: Logger): Promise<void> {
    try {
      const written = await store.settle(job.id, leaseToken, outcome, clock.now());
      if (!written) log.warn({ outcome: outcome.kind }, 'queue job lease was lost before the attempt ended; outcome dropped');
    } catch (error) {
      // The lease runs out and another worker retries the job; nothing more to do here.
      log.error({ err: error, outcome: outcome.kind }, 'queue job outcome could not be written');
    }
  }

  /** Whether every running job settled within `ms`. */
  async function settledWithin(ms: number): Promise<boolean> {
    const deadline = performance.now() + ms;
    while (busy > 0) {
      const left = deadline - performance.now();
      if (left <= 0) return false;
      let timer: NodeJS.Timeout | undefined;
      // A claim in flight has nothing in `running` yet: look again shortly.
      const nap = new Promise((resolve) => (timer = setTimeout(resolve, running.size > 0 ? left : Math.min(left, 5))));
      await Promise.race(running.size > 0 ? [nap, Promise.allSettled([...running])] : [nap]);
      clearTimeout(timer);
    }
    return true;
  }

  /**
   * Gives back the jobs whose handlers ignored the abort: the lease goes (fenced by its token, so a job
   * that settled meanwhile is untouched) and another worker claims the job at once. The handler's own
   * outcome, should it ever come, is dropped; the process is about to exit anyway.
   */
  async function releaseHanging(): Promise<void> {
    for (const [id, lease] of leases) {
      lease.giveUp();
      const released = await store.settle(id, lease.token, { kind: 'release', runAt: clock.now() }, clock.now()).catch(() => false);
      if (released) logger.warn({ job: id }, 'queue job released at shutdown: its handler did not stop in time');
    }
  }

  const loop = (async () => {
    while (!stopping) {
      let claimed = false;
      try {
        claimed = await claimOne();
      } catch (error) {
        logger.error({ err: error }, 'queue claim failed');
      }
      if (!claimed && !stopping) await nap(pollIntervalMs);
    }
  })();

  /** Stops the loop, then lets the running jobs settle: at once aborted, or within `graceMs` twice (see QueueWorker.stop). */
  async function stopOnce(graceMs: number | undefined): Promise<void> {
    const abortAll = () => {
      for (const controller of controllers) controller.abort();
    };
    stopping = true;
    wake();
    if (graceMs === undefined) abortAll();
    await loop;
    if (graceMs !== undefined && !(await settledWithin(graceMs))) {
      abortAll();
      if (!(await settledWithin(graceMs))) {
        await releaseHanging();
        deps.onStopped();
        return;
      }
    }
    while (busy > 0) {
      await (running.size > 0 ? Promise.allSettled([...running]) : new Promise((resolve) => setTimeout(resolve, 5)));
    }
    deps.onStopped();
  }

  return {
    id,
    wake,
    async drain() {
      // Counts every attempt this worker finished meanwhile, whether drain or the polling loop claimed it.
      const before = finished;
      for (;;) {
        while (await claimOne());
        if (busy === 0) return finished - before;
        // A claim of the polling loop may be in flight with nothing running yet: look again shortly.
        await (running.size > 0 ? Promise.race(running) : new Promise((resolve) => setTimeout(resolve, 5)));
      }
    },
    stop(options = {}) {
      // One stop per worker: a second call (a cleanup after a shutdown) waits for the first, and never
      // for handlers that a bounded stop already let go of.
      stopped ??= stopOnce(options.graceMs);
      return stopped;
    },
  };
}
