import { createReadStream } from 'node:fs';
import { lstat, readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createError } from '@dcs/platform';
import { writeDeterministicZip, type ZipSource } from './deterministic-zip.ts';
import { MANIFEST_FILE, parseManifest, type AddonManifest } from './manifest.ts';
import { SIGNATURE_FILE } from './signature-format.ts';
import { DEFAULT_ZIP_LIMITS } from './safe-zip-reader.ts';
import { checkEntryPath } from './zip-entry-rules.ts';

const SKIPPED = new Set(['.git', '.hg', '.svn', '.DS_Store', 'Thumbs.db', SIGNATURE_FILE]);

/** Options of {@link packAddon}. */
export interface PackAddonOptions {
  /** Output file; defaults to `<slug>-<version>.zip` in the current folder. */
  outPath?: string;
}

/** Result of {@link packAddon}. */
export interface PackResult {
  readonly outPath: string;
  readonly manifest: AddonManifest;
  readonly files: number;
}

async function collectFiles(root: string, relative = ''): Promise<string[]> {
  const found: string[] = [];
  for (const name of (await readdir(join(root, relative))).sort()) {
    if (SKIPPED.has(name)) continue;
    const path = relative ? `${relative}/${name}` : name;
    const stats = await lstat(join(root, path));
    if (stats.isSymbolicLink()) throw createError('svc_addon_zip_symlink', { params: { path } });
    if (stats.isDirectory()) found.push(...(await collectFiles(root, path)));
    else if (stats.isFile()) found.push(path);
    else throw createError('svc_addon_zip_special_entry', { params: { path } });
  }
  return found;
}

/**
 * Packs an addon source folder into a deterministic package ZIP: one top-level folder named after
 * the slug, every file of the folder (except VCS folders, OS litter and an old signature file),
 * sorted, with fixed timestamps and modes, so the same folder always gives the same bytes.
 *
 * @throws `svc_addon_manifest_missing`, `svc_addon_manifest_invalid`, `svc_addon_manifest_entry_missing`,
 * or a `svc_addon_zip_*` path code when a file could not be read back from the package.
 * @example
 * const { outPath } = await packAddon('addons/dynamic-pricing', { outPath: 'dist/dynamic-pricing.zip' });
 */
export async function packAddon(sourceDir: string, options: PackAddonOptions = {}): Promise<PackResult> {
  const root = resolve(sourceDir);
  const manifestBytes = await readFile(join(root, MANIFEST_FILE)).catch(() => {
    throw createError('svc_addon_manifest_missing');
  });
  const manifest = parseManifest(manifestBytes);
  const files = await collectFiles(root);
  if (!files.includes(manifest.entry)) throw createError('svc_addon_manifest_entry_missing', { params: { entry: manifest.entry } });
  const sources: ZipSource[] = files.map((path) => {
    checkEntryPath(`${manifest.slug}/${path}`, DEFAULT_ZIP_LIMITS.maxPathLength);
    return { path: `${manifest.slug}/${path}`, content: async () => createReadStream(join(root, path)) };
  });
  const outPath = resolve(options.outPath ?? `${manifest.slug}-${manifest.version}.zip`);
  await writeDeterministicZip(sources, outPath);
  return { outPath, manifest, files: files.length };
}
