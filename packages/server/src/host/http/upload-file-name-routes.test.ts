import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, pngOf, shippedIccProfile } from '../../core/resources/common/testing/upload-fixtures.ts';
import { startFuzzSystem } from '../../testing/fuzz-system.ts';
import { MAX_FILE_NAME_BYTES } from './upload-file-name.ts';

const require = createRequire(import.meta.url);
const MARKER = 'ü';
/** 200 000 characters, control characters and a bidirectional override among them. */
const HOSTILE_NAME = `\u0007ho\u0000st\u202eile-${MARKER.repeat(200_000)}`;

/** A file each kind of upload route accepts, by its path. */
async function fileFor(path: string): Promise<{ bytes: Buffer; extension: string; type: string }> {
  if (path.includes('clipart')) return { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'), extension: 'svg', type: 'image/svg+xml' };
  if (path.includes('icc')) return { bytes: await shippedIccProfile('cmyk'), extension: 'icc', type: 'application/vnd.iccprofile' };
  if (path.includes('font')) {
    const files = join(dirname(require.resolve('@fontsource/roboto/package.json')), 'files');
    return { bytes: await readFile(join(files, 'roboto-latin-400-normal.woff')), extension: 'woff', type: 'font/woff' };
  }
  return { bytes: await pngOf(40, 30), extension: 'png', type: 'image/png' };
}

/**
 * Every upload route of both documents (core and first-party addons) keeps at most 255 bytes of a file
 * name, without control characters: after a 200 000-character name was sent to each, no stored value
 * holds more of it, and the answers do not either.
 */
describe('file names of uploads', () => {
  let t: Awaited<ReturnType<typeof startFuzzSystem>>;
  beforeAll(async () => {
    t = await startFuzzSystem({ addons: true });
  }, 120_000);
  afterAll(async () => t?.close());

  it('are cut to 255 bytes of UTF-8 with control characters removed, on every upload route', async () => {
    const admin = await t.admin();
    const accepted: string[] = [];
    let routes = 0;
    for (const url of ['/api/v1/openapi.json', '/api/v1/openapi/svc-v1.json']) {
      const document = (await admin.get(url)).body;
      const prefix = new URL(document.servers[0].url).pathname.replace(/\/$/, '');
      for (const [template, methods] of Object.entries<any>(document.paths)) {
        for (const [method, operation] of Object.entries<any>(methods)) {
          if (!operation.requestBody?.content?.['multipart/form-data']) continue;
          routes++;
          const path = `${prefix}${template}`.replace(/\{[^}]+\}/g, '1');
          const file = await fileFor(path);
          const answer = await admin.request(method.toUpperCase(), path, { body: fileForm(file.bytes, `${HOSTILE_NAME}.${file.extension}`, file.type) });
          expect(answer.status, `${method} ${path}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
          if (answer.status < 300) accepted.push(path);
          for (const value of JSON.stringify(answer.body ?? '').match(new RegExp(`${MARKER}+`, 'g')) ?? []) {
            expect(Buffer.byteLength(value), path).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
          }
        }
      }
    }
    expect(routes).toBeGreaterThanOrEqual(5);
    for (const route of ['/api/v1/media', '/api/v1/cliparts', '/wp-json/svc/v1/uploads']) expect(accepted).toContain(route);

    const db = t.system.services.database.db();
    const tables = (await db.selectFrom('sqlite_master' as never).select('name' as never).where('type' as never, '=', 'table' as never).execute()) as Array<{ name: string }>;
    let names = 0;
    for (const { name } of tables) {
      for (const row of await db.selectFrom(name as never).selectAll().execute()) {
        for (const value of Object.values(row as Record<string, unknown>)) {
          if (typeof value !== 'string' || !value.includes(`${MARKER}${MARKER}`)) continue;
          names++;
          const stored = value.match(new RegExp(`[^"\\s]*${MARKER}+[^"\\s]*`, 'g'))!;
          for (const one of stored) {
            expect(Buffer.byteLength(one), `${name}: ${one.slice(0, 40)}`).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
            expect(one, name).not.toMatch(/[\p{Cc}\u202e]/u);
          }
        }
      }
    }
    expect(names).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
