import { randomUUID } from 'node:crypto';
import { readFile, realpath } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MANIFEST_FILE, installHostModuleResolution, isAddonDefinition, parseManifest, type AddonDefinition, type AddonManifest } from '@dcs/addon-sdk';
import { createError, isSvcError } from '@dcs/platform';

/** An addon read from its installed folder, ready to activate. */
export interface LoadedAddon {
  readonly manifest: AddonManifest;
  readonly definition: AddonDefinition;
  readonly directory: string;
}

function reasonOf(error: unknown): string {
  if (isSvcError(error)) return error.message;
  return (error as Error)?.message ?? String(error);
}

/**
 * Reads and validates `addon.json` of an installed addon. The manifest on disk is checked again at
 * every activation: the folder may have been edited since the upload.
 *
 * @throws `svc_addon_files_missing` or `svc_addon_manifest_invalid`, naming the addon.
 */
export async function readInstalledManifest(addonsDir: string, directory: string): Promise<AddonManifest> {
  let bytes: Buffer;
  try {
    bytes = await readFile(join(addonsDir, directory, MANIFEST_FILE));
  } catch (error) {
    throw createError('svc_addon_files_missing', { params: { addon: directory, reason: reasonOf(error) } });
  }
  try {
    return parseManifest(bytes);
  } catch (error) {
    if (isSvcError(error)) {
      error.data.addon = directory;
      throw error;
    }
    throw error;
  }
}

/**
 * Imports the entry module of an installed addon and checks that its default export was made by
 * `defineAddon`. `generation` makes the module URL unique per load, so a replaced addon runs its new
 * entry module instead of Node's cached one (the chunks an entry imports lazily are named by a hash
 * of their content, so a changed addon gets new ones; see `buildAddon`). A random part keeps two
 * systems in one process (tests) from sharing an entry module instance.
 *
 * @throws `svc_addon_entry_invalid` naming the addon and the reason.
 */
export async function loadAddonModule(addonsDir: string, directory: string, manifest: AddonManifest, generation: number): Promise<LoadedAddon> {
  const folder = join(addonsDir, directory);
  const fail = (reason: string) => createError('svc_addon_entry_invalid', { params: { addon: manifest.slug, reason } });
  let entryPath: string;
  try {
    // The entry must resolve inside the addon's folder, whatever the manifest says.
    const [root, entry] = await Promise.all([realpath(folder), realpath(join(folder, manifest.entry))]);
    if (!entry.startsWith(root + sep)) throw new Error(`the entry "${manifest.entry}" is outside the addon folder`);
    entryPath = entry;
  } catch (error) {
    throw fail(reasonOf(error));
  }
  let namespace: { default?: unknown };
  installHostModuleResolution(import.meta.url);
  try {
    namespace = (await import(/* @vite-ignore */ `${pathToFileURL(entryPath).href}?load=${generation}-${randomUUID()}`)) as { default?: unknown };
  } catch (error) {
    throw fail(`importing ${manifest.entry} failed: ${reasonOf(error)}`);
  }
  if (!isAddonDefinition(namespace.default)) throw fail(`${manifest.entry} must export default defineAddon({ activate })`);
  return { manifest, definition: namespace.default, directory: folder };
}
