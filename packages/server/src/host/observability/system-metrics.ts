import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { HooksService, QueueJobState } from '@dcs/platform';

/** How a queue job attempt ended: as the worker settled it, or `lost` when another worker had taken it over. */
export type JobOutcome = 'completed' | 'retry' | 'failed' | 'release' | 'lost';

/** What {@link createSystemMetrics} needs. */
export interface SystemMetricsDeps {
  /** Jobs per name and state, read at scrape time (from the queue's trigger-kept counter). */
  queueDepth(): Promise<Array<{ name: string; state: QueueJobState; count: number }>>;
  /** The addons saved active, by whether this process runs them, read at scrape time. */
  addonState(): Promise<{ running: readonly string[]; notRunning: readonly string[] }>;
}

/**
 * The Prometheus metrics of one process, on a registry of its own (no prom-client global), so two
 * systems in one process (tests) never share counters.
 */
export interface SystemMetrics {
  readonly registry: Registry;
  /** One answered request; `route` is the route template, never the raw URL (bounded label values). */
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  /** One finished queue job attempt. */
  observeJob(labels: { name: string; outcome: JobOutcome }, seconds: number): void;
  /** One failed storage driver call (a missing object is an answer, not an error). */
  countStorageError(operation: string): void;
  /**
   * Counts each firing of hook action `action` on `counter` with `labels`; returns the remover. Any
   * counter of {@link SystemMetrics.counters} can be fed this way.
   */
  countAction(hooks: HooksService, action: string, counter: Counter<string>, labels?: Record<string, string>): () => void;
  readonly counters: { signInAttempts: Counter<'outcome'> };
}

/** Sign-in hook actions and the `outcome` label each one counts as. */
export const SIGN_IN_ACTIONS: Readonly<Record<string, string>> = {
  'auth.signed_in': 'succeeded',
  'auth.sign_in_failed': 'failed',
  'auth.sign_in_throttled': 'throttled',
};

/** Creates the registry with the default process metrics and the service's own. */
export function createSystemMetrics(deps: SystemMetricsDeps): SystemMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'dcs_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobs = new Histogram({
    name: 'dcs_queue_job_duration_seconds',
    help: 'Time of one queue job attempt, by job name and outcome.',
    labelNames: ['name', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    registers: [registry],
  });
  const storageErrors = new Counter({
    name: 'dcs_storage_errors_total',
    help: 'Storage driver calls that failed, by operation.',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  const signInAttempts = new Counter({
    name: 'dcs_sign_in_attempts_total',
    help: 'Admin sign-in attempts, by outcome (counted from the auth.* hook actions).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'dcs_queue_jobs',
    help: 'Queue jobs by job name and state, read from the database at scrape time.',
    labelNames: ['name', 'state'] as const,
    registers: [registry],
    async collect() {
      const counts = await deps.queueDepth();
      this.reset();
      for (const { name, state, count } of counts) this.set({ name, state }, count);
    },
  });

  new Gauge({
    name: 'dcs_addons',
    help: 'Addons saved active, by whether this process runs them (not_running: failed to start here, or not synced yet).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const state = await deps.addonState();
      this.set({ state: 'running' }, state.running.length);
      this.set({ state: 'not_running' }, state.notRunning.length);
    },
  });

  return {
    registry,
    observeRequest: ({ method, route, status }, seconds) => requests.observe({ method, route, status: String(status) }, seconds),
    observeJob: (labels, seconds) => jobs.observe(labels, seconds),
    countStorageError: (operation) => storageErrors.inc({ operation }),
    countAction: (hooks, action, counter, labels = {}) => hooks.addAction(action, () => counter.inc(labels)),
    counters: { signInAttempts },
  };
}
