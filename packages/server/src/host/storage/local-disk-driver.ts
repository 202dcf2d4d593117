import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { StorageDriver, StoredObject } from '@dcs/platform';

/**
 * Stores objects as files under `<root>/objects/<key>` with their metadata in `<root>/meta/<key>.json`.
 * Keys reach this driver already validated by the storage service (no `..`, no leading dots), so
 * joining them under the root cannot leave it.
 */
export function createLocalDiskDriver(root: string): StorageDriver {
  const objectsRoot = join(root, 'objects');
  const metaRoot = join(root, 'meta');
  const objectPath = (key: string) => join(objectsRoot, ...key.split('/'));
  const metaPath = (key: string) => `${join(metaRoot, ...key.split('/'))}.json`;

  async function writeAtomically(path: string, write: (handle: Awaited<ReturnType<typeof open>>) => Promise<void>) {
    await mkdir(dirname(path), { recursive: true });
    // A hidden part file in the same directory: the rename is atomic, so a reader sees the old file or
    // the whole new one. Keys never start with a dot, so part files cannot collide with objects.
    const part = join(dirname(path), `.${randomBytes(8).toString('hex')}.part`);
    const handle = await open(part, 'wx', 0o644);
    try {
      await write(handle);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(part, { force: true });
      throw error;
    }
    await handle.close();
    await rename(part, path);
  }

  async function readMeta(key: string): Promise<StoredObject | null> {
    try {
      return JSON.parse(await readFile(metaPath(key), 'utf8')) as StoredObject;
    } catch {
      return null;
    }
  }

  async function statObject(key: string): Promise<StoredObject | null> {
    const info = await stat(objectPath(key)).catch(() => null);
    if (!info?.isFile()) return null;
    const meta = await readMeta(key);
    if (meta && meta.size === info.size) return meta;
    // Metadata missing or stale (a crash between the two renames): derive it from the bytes.
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(objectPath(key))) hash.update(chunk as Buffer);
    return { key, size: info.size, sha256: hash.digest('hex'), contentType: meta?.contentType ?? 'application/octet-stream', createdAt: info.mtimeMs };
  }

  async function* walk(dir: string): AsyncGenerator<string> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full);
      else if (entry.isFile()) yield relative(objectsRoot, full).split(sep).join('/');
    }
  }

  return {
    async write(key, body, meta) {
      const hash = createHash('sha256');
      let size = 0;
      await writeAtomically(objectPath(key), async (handle) => {
        for await (const chunk of body) {
          hash.update(chunk);
          size += chunk.byteLength;
          await handle.write(chunk);
        }
      });
      const stored: StoredObject = { key, size, sha256: hash.digest('hex'), ...meta };
      await writeAtomically(metaPath(key), (handle) => handle.writeFile(JSON.stringify(stored)));
      return stored;
    },
    async read(key) {
      const info = await stat(objectPath(key)).catch(() => null);
      if (!info?.isFile()) return null;
      return createReadStream(objectPath(key)) as Readable;
    },
    async open(key) {
      const handle = await open(objectPath(key), 'r').catch(() => null);
      if (!handle) return null;
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return {
        size: info.size,
        read: async (into, position) => (await handle.read(into, 0, into.byteLength, position)).bytesRead,
        close: () => handle.close(),
      };
    },
    stat: statObject,
    async delete(key) {
      const info = await stat(objectPath(key)).catch(() => null);
      if (!info?.isFile()) return false;
      await rm(objectPath(key), { force: true });
      await rm(metaPath(key), { force: true });
      return true;
    },
    async *list(prefix) {
      for await (const key of walk(objectsRoot)) {
        if (!key.startsWith(prefix)) continue;
        const object = await statObject(key);
        if (object) yield object;
      }
    },
  };
}
