import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { StorageDriver, StoredObject } from '@dcs/platform';

/** `.<name>.<16 hex>.part`, or `.<16 hex>.part` as written before part files carried their name. */
const PART_FILE = /^\.(?:(.+)\.)?[0-9a-f]{16}\.part$/;

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
    // the whole new one. Keys never start with a dot, so part files cannot collide with objects; the
    // name they carry tells the sweep which key a part file was for.
    const part = join(dirname(path), `.${basename(path)}.${randomBytes(8).toString('hex')}.part`);
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

  /**
   * Part files under `root` (objects or metadata) for keys starting with `prefix`, untouched for
   * `olderThanMs`. A part file's key is its directory plus the name it carries (`.<name>.<hex>.part`;
   * metadata names end in `.json`); part files of older versions carry no name and count for their
   * directory. Only the folders the prefix can reach are walked.
   */
  async function sweepParts(root: string, prefix: string, olderThanMs: number, nameToKey: (name: string) => string): Promise<number> {
    const base = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    let removed = 0;
    const visit = async (dir: string, keyDir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) {
          const next = `${keyDir}${entry.name}/`;
          if (next.startsWith(prefix) || prefix.startsWith(next)) await visit(full, next);
          continue;
        }
        const part = PART_FILE.exec(entry.name);
        if (!part || !entry.isFile() || !`${keyDir}${part[1] === undefined ? '' : nameToKey(part[1])}`.startsWith(prefix)) continue;
        const info = await stat(full).catch(() => null);
        if (!info || Date.now() - info.mtimeMs < olderThanMs) continue;
        await rm(full, { force: true });
        removed += 1;
      }
    };
    await visit(join(root, ...base.split('/').filter(Boolean)), base);
    return removed;
  }

  return {
    async sweepTemporary(prefix, olderThanMs) {
      const objects = await sweepParts(objectsRoot, prefix, olderThanMs, (name) => name);
      const metas = await sweepParts(metaRoot, prefix, olderThanMs, (name) => name.replace(/\.json$/, ''));
      return objects + metas;
    },
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
