import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAddon } from './build-addon.ts';
import { extractPackage } from './package-extractor.ts';
import { readAddonPackage } from './addon-package.ts';
import { makeTempDir, testManifest } from './testing/addon-fixtures.ts';

describe('buildAddon', async () => {
  const temp = await makeTempDir();
  afterAll(() => temp.dispose());

  it('bundles a TypeScript entry into one standalone ES module and packs it', async () => {
    const source = join(temp.path, 'hello');
    await mkdir(join(source, 'src'), { recursive: true });
    await writeFile(join(source, 'addon.json'), JSON.stringify(testManifest({ entry: 'dist/index.mjs' })));
    await writeFile(join(source, 'src/greeting.ts'), 'export const greeting = (name: string): string => `hello ${name}`;\n');
    await writeFile(
      join(source, 'src/index.ts'),
      "import { defineAddon } from '@dcs/addon-sdk/addon';\nimport { greeting } from './greeting.ts';\nexport default defineAddon({ activate: () => { greeting('x'); } });\nexport const probe = greeting('dcs');\n",
    );
    const { outPath, files } = await buildAddon(source);
    expect(files).toBe(2);
    const pkg = await readAddonPackage(outPath);
    const installed = join(temp.path, 'installed');
    await extractPackage(pkg, installed);
    pkg.close();
    // Outside the repository nothing resolves `@dcs/*`: the module must stand alone.
    const module = await import(/* @vite-ignore */ pathToFileURL(join(installed, 'dist/index.mjs')).href);
    expect(module.probe).toBe('hello dcs');
    expect(module.default[Symbol.for('dcs.addon-definition')]).toBe(1);
  });
});
