import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchProject, type ProjectWatcher } from './project-watcher.ts';

describe('watchProject', () => {
  let dir: string;
  let watcher: ProjectWatcher | undefined;
  let seen: string[][];
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dcs-watch-'));
    await mkdir(join(dir, 'src'));
    await mkdir(join(dir, 'node_modules'));
    await writeFile(join(dir, 'src', 'index.ts'), 'export const a = 1;\n');
    await writeFile(join(dir, 'addon.json'), '{}\n');
    seen = [];
  });
  afterEach(async () => {
    watcher?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const start = async (options: { pollOnly?: boolean; pollMs?: number } = {}) => {
    watcher = await watchProject(dir, {
      debounceMs: 20,
      // A long poll, so that these see file system events (the poll-only case sets its own).
      pollMs: options.pollMs ?? 60_000,
      pollOnly: options.pollOnly,
      ignored: (path) => path.startsWith('node_modules'),
      onChange: (changed) => seen.push(changed),
    });
  };
  const changedSoFar = () => seen.flat();

  it('keeps seeing a file saved by replacing it (sed -i, an editor’s safe write), again and again', async () => {
    await start();
    expect(watcher!.describe()).toMatch(/^2 files in 2 folders of .* \(watching each folder, and comparing every 60000 ms\)$/);
    const sawIndexAfter = (before: number) => seen.slice(before).flat().includes('src/index.ts');
    for (let round = 1; round <= 3; round++) {
      let before = seen.length;
      expect(spawnSync('sed', ['-i', `s/= ${round}/= ${round + 1}/`, join(dir, 'src', 'index.ts')]).status).toBe(0);
      await expect.poll(() => sawIndexAfter(before), { timeout: 10_000 }).toBe(true);
      before = seen.length;
      await writeFile(join(dir, 'src', '.index.ts.swp'), `round ${round}`);
      await rename(join(dir, 'src', '.index.ts.swp'), join(dir, 'src', 'index.ts'));
      await expect.poll(() => sawIndexAfter(before), { timeout: 10_000 }).toBe(true);
    }
  });

  it('sees new folders and the files in them, renames and removals; not ignored paths', async () => {
    await start();
    await mkdir(join(dir, 'src', 'routes'));
    await writeFile(join(dir, 'src', 'routes', 'hello.ts'), 'export {};\n');
    await expect.poll(changedSoFar, { timeout: 10_000 }).toContain('src/routes/hello.ts');
    // The new folder is watched now: a change inside it alone is seen.
    seen = [];
    await writeFile(join(dir, 'src', 'routes', 'hello.ts'), 'export const b = 2;\n');
    await expect.poll(changedSoFar, { timeout: 10_000 }).toEqual(['src/routes/hello.ts']);
    seen = [];
    await rename(join(dir, 'src', 'routes', 'hello.ts'), join(dir, 'src', 'routes', 'greeting.ts'));
    await expect.poll(() => new Set(changedSoFar()), { timeout: 10_000 }).toEqual(new Set(['src/routes/greeting.ts', 'src/routes/hello.ts']));
    seen = [];
    await rm(join(dir, 'src', 'routes'), { recursive: true });
    await expect.poll(changedSoFar, { timeout: 10_000 }).toEqual(['src/routes/greeting.ts']);
    seen = [];
    await writeFile(join(dir, 'node_modules', 'x.js'), '');
    await writeFile(join(dir, 'addon.json'), '{ "changed": true }\n');
    await expect.poll(changedSoFar, { timeout: 10_000 }).toEqual(['addon.json']);
  });

  it('sees changes by comparing alone, without file system events (--poll)', async () => {
    await start({ pollOnly: true, pollMs: 100 });
    expect(watcher!.describe()).toContain('(comparing every 100 ms)');
    await writeFile(join(dir, 'src', 'index.ts'), 'export const a = 42;\n');
    await expect.poll(changedSoFar, { timeout: 10_000 }).toEqual(['src/index.ts']);
  });
});
