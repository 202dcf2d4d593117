import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '../../../..');
const node = process.execPath;

/**
 * Runs `node -e` with the compiled-sources hook of `root` installed, importing its `a.ts`: what it exported,
 * and whether Node's type stripper (amaro) was loaded.
 */
function importWithHook(root: string): { value: unknown; fromBuild: boolean; stripper: boolean } {
  const script = `
    const { installCompiledSources } = await import(${JSON.stringify(join(repo, 'packages/server/src/boot/compiled-sources.js'))});
    installCompiledSources(${JSON.stringify(root)});
    const m = await import(${JSON.stringify(join(root, 'packages/demo/src/a.ts'))});
    const stripper = process.moduleLoadList.some((name) => name.includes('amaro'));
    console.log(JSON.stringify({ value: m.value, fromBuild: m.fromBuild === true, stripper }));`;
  const run = spawnSync(node, ['--disable-warning=ExperimentalWarning', '--input-type=module', '-e', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim());
}

describe('compiled sources (npm run build)', () => {
  const root = mkdtempSync(join(tmpdir(), 'dcs-build-js-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const source = join(root, 'packages/demo/src/a.ts');
  mkdirSync(join(root, 'packages/demo/src'), { recursive: true });
  writeFileSync(join(root, 'packages/demo/package.json'), JSON.stringify({ name: 'demo', type: 'module' }));
  writeFileSync(source, 'interface Box { n: number }\nconst box: Box = { n: 41 };\nexport const value: number = box.n + 1;\n');
  writeFileSync(join(root, 'packages/demo/src/a.test.ts'), 'throw new Error("tests are not built");\n');

  function build(): string {
    const run = spawnSync(node, ['--disable-warning=ExperimentalWarning', join(repo, 'scripts/build-js.mjs'), root], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    return run.stderr;
  }

  it('strips types into build/js with the same line layout, skipping tests, and only again when a source changed', () => {
    expect(build()).toContain('stripped types of 1 of 1 source files');
    const compiled = readFileSync(join(root, 'build/js/packages/demo/src/a.ts.js'), 'utf8');
    expect(compiled).not.toContain('interface');
    expect(compiled.split('\n')).toHaveLength(readFileSync(source, 'utf8').split('\n').length);
    expect(build()).toBe('');
  });

  it('serves the built file in place of a current source, and leaves a changed source to Node', () => {
    build();
    // Mark the built copy, so the test sees which one ran.
    const built = join(root, 'build/js/packages/demo/src/a.ts.js');
    writeFileSync(built, `${readFileSync(built, 'utf8')}export const fromBuild = true;\n`);
    expect(importWithHook(root)).toEqual({ value: 42, fromBuild: true, stripper: false });
    // Edited after the build: Node strips the source itself, never a stale copy.
    writeFileSync(source, 'export const value: number = 7;\n');
    const later = new Date(Date.now() + 5_000);
    utimesSync(source, later, later);
    expect(importWithHook(root)).toEqual({ value: 7, fromBuild: false, stripper: true });
  });

  it('a build whose copy went missing leaves the source to Node', () => {
    writeFileSync(source, 'export const value: number = 5;\n');
    build();
    rmSync(join(root, 'build/js/packages/demo/src/a.ts.js'));
    expect(importWithHook(root)).toEqual({ value: 5, fromBuild: false, stripper: true });
  });

  it('without a build, everything loads as before', () => {
    rmSync(join(root, 'build'), { recursive: true, force: true });
    writeFileSync(source, 'export const value: number = 3;\n');
    expect(importWithHook(root)).toEqual({ value: 3, fromBuild: false, stripper: true });
  });
});
