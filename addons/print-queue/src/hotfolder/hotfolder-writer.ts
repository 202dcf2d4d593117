import { createHash, randomBytes } from 'node:crypto';
import { link, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { PermanentJobError, createError, type StorageReader } from '@dcs/platform';

/** A file to put into the hotfolder. */
export interface HotfolderFile {
  name: string;
  sha256: string;
  /** Its content (`StorageService.open`), read into the delivery's one copy buffer. */
  open(): Promise<StorageReader>;
}

/**
 * The bytes a delivery copies at a time. One buffer per delivery, reused for every file and every
 * read, where a stream made a new 64 KiB buffer per chunk: ~1.7 MB per job for the collector, 8–12 MB
 * of a worker's peak RSS (`docs/print-queue.md`, Benchmark).
 */
const COPY_BUFFER_BYTES = 256 * 1024;

/** Options of {@link deliverToHotfolder}. */
export interface DeliverOptions {
  directory: string;
  /** In delivery order; the trigger file (the ticket) last. */
  files: readonly HotfolderFile[];
  /** Names delivered by an earlier attempt of this delivery; they are not written again. */
  delivered: ReadonlySet<string>;
  /** Called after each file is in place, before the next one starts. */
  onDelivered(name: string): Promise<void>;
  /** Asked just before each file is published; false stops the delivery there (an admin held the job). */
  proceed?(): Promise<boolean>;
  /**
   * Age from which any `.part` file in the folder belongs to a dead delivery (the queue's lease: a live
   * writer touches its file far more often); default: only this delivery's own names are cleaned.
   */
  stalePartAgeMs?: number;
  signal?: AbortSignal;
}

/** `.<name>.<12 hex>.part`, as {@link writePart} names them. */
const PART_FILE = /^\.(.+)\.[0-9a-f]{12}\.part$/;

/**
 * Removes the `.part` files a killed delivery left in `directory`: those of the names about to be
 * delivered, whatever their age (only one delivery of a job runs at a time, so they belong to a dead
 * attempt), and any other one untouched for `olderThanMs`. RIPs that do not skip dot files would pick
 * them up. Answers the names removed.
 */
export async function removeStaleParts(directory: string, ownNames: ReadonlySet<string>, olderThanMs = Number.POSITIVE_INFINITY): Promise<string[]> {
  const removed: string[] = [];
  for (const entry of await readdir(directory)) {
    const part = PART_FILE.exec(entry);
    if (!part) continue;
    const path = join(directory, entry);
    if (!ownNames.has(part[1]!)) {
      const info = await stat(path).catch(() => null);
      if (!info?.isFile() || Date.now() - info.mtimeMs < olderThanMs) continue;
    }
    await unlink(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    removed.push(entry);
  }
  return removed;
}

async function sha256OfFile(path: string, buffer: Buffer): Promise<string> {
  const hash = createHash('sha256');
  const handle = await open(path, 'r');
  try {
    for (let read = -1; read !== 0; ) {
      ({ bytesRead: read } = await handle.read(buffer, 0, buffer.length, null));
      hash.update(buffer.subarray(0, read));
    }
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}

async function pathExists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

async function existingHash(path: string, buffer: Buffer): Promise<string | null> {
  try {
    if (!(await stat(path)).isFile()) return 'not-a-file';
    return await sha256OfFile(path, buffer);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Copies `file` through `buffer` into a hidden `.part` file beside its final name and flushes it to disk. */
async function writePart(directory: string, file: HotfolderFile, buffer: Buffer): Promise<string> {
  const part = join(directory, `.${file.name}.${randomBytes(6).toString('hex')}.part`);
  const handle = await open(part, 'wx', 0o644);
  const hash = createHash('sha256');
  try {
    const source = await file.open();
    try {
      for (let position = 0, read = -1; read !== 0; position += read) {
        read = await source.read(buffer, position);
        hash.update(buffer.subarray(0, read));
        for (let written = 0; written < read; ) written += (await handle.write(buffer, written, read - written)).bytesWritten;
      }
    } finally {
      await source.close();
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  if (hash.digest('hex') !== file.sha256) {
    await unlink(part).catch(() => undefined);
    throw new Error(`the stored ${file.name} no longer matches its SHA-256`);
  }
  return part;
}

/**
 * Moves a finished `.part` file to its name without ever replacing a file: a hard link fails when the
 * name exists, where a rename would overwrite. Filesystems without hard links (some network shares)
 * fall back to a rename after a check.
 */
async function publish(part: string, target: string): Promise<'placed' | 'exists'> {
  try {
    await link(part, target);
    await unlink(part);
    return 'placed';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return 'exists';
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'EXDEV') throw error;
  }
  if (await pathExists(target)) return 'exists';
  await rename(part, target);
  return 'placed';
}

async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Delivers a job's files atomically and at most once each: every file is written as a hidden `.part`
 * file in the hotfolder, fsynced and published under its name (never over another file), the folder
 * is fsynced, then the name is recorded. A file already there with the same SHA-256 counts as
 * delivered (an earlier attempt died after publishing it); one with other content belongs to
 * someone else and stops the delivery for good. The trigger file is the last in `files`. First, the
 * `.part` files of dead deliveries go ({@link removeStaleParts}).
 * Answers false when `proceed` stopped it (the file written but not published is removed).
 *
 * @throws `svc_print_queue_hotfolder_unavailable` (retry later) when the folder cannot be written.
 */
export async function deliverToHotfolder(options: DeliverOptions): Promise<boolean> {
  const { directory } = options;
  try {
    const pending = new Set(options.files.filter((file) => !options.delivered.has(file.name)).map((file) => file.name));
    await removeStaleParts(directory, pending, options.stalePartAgeMs);
  } catch (error) {
    throw createError('svc_print_queue_hotfolder_unavailable', { params: { directory, reason: (error as Error).message }, cause: error });
  }
  const buffer = Buffer.allocUnsafe(COPY_BUFFER_BYTES);
  for (const file of options.files) {
    if (options.delivered.has(file.name)) continue;
    options.signal?.throwIfAborted();
    const target = join(directory, file.name);
    try {
      let hash = await existingHash(target, buffer);
      if (hash === null) {
        const part = await writePart(directory, file, buffer);
        if (options.proceed && !(await options.proceed())) {
          await unlink(part).catch(() => undefined);
          return false;
        }
        if ((await publish(part, target)) === 'exists') {
          await unlink(part).catch(() => undefined);
          hash = await existingHash(target, buffer);
        } else {
          await syncDirectory(directory);
          hash = file.sha256;
        }
      }
      if (hash !== file.sha256) {
        throw new PermanentJobError('svc_print_queue_hotfolder_conflict', createError('svc_print_queue_hotfolder_conflict', { params: { file: file.name } }).message);
      }
    } catch (error) {
      if (error instanceof PermanentJobError || (error as Error).name === 'AbortError') throw error;
      throw createError('svc_print_queue_hotfolder_unavailable', { params: { directory, reason: (error as Error).message }, cause: error });
    }
    await options.onDelivered(file.name);
  }
  return true;
}
