import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createFileFontProvider, type FontFileEntry } from '../node/file-font-provider.ts';
import { createDirectoryAssetResolver } from '../node/directory-asset-resolver.ts';
import type { DesignResourceProviders } from '../resources/resource-providers.ts';

const require = createRequire(import.meta.url);

/** The package's `test/fixtures` directory. */
export const FIXTURES_DIR = join(import.meta.dirname, '..', '..', 'test', 'fixtures');

function fontsourceFile(pkg: string, file: string): string {
  return join(dirname(require.resolve(`${pkg}/package.json`)), 'files', file);
}

/** Fonts the tests use: OFL fonts shipped by @fontsource packages (devDependencies). */
export const TEST_FONT_FILES: FontFileEntry[] = [
  { family: 'Roboto', weight: 400, style: 'normal', path: fontsourceFile('@fontsource/roboto', 'roboto-latin-400-normal.woff') },
  { family: 'Roboto', weight: 700, style: 'normal', path: fontsourceFile('@fontsource/roboto', 'roboto-latin-700-normal.woff') },
  { family: 'Noto Sans Arabic', weight: 400, style: 'normal', path: fontsourceFile('@fontsource/noto-sans-arabic', 'noto-sans-arabic-arabic-400-normal.woff') },
];

/** Font and asset providers over the fixture fonts and `test/fixtures/assets`. */
export function createTestProviders(): DesignResourceProviders {
  return { fonts: createFileFontProvider(TEST_FONT_FILES), assets: createDirectoryAssetResolver(join(FIXTURES_DIR, 'assets')) };
}

/** Every fixture design by file name (without `.json`). */
export function readFixtureDesigns(): Map<string, unknown> {
  const directory = join(FIXTURES_DIR, 'designs');
  return new Map(
    readdirSync(directory)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => [name.slice(0, -5), JSON.parse(readFileSync(join(directory, name), 'utf8')) as unknown]),
  );
}
