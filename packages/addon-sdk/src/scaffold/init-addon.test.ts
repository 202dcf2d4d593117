import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateManifest } from '../package/manifest.ts';
import { initAddonProject, tarballName } from './init-addon.ts';
import { SCAFFOLD_DEV_DEPENDENCIES, SCAFFOLD_NODE_RANGE } from './scaffold-files.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const work = await mkdtemp(join(tmpdir(), 'dcs-init-'));
const readJson = async (path: string) => JSON.parse(await readFile(path, 'utf8'));
const CORE = (await readJson(join(ROOT, 'packages', 'server', 'package.json'))).version as string;
const SDK_NAMES = ['@dcs/platform', '@dcs/api-client', '@dcs/addon-sdk'];

// A folder of SDK tarballs (their bytes only need to travel), and a server answering them as dcs does at /sdk/.
const sdkFolder = join(work, 'sdk');
await mkdir(sdkFolder);
for (const name of SDK_NAMES) await writeFile(join(sdkFolder, tarballName(name, CORE)), `tarball of ${name}`);
const server = createServer((request, response) => {
  const file = /^\/sdk\/([\w.-]+\.tgz)$/.exec(request.url ?? '')?.[1];
  if (!file) return void response.writeHead(404).end();
  readFile(join(sdkFolder, file)).then((bytes) => response.writeHead(200, { 'content-type': 'application/gzip' }).end(bytes), () => response.writeHead(404).end());
});
await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
const sdkUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sdk/`;
afterAll(async () => {
  server.close();
  await rm(work, { recursive: true, force: true });
});

describe('dcs-addon init', () => {
  it('writes a project with a valid third-party manifest for this core, named after the folder', async () => {
    const result = await initAddonProject(join(work, 'My Shop_Greeter'), { sdk: sdkUrl });
    expect(result.slug).toBe('my-shop-greeter');
    expect(result.files).toEqual(['.gitignore', 'README.md', 'addon.json', 'package.json', 'src/index.ts', 'test/greeting.test.ts', 'tsconfig.json']);
    const core = CORE;
    const manifest = validateManifest(await readJson(join(result.dir, 'addon.json')));
    expect(manifest).toMatchObject({ slug: 'my-shop-greeter', channel: 'third-party', tier: 'free', entry: 'dist/index.mjs', coreVersionRange: `>=${core} <${Number(core.split('.')[0]) + 1}.0.0` });
    const pkg = await readJson(join(result.dir, 'package.json'));
    // The tarballs are copied from the server into vendor/, so npm ci works without it.
    expect(pkg.dependencies).toEqual({
      '@dcs/platform': `file:vendor/${tarballName('@dcs/platform', core)}`,
      '@dcs/api-client': `file:vendor/dcs-api-client-${core}.tgz`,
      '@dcs/addon-sdk': `file:vendor/dcs-addon-sdk-${core}.tgz`,
    });
    for (const name of SDK_NAMES) expect(await readFile(join(result.dir, 'vendor', tarballName(name, core)), 'utf8')).toBe(`tarball of ${name}`);
    expect(await readFile(join(result.dir, 'src', 'index.ts'), 'utf8')).toContain("routes.registerRestRoute('svc/v1', '/my-shop-greeter/greeting'");
  });

  it('completes the package.json of npm init and npm install, copying its SDK tarballs into vendor/, and owns the scripts', async () => {
    const dir = join(work, 'hello');
    await mkdir(dir);
    for (const file of ['p.tgz', 'c.tgz', 's.tgz']) await writeFile(join(dir, file), file);
    await writeFile(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'hello', version: '1.0.0', main: 'index.js', scripts: { test: 'echo "Error: no test specified" && exit 1', lint: 'eslint .' }, dependencies: { '@dcs/platform': 'file:p.tgz', '@dcs/api-client': 'file:c.tgz', '@dcs/addon-sdk': 'file:s.tgz' } }),
    );
    await initAddonProject(dir, { slug: 'hello-world', sdk: '/somewhere/else' });
    const pkg = await readJson(join(dir, 'package.json'));
    expect(pkg).toMatchObject({ name: 'hello', type: 'module', main: 'index.js' });
    expect(pkg.scripts).toEqual({ test: 'dcs-addon test .', lint: 'eslint .', build: 'dcs-addon build .', typecheck: 'dcs-addon typecheck .', dev: 'dcs-addon dev .' });
    expect(pkg.dependencies).toEqual({ '@dcs/platform': 'file:vendor/p.tgz', '@dcs/api-client': 'file:vendor/c.tgz', '@dcs/addon-sdk': 'file:vendor/s.tgz' });
    expect(await readFile(join(dir, 'vendor', 's.tgz'), 'utf8')).toBe('s.tgz');
    // Run again (--force): the vendored tarballs stay where they are.
    await initAddonProject(dir, { slug: 'hello-world', force: true });
    expect((await readJson(join(dir, 'package.json'))).dependencies['@dcs/addon-sdk']).toBe('file:vendor/s.tgz');
    expect((await readJson(join(dir, 'addon.json'))).slug).toBe('hello-world');
  });

  it('says where it looked when an SDK tarball cannot be copied', async () => {
    await expect(initAddonProject(join(work, 'lost'), { sdk: join(work, 'nowhere') })).rejects.toThrow(/could not copy @dcs\/platform from .*nowhere.* into vendor\/ .*pass --sdk/);
    await expect(initAddonProject(join(work, 'lost-url'), { sdk: sdkUrl.replace('/sdk/', '/other/') })).rejects.toThrow(/could not copy @dcs\/platform from http.* \(HTTP 404\)/);
  });

  it('refuses to overwrite files without --force, and names that are no slug', async () => {
    const dir = join(work, 'again');
    await initAddonProject(dir, { sdk: sdkFolder });
    await writeFile(join(dir, 'src', 'index.ts'), '// mine');
    await expect(initAddonProject(dir, { sdk: sdkFolder })).rejects.toThrow(/addon\.json, src\/index\.ts, .* already exist .*--force/);
    expect(await readFile(join(dir, 'src', 'index.ts'), 'utf8')).toBe('// mine');
    await initAddonProject(dir, { sdk: sdkFolder, force: true });
    expect(await readFile(join(dir, 'src', 'index.ts'), 'utf8')).toContain('defineAddon');
    await expect(initAddonProject(join(work, 'x'), { slug: 'Bad--Slug' })).rejects.toThrow(/"Bad--Slug" is not a valid addon slug/);
  });

  it('states one Node.js everywhere: the repository, dcs, the SDK and new projects, whose every script checks it', async () => {
    for (const pkg of ['package.json', 'packages/server/package.json', 'packages/addon-sdk/package.json']) {
      expect((await readJson(join(ROOT, pkg))).engines.node, pkg).toBe(SCAFFOLD_NODE_RANGE);
    }
    const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
    const tutorial = await readFile(join(ROOT, 'docs', 'addon-tutorial.md'), 'utf8');
    for (const text of [readme, tutorial]) {
      expect(text).toContain('22.18 or newer');
      expect(text).not.toMatch(/Node(\.js)? (20|22\.1[0-7])\b|22\.15\+/);
    }
    const dir = join(work, 'scripts');
    await initAddonProject(dir, { sdk: sdkFolder });
    const pkg = await readJson(join(dir, 'package.json'));
    expect(pkg.engines.node).toBe(SCAFFOLD_NODE_RANGE);
    for (const [name, script] of Object.entries(pkg.scripts as Record<string, string>)) expect(script, name).toMatch(/^dcs-addon /);
  });

  it('develops with the tool versions of this repository', async () => {
    const root = await readJson(join(ROOT, 'package.json'));
    for (const [name, range] of Object.entries(SCAFFOLD_DEV_DEPENDENCIES)) expect(range, name).toBe(root.devDependencies[name]);
  });
});
