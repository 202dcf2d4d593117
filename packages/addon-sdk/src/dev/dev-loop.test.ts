import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../../server/src/testing/test-system.ts';
import { initAddonProject } from '../scaffold/init-addon.ts';
import { runDevLoop } from './dev-loop.ts';

const REPO_MODULES = join(import.meta.dirname, '..', '..', '..', '..', 'node_modules');

/** A scaffolded project in a temporary folder, resolving the SDK from the repository's node_modules. */
async function scaffold(work: string, slug: string): Promise<string> {
  const dir = join(work, slug);
  await initAddonProject(dir, { slug });
  await symlink(REPO_MODULES, join(dir, 'node_modules'), 'dir');
  return dir;
}

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) } };
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('dcs-addon dev against a real server', () => {
  let t: TestSystem;
  let work: string;
  beforeAll(async () => {
    t = await startTestSystem();
    work = await mkdtemp(join(tmpdir(), 'dcs-dev-loop-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(work, { recursive: true, force: true });
  });

  it('builds, uploads unsigned-custom and activates once; the route answers', async () => {
    const dir = await scaffold(work, 'dev-once');
    const { io, out, err } = capture();
    expect(await runDevLoop({ dir, server: t.url, ...TEST_ADMIN, once: true, io })).toBe(0);
    expect(err).toEqual([]);
    expect(out).toEqual([`deployed dev-once 0.1.0 to ${t.url} as custom (unsigned): active`]);
    const admin = await t.admin();
    expect((await admin.get('/wp-json/svc/v1/dev-once/greeting')).body).toEqual({ addon: 'dev-once', version: '0.1.0', message: 'Hello from Dev Once!' });
    // Again: the installed package is replaced and, being active, reloaded.
    expect(await runDevLoop({ dir, server: t.url, ...TEST_ADMIN, once: true, io })).toBe(0);
    expect(out[1]).toMatch(/as custom \(unsigned\): active \(reloaded\)$/);
  });

  it('rebuilds and redeploys when a source changes, keeping the other active addons', async () => {
    const dir = await scaffold(work, 'dev-watch');
    const { io, out, err } = capture();
    const stop = new AbortController();
    const loop = runDevLoop({ dir, server: t.url, ...TEST_ADMIN, signal: stop.signal, io, debounceMs: 50 });
    await until(() => out.some((line) => line.startsWith('watching')), 'the first deploy');
    const source = join(dir, 'src', 'index.ts');
    await writeFile(source, (await readFile(source, 'utf8')).replace('Hello from Dev Watch!', 'Changed!'));
    const admin = await t.admin();
    await until(async () => (await admin.get('/wp-json/svc/v1/dev-watch/greeting')).body?.message === 'Changed!', 'the redeployed route');
    // Saved by replacing the file (sed -i, an editor's safe write), twice: the loop keeps hearing it.
    for (const word of ['Again!', 'Once more!']) {
      const previous = out.filter((line) => line.startsWith('deployed')).length;
      expect(spawnSync('sed', ['-i', `s/Changed!\\|Again!/${word}/`, source]).status).toBe(0);
      await until(async () => (await admin.get('/wp-json/svc/v1/dev-watch/greeting')).body?.message === word, `the route after sed -i (${word})`);
      // The server may answer the new route before the loop has printed its line: wait for the line too.
      await until(() => out.filter((line) => line.startsWith('deployed')).length > previous, `the deploy line after sed -i (${word})`);
    }
    expect(out.find((line) => line.startsWith('watching'))).toMatch(/^watching \d+ files in \d+ folders of .*dev-watch \(watching each folder, and comparing every 2000 ms\); Ctrl\+C to stop$/);
    expect(out).toContain('changed: src/index.ts');
    stop.abort();
    expect(await loop).toBe(0);
    expect(err).toEqual([]);
    const listed = (await admin.get('/api/v1/addons')).body.addons as Array<{ slug: string; active: boolean }>;
    expect(listed.filter((a) => a.active).map((a) => a.slug).sort()).toEqual(['dev-once', 'dev-watch']);
  });

  it('shows the server\'s refusals as the server says them', async () => {
    const dir = await scaffold(work, 'dev-nosy');
    const source = join(dir, 'src', 'index.ts');
    await writeFile(source, (await readFile(source, 'utf8')).replace("activate({ slug, version, services: { hooks, auth } }) {", 'activate({ slug, version, services }) {\n    const { hooks, auth } = services;\n    void (services as unknown as Record<string, unknown>).database;'));
    const { io, err } = capture();
    expect(await runDevLoop({ dir, server: t.url, ...TEST_ADMIN, once: true, io })).toBe(1);
    expect(err[0]).toMatch(/^svc_addon_activation_failed: .* \(cause: svc_service_not_declared\)$/);
    expect(JSON.parse(err[1]!)).toMatchObject({ addon: 'dev-nosy', cause: { code: 'svc_service_not_declared' } });

    const wrong = capture();
    expect(await runDevLoop({ dir, server: t.url, email: TEST_ADMIN.email, password: 'not it', once: true, io: wrong.io })).toBe(1);
    expect(wrong.err).toEqual(['svc_invalid_credentials: The email address or password is incorrect.']);
  });
});
