import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killListedProcesses } from './child-processes.ts';
import { DCS_NODE_FLAGS, startDcs } from './spawn-dcs.ts';

const NODE = join(import.meta.dirname, '..', '..', '..', '..', 'node_modules', '.bin', 'node');
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
/** Pids of the processes whose environment names `dataDir` (a `dcs` started for it). */
function processesOf(dataDir: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').includes(`DCS_DATA_DIR=${dataDir}\u0000`)) found.push(Number(entry));
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

/** The suite and the benches leave nothing running: every way a started `dcs` can lose its owner. */
describe('processes started by tests', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'dcs-leftover-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('are killed when they do not start in time', async () => {
    const dir = dataDir();
    await expect(startDcs(['start'], { DCS_DATA_DIR: dir, DCS_PORT: '0' }, /a line dcs never prints/, { startTimeoutMs: 1500 })).rejects.toThrow(/did not start/);
    expect(processesOf(dir)).toEqual([]);
  });

  it('are killed when the process that started them exits without stopping them', { timeout: 120_000 }, async () => {
    const dir = dataDir();
    const parent = spawn(NODE, [...DCS_NODE_FLAGS, join(import.meta.dirname, 'leave-dcs-running.ts'), dir], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    parent.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => parent.once('exit', resolve));
    const pid = Number(/dcs pid (\d+)/.exec(output)?.[1]);
    expect([code, Number.isInteger(pid)], output).toEqual([0, true]);
    await expect.poll(() => alive(pid)).toBe(false);
    expect(processesOf(dir)).toEqual([]);
  });

  it('are killed by the suite teardown when listed, their children with them', async () => {
    const list = mkdtempSync(join(tmpdir(), 'dcs-test-processes-'));
    // A group whose leader started a child of its own, as `dcs` starts workers or tools.
    const leader = spawn('sh', ['-c', 'sleep 300 & wait'], { detached: true, stdio: 'ignore' });
    writeFileSync(join(list, String(leader.pid)), String(leader.pid));
    await expect.poll(() => spawnSync('pgrep', ['-g', String(leader.pid)], { encoding: 'utf8' }).stdout.trim().split('\n').filter(Boolean).length).toBe(2);
    expect(killListedProcesses(list)).toBe(1);
    await expect.poll(() => spawnSync('pgrep', ['-g', String(leader.pid)], { encoding: 'utf8' }).stdout.trim()).toBe('');
  });
});
