import { readdir, readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spoolUpload } from './spool-upload.ts';
import { makeTempDir } from './testing/addon-fixtures.ts';

let temp: Awaited<ReturnType<typeof makeTempDir>>;
beforeEach(async () => {
  temp = await makeTempDir();
});
afterEach(async () => {
  await temp.dispose();
});

describe('spoolUpload', () => {
  it('writes the stream to a private temporary file', async () => {
    const upload = await spoolUpload(Readable.from([Buffer.from('PK'), Buffer.from('data')]), { directory: temp.path });
    expect(upload.bytes).toBe(6);
    expect(await readFile(upload.path, 'utf8')).toBe('PKdata');
    await upload.dispose();
    expect(await readdir(temp.path)).toEqual([]);
  });

  it('stops at the cap and leaves nothing behind', async () => {
    const chunks = Array.from({ length: 100 }, () => Buffer.alloc(1024));
    await expect(spoolUpload(Readable.from(chunks), { directory: temp.path, maxBytes: 10_000 })).rejects.toMatchObject({
      code: 'svc_addon_zip_too_large',
      status: 413,
    });
    expect(await readdir(temp.path)).toEqual([]);
  });
});
