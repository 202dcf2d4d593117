import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const CORE = import.meta.dirname;
const SRC = resolve(CORE, '..');
/** Folders of `src` that core must never reach: a host, the composition root, the CLI and the demo. */
const OUTSIDE_CORE = ['host', 'boot', 'cli', 'demo'];
/** Packages only a host may use: core speaks to the database and HTTP through the facade. */
const HOST_PACKAGES = ['fastify', 'pg', 'better-sqlite3', 'node:sqlite'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

// `from '…'` (imports and re-exports), `import '…'` and `import('…')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** Every module a file imports, re-exports or loads with `import()`. */
function importsOf(text: string): string[] {
  return [...text.matchAll(SPECIFIER)].map((match) => match[1]!);
}

/** The violations of one file: imports that resolve into a host (or the boot, CLI, demo) folder or name a host-only package. */
function violationsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  return importsOf(text).flatMap((specifier) => {
    if (specifier.startsWith('.')) {
      const target = relative(SRC, resolve(dirname(file), specifier));
      const top = target.split(sep)[0]!;
      return OUTSIDE_CORE.includes(top) ? [`${relative(SRC, file)} imports ${target}`] : [];
    }
    const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
    return HOST_PACKAGES.includes(name) || HOST_PACKAGES.includes(specifier) ? [`${relative(SRC, file)} imports ${specifier}`] : [];
  });
}

describe('core is host-neutral', () => {
  it('no source file of core imports a host, the composition root, the CLI, the demo, or a database or HTTP driver', () => {
    const files = sourceFiles(CORE);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => violationsOf(file))).toEqual([]);
  });

  it('the check sees an import into a host folder (a check that cannot fail proves nothing)', () => {
    const file = join(CORE, 'addons', 'addon-system.ts');
    const text = [
      "import type { HostRoutesService } from '../../host/routes/routes-service.ts';",
      "export { x } from '../resources/common/crud-routes.ts';",
      "const lazy = () => import('../../boot/config.ts');",
      "import Fastify from 'fastify';",
    ].join('\n');
    expect(violationsOf(file, text)).toEqual([
      `core/addons/addon-system.ts imports ${join('host', 'routes', 'routes-service.ts')}`,
      `core/addons/addon-system.ts imports ${join('boot', 'config.ts')}`,
      'core/addons/addon-system.ts imports fastify',
    ]);
  });
});
