import { stat } from 'node:fs/promises';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { crc32 } from 'node:zlib';
import { createError, isSvcError, type SvcError } from '@dcs/platform';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { checkEntryEncoding, checkEntryPath, classifyEntry, entryCollisionKey } from './zip-entry-rules.ts';

/** Caps that a {@link SafeZip} enforces; each one has its own refusal code. */
export interface SafeZipLimits {
  /** Size of the archive file itself. */
  maxArchiveBytes: number;
  /** Number of entries in the central directory, folders included. */
  maxEntries: number;
  /** Uncompressed size of one file, declared and actual. */
  maxFileBytes: number;
  /** Uncompressed size of all files together. */
  maxTotalBytes: number;
  /** Uncompressed to compressed bytes of one file, declared and actual. */
  maxCompressionRatio: number;
  /** Files smaller than this are exempt from the ratio cap (a small file of spaces compresses very well). */
  ratioFloorBytes: number;
  /** Length of an entry name in UTF-8 bytes. */
  maxPathLength: number;
}

/** The caps an addon package upload uses unless the caller passes others. */
export const DEFAULT_ZIP_LIMITS: Readonly<SafeZipLimits> = Object.freeze({
  maxArchiveBytes: 64 * 1024 * 1024,
  maxEntries: 2_000,
  maxFileBytes: 64 * 1024 * 1024,
  maxTotalBytes: 256 * 1024 * 1024,
  maxCompressionRatio: 100,
  ratioFloorBytes: 1024 * 1024,
  maxPathLength: 400,
});

/**
 * Required top-level layout: `single-top-directory` (every entry inside exactly one folder, as addon
 * packages are) or `any` (for imports such as a clipart bulk upload).
 */
export type ZipLayout = 'single-top-directory' | 'any';

/** Options of {@link openSafeZip}. */
export interface SafeZipOptions {
  limits?: Partial<SafeZipLimits>;
  layout?: ZipLayout;
}

/** A regular file of a {@link SafeZip}. */
export interface SafeZipFile {
  /** Full name in the archive, NFC, `/`-separated. */
  readonly path: string;
  /** Name below the top-level folder (equals `path` for layout `any`). */
  readonly relativePath: string;
  /** Uncompressed size; reading fails if the data holds more or fewer bytes. */
  readonly size: number;
  readonly compressedSize: number;
}

function toZipError(error: unknown): SvcError {
  if (isSvcError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/encrypt/i.test(message)) return createError('svc_addon_zip_encrypted_entry', { params: { path: '(unnamed entry)' } });
  return createError('svc_addon_zip_invalid', { params: { reason: message }, cause: error });
}

/**
 * A ZIP archive whose every entry passed the safety rules: safe relative names, only regular files
 * and folders, no duplicates, no encryption, sizes and ratios within the caps, no overlapping data,
 * and the requested layout. Content is read through a guard that counts the bytes actually inflated
 * and checks the CRC. Create one with {@link openSafeZip}; call {@link SafeZip.close} when done.
 */
export class SafeZip {
  readonly archivePath: string;
  readonly archiveBytes: number;
  /** The single top-level folder for layout `single-top-directory`, else `null`. */
  readonly topDirectory: string | null;
  /** Regular files in archive order. */
  readonly files: readonly SafeZipFile[];
  /** Folders that have an entry of their own, relative like {@link SafeZipFile.relativePath}. */
  readonly directories: readonly string[];
  readonly limits: Readonly<SafeZipLimits>;
  #zip: ZipFile;
  #entries: Map<SafeZipFile, Entry>;
  #byRelativePath: Map<string, SafeZipFile>;

  /** @internal Use {@link openSafeZip}. */
  constructor(init: {
    archivePath: string;
    archiveBytes: number;
    topDirectory: string | null;
    files: Map<SafeZipFile, Entry>;
    directories: string[];
    limits: SafeZipLimits;
    zip: ZipFile;
  }) {
    this.archivePath = init.archivePath;
    this.archiveBytes = init.archiveBytes;
    this.topDirectory = init.topDirectory;
    this.files = [...init.files.keys()];
    this.directories = init.directories;
    this.limits = init.limits;
    this.#zip = init.zip;
    this.#entries = init.files;
    this.#byRelativePath = new Map(this.files.map((file) => [file.relativePath, file]));
  }

  /** The file at `relativePath` (below the top-level folder), if any. */
  getFile(relativePath: string): SafeZipFile | undefined {
    return this.#byRelativePath.get(relativePath.normalize('NFC'));
  }

  /**
   * Streams the uncompressed bytes of `file`. The stream fails with `svc_addon_zip_file_too_large`,
   * `svc_addon_zip_ratio_exceeded`, `svc_addon_zip_size_mismatch` or `svc_addon_zip_invalid` (CRC)
   * as soon as the actual bytes break a rule, before more is inflated.
   */
  async openReadStream(file: SafeZipFile): Promise<Readable> {
    const entry = this.#entries.get(file);
    if (!entry) throw new Error(`openReadStream: ${file.path} is not a file of this archive`);
    let raw: Readable;
    try {
      raw = await this.#zip.openReadStreamPromise(entry);
    } catch (error) {
      throw toZipError(error);
    }
    const guard = new EntryGuard(file, entry.crc32, this.limits);
    raw.on('error', (error) => guard.destroy(toZipError(error)));
    guard.on('close', () => raw.destroy());
    return raw.pipe(guard);
  }

  /** Reads all bytes of `file` into memory (for small files such as `addon.json`). */
  async readFile(file: SafeZipFile): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.openReadStream(file)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** Releases the file descriptor. */
  close(): void {
    if (this.#zip.isOpen) this.#zip.close();
  }
}

class EntryGuard extends Transform {
  #file: SafeZipFile;
  #expectedCrc: number;
  #limits: SafeZipLimits;
  #bytes = 0;
  #crc = 0;

  constructor(file: SafeZipFile, expectedCrc: number, limits: SafeZipLimits) {
    super();
    this.#file = file;
    this.#expectedCrc = expectedCrc;
    this.#limits = limits;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#bytes += chunk.length;
    const { path, compressedSize, size } = this.#file;
    const limits = this.#limits;
    if (this.#bytes > limits.maxFileBytes) {
      return callback(createError('svc_addon_zip_file_too_large', { params: { path, limit: limits.maxFileBytes } }));
    }
    if (this.#bytes > limits.ratioFloorBytes && this.#bytes > compressedSize * limits.maxCompressionRatio) {
      return callback(createError('svc_addon_zip_ratio_exceeded', { params: { path, limit: limits.maxCompressionRatio } }));
    }
    if (this.#bytes > size) return callback(createError('svc_addon_zip_size_mismatch', { params: { path } }));
    this.#crc = crc32(chunk, this.#crc);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    const { path } = this.#file;
    if (this.#bytes !== this.#file.size) return callback(createError('svc_addon_zip_size_mismatch', { params: { path } }));
    if (this.#crc >>> 0 !== this.#expectedCrc >>> 0) {
      return callback(createError('svc_addon_zip_invalid', { params: { reason: `the checksum of "${path}" does not match` } }));
    }
    callback();
  }
}

interface CheckedEntry {
  entry: Entry;
  path: string;
  kind: 'file' | 'directory';
}

function checkDeclaredSizes(entry: Entry, path: string, limits: SafeZipLimits, total: number): number {
  const size = entry.uncompressedSize;
  if (size > limits.maxFileBytes) {
    throw createError('svc_addon_zip_file_too_large', { params: { path, limit: limits.maxFileBytes } });
  }
  if (size > limits.ratioFloorBytes && size > entry.compressedSize * limits.maxCompressionRatio) {
    throw createError('svc_addon_zip_ratio_exceeded', { params: { path, limit: limits.maxCompressionRatio } });
  }
  if (entry.compressionMethod === 0 && entry.compressedSize !== size) {
    throw createError('svc_addon_zip_size_mismatch', { params: { path } });
  }
  if (total + size > limits.maxTotalBytes) {
    throw createError('svc_addon_zip_total_too_large', { params: { limit: limits.maxTotalBytes } });
  }
  return total + size;
}

async function readCentralDirectory(zip: ZipFile, limits: SafeZipLimits): Promise<CheckedEntry[]> {
  if (zip.entryCount > limits.maxEntries) {
    throw createError('svc_addon_zip_too_many_entries', { params: { limit: limits.maxEntries } });
  }
  const checked: CheckedEntry[] = [];
  const seen = new Set<string>();
  let total = 0;
  for await (const entry of zip.eachEntry()) {
    const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
    const path = checkEntryPath(name, limits.maxPathLength);
    checkEntryEncoding(entry, path);
    const kind = classifyEntry(entry, path);
    if (kind === 'file') total = checkDeclaredSizes(entry, path, limits, total);
    const key = entryCollisionKey(path);
    if (seen.has(key)) throw createError('svc_addon_zip_duplicate_entry', { params: { path } });
    seen.add(key);
    checked.push({ entry, path, kind });
  }
  return checked;
}

/** A folder and a file with the same name collide just like two files do. */
function checkFileFolderCollisions(entries: CheckedEntry[]): void {
  const files = new Map(entries.filter((e) => e.kind === 'file').map((e) => [entryCollisionKey(e.path), e.path]));
  for (const { path } of entries) {
    const segments = path.split('/');
    for (let depth = 1; depth < segments.length; depth++) {
      const clash = files.get(entryCollisionKey(segments.slice(0, depth).join('/')));
      if (clash !== undefined) throw createError('svc_addon_zip_duplicate_entry', { params: { path: clash } });
    }
  }
}

/**
 * Refuses entries whose data overlap (the trick behind non-recursive zip bombs) and entries whose
 * local header names another file than the central directory does (streaming unzippers read that one).
 */
async function checkLocalHeaders(zip: ZipFile, entries: CheckedEntry[]): Promise<void> {
  const ranges: Array<{ start: number; end: number; path: string }> = [];
  for (const { entry, path } of entries) {
    const header = await zip.readLocalFileHeaderPromise(entry, { minimal: false });
    if (!header.fileName.equals(entry.fileNameRaw)) {
      throw createError('svc_addon_zip_invalid', { params: { reason: `the local header of "${path}" names another file` } });
    }
    if ((header.generalPurposeBitFlag & 0x41) !== 0) throw createError('svc_addon_zip_encrypted_entry', { params: { path } });
    ranges.push({ start: entry.relativeOffsetOfLocalHeader, end: header.fileDataStart + entry.compressedSize, path });
  }
  ranges.sort((a, b) => a.start - b.start);
  for (let i = 1; i < ranges.length; i++) {
    const previous = ranges[i - 1]!;
    if (ranges[i]!.start < previous.end) {
      throw createError('svc_addon_zip_invalid', { params: { reason: `the data of "${ranges[i]!.path}" overlaps another file` } });
    }
  }
}

function resolveLayout(entries: CheckedEntry[], layout: ZipLayout): string | null {
  if (entries.length === 0) throw createError('svc_addon_zip_layout_invalid', { params: { reason: 'the archive is empty' } });
  if (layout === 'any') return null;
  const tops = [...new Set(entries.map((e) => e.path.split('/')[0]!))];
  if (tops.length > 1) {
    throw createError('svc_addon_zip_multiple_top_directories', {
      params: { count: tops.length, names: tops.slice(0, 5).join(', ') },
    });
  }
  const loose = entries.find((e) => e.kind === 'file' && !e.path.includes('/'));
  if (loose) {
    const reason = `"${loose.path}" lies outside the top-level folder; put every file in one folder`;
    throw createError('svc_addon_zip_layout_invalid', { params: { reason } });
  }
  return tops[0]!;
}

/**
 * Opens a ZIP file from disk with a seeking reader and checks every central directory entry and
 * local header before any content is read. Archive file modes and timestamps are never applied.
 *
 * @throws One of the `svc_addon_zip_*` codes: `too_large`, `too_many_entries`, `file_too_large`,
 * `total_too_large`, `ratio_exceeded`, `size_mismatch`, `path_traversal`, `absolute_path`,
 * `backslash_path`, `drive_letter_path`, `invalid_path`, `symlink`, `special_entry`,
 * `duplicate_entry`, `encrypted_entry`, `unsupported_compression`, `multiple_top_directories`,
 * `layout_invalid`, `invalid`.
 * @example
 * const zip = await openSafeZip(upload.path, { layout: 'any', limits: { maxEntries: 10_000 } });
 * try { for (const file of zip.files) await handle(file.path, await zip.openReadStream(file)); }
 * finally { zip.close(); }
 */
export async function openSafeZip(archivePath: string, options: SafeZipOptions = {}): Promise<SafeZip> {
  const limits: SafeZipLimits = { ...DEFAULT_ZIP_LIMITS, ...options.limits };
  const { size } = await stat(archivePath);
  if (size > limits.maxArchiveBytes) {
    throw createError('svc_addon_zip_too_large', { params: { limit: limits.maxArchiveBytes } });
  }
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(archivePath, { autoClose: false, decodeStrings: false, validateEntrySizes: false });
  } catch (error) {
    throw toZipError(error);
  }
  try {
    const entries = await readCentralDirectory(zip, limits);
    checkFileFolderCollisions(entries);
    await checkLocalHeaders(zip, entries);
    const topDirectory = resolveLayout(entries, options.layout ?? 'single-top-directory');
    const strip = (path: string) => (topDirectory === null ? path : path.slice(topDirectory.length + 1));
    const files = new Map<SafeZipFile, Entry>();
    const directories: string[] = [];
    for (const { entry, path, kind } of entries) {
      if (kind === 'directory') {
        if (path !== topDirectory) directories.push(strip(path));
        continue;
      }
      const file = { path, relativePath: strip(path), size: entry.uncompressedSize, compressedSize: entry.compressedSize };
      files.set(Object.freeze(file), entry);
    }
    return new SafeZip({ archivePath, archiveBytes: size, topDirectory, files, directories, limits, zip });
  } catch (error) {
    zip.close();
    throw toZipError(error);
  }
}
