import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The folder where test processes list the process groups they started (`DCS_TEST_PROCESSES`, set by
 * the suite's global setup), so its teardown kills what a crashed or killed test worker left behind.
 */
export const PROCESS_LIST_ENV = 'DCS_TEST_PROCESSES';

// Process-wide by nature: the exit hook of this process must reach every group it started, whichever
// module started it. Nothing else is kept here.
const running = new Set<ChildProcess>();
let hooked = false;

/** Sends `signal` to the child's whole process group (its own children too), or to the child alone. */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/**
 * Keeps a started child (spawned `detached`, so it leads its own process group) until it exits: when
 * this process exits first, the group is SIGKILLed, and under the suite its pid is listed for the
 * global teardown. A test that times out, a bench whose next process fails to start, a worker that
 * ends: none leaves a `dcs` running.
 */
export function trackChild(child: ChildProcess): void {
  if (child.pid === undefined) return;
  running.add(child);
  const listDir = process.env[PROCESS_LIST_ENV];
  const listed = listDir ? join(listDir, String(child.pid)) : null;
  if (listed) {
    mkdirSync(listDir!, { recursive: true });
    writeFileSync(listed, String(child.pid));
  }
  child.once('exit', () => {
    running.delete(child);
    if (listed) rmSync(listed, { force: true });
  });
  if (!hooked) {
    hooked = true;
    const killAll = () => {
      for (const started of running) killGroup(started, 'SIGKILL');
    };
    process.once('exit', killAll);
    // Started groups no longer get the terminal's Ctrl-C: pass a stop on, then stop as the signal would.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.once(signal, () => {
        killAll();
        process.kill(process.pid, signal);
      });
    }
  }
}

/** Kills every process group listed in `dir` that still runs, then removes the list: the suite's teardown. */
export function killListedProcesses(dir: string): number {
  let killed = 0;
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return 0;
  }
  for (const name of entries) {
    const pid = Number(readFileSync(join(dir, name), 'utf8'));
    if (!Number.isInteger(pid) || pid <= 1) continue;
    try {
      process.kill(-pid, 'SIGKILL');
      killed++;
    } catch {
      // Gone already.
    }
  }
  rmSync(dir, { recursive: true, force: true });
  return killed;
}
