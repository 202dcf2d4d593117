import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of a process's live threads by kind (main thread, V8's helpers, libuv's pool, libvips…), in
 * ms: where the time goes besides the JavaScript a CPU profile shows, and the figure other load on a
 * shared machine disturbs least. Threads that ended are missing. Linux only (`/proc`).
 */
export function threadCpuMs(pid: number | 'self' = 'self'): Map<string, number> {
  const main = pid === 'self' ? String(process.pid) : String(pid);
  const byKind = new Map<string, number>();
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8');
      const name = thread === main ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/[-_ ]?\d+$/, '');
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      byKind.set(name, (byKind.get(name) ?? 0) + ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
    } catch {
      // the thread ended meanwhile
    }
  }
  return byKind;
}
