import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import {
  PermanentJobError,
  RetryLaterError,
  type DatabaseService,
  type QueueJobContext,
  type QueueService,
  type QueueWorker,
  type WorkOptions,
} from '../index.ts';
import type { ConformanceHarness } from './database-conformance.ts';
import type { ManualClock } from './manual-clock.ts';

/** What the queue suite needs: a queue over an empty, migrated database, its clock, and the database. */
export interface QueueConformanceServices {
  queue: QueueService;
  /** The clock the queue was created with. */
  clock: ManualClock;
  /** The database the queue lives in, for enqueueing inside a transaction. */
  database: DatabaseService;
}

/**
 * The contract of {@link QueueService}: results, order, delays, retries with backoff, permanent and
 * retry-later errors, deduplication, transactional enqueue, leases and fencing, concurrency, stop.
 * Each test uses its own job names, so one database serves the whole suite.
 */
export function queueConformance(harness: ConformanceHarness<QueueConformanceServices>): void {
  let queue: QueueService;
  let clock: ManualClock;
  let database: DatabaseService;
  const cleanups: Array<() => unknown> = [];

  beforeAll(async () => {
    ({ queue, clock, database } = await harness.setup());
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(() => harness.teardown());

  function handle<P>(name: string, handler: (context: QueueJobContext<P>) => Promise<unknown>, leaseMs?: number, backoffMs?: (attempt: number) => number): void {
    cleanups.push(queue.process<P>(name, handler, { leaseMs, backoffMs }));
  }
  function work(options: WorkOptions = {}): QueueWorker {
    const worker = queue.work({ pollIntervalMs: 20, ...options });
    cleanups.push(() => worker.stop());
    return worker;
  }

  it('runs a job and keeps its result', async () => {
    handle<{ n: number }>('conf.double', async ({ job }) => ({ doubled: job.payload.n * 2 }));
    const job = await queue.enqueue('conf.double', { n: 21 });
    expect(job).toMatchObject({ name: 'conf.double', payload: { n: 21 }, state: 'queued', attempts: 0, maxAttempts: 5, priority: 0 });
    expect(job.runAt).toBe(clock.now());
    expect(await work().drain()).toBe(1);
    const done = await queue.getJob(job.id);
    expect(done).toMatchObject({ state: 'completed', attempts: 1, result: { doubled: 42 }, lockedBy: null, leaseUntil: null, lastError: null });
    expect(done?.finishedAt).toBe(clock.now());
    expect((await queue.listJobs({ name: 'conf.double', state: 'completed' })).map((j) => j.id)).toEqual([job.id]);
    expect(await queue.getJob(999_999_999)).toBeNull();
  });

  it('runs due jobs by priority, then by run time', async () => {
    const now = clock.now();
    const ran: string[] = [];
    await queue.enqueue('conf.order', 'late', { priority: 5 });
    await queue.enqueue('conf.order', 'newer', { runAt: now - 10 });
    await queue.enqueue('conf.order', 'older', { runAt: now - 20 });
    await queue.enqueue('conf.order', 'urgent', { priority: -1 });
    handle<string>('conf.order', async ({ job }) => ran.push(job.payload));
    await work({ concurrency: 1 }).drain();
    expect(ran).toEqual(['urgent', 'older', 'newer', 'late']);
  });

  it('runs only names with a handler in this process', async () => {
    const orphan = await queue.enqueue('conf.orphan', null);
    handle('conf.known', async () => 'ok');
    expect(await work().drain()).toBe(0);
    expect((await queue.getJob(orphan.id))?.state).toBe('queued');
  });

  it('waits for a delay or a run time', async () => {
    handle('conf.delay', async () => 'ok');
    const delayed = await queue.enqueue('conf.delay', 1, { delayMs: 10_000 });
    const scheduled = await queue.enqueue('conf.delay', 2, { runAt: clock.now() + 20_000 });
    expect(delayed.runAt).toBe(clock.now() + 10_000);
    const worker = work();
    expect(await worker.drain()).toBe(0);
    clock.advance(10_000);
    expect(await worker.drain()).toBe(1);
    expect((await queue.getJob(scheduled.id))?.state).toBe('queued');
    clock.advance(10_000);
    expect(await worker.drain()).toBe(1);
    expect((await queue.getJob(scheduled.id))?.state).toBe('completed');
  });

  it('retries a transient error with backoff, then fails with the reason', async () => {
    handle('conf.flaky', async () => Promise.reject(new Error('printer offline')), undefined, (attempt) => attempt * 1000);
    const job = await queue.enqueue('conf.flaky', null, { maxAttempts: 3 });
    const worker = work();
    const lastError = { code: 'svc_queue_job_failed', message: 'printer offline', permanent: false };

    expect(await worker.drain()).toBe(1);
    expect(await queue.getJob(job.id)).toMatchObject({ state: 'queued', attempts: 1, runAt: clock.now() + 1000, lastError });
    clock.advance(999);
    expect(await worker.drain()).toBe(0);
    clock.advance(1);
    expect(await worker.drain()).toBe(1);
    expect(await queue.getJob(job.id)).toMatchObject({ state: 'queued', attempts: 2, runAt: clock.now() + 2000 });
    clock.advance(2000);
    expect(await worker.drain()).toBe(1);
    const failed = await queue.getJob(job.id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 3, lastError, finishedAt: clock.now(), lockedBy: null });
    clock.advance(3_600_000);
    expect(await worker.drain()).toBe(0);
  });

  it('backs off exponentially with jitter by default and keeps an error code', async () => {
    handle('conf.backoff', async () => Promise.reject(Object.assign(new Error('busy'), { code: 'E_BUSY' })));
    const job = await queue.enqueue('conf.backoff', null);
    await work().drain();
    const after = await queue.getJob(job.id);
    expect(after?.lastError).toEqual({ code: 'E_BUSY', message: 'busy', permanent: false });
    const delay = after!.runAt - clock.now();
    expect(delay).toBeGreaterThanOrEqual(1000);
    expect(delay).toBeLessThanOrEqual(4000);
  });

  it('fails a permanent error at once', async () => {
    let calls = 0;
    handle('conf.permanent', async () => {
      calls += 1;
      throw new PermanentJobError('design_missing', 'The design no longer exists.');
    });
    const job = await queue.enqueue('conf.permanent', null, { maxAttempts: 5 });
    await work().drain();
    expect(calls).toBe(1);
    expect(await queue.getJob(job.id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: { code: 'design_missing', message: 'The design no longer exists.', permanent: true },
    });
  });

  it('runs a RetryLaterError job again after its delay without using up an attempt', async () => {
    let calls = 0;
    handle('conf.later', async () => {
      calls += 1;
      if (calls === 1) throw new RetryLaterError(5000, 'stock not yet synced');
      return 'done';
    });
    const job = await queue.enqueue('conf.later', null, { maxAttempts: 1 });
    const worker = work();
    await worker.drain();
    expect(await queue.getJob(job.id)).toMatchObject({ state: 'queued', attempts: 0, runAt: clock.now() + 5000 });
    expect(await worker.drain()).toBe(0);
    clock.advance(5000);
    expect(await worker.drain()).toBe(1);
    expect(await queue.getJob(job.id)).toMatchObject({ state: 'completed', attempts: 1, result: 'done' });
  });

  it('deduplicates by name and unique key, also under concurrent enqueues', async () => {
    const first = await queue.enqueue('conf.unique', { v: 1 }, { uniqueKey: 'order-1' });
    const second = await queue.enqueue('conf.unique', { v: 2 }, { uniqueKey: 'order-1' });
    expect(second.id).toBe(first.id);
    expect(second.payload).toEqual({ v: 1 });
    const otherName = await queue.enqueue('conf.unique-other', null, { uniqueKey: 'order-1' });
    expect(otherName.id).not.toBe(first.id);
    const racing = await Promise.all(
      Array.from({ length: 12 }, (_, i) => queue.enqueue('conf.unique', { i }, { uniqueKey: 'order-2' })),
    );
    expect(new Set(racing.map((j) => j.id)).size).toBe(1);
    const plain = await Promise.all([queue.enqueue('conf.unique', 1), queue.enqueue('conf.unique', 2)]);
    expect(plain[0].id).not.toBe(plain[1].id);
    expect(await queue.listJobs({ name: 'conf.unique' })).toHaveLength(4);
  });

  it('purges completed jobs finished before a time, keeping keyed ones unless named, failed and pending ones', async () => {
    handle<string>('conf.purge', async ({ job }) => {
      if (job.payload === 'fail') throw new PermanentJobError('conf_purge', 'no');
      return 'ok';
    });
    handle('conf.purge-slot', async () => 'ok');
    const old = await queue.enqueue('conf.purge', 'old');
    const keyed = await queue.enqueue('conf.purge', 'keyed', { uniqueKey: 'purge-1' });
    const slot = await queue.enqueue('conf.purge-slot', 'slot', { uniqueKey: 'slot-1' });
    const failed = await queue.enqueue('conf.purge', 'fail', { maxAttempts: 1 });
    const worker = work();
    await worker.drain();
    clock.advance(1000);
    const recent = await queue.enqueue('conf.purge', 'recent');
    await worker.drain();
    const pending = await queue.enqueue('conf.purge', 'pending', { runAt: clock.now() + 60_000 });

    // Other tests' completed jobs (the suite shares one database) go too.
    expect(await queue.purgeCompleted({ finishedBefore: clock.now(), keyedNames: ['conf.purge-slot'] })).toBeGreaterThanOrEqual(2);
    expect(await queue.getJob(old.id)).toBeNull();
    expect(await queue.getJob(slot.id)).toBeNull();
    for (const kept of [keyed, failed, recent, pending]) expect(await queue.getJob(kept.id)).not.toBeNull();
    // The keyed job still deduplicates; the slot's key is free again.
    expect((await queue.enqueue('conf.purge', 'again', { uniqueKey: 'purge-1' })).id).toBe(keyed.id);
    expect(await queue.purgeCompleted({ finishedBefore: clock.now() })).toBe(0);
  });

  it('enqueues inside a transaction: nothing when it rolls back, the job when it commits', async () => {
    await expect(
      database.transaction(async (trx) => {
        await queue.enqueue('conf.trx', 'lost', { trx });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await queue.listJobs({ name: 'conf.trx' })).toEqual([]);
    await database.transaction(async (trx) => queue.enqueue('conf.trx', 'kept', { trx }));
    expect((await queue.listJobs({ name: 'conf.trx' })).map((j) => j.payload)).toEqual(['kept']);
  });

  it('extends the lease on heartbeat, and another worker takes a job over once its lease expires', async () => {
    const release = deferred();
    let firstAttempt: QueueJobContext | undefined;
    handle(
      'conf.lease',
      async (context) => {
        if (context.job.attempts > 1) return `taken over by attempt ${context.job.attempts}`;
        firstAttempt = context;
        await release.promise;
        return 'stale';
      },
      60_000,
    );
    const job = await queue.enqueue('conf.lease', null);
    work({ workerId: 'stuck' });
    await until(async () => (await queue.getJob(job.id))?.state === 'running');
    expect(await queue.getJob(job.id)).toMatchObject({ lockedBy: 'stuck', attempts: 1, leaseUntil: clock.now() + 60_000 });

    clock.advance(50_000);
    await firstAttempt!.heartbeat();
    expect((await queue.getJob(job.id))?.leaseUntil).toBe(clock.now() + 60_000);
    const rescuer = work({ workerId: 'rescuer' });
    clock.advance(50_000);
    expect(await rescuer.drain()).toBe(0);

    clock.advance(10_001);
    expect(await rescuer.drain()).toBe(1);
    expect(await queue.getJob(job.id)).toMatchObject({ state: 'completed', attempts: 2, result: 'taken over by attempt 2' });
    release.resolve();
  });

  it('fences a worker that lost its lease: it can neither complete nor fail the job', async () => {
    const releases = [deferred(), deferred()];
    const stale: QueueJobContext[] = [];
    const rescuerGate = deferred();
    handle<string>(
      'conf.fence',
      async (context) => {
        if (context.job.attempts === 1) {
          stale.push(context);
          await releases[stale.length - 1]!.promise;
          if (context.job.payload === 'fail') throw new PermanentJobError('stale', 'stale failure');
          return 'stale result';
        }
        await rescuerGate.promise;
        return 'rescuer result';
      },
      60_000,
    );
    const toComplete = await queue.enqueue('conf.fence', 'complete');
    const toFail = await queue.enqueue('conf.fence', 'fail');
    const stuck = work({ workerId: 'stuck', concurrency: 2 });
    await until(async () => stale.length === 2);
    clock.advance(60_001);
    const rescuer = work({ workerId: 'rescuer', concurrency: 2 });
    await until(async () => (await queue.listJobs({ name: 'conf.fence' })).every((j) => j.lockedBy === 'rescuer'));

    await expect(stale[0]!.heartbeat()).rejects.toMatchObject({ code: 'svc_queue_lease_lost' });
    expect(stale[0]!.signal.aborted).toBe(true);
    releases[0]!.resolve();
    releases[1]!.resolve();
    await stuck.stop();
    expect(await queue.getJob(toComplete.id)).toMatchObject({ state: 'running', lockedBy: 'rescuer', result: null });
    expect(await queue.getJob(toFail.id)).toMatchObject({ state: 'running', lockedBy: 'rescuer', lastError: null });

    rescuerGate.resolve();
    await rescuer.drain();
    expect(await queue.getJob(toComplete.id)).toMatchObject({ state: 'completed', result: 'rescuer result' });
    expect(await queue.getJob(toFail.id)).toMatchObject({ state: 'completed', result: 'rescuer result' });
  });

  it('retries a failed job with a fresh attempt budget', async () => {
    let fail = true;
    handle('conf.retry', async () => {
      if (fail) throw new PermanentJobError('bad', 'bad input');
      return 'fixed';
    });
    const job = await queue.enqueue('conf.retry', null, { maxAttempts: 2 });
    const worker = work();
    await worker.drain();
    expect((await queue.getJob(job.id))?.state).toBe('failed');
    fail = false;
    expect(await queue.retry(job.id)).toMatchObject({ state: 'queued', attempts: 0, runAt: clock.now() });
    await worker.drain();
    expect(await queue.getJob(job.id)).toMatchObject({ state: 'completed', attempts: 1, result: 'fixed' });
    await expect(queue.retry(job.id)).rejects.toMatchObject({ code: 'svc_queue_job_not_retryable' });
    await expect(queue.retry(999_999_999)).rejects.toMatchObject({ code: 'svc_queue_job_not_found' });
  });

  it('runs at most `concurrency` jobs at once', async () => {
    let active = 0;
    let peak = 0;
    const full = deferred();
    handle('conf.concurrency', async () => {
      active += 1;
      peak = Math.max(peak, active);
      if (active === 3) full.resolve();
      // Hold the first jobs until the limit is reached, so a slow machine still shows the peak.
      await Promise.race([full.promise, new Promise((resolve) => setTimeout(resolve, 1000))]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active -= 1;
    });
    for (let i = 0; i < 9; i += 1) await queue.enqueue('conf.concurrency', i);
    expect(await work({ concurrency: 3 }).drain()).toBe(9);
    expect(peak).toBe(3);
    expect(await queue.listJobs({ name: 'conf.concurrency', state: 'completed' })).toHaveLength(9);
  });

  it('stops gracefully: claims nothing more, aborts the signal and waits for running jobs', async () => {
    const started = deferred();
    const events: string[] = [];
    handle<string>('conf.stop', async ({ job, signal }) => {
      started.resolve();
      await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      if (job.payload === 'interrupted') throw signal.reason;
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push(`finished ${job.payload}`);
      return 'finished after abort';
    });
    const finishing = await queue.enqueue('conf.stop', 'finishing');
    const worker = work();
    await started.promise;
    await worker.stop();
    events.push('stopped');
    expect(events).toEqual(['finished finishing', 'stopped']);
    expect(await queue.getJob(finishing.id)).toMatchObject({ state: 'completed', result: 'finished after abort' });

    const interrupted = await queue.enqueue('conf.stop', 'interrupted');
    const second = work();
    await until(async () => (await queue.getJob(interrupted.id))?.state === 'running');
    await second.stop();
    // Interrupted by the stop, not by its own fault: back in the queue with its attempt given back.
    expect(await queue.getJob(interrupted.id)).toMatchObject({ state: 'queued', attempts: 0, lastError: null });
    expect(await second.drain()).toBe(0);
  });

  it('stops within a grace: lets a job finish, aborts the next, releases one that ignores the abort', async () => {
    const events: string[] = [];
    handle<string>('conf.grace', async ({ job, signal }) => {
      events.push(`started ${job.payload}`);
      if (job.payload === 'quick') return new Promise((resolve) => setTimeout(() => resolve('done'), 30));
      if (job.payload === 'aborts') return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
      // Ignores its signal: only the lease release gets the job back.
      return new Promise(() => undefined);
    });
    const quick = await queue.enqueue('conf.grace', 'quick');
    let worker = work();
    await until(async () => events.includes('started quick'));
    await worker.stop({ graceMs: 2000 });
    expect(await queue.getJob(quick.id)).toMatchObject({ state: 'completed', result: 'done' });

    const aborts = await queue.enqueue('conf.grace', 'aborts');
    worker = work();
    await until(async () => events.includes('started aborts'));
    await worker.stop({ graceMs: 30 });
    expect(await queue.getJob(aborts.id)).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null });

    const hangs = await queue.enqueue('conf.grace', 'hangs', { priority: -1 });
    worker = work();
    await until(async () => events.includes('started hangs'));
    const stopped = Date.now();
    await worker.stop({ graceMs: 30 });
    expect(Date.now() - stopped).toBeLessThan(2000);
    // Released with its attempt given back, long before its 30 s lease would have run out.
    expect(await queue.getJob(hangs.id)).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null, leaseUntil: null });
  });
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

async function until(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Condition not met in time.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
