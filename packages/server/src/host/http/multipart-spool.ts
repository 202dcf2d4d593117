import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { createError, isSvcError, type SvcError, type UploadedFile } from '@dcs/platform';
import { safeUploadFileName } from './upload-file-name.ts';

/**
 * The client's part in a failed read: it hung up (the connection reset mid-body), or the body is not
 * well-formed multipart (busboy's errors carry no code: no boundary, a body cut before the closing
 * boundary, a broken part header). Our own failures (a full disk, with a `syscall`) and catalogue
 * errors stay as they are.
 */
function clientError(request: FastifyRequest, error: unknown): SvcError | null {
  if (isSvcError(error) || !(error instanceof Error)) return null;
  if (request.raw.readableAborted || (error as NodeJS.ErrnoException).code === 'ECONNRESET') {
    return createError('rest_request_aborted', { cause: error });
  }
  if ('syscall' in error || (error as NodeJS.ErrnoException).code !== undefined) return null;
  return createError('rest_invalid_multipart', { params: { details: error.message }, cause: error });
}

/**
 * Spools the files of a multipart request to a private temporary directory, never under a name the
 * client chose, and stops at the first file over `maxFileBytes`. The name it hands on is the client's,
 * made safe for every route at once ({@link safeUploadFileName}). The caller removes the directory.
 */
export async function spoolMultipart(
  request: FastifyRequest,
  limits: { maxFileBytes: number; maxFiles: number },
): Promise<{ files: UploadedFile[]; fields: Record<string, string>; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'dcs-upload-'));
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 50, fieldSize: 64 * 1024 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const path = join(dir, randomBytes(8).toString('hex'));
      let size = 0;
      part.file.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      await pipeline(part.file, createWriteStream(path, { mode: 0o600 }));
      if (part.file.truncated) {
        throw createError('rest_payload_too_large', { params: { limit: limits.maxFileBytes } });
      }
      files.push({ field: part.fieldname, filename: safeUploadFileName(part.filename), claimedType: part.mimetype, size, path });
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw createError('rest_invalid_param', { params: { params: 'file' }, data: { params: { file: `at most ${limits.maxFiles} file(s)` } } });
    }
    throw clientError(request, error) ?? error;
  }
  return { files, fields, dir };
}
