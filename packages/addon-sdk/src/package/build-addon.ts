import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { createError } from '@dcs/platform';
import semver from 'semver';
import { HOST_CORE_LIBRARIES, HOST_SHARED_LIBRARIES, isHostProvidedModule, packageNameOf, resolvedPackageVersion } from './host-provided-modules.ts';
import { MANIFEST_FILE, parseManifest, type AddonManifest } from './manifest.ts';
import { packAddon } from './pack.ts';

/** Options of {@link buildAddon}. */
export interface BuildAddonOptions {
  /** The TypeScript (or JavaScript) source entry, relative to the addon folder; default `src/index.ts`. */
  source?: string;
  /** Where the package ZIP goes; default `<dir>/dist/<slug>-<version>.zip`. */
  outPath?: string;
  /** Extra files or folders (relative to the addon folder) copied into the package as they are. */
  assets?: readonly string[];
}

/** Result of {@link buildAddon}. */
export interface BuildAddonResult {
  readonly outPath: string;
  readonly manifest: AddonManifest;
  readonly files: number;
}

/**
 * Builds an addon source folder into an unsigned package ZIP: bundles the entry (TypeScript allowed)
 * and everything it imports into the ES module named by `entry` in `addon.json` (plus one chunk file
 * per dynamically imported part, if any), then packs `addon.json`, the modules and the assets
 * deterministically. The {@link HOST_PROVIDED_MODULES} (core's `@dcs/*` libraries, TypeBox, Kysely,
 * the binary packages) stay imports that the host resolves to its own copies; the versions the addon
 * is built against must be ones the host provides: the core libraries within the manifest's
 * `coreVersionRange`, the shared libraries within {@link HOST_SHARED_LIBRARIES}.
 * Sign the result with `signAddonZip` (or `dcs-addon sign`).
 *
 * @throws `svc_addon_manifest_missing`, `svc_addon_manifest_invalid`, `svc_addon_build_library_incompatible`,
 *   or the bundler's error.
 * @example
 * const { outPath } = await buildAddon('addons/print-queue');
 * await signAddonZip(outPath, { privateKey, keyId: 'dcs-2026' });
 */
export async function buildAddon(sourceDir: string, options: BuildAddonOptions = {}): Promise<BuildAddonResult> {
  const root = resolve(sourceDir);
  const manifestBytes = await readFile(join(root, MANIFEST_FILE)).catch(() => {
    throw createError('svc_addon_manifest_missing');
  });
  const manifest = parseManifest(manifestBytes);
  const staging = await mkdtemp(join(tmpdir(), `dcs-addon-build-${manifest.slug}-`));
  try {
    await cp(join(root, MANIFEST_FILE), join(staging, MANIFEST_FILE));
    for (const asset of options.assets ?? []) await cp(join(root, asset), join(staging, asset), { recursive: true });
    const entryOut = join(staging, manifest.entry);
    await mkdir(dirname(entryOut), { recursive: true });
    // The bundler loads only when a build runs: the server imports this package for signatures and
    // licenses, and rolldown would otherwise add ~20 MB to every server process.
    const { build } = await import('rolldown');
    const hostImports = new Set<string>();
    await build({
      input: join(root, options.source ?? 'src/index.ts'),
      cwd: root,
      platform: 'node',
      logLevel: 'warn',
      // Node's own modules and the host-provided packages stay imports; everything else is bundled.
      external: (id: string) => {
        if (id.startsWith('node:')) return true;
        if (!isHostProvidedModule(id)) return false;
        hostImports.add(packageNameOf(id)!);
        return true;
      },
      write: true,
      // One module file, unless the addon imports some of its code with import(): that code becomes a
      // chunk beside the entry, loaded (with the host modules it imports) only when first used, so a
      // web process does not carry what only its workers need. Chunk names hash their content.
      output: { dir: dirname(entryOut), entryFileNames: basename(entryOut), chunkFileNames: 'chunk-[hash].mjs', format: 'esm', comments: false },
    });
    for (const name of [...hostImports].sort()) checkHostLibrary(name, root, manifest);
    const outPath = options.outPath ?? join(root, 'dist', `${manifest.slug}-${manifest.version}.zip`);
    await mkdir(dirname(outPath), { recursive: true });
    const packed = await packAddon(staging, { outPath });
    return { outPath: packed.outPath, manifest: packed.manifest, files: packed.files };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Refuses a build against a version of a host-provided library that the host would not provide, or
 * against one that is not installed where the addon's imports resolve (nothing to check it by).
 */
function checkHostLibrary(name: string, root: string, manifest: AddonManifest): void {
  const core = HOST_CORE_LIBRARIES.includes(name);
  const range = core ? manifest.coreVersionRange : HOST_SHARED_LIBRARIES[name];
  if (range === undefined) return;
  const version = resolvedPackageVersion(name, root);
  if (version !== null && semver.satisfies(version, range, { includePrerelease: true })) return;
  const reason =
    version === null
      ? `it is not installed in the addon's project (npm install ${name})`
      : core
        ? `core libraries come from the running core, and the manifest's coreVersionRange is "${range}"`
        : `the host provides ${name} ${range}`;
  throw createError('svc_addon_build_library_incompatible', {
    params: { library: name, version: version ?? '(none)', reason },
    data: { library: name, version, range },
  });
}
