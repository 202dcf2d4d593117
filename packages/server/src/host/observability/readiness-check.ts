/** One check's verdict; `error` (why it failed) is for the log, not for the anonymous caller. */
export interface CheckResult {
  ok: boolean;
  /** Still running after the answer's wait: a busy dependency, reported with the last verdict. */
  slow?: boolean;
  error?: string;
}

/** Bounds of a {@link createReadinessCheck}. */
export interface ReadinessCheckOptions {
  /** How long a probe waits for a running check before answering with the last verdict. */
  waitMs: number;
  /** A check still unanswered after this long has hung: the dependency fails. */
  hangMs: number;
}

/**
 * One dependency check of the readiness probe, told apart from load. Probes share the check in flight
 * (a load balancer probing every second never piles queries on a busy database); a probe waits for it
 * at most `waitMs`, then answers with the last verdict: a slow answer is a busy node, which must stay in
 * the pool exactly when capacity is short. Only an error, or no answer for `hangMs`, fails the check.
 */
export function createReadinessCheck(run: () => Promise<unknown>, options: ReadinessCheckOptions, now: () => number = Date.now): () => Promise<CheckResult> {
  let last: CheckResult | null = null;
  let running: { since: number; done: Promise<CheckResult> } | null = null;

  function start() {
    const done = run().then(
      (): CheckResult => ({ ok: true }),
      (error: unknown): CheckResult => ({ ok: false, error: error instanceof Error ? error.message : String(error) }),
    );
    const flight = { since: now(), done };
    running = flight;
    void done.then((result) => {
      last = result;
      if (running === flight) running = null;
    });
    return flight;
  }

  return async () => {
    const flight = running ?? start();
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), options.waitMs);
    });
    const result = await Promise.race([flight.done, waited]).finally(() => clearTimeout(timer));
    if (result) return result;
    const pending = now() - flight.since;
    if (pending >= options.hangMs) return { ok: false, error: `no answer within ${Math.round(pending)} ms` };
    // Busy: the last verdict stands (before any, the process has just reached its dependencies at start).
    return { ...(last ?? { ok: true }), slow: true };
  };
}
