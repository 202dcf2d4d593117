import type { Transaction } from 'kysely';

/**
 * Action fired by each run of the system's periodic maintenance job (every 10 minutes, in one worker
 * of the installation), with `{ now }` (the clock's time): core and addons repair or tidy their own data
 * there (the print queue queues the delivery of completed jobs that have none; the connector prunes its
 * webhook delivery log). A failing listener is logged; the run goes on.
 */
export const MAINTENANCE_ACTION = 'maintenance.run';

/** States of a background job. */
export type QueueJobState = 'queued' | 'running' | 'completed' | 'failed';

/** A background job as stored. */
export interface QueueJob<P = unknown> {
  id: number;
  name: string;
  payload: P;
  state: QueueJobState;
  /** Attempts started so far (a claim counts as an attempt). */
  attempts: number;
  maxAttempts: number;
  priority: number;
  /** Deduplication key: a second enqueue with the same name and key returns the first job. */
  uniqueKey: string | null;
  runAt: number;
  lockedBy: string | null;
  leaseUntil: number | null;
  lastError: { code: string; message: string; permanent: boolean } | null;
  result: unknown;
  createdAt: number;
  updatedAt: number;
  finishedAt: number | null;
  /** The id of the HTTP request that enqueued the job (`X-Request-Id`), so its worker's log lines carry it. */
  requestId?: string | null;
}

/** Options of {@link QueueService.enqueue}. */
export interface EnqueueOptions {
  delayMs?: number;
  runAt?: number;
  /** Default 5. */
  maxAttempts?: number;
  /** Lower runs first; default 0. */
  priority?: number;
  uniqueKey?: string;
  /** Enqueue inside the caller's transaction: the job exists only if the transaction commits. */
  trx?: Transaction<any>;
}

/** What a handler receives for one attempt. */
export interface QueueJobContext<P = unknown> {
  readonly job: QueueJob<P>;
  /** Aborted when the lease was lost (another worker took the job over) or the worker stops. */
  readonly signal: AbortSignal;
  /** Extends the lease now; workers also do it on a timer. */
  heartbeat(): Promise<void>;
}

/** Handles one job name; its resolved value is stored as the job's result. */
export type QueueHandler<P = unknown> = (context: QueueJobContext<P>) => Promise<unknown>;

/** Options of a handler registration. */
export interface ProcessOptions {
  /** Lease length; a job whose worker stops heartbeating is taken over after it. Default 30 s. */
  leaseMs?: number;
  /** Delay before retry `n` (1-based); default exponential 2^n seconds with jitter, at most 1 h. */
  backoffMs?: (attempt: number) => number;
}

/** Options of {@link QueueService.work}. */
export interface WorkOptions {
  /** Jobs run at once by this worker; default 1. */
  concurrency?: number;
  /** How long to wait between polls when there was nothing to claim; default 500 ms. */
  pollIntervalMs?: number;
  /** Identifies the worker in `lockedBy`; default host name and process id. */
  workerId?: string;
}

/** A running worker. */
export interface QueueWorker {
  readonly id: string;
  /**
   * Stops claiming and lets the running jobs settle, then resolves. Without `graceMs` their handlers
   * are aborted at once (they release their jobs) and awaited however long they take. With `graceMs`
   * (process shutdown), they get that long to finish, then are aborted and get as long again to settle;
   * a handler still running after that has its lease released, so another worker takes the job at once.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
  /** Claims and runs jobs until none is due; for tests and one-shot commands. Returns how many ran. */
  drain(): Promise<number>;
}

/**
 * A job queue that lives in the database, in the way of Solid Queue, Oban or pg-boss.
 *
 * Claims are atomic (`FOR UPDATE SKIP LOCKED` on PostgreSQL, a single write statement on SQLite), so
 * any number of workers in any number of processes share the work and never run one job at once.
 * A claim takes a lease that the worker renews; a job whose lease expires is claimed again. Errors
 * are transient (retried with backoff until `maxAttempts`) unless they are {@link PermanentJobError};
 * failed jobs stay with their reason.
 */
export interface QueueService {
  enqueue<P>(name: string, payload: P, options?: EnqueueOptions): Promise<QueueJob<P>>;
  /** Registers the handler of a job name in this process; returns a function that removes it. */
  process<P>(name: string, handler: QueueHandler<P>, options?: ProcessOptions): () => void;
  /** Starts a worker that runs jobs of every name registered in this process. */
  work(options?: WorkOptions): QueueWorker;
  getJob(id: number): Promise<QueueJob | null>;
  listJobs(filter?: { name?: string; state?: QueueJobState; limit?: number }): Promise<QueueJob[]>;
  /** Puts a failed job back in the queue with a fresh attempt budget. */
  retry(id: number): Promise<QueueJob>;
  /**
   * Deletes completed jobs that finished before `finishedBefore` (a clock time), at most `limit` (default
   * 1000) per call; answers how many went. A job with a unique key is kept, since its row is what
   * deduplicates it, unless its name is in `keyedNames`: jobs whose keys never recur (a time slot), whose
   * old rows dedupe nothing. Failed jobs stay for the staff to see.
   */
  purgeCompleted(options: { finishedBefore: number; keyedNames?: readonly string[]; limit?: number }): Promise<number>;
}

const PERMANENT_BRAND = Symbol.for('dcs.permanent-job-error');
const RETRY_LATER_BRAND = Symbol.for('dcs.retry-later-error');

/** Thrown by a handler when retrying cannot help (bad input, a missing record): the job fails now. */
export class PermanentJobError extends Error {
  /** Marks errors made by any copy of this package (see {@link isPermanentJobError}). */
  readonly [PERMANENT_BRAND] = true;
  readonly code: string;
  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
    this.code = code;
  }
}

/** Thrown by a handler to be run again after `delayMs` without using up an attempt. */
export class RetryLaterError extends Error {
  readonly [RETRY_LATER_BRAND] = true;
  readonly delayMs: number;
  constructor(delayMs: number, message = 'retry later') {
    super(message);
    this.name = 'RetryLaterError';
    this.delayMs = delayMs;
  }
}

/**
 * Whether `value` is a {@link PermanentJobError}, also one made by another copy of this package (an
 * addon's, or the native copy next to a test runner's transformed one), where `instanceof` fails.
 */
export function isPermanentJobError(value: unknown): value is PermanentJobError {
  return value instanceof PermanentJobError || (value instanceof Error && (value as unknown as Record<symbol, unknown>)[PERMANENT_BRAND] === true);
}

/** Whether `value` is a {@link RetryLaterError}, from any copy of this package. */
export function isRetryLaterError(value: unknown): value is RetryLaterError {
  return value instanceof RetryLaterError || (value instanceof Error && (value as unknown as Record<symbol, unknown>)[RETRY_LATER_BRAND] === true);
}
