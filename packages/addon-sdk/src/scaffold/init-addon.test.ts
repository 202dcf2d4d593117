import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateManifest } from '../package/manifest.ts';
import { initAddonProject, tarballName } from './init-addon.ts';
import { SCAFFOLD_DEV_DEPENDENCIES } from './scaffold-files.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const work = await mkdtemp(join(tmpdir(), 'dcs-init-'));
afterAll(() => rm(work, { recursive: true, force: true }));
const readJson = async (path: string) => JSON.parse(await readFile(path, 'utf8'));

describe('dcs-addon init', () => {
  it('writes a project with a valid third-party manifest for this core, named after the folder', async () => {
    const result = await initAddonProject(join(work, 'My Shop_Greeter'), { sdk: 'http://shop.example:8080/sdk/' });
    expect(result.slug).toBe('my-shop-greeter');
    expect(result.files).toEqual(['.gitignore', 'README.md', 'addon.json', 'package.json', 'src/index.ts', 'test/greeting.test.ts', 'tsconfig.json']);
    const core = (await readJson(join(ROOT, 'packages', 'server', 'package.json'))).version as string;
    const manifest = validateManifest(await readJson(join(result.dir, 'addon.json')));
    expect(manifest).toMatchObject({ slug: 'my-shop-greeter', channel: 'third-party', tier: 'free', entry: 'dist/index.mjs', coreVersionRange: `>=${core} <${Number(core.split('.')[0]) + 1}.0.0` });
    const pkg = await readJson(join(result.dir, 'package.json'));
    expect(pkg.dependencies).toEqual({
      '@dcs/platform': `http://shop.example:8080/sdk/${tarballName('@dcs/platform', core)}`,
      '@dcs/api-client': `http://shop.example:8080/sdk/dcs-api-client-${core}.tgz`,
      '@dcs/addon-sdk': `http://shop.example:8080/sdk/dcs-addon-sdk-${core}.tgz`,
    });
    expect(await readFile(join(result.dir, 'src', 'index.ts'), 'utf8')).toContain("routes.registerRestRoute('svc/v1', '/my-shop-greeter/greeting'");
  });

  it('completes the package.json of npm init and npm install, keeping its SDK specifiers, and owns the scripts', async () => {
    const dir = join(work, 'hello');
    await mkdir(dir);
    await writeFile(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'hello', version: '1.0.0', main: 'index.js', scripts: { test: 'echo "Error: no test specified" && exit 1', lint: 'eslint .' }, dependencies: { '@dcs/platform': 'file:p.tgz', '@dcs/api-client': 'file:c.tgz', '@dcs/addon-sdk': 'file:s.tgz' } }),
    );
    await initAddonProject(dir, { slug: 'hello-world', sdk: '/somewhere/else' });
    const pkg = await readJson(join(dir, 'package.json'));
    expect(pkg).toMatchObject({ name: 'hello', type: 'module', main: 'index.js' });
    expect(pkg.scripts).toEqual({ test: 'node --test test/*.test.ts', lint: 'eslint .', build: 'dcs-addon build .', typecheck: 'tsc --noEmit', dev: 'dcs-addon dev . --server http://localhost:8080' });
    expect(pkg.dependencies).toEqual({ '@dcs/platform': 'file:p.tgz', '@dcs/api-client': 'file:c.tgz', '@dcs/addon-sdk': 'file:s.tgz' });
    expect((await readJson(join(dir, 'addon.json'))).slug).toBe('hello-world');
  });

  it('refuses to overwrite files without --force, and names that are no slug', async () => {
    const dir = join(work, 'again');
    await initAddonProject(dir, { sdk: '/sdk' });
    await writeFile(join(dir, 'src', 'index.ts'), '// mine');
    await expect(initAddonProject(dir, { sdk: '/sdk' })).rejects.toThrow(/addon\.json, src\/index\.ts, .* already exist .*--force/);
    expect(await readFile(join(dir, 'src', 'index.ts'), 'utf8')).toBe('// mine');
    await initAddonProject(dir, { sdk: '/sdk', force: true });
    expect(await readFile(join(dir, 'src', 'index.ts'), 'utf8')).toContain('defineAddon');
    await expect(initAddonProject(join(work, 'x'), { slug: 'Bad--Slug' })).rejects.toThrow(/"Bad--Slug" is not a valid addon slug/);
  });

  it('develops with the tool versions of this repository', async () => {
    const root = await readJson(join(ROOT, 'package.json'));
    for (const [name, range] of Object.entries(SCAFFOLD_DEV_DEPENDENCIES)) expect(range, name).toBe(root.devDependencies[name]);
  });
});
