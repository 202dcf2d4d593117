import { createError } from '@dcs/platform';
import type { Entry } from 'yauzl';

/** What an archive entry is, read from its external attributes and its name. */
export type ZipEntryKind = 'file' | 'directory';

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const DOS_DIRECTORY = 0x10;
const DOS_REPARSE_POINT = 0x400;
const FLAG_ENCRYPTED = 0x1;
const FLAG_STRONG_ENCRYPTION = 0x40;
const METHOD_AES = 99;
// Windows refuses these names in any folder; an archive made on Linux could still carry them.
const RESERVED_NAME = /^(?:con|prn|aux|nul|com[0-9]|lpt[0-9])(?:\..*)?$/i;

/**
 * Checks an entry name (already decoded) and returns it in Unicode NFC without a trailing slash.
 * Each kind of unsafe path has its own code so that a refusal says exactly what was wrong.
 */
export function checkEntryPath(name: string, maxPathLength: number): string {
  const params = { path: name };
  if (name.includes('\\')) throw createError('svc_addon_zip_backslash_path', { params });
  if (name.startsWith('/')) throw createError('svc_addon_zip_absolute_path', { params });
  if (/^[A-Za-z]:/.test(name)) throw createError('svc_addon_zip_drive_letter_path', { params });
  const trimmed = name.endsWith('/') ? name.slice(0, -1) : name;
  const segments = trimmed.split('/');
  if (segments.includes('..')) throw createError('svc_addon_zip_path_traversal', { params });
  const invalid = (reason: string) => createError('svc_addon_zip_invalid_path', { params: { path: name, reason } });
  if (trimmed.length === 0) throw invalid('the name is empty');
  if (/[\u0000-\u001f\u007f]/.test(name)) throw invalid('it contains control characters');
  if (Buffer.byteLength(name) > maxPathLength) throw invalid(`it is longer than ${maxPathLength} bytes`);
  for (const segment of segments) {
    if (segment === '' || segment === '.') throw invalid('it has an empty or "." folder name');
    if (/[<>:"|?*]/.test(segment)) throw invalid('it contains a character that Windows does not allow (<>:"|?*)');
    if (/[ .]$/.test(segment) || RESERVED_NAME.test(segment)) throw invalid('it has a name that Windows does not allow');
  }
  return trimmed.normalize('NFC');
}

/**
 * The key under which two names count as the same file: NFC plus case folding, so that `A.js` and
 * `a.js`, or a composed and a decomposed `é`, collide as they would on macOS or Windows.
 */
export function entryCollisionKey(path: string): string {
  return path.normalize('NFC').toUpperCase().toLowerCase().normalize('NFC');
}

/**
 * Decides from the external attributes whether an entry is a regular file or a folder and refuses
 * everything else (symbolic links, devices, FIFOs, sockets, reparse points).
 */
export function classifyEntry(entry: Entry, path: string): ZipEntryKind {
  const attributes = entry.externalFileAttributes >>> 0;
  const unixMode = attributes >>> 16;
  const namedAsDirectory = entry.fileNameRaw.at(-1) === 0x2f;
  const params = { path };
  // Some writers put a Unix mode in the upper half whatever host they name, and some readers honour it.
  const unixType = unixMode & S_IFMT;
  if (unixType === S_IFLNK || (attributes & DOS_REPARSE_POINT) !== 0) {
    throw createError('svc_addon_zip_symlink', { params });
  }
  if (unixType !== 0 && unixType !== S_IFREG && unixType !== S_IFDIR) {
    throw createError('svc_addon_zip_special_entry', { params });
  }
  const markedAsDirectory = unixType === S_IFDIR || (attributes & DOS_DIRECTORY) !== 0;
  if ((markedAsDirectory && !namedAsDirectory) || (namedAsDirectory && unixType === S_IFREG)) {
    throw createError('svc_addon_zip_special_entry', { params });
  }
  if (namedAsDirectory && (entry.uncompressedSize !== 0 || entry.compressedSize > 2)) {
    throw createError('svc_addon_zip_special_entry', { params });
  }
  return namedAsDirectory ? 'directory' : 'file';
}

/** Refuses encrypted entries and compression methods other than store (0) and deflate (8). */
export function checkEntryEncoding(entry: Entry, path: string): void {
  const encrypted =
    (entry.generalPurposeBitFlag & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION)) !== 0 || entry.compressionMethod === METHOD_AES;
  if (encrypted) throw createError('svc_addon_zip_encrypted_entry', { params: { path } });
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    throw createError('svc_addon_zip_unsupported_compression', { params: { path, method: entry.compressionMethod } });
  }
}
