import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createFileFontProvider, type FontFileEntry } from '../node/file-font-provider.ts';
import { createDirectoryAssetResolver } from '../node/directory-asset-resolver.ts';
import { createFontsourceProvider, readFontsourceFamily, type FontsourceFamily } from '../node/fontsource-family.ts';
import { DEFAULT_FALLBACK_FAMILIES, type DesignResourceProviders, type FontProvider } from '../resources/resource-providers.ts';

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

/** Font and asset providers over the fixture fonts (Noto Sans Arabic the fallback) and `test/fixtures/assets`. */
export function createTestProviders(): DesignResourceProviders {
  const fonts = { ...createFileFontProvider(TEST_FONT_FILES), fallbackFamilies: async () => ['Noto Sans Arabic'] };
  return { fonts, assets: createDirectoryAssetResolver(join(FIXTURES_DIR, 'assets')) };
}

/** The stock families of the server's hosted catalog that the tests set text in, and the default fallback families. */
export const HOSTED_TEST_PACKAGES = ['roboto', 'open-sans', 'lato', 'montserrat', 'lobster'] as const;
const FALLBACK_TEST_PACKAGES = ['noto-sans', 'noto-sans-symbols-2', 'noto-sans-arabic', 'noto-sans-hebrew', 'noto-sans-devanagari', 'noto-sans-thai', 'noto-emoji'];

/** The installed `@fontsource` families, whole (every subset), as the server hosts them. */
export function readHostedTestFamilies(): FontsourceFamily[] {
  return [...HOSTED_TEST_PACKAGES, ...FALLBACK_TEST_PACKAGES].map((id) => readFontsourceFamily(id, dirname(require.resolve(`@fontsource/${id}/package.json`))));
}

/**
 * Fonts as a shop serves them: the stock families whole (each subset a file, loaded when a text
 * needs it) and the default fallback chain.
 */
export function createHostedTestFonts(options: { chain?: readonly string[] } = {}): FontProvider {
  return createFontsourceProvider(readHostedTestFamilies(), options.chain ?? DEFAULT_FALLBACK_FAMILIES);
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
