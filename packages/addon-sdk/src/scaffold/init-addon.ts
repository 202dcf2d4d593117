import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANIFEST_FILE, SLUG_PATTERN, validateManifest } from '../package/manifest.ts';
import { scaffoldFiles, scaffoldManifest, scaffoldPackageJson, type ScaffoldInput } from './scaffold-files.ts';
import { vendorSdkTarballs } from './vendor-sdk.ts';

/** Options of {@link initAddonProject}. */
export interface InitAddonOptions {
  /** The addon's slug; default the folder's name. */
  slug?: string;
  /**
   * Where the SDK tarballs are: a folder or a URL (`{base_url}/sdk` of a running dcs). Default: the
   * `@dcs/*` dependencies already in the folder's package.json; else, in a dcs checkout, its
   * build/sdk; else the SDK's version from the npm registry.
   */
  sdk?: string;
  /** Overwrite files that exist. */
  force?: boolean;
}

/** Result of {@link initAddonProject}. */
export interface InitAddonResult {
  dir: string;
  slug: string;
  /** Files written, relative to `dir`. */
  files: string[];
}

/** The SDK packages a new project depends on (the others, `@dcs/design` and `@dcs/print`, when it uses them). */
const SDK_DEPENDENCIES = ['@dcs/platform', '@dcs/api-client', '@dcs/addon-sdk'];

const OWN_PACKAGE = new URL('../../package.json', import.meta.url);

/** The npm pack file name of a package (`@dcs/addon-sdk` 0.1.0 → `dcs-addon-sdk-0.1.0.tgz`). */
export function tarballName(name: string, version: string): string {
  return `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
}

/** In a dcs checkout, the folder `npm run build` packs the SDK into (when it did). */
function checkoutSdkFolder(): string | undefined {
  const here = fileURLToPath(import.meta.url);
  const marker = `${sep}packages${sep}addon-sdk${sep}src${sep}`;
  if (!here.includes(marker)) return undefined;
  const folder = join(here.slice(0, here.indexOf(marker)), 'build', 'sdk');
  return existsSync(join(folder, 'index.json')) ? folder : undefined;
}

function sdkSpecs(version: string, location: string | undefined): Record<string, string> {
  return Object.fromEntries(
    SDK_DEPENDENCIES.map((name) => {
      if (location === undefined) return [name, version];
      const file = tarballName(name, version);
      return [name, /^https?:\/\//.test(location) ? `${location.replace(/\/+$/, '')}/${file}` : `file:${join(resolve(location), file)}`];
    }),
  );
}

/**
 * Writes a new addon project into `dir` (created if needed): package.json, addon.json, src/index.ts
 * registering one admin route, a test on the SDK's test host, tsconfig.json, README.md and
 * .gitignore, and copies the SDK tarballs into `vendor/` (see {@link vendorSdkTarballs}). After
 * `npm install` it tests, type-checks and builds as it is. An existing package.json is completed,
 * not replaced; other existing files are refused unless `force`.
 *
 * @example
 * await initAddonProject('hello-world', { sdk: 'http://localhost:8080/sdk' });
 */
export async function initAddonProject(dir: string, options: InitAddonOptions = {}): Promise<InitAddonResult> {
  const root = resolve(dir);
  const slug = options.slug ?? basename(root).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (!new RegExp(SLUG_PATTERN).test(slug) || slug.length > 64) {
    throw new Error(`"${slug}" is not a valid addon slug (lowercase letters, digits and single hyphens, at most 64 characters); pass --slug.`);
  }
  const version = (JSON.parse(readFileSync(OWN_PACKAGE, 'utf8')) as { version: string }).version;
  const packageJsonPath = join(root, 'package.json');
  const existing = existsSync(packageJsonPath) ? (JSON.parse(await readFile(packageJsonPath, 'utf8')) as Record<string, any>) : undefined;
  const keepsSdk = SDK_DEPENDENCIES.every((name) => existing?.dependencies?.[name]);
  // Every @dcs/* dependency the folder has (design, print too), else the SDK from where it was found.
  const wanted = keepsSdk
    ? Object.fromEntries(Object.entries(existing!.dependencies as Record<string, string>).filter(([name]) => name.startsWith('@dcs/')))
    : sdkSpecs(version, options.sdk ?? checkoutSdkFolder());
  const input: ScaffoldInput = { slug, version, sdkSpecs: await vendorSdkTarballs(root, wanted) };
  const manifest = validateManifest(scaffoldManifest(input));
  const files: Record<string, string> = {
    [MANIFEST_FILE]: `${JSON.stringify(manifest, null, 2)}\n`,
    ...scaffoldFiles(input),
  };
  const clashes = Object.keys(files).filter((path) => existsSync(join(root, path)));
  if (clashes.length > 0 && !options.force) throw new Error(`${clashes.join(', ')} already exist in ${root}; pass --force to overwrite.`);
  files['package.json'] = `${JSON.stringify(scaffoldPackageJson(input, existing), null, 2)}\n`;
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return { dir: root, slug, files: Object.keys(files).sort() };
}
