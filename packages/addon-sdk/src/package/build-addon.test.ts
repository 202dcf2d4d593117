import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAddon } from './build-addon.ts';
import { extractPackage } from './package-extractor.ts';
import { readAddonPackage } from './addon-package.ts';
import { installHostModuleResolution } from './host-provided-modules.ts';
import { makeTempDir, testManifest } from './testing/addon-fixtures.ts';
import { isAddonDefinition } from '../define-addon.ts';

describe('buildAddon', async () => {
  const temp = await makeTempDir();
  afterAll(() => temp.dispose());

  async function addonSource(name: string, index: string, manifest: Record<string, unknown> = {}): Promise<string> {
    const source = join(temp.path, name);
    await mkdir(join(source, 'src'), { recursive: true });
    await writeFile(join(source, 'addon.json'), JSON.stringify(testManifest({ entry: 'dist/index.mjs', ...manifest })));
    await writeFile(join(source, 'src/greeting.ts'), 'export const greeting = (name: string): string => `hello ${name}`;\n');
    await writeFile(join(source, 'src/index.ts'), index);
    // The addon's project has the SDK installed, as `npm install @dcs/addon-sdk` would.
    await mkdir(join(source, 'node_modules'));
    await symlink(resolve(import.meta.dirname, '../../../../node_modules/@dcs'), join(source, 'node_modules/@dcs'));
    return source;
  }

  it('bundles a TypeScript entry into one ES module that imports the host-provided libraries, and packs it', async () => {
    const source = await addonSource(
      'hello',
      "import { defineAddon } from '@dcs/addon-sdk/addon';\nimport { greeting } from './greeting.ts';\nexport default defineAddon({ activate: () => { greeting('x'); } });\nexport const probe = greeting('dcs');\n",
    );
    const { outPath, files } = await buildAddon(source);
    expect(files).toBe(2);
    const pkg = await readAddonPackage(outPath);
    const installed = join(temp.path, 'installed');
    await extractPackage(pkg, installed);
    pkg.close();
    const bundle = await readFile(join(installed, 'dist/index.mjs'), 'utf8');
    // The addon's own code is inside; the SDK is not: it stays an import of the host's copy.
    expect(bundle).toContain('hello ${name}');
    expect(bundle).toMatch(/from\s*["']@dcs\/addon-sdk\/addon["']/);
    expect(bundle).not.toContain('dcs.addon-definition');
    // Outside the repository only the host's resolution finds `@dcs/*`; the definition is made by the
    // host's own defineAddon, so the host's isAddonDefinition recognises it.
    installHostModuleResolution(import.meta.url);
    const module = await import(/* @vite-ignore */ pathToFileURL(join(installed, 'dist/index.mjs')).href);
    expect(module.probe).toBe('hello dcs');
    expect(isAddonDefinition(module.default)).toBe(true);
  });

  it('refuses a build against core libraries outside the manifest’s coreVersionRange', async () => {
    const source = await addonSource('future', "import { defineAddon } from '@dcs/addon-sdk/addon';\nexport default defineAddon({ activate() {} });\n", {
      coreVersionRange: '>=2.0.0 <3.0.0',
    });
    await expect(buildAddon(source)).rejects.toMatchObject({
      code: 'svc_addon_build_library_incompatible',
      data: { library: '@dcs/addon-sdk', version: '0.1.0', range: '>=2.0.0 <3.0.0' },
    });
  });

  it('refuses a build that imports a host-provided library the addon does not have installed', async () => {
    const source = await addonSource('no-kysely', "import { sql } from 'kysely';\nimport { defineAddon } from '@dcs/addon-sdk/addon';\nexport const now = sql`now()`;\nexport default defineAddon({ activate() {} });\n");
    await expect(buildAddon(source)).rejects.toMatchObject({ code: 'svc_addon_build_library_incompatible', data: { library: 'kysely', version: null } });
  });

  it('refuses a build against another major version of a shared library than the host provides', async () => {
    const source = await addonSource('old-typebox', "import { Type } from 'typebox';\nimport { defineAddon } from '@dcs/addon-sdk/addon';\nexport const Schema = Type.String();\nexport default defineAddon({ activate() {} });\n");
    // A typebox 0.x in the addon's own node_modules is what its import resolves at build time.
    const local = join(source, 'node_modules/typebox');
    await mkdir(local, { recursive: true });
    await writeFile(join(local, 'package.json'), JSON.stringify({ name: 'typebox', version: '0.34.0', type: 'module', exports: { '.': './index.js' } }));
    await writeFile(join(local, 'index.js'), 'export const Type = { String: () => ({ type: "string" }) };\n');
    await expect(buildAddon(source)).rejects.toMatchObject({
      code: 'svc_addon_build_library_incompatible',
      data: { library: 'typebox', version: '0.34.0', range: '^1.4.3' },
    });
  });
});
