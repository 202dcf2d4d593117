import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { basename, isAbsolute, join, relative, resolve } from 'node:path';

/** The folder of a project that holds its copies of the SDK tarballs. */
export const VENDOR_FOLDER = 'vendor';

/** Where a dependency's tarball can be read from, or null for a registry version (nothing to copy). */
function tarballSource(spec: string, root: string): { url: string } | { path: string } | null {
  if (/^https?:\/\//.test(spec)) return /\.tgz$/.test(new URL(spec).pathname) ? { url: spec } : null;
  const path = spec.startsWith('file:') ? spec.slice('file:'.length) : null;
  if (path === null || !path.endsWith('.tgz')) return null;
  return { path: isAbsolute(path) ? path : resolve(root, path) };
}

/**
 * Copies the tarballs the SDK dependencies point at (a URL of a running dcs's `/sdk/`, or a file
 * elsewhere) into the project's `vendor/` folder and answers the specifiers to record instead
 * (`file:vendor/dcs-addon-sdk-0.1.0.tgz`): package.json and its lock then name files that travel
 * with the project, so `npm ci` works on another machine, in CI, or after that dcs is gone.
 * Registry versions are kept as they are.
 *
 * @throws an error naming the tarball and where it was looked for, when one cannot be read.
 */
export async function vendorSdkTarballs(root: string, specs: Readonly<Record<string, string>>): Promise<Record<string, string>> {
  const vendored: Record<string, string> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const source = tarballSource(spec, root);
    if (!source) {
      vendored[name] = spec;
      continue;
    }
    const file = basename('url' in source ? new URL(source.url).pathname : source.path);
    const target = join(root, VENDOR_FOLDER, file);
    vendored[name] = `file:${VENDOR_FOLDER}/${file}`;
    if ('path' in source && relative(source.path, target) === '') continue;
    await mkdir(join(root, VENDOR_FOLDER), { recursive: true });
    try {
      if ('path' in source) await copyFile(source.path, target);
      else {
        const response = await fetch(source.url);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        await writeFile(target, Buffer.from(await response.arrayBuffer()));
      }
    } catch (error) {
      const where = 'url' in source ? source.url : source.path;
      throw new Error(`could not copy ${name} from ${where} into ${VENDOR_FOLDER}/ (${(error as Error).message}); pass --sdk with the folder or URL of the SDK tarballs (a running dcs serves them at {base_url}/sdk/).`);
    }
  }
  return vendored;
}
