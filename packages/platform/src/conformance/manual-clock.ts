import type { Clock } from '../services/clock.ts';

/** A clock that moves only when told; conformance suites use it for expiry and backoff. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(ms: number): void;
}

/** Starts at `start` (default 2026-01-01T00:00:00Z). */
export function createManualClock(start = Date.UTC(2026, 0, 1)): ManualClock {
  let now = start;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
    set: (ms) => {
      now = ms;
    },
  };
}
