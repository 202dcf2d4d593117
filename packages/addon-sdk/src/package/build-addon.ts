import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createError } from '@dcs/platform';
import { build } from 'rolldown';
import { isHostProvidedModule } from './host-provided-modules.ts';
import { MANIFEST_FILE, parseManifest, type AddonManifest } from './manifest.ts';
import { packAddon } from './pack.ts';

const OWN_PACKAGES = /[\\/]packages[\\/](platform|addon-sdk|design|print)[\\/]src[\\/]/;

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
 * and everything it imports, `@dcs/addon-sdk` included, into the single ES module named by `entry`
 * in `addon.json`, then packs `addon.json`, that module and the assets deterministically. One module
 * means the installed package needs nothing from `node_modules` or the server at run time.
 * Sign the result with `signAddonZip` (or `dcs-addon sign`).
 *
 * @throws `svc_addon_manifest_missing`, `svc_addon_manifest_invalid`, or the bundler's error.
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
    await build({
      input: join(root, options.source ?? 'src/index.ts'),
      cwd: root,
      platform: 'node',
      logLevel: 'warn',
      // Node's own modules and the host-provided binary packages stay imports; everything else is
      // bundled so the package stands alone.
      external: (id: string) => id.startsWith('node:') || isHostProvidedModule(id),
      // Our own packages have no import-time side effects; declaring that drops, for example, the whole
      // error catalogue that `@dcs/platform` would otherwise drag in for one constant.
      treeshake: { moduleSideEffects: (id: string) => !OWN_PACKAGES.test(id) },
      write: true,
      output: { file: entryOut, format: 'esm', comments: false },
    });
    const outPath = options.outPath ?? join(root, 'dist', `${manifest.slug}-${manifest.version}.zip`);
    await mkdir(dirname(outPath), { recursive: true });
    const packed = await packAddon(staging, { outPath });
    return { outPath: packed.outPath, manifest: packed.manifest, files: packed.files };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
