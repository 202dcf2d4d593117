import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoadedFont } from '@dcs/design';
import type { HttpTestClient } from '../../../testing/http-test-client.ts';
import { startTestSystem, type TestSystem } from '../../../testing/test-system.ts';
import { expectAuthMatrix } from '../common/testing/auth-matrix.ts';
import { fileForm, pngOf } from '../common/testing/upload-fixtures.ts';
import { robotoFile, withGarbageTable, withTableOutside, woffToSfnt } from './testing/font-fixtures.ts';

/** The default fallback chain's families, as the library lists them (by family). */
const FALLBACKS = ['Noto Emoji', 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Devanagari', 'Noto Sans Hebrew', 'Noto Sans Symbols 2', 'Noto Sans Thai'];

/** Noto Sans Armenian (OFL, a devDependency of the server): a family that is not in the hosted catalog. */
function notoFile(file: string): Buffer {
  return readFileSync(join(dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-armenian/package.json')), 'files', file));
}

describe('fonts resource', () => {
  let t: TestSystem;
  let admin: HttpTestClient;
  const upload = (bytes: Buffer, name: string) => admin.request('POST', '/api/v1/fonts', { body: fileForm(bytes, name, 'font/ttf') });
  async function storedFonts(): Promise<string[]> {
    const keys: string[] = [];
    for await (const object of t.system.services.storage.list('fonts/')) keys.push(object.key);
    return keys.sort();
  }
  const css = async () => (await fetch(`${t.url}/wp-json/svc/v1/fonts.css`)).text();
  const familyId = async (family: string) => (await admin.get(`/api/v1/fonts?search=${encodeURIComponent(family)}`)).body.find((f: { family: string }) => f.family === family).id as number;

  beforeAll(async () => {
    t = await startTestSystem();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  it('lists the hosted catalog, enabled, paged, searched and filtered', async () => {
    const all = await admin.get('/api/v1/fonts?per_page=100&orderby=family');
    expect(all.headers.get('x-wp-total')).toBe('17');
    expect(all.body.map((f: { family: string }) => f.family)).toContain('Playfair Display');
    expect(all.body.every((f: { source: string }) => f.source === 'hosted')).toBe(true);
    // The fallback chain's fonts are in the library too, not offered to customers until staff enable them.
    expect(all.body.filter((f: { enabled: boolean }) => !f.enabled).map((f: { family: string }) => f.family)).toEqual(FALLBACKS);
    const roboto = all.body.find((f: { family: string }) => f.family === 'Roboto');
    expect(roboto).toMatchObject({ catalogId: 'roboto', category: 'sans-serif', license: 'OFL-1.1' });
    expect(roboto.variants).toHaveLength(18);
    expect((await admin.get('/api/v1/fonts?search=script')).body.map((f: { family: string }) => f.family)).toEqual(['Dancing Script']);
    expect((await admin.get('/api/v1/fonts?source=custom')).body).toEqual([]);
  });

  it('serves @font-face rules of enabled fonts and their files, cached; a disabled font disappears everywhere', async () => {
    const text = await css();
    expect(text).toMatch(/@font-face \{ font-family: "Roboto"; font-style: italic; font-weight: 700; font-display: swap; src: url\(fonts\/files\/\d+\/roboto-latin-700-italic\.woff2\) format\("woff2"\)/);
    expect(text).toContain('unicode-range: U+0000-00FF');
    // The fallback chain's fonts too (disabled for customers, still what the shop prints with).
    expect(text).toContain('font-family: "Noto Sans Devanagari"');
    expect(text).not.toMatch(/fonts\.(googleapis|gstatic)|https?:\/\//);
    const response = await fetch(`${t.url}/wp-json/svc/v1/fonts.css`);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await fetch(`${t.url}/wp-json/svc/v1/fonts.css`, { headers: { 'if-none-match': response.headers.get('etag')! } })).status).toBe(304);

    const url = new URL(/url\(([^)]+roboto-latin-400-normal\.woff2)\)/.exec(text)![1]!, `${t.url}/wp-json/svc/v1/fonts.css`).href;
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('font/woff2');
    expect(file.headers.get('cache-control')).toBe('public, max-age=2592000');
    expect(file.headers.get('access-control-allow-origin')).toBe('*');
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect((await fetch(url, { headers: { 'if-none-match': file.headers.get('etag')! } })).status).toBe(304);
    for (const bad of ['roboto-latin-450-normal.woff2', 'lobster-latin-400-normal.woff2', 'roboto-klingon-400-normal.woff2', '..%2F..%2Fpackage.json', 'x.css']) {
      expect((await fetch(url.replace('roboto-latin-400-normal.woff2', bad))).status, bad).toBeGreaterThanOrEqual(400);
    }

    const lobster = await familyId('Lobster');
    expect((await admin.request('PATCH', `/api/v1/fonts/${lobster}`, { json: { enabled: false } })).body.enabled).toBe(false);
    expect(await css()).not.toContain('"Lobster"');
    expect((await fetch(`${t.url}/wp-json/svc/v1/fonts/files/${lobster}/lobster-latin-400-normal.woff2`)).status).toBe(404);
    expect(await t.system.services.assets.loadFont({ family: 'Lobster', weight: 400, style: 'normal' })).toBeNull();
    expect((await admin.get('/api/v1/fonts?enabled=false&per_page=100&orderby=family')).body.map((f: { family: string }) => f.family)).toEqual(['Lobster', ...FALLBACKS]);
    await admin.request('PATCH', `/api/v1/fonts/${lobster}`, { json: { enabled: true } });
    expect(await t.system.services.assets.loadFont({ family: 'Lobster', weight: 400, style: 'normal' })).not.toBeNull();
  });

  it('uploads TTF, WOFF and WOFF2 files into one family read from the files; renders and serves them', async () => {
    const ttf = woffToSfnt(notoFile('noto-sans-armenian-latin-700-normal.woff'));
    const first = await upload(notoFile('noto-sans-armenian-latin-400-normal.woff'), 'whatever.otf');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ family: 'Noto Sans Armenian', source: 'custom', enabled: true, catalogId: null, variants: [{ weight: 400, style: 'normal', format: 'woff' }] });
    const second = await upload(ttf, 'bold.woff2');
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.variants.map((v: { weight: number; format: string }) => `${v.weight}:${v.format}`)).toEqual(['400:woff', '700:ttf']);
    expect((await upload(notoFile('noto-sans-armenian-latin-400-normal.woff2'), 'again.woff2')).body.code).toBe('svc_resource_conflict');
    // A family of the hosted catalog cannot be shadowed by an upload.
    expect((await upload(robotoFile('roboto-latin-400-normal.woff2'), 'r.woff2')).body.code).toBe('svc_resource_conflict');

    const bold = await t.system.services.assets.loadFont({ family: 'noto sans armenian', weight: 800, style: 'normal' });
    expect(Buffer.from(bold as Uint8Array).equals(ttf)).toBe(true);
    const text = await css();
    const url = new URL(new RegExp(`url\\((fonts/files/${first.body.id}/[0-9a-f]{64}\\.ttf)\\) format\\("truetype"\\)`).exec(text)![1]!, `${t.url}/wp-json/svc/v1/fonts.css`).href;
    const file = await fetch(url);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('content-type')).toBe('font/ttf');
    expect(Buffer.from(await file.arrayBuffer()).equals(ttf)).toBe(true);

    expect(await storedFonts()).toHaveLength(2);
    expect((await admin.request('DELETE', `/api/v1/fonts/${first.body.id}`)).body.deleted).toBe(true);
    expect(await storedFonts()).toEqual([]);
    expect(await css()).not.toContain('Noto Sans Armenian');
  });

  it('accepts a font of one other script (Armenian letters, no Latin), whose glyphs shape that script', async () => {
    const armenianOnly = notoFile('noto-sans-armenian-armenian-400-normal.woff');
    const created = await upload(armenianOnly, 'armenian.woff');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ family: 'Noto Sans Armenian', variants: [{ weight: 400, style: 'normal', format: 'woff' }] });
    const bytes = await t.system.services.assets.loadFont({ family: 'Noto Sans Armenian', weight: 400, style: 'normal' });
    const shaped = new LoadedFont({ family: 'Noto Sans Armenian', weight: 400, style: 'normal' }, bytes as Uint8Array).shape('Բարեւ աշխարհ', 0);
    expect(shaped.glyphIds.length).toBeGreaterThan(0);
    expect(shaped.glyphIds.filter((id) => id === 0)).toEqual([]);
    expect((await admin.request('DELETE', `/api/v1/fonts/${created.body.id}`)).body.deleted).toBe(true);
  });

  it('refuses fonts with broken tables and files that are no fonts, storing nothing', async () => {
    const ttf = woffToSfnt(robotoFile('roboto-latin-400-normal.woff'));
    const before = (await admin.get('/api/v1/fonts')).headers.get('x-wp-total');
    const corpus: Record<string, Buffer> = {
      truncated: ttf.subarray(0, Math.floor(ttf.length * 0.4)),
      'head outside the file': withTableOutside(ttf, 'head'),
      'cmap outside the file': withTableOutside(ttf, 'cmap'),
      'garbage cmap': withGarbageTable(ttf, 'cmap'),
      'garbage glyf': withGarbageTable(ttf, 'glyf'),
      'garbage loca': withGarbageTable(ttf, 'loca'),
      'garbage hmtx': withGarbageTable(ttf, 'hmtx'),
      'garbage maxp': withGarbageTable(ttf, 'maxp'),
      'garbage hhea': withGarbageTable(ttf, 'hhea'),
      'garbage name': withGarbageTable(ttf, 'name'),
      'garbage OS/2': withGarbageTable(ttf, 'OS/2'),
      'truncated woff2': robotoFile('roboto-latin-400-normal.woff2').subarray(0, 5000),
      'a PNG named .ttf': await pngOf(8, 8),
      'a collection': Buffer.concat([Buffer.from('ttcf'), Buffer.alloc(64)]),
      'a script': Buffer.from('<script>alert(1)</script>'),
    };
    for (const [name, bytes] of Object.entries(corpus)) {
      const response = await upload(bytes, 'font.ttf');
      expect(response.status, `${name}: ${JSON.stringify(response.body)}`).toBe(422);
      expect(response.body.code, name).toBe('svc_font_invalid');
    }
    expect(await storedFonts()).toEqual([]);
    expect((await admin.get('/api/v1/fonts')).headers.get('x-wp-total')).toBe(before);
  });

  it('refuses bad input: hosted deletes, unknown fields, a missing file', async () => {
    const roboto = await familyId('Roboto');
    expect((await admin.request('DELETE', `/api/v1/fonts/${roboto}`)).status).toBe(400);
    expect((await admin.request('PATCH', `/api/v1/fonts/${roboto}`, { json: { family: 'Comic' } })).status).toBe(400);
    expect((await admin.request('PATCH', `/api/v1/fonts/${roboto}`, { json: { enabled: 'yes' } })).status).toBe(400);
    expect((await admin.get('/api/v1/fonts/99999')).status).toBe(404);
    expect((await admin.request('POST', '/api/v1/fonts', { body: new FormData() })).body.code).toBe('svc_upload_missing');
  });

  it('requires an admin session, and a valid nonce for changes; the CSS and files are public', async () => {
    const roboto = await familyId('Roboto');
    await expectAuthMatrix(t, admin, [
      { method: 'GET', path: '/api/v1/fonts' },
      { method: 'GET', path: `/api/v1/fonts/${roboto}` },
      { method: 'POST', path: '/api/v1/fonts', body: fileForm(notoFile('noto-sans-armenian-latin-400-normal.woff'), 'a.woff') },
      { method: 'PATCH', path: `/api/v1/fonts/${roboto}`, json: { enabled: false } },
      { method: 'DELETE', path: `/api/v1/fonts/${roboto}` },
    ]);
    expect((await admin.get(`/api/v1/fonts/${roboto}`)).body.enabled).toBe(true);
    expect((await t.client().get('/wp-json/svc/v1/fonts.css')).status).toBe(200);
  });
});
