import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function readStats(): Map<number, { ppid: number; ticks: number }> {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command (which may hold spaces) in parentheses: state ppid … utime(14) stime(15).
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return stats;
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
};

/**
 * CPU time (user + system, ms) used so far by this process's children whose command line contains
 * `command`, with all their descendants, read from /proc: a step's work, which a loaded machine
 * stretches in wall time but not in CPU time. Linux only.
 */
export function childrenCpuMs(command: string): number {
  const stats = readStats();
  const roots = new Set([...stats].filter(([pid, stat]) => stat.ppid === process.pid && commandOf(pid).includes(command)).map(([pid]) => pid));
  let ticks = 0;
  for (const [pid, stat] of stats) {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = stats.get(at)?.ppid) {
      if (roots.has(at)) {
        ticks += stat.ticks;
        break;
      }
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
