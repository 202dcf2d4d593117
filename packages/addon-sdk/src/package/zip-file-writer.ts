import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { SafeZip, SafeZipFile } from './safe-zip-reader.ts';

/** Mode of every extracted file, whatever the archive says. */
export const FILE_MODE = 0o644;
/** Mode of every extracted folder. */
export const DIRECTORY_MODE = 0o755;

async function ensureDirectory(root: string, relative: string): Promise<void> {
  let current = root;
  for (const segment of relative.split('/')) {
    current = join(current, segment);
    await mkdir(current).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
    await chmod(current, DIRECTORY_MODE);
  }
}

/**
 * Writes one file of a safe ZIP below `root` (its path below the top-level folder) and returns the
 * size and SHA-256 of the bytes written. Never overwrites or follows anything already there.
 */
export async function writeZipFile(zip: SafeZip, file: SafeZipFile, root: string): Promise<{ size: number; sha256: string }> {
  const target = resolve(root, file.relativePath);
  if (!target.startsWith(root + sep)) throw new Error(`writeZipFile: ${file.relativePath} escapes ${root}`);
  const folder = dirname(file.relativePath);
  if (folder !== '.') await ensureDirectory(root, folder);
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(await zip.openReadStream(file), tap, createWriteStream(target, { flags: 'wx', mode: FILE_MODE }));
  await chmod(target, FILE_MODE);
  return { size, sha256: hash.digest('hex') };
}
