import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createError } from '@dcs/platform';
import { DEFAULT_ZIP_LIMITS } from './safe-zip-reader.ts';

/** Options of {@link spoolUpload}. */
export interface SpoolUploadOptions {
  /** Bytes allowed; more fails with `svc_addon_zip_too_large`. Defaults to {@link DEFAULT_ZIP_LIMITS}. */
  maxBytes?: number;
  /** Parent of the private temporary folder; defaults to the OS temporary folder. */
  directory?: string;
}

/** An upload written to a private temporary file. */
export interface SpooledUpload {
  readonly path: string;
  readonly bytes: number;
  /** Deletes the file and its folder; safe to call twice. */
  dispose(): Promise<void>;
}

/**
 * Writes an upload stream to a temporary file (mode 0600, in a fresh 0700 folder) so that a seeking
 * ZIP reader can open it. Stops reading and deletes the partial file as soon as the cap is passed.
 *
 * @throws `svc_addon_zip_too_large` (413) when the stream holds more than `maxBytes`.
 * @example
 * const upload = await spoolUpload(part.file, { maxBytes: 64 * 1024 * 1024 });
 * try { const pkg = await readAddonPackage(upload.path); … } finally { await upload.dispose(); }
 */
export async function spoolUpload(source: Readable, options: SpoolUploadOptions = {}): Promise<SpooledUpload> {
  const maxBytes = options.maxBytes ?? DEFAULT_ZIP_LIMITS.maxArchiveBytes;
  const folder = await mkdtemp(join(options.directory ?? tmpdir(), 'dcs-upload-'));
  const path = join(folder, 'upload.zip');
  const dispose = () => rm(folder, { recursive: true, force: true });
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) return callback(createError('svc_addon_zip_too_large', { params: { limit: maxBytes } }));
      callback(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(path, { mode: 0o600, flags: 'wx' }));
  } catch (error) {
    await dispose();
    throw error;
  }
  return { path, bytes, dispose };
}
