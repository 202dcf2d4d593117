import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

/** One file of a ZIP written by {@link writeDeterministicZip}. */
export interface ZipSource {
  /** Full name in the archive, `/`-separated. */
  path: string;
  /** The content, or a function opening it when the writer reaches this file. */
  content: Buffer | (() => Promise<Readable>);
}

// Built from local-time parts so that the DOS timestamp fields are the same in every time zone.
const FIXED_MTIME = new Date(1980, 0, 1, 0, 0, 0);
const FILE_MODE = 0o100644;

/**
 * Writes a ZIP whose bytes depend only on the file names and contents: entries sorted by path,
 * a fixed DOS timestamp (no extended timestamp field), mode 0644, deflate, no folder entries.
 * The archive is written to a temporary name beside `outPath` and renamed into place.
 */
export async function writeDeterministicZip(sources: readonly ZipSource[], outPath: string): Promise<void> {
  const zip = new yazl.ZipFile();
  const sorted = [...sources].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const options = { mtime: FIXED_MTIME, mode: FILE_MODE, compress: true, forceDosTimestamp: true };
  for (const source of sorted) {
    const { content } = source;
    if (Buffer.isBuffer(content)) {
      zip.addBuffer(content, source.path, options);
    } else {
      zip.addReadStreamLazy(source.path, options, (callback) => {
        content().then(
          (stream) => callback(null, stream),
          (error: unknown) => callback(error, Readable.from([])),
        );
      });
    }
  }
  zip.end();
  const temporary = `${outPath}.${process.pid}.partial`;
  try {
    await pipeline(zip.outputStream as Readable, createWriteStream(temporary, { mode: 0o644 }));
    await rename(temporary, outPath);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
