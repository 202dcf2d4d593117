import { existsSync, readFileSync } from 'node:fs';
import { createRequire, registerHooks } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Core's own libraries. The host runs exactly one copy of each, and an addon uses that copy instead of
 * bundling its own: four addons each carrying `@dcs/design` and `@dcs/platform` cost a server tens of
 * MB, and one copy means one `SvcError` class, one error catalogue and one set of caches. They are
 * released with the core, so the manifest's `coreVersionRange` is also the range of these libraries
 * that the addon runs with (checked at install and at every boot).
 */
export const HOST_CORE_LIBRARIES: readonly string[] = ['@dcs/platform', '@dcs/addon-sdk', '@dcs/design', '@dcs/print'];

/**
 * Third-party libraries that are part of the facade's contract, with the major version the host
 * provides: route argument schemas are TypeBox schemas, and `services.database.db()` is a Kysely
 * instance. `buildAddon` refuses an addon that resolves a version outside these ranges. The
 * server's own dependency ranges must stay inside these (its tests check).
 */
export const HOST_SHARED_LIBRARIES: Readonly<Record<string, string>> = { typebox: '^1.4.3', kysely: '^0.29.9' };

/**
 * Binary packages: they ship files next to their JavaScript that a bundle cannot hold (sharp's native
 * binding and libvips, LittleCMS's `.wasm` file read from its package folder, wawoff2's Emscripten glue
 * that reads `__dirname`, resvg's native binding). `@dcs/print` and `@dcs/design/node` need them.
 */
export const HOST_BINARY_PACKAGES: readonly string[] = ['sharp', 'lcms-wasm', 'wawoff2', '@resvg/resvg-js'];

/**
 * Packages an addon bundle imports at run time instead of carrying them: the host has them installed
 * and resolves them for addon modules from its own installation (see {@link installHostModuleResolution}).
 */
export const HOST_PROVIDED_MODULES: readonly string[] = [...HOST_CORE_LIBRARIES, ...Object.keys(HOST_SHARED_LIBRARIES), ...HOST_BINARY_PACKAGES];

/** The package name of a bare specifier (`@scope/name/sub` → `@scope/name`), or null for a relative or URL one. */
export function packageNameOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.includes(':')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? (parts.length >= 2 ? `${parts[0]}/${parts[1]}` : null) : parts[0]!;
}

/** Whether `specifier` is (a file of) a {@link HOST_PROVIDED_MODULES} package. */
export function isHostProvidedModule(specifier: string): boolean {
  const name = packageNameOf(specifier);
  return name !== null && HOST_PROVIDED_MODULES.includes(name);
}

/**
 * The version of `packageName` that a module in `fromDirectory` resolves, or null when it does not
 * resolve there. Read from the package.json found by walking up from the resolved entry file, since
 * most packages' `exports` hide their package.json.
 */
export function resolvedPackageVersion(packageName: string, fromDirectory: string): string | null {
  let entry: string;
  try {
    entry = createRequire(join(fromDirectory, 'noop.js')).resolve(packageName);
  } catch {
    return null;
  }
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (manifest.name === packageName) return manifest.version ?? null;
  }
  return null;
}

const INSTALLED = Symbol.for('dcs.host-module-resolution');

/**
 * Makes every import of a {@link HOST_PROVIDED_MODULES} package resolve from the host's installation
 * (`hostUrl`: a module of the host) before anywhere else. An installed addon lives in the data
 * directory, where Node finds no `node_modules` (or, in a checkout, maybe another copy): this gives it
 * the host's single instance. When the host does not have the package, the import resolves as usual.
 * Resolve hooks are process-wide, hence once per process; other imports are untouched.
 */
export function installHostModuleResolution(hostUrl: string): void {
  const flags = process as unknown as Record<symbol, boolean>;
  if (flags[INSTALLED]) return;
  flags[INSTALLED] = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (!isHostProvidedModule(specifier)) return nextResolve(specifier, context);
      try {
        return nextResolve(specifier, { ...context, parentURL: hostUrl });
      } catch {
        return nextResolve(specifier, context);
      }
    },
  });
}
