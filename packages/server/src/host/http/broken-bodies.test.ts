import { request as httpRequest } from 'node:http';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from '../../testing/test-system.ts';
import type { HttpTestClient } from '../../testing/http-test-client.ts';

const BOUNDARY = 'dcs-test-boundary';
const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;

/** Spool directories left in this suite's own temporary folder (other suites may upload meanwhile). */
const spoolDirs = () => readdirSync(tmpdir()).filter((name) => name.startsWith('dcs-upload-')).sort();

describe('malformed multipart bodies and hang-ups are the client’s doing', () => {
  let t: TestSystem;
  let admin: HttpTestClient;
  const savedTmp = process.env.TMPDIR;
  beforeAll(async () => {
    process.env.TMPDIR = mkdtempSync(join(tmpdir(), 'dcs-multipart-test-'));
    t = await startTestSystem();
    admin = await t.admin();
  });
  afterAll(async () => {
    await t.close();
    rmSync(tmpdir(), { recursive: true, force: true });
    if (savedTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmp;
  });

  const errorLines = () => t.logs.filter((line) => line.level === 'error');

  it.each([
    ['a body cut before the closing boundary', `multipart/form-data; boundary=${BOUNDARY}`, `${head}PNG bytes that never end`],
    ['a multipart type without a boundary', 'multipart/form-data', `${head}x\r\n--${BOUNDARY}--\r\n`],
    ['a body that is not multipart at all', `multipart/form-data; boundary=${BOUNDARY}`, 'just some text'],
  ])('answers %s with 400 rest_invalid_multipart, logged below error level', async (_name, contentType, body) => {
    const before = errorLines().length;
    const response = await admin.request('POST', '/api/v1/media', { body, headers: { 'content-type': contentType } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'rest_invalid_multipart', data: { status: 400 } });
    expect(errorLines().length).toBe(before);
    expect(t.logs.at(-1)).toMatchObject({ level: 'info', obj: { code: 'rest_invalid_multipart' } });
    expect((await admin.get('/api/v1/media')).body).toEqual([]);
  });

  /** Sends the start of a body announced longer (within the body limits), then hangs up; resolves once the connection is gone. */
  async function hangUp(path: string, contentType: string, start: Buffer | string, announced: number): Promise<void> {
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    await new Promise<void>((resolve) => {
      const request = httpRequest(new URL(path, t.url), {
        method: 'POST',
        headers: { 'content-type': contentType, 'content-length': String(announced), cookie, 'x-wp-nonce': admin.nonce! },
      });
      request.on('error', () => resolve());
      request.write(start, () => setTimeout(() => request.destroy(), 100));
      request.on('close', () => resolve());
    });
  }
  const abortedLines = () => t.logs.filter((line) => line.level === 'info' && (line.obj as { code?: string }).code === 'rest_request_aborted').length;

  it('treats a client hanging up mid-upload as no error and leaves no spooled file', async () => {
    const spooledBefore = spoolDirs();
    const before = errorLines().length;
    const abortedBefore = abortedLines();
    await hangUp('/api/v1/media', `multipart/form-data; boundary=${BOUNDARY}`, Buffer.concat([Buffer.from(head), Buffer.alloc(256 * 1024, 7)]), 10_000_000);
    // The server learns of the hang-up asynchronously: wait until it has dealt with it.
    const settled = () => abortedLines() > abortedBefore && spoolDirs().length === spooledBefore.length;
    for (let i = 0; i < 250 && !settled(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(abortedLines()).toBe(abortedBefore + 1);
    expect(spoolDirs()).toEqual(spooledBefore);
    expect(errorLines().length).toBe(before);
    expect((await admin.get('/api/v1/media')).body).toEqual([]);
  });

  it('treats a client hanging up in the middle of a JSON body as no error either', async () => {
    const before = errorLines().length;
    const abortedBefore = abortedLines();
    await hangUp('/api/v1/colors', 'application/json', '{"name": "half a col', 100_000);
    for (let i = 0; i < 250 && abortedLines() === abortedBefore; i++) await new Promise((r) => setTimeout(r, 20));
    expect(abortedLines()).toBe(abortedBefore + 1);
    expect(errorLines().length).toBe(before);
  });
});
