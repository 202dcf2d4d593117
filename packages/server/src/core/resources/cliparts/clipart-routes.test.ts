import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpTestClient } from '../../../testing/http-test-client.ts';
import { startTestSystem, type TestSystem } from '../../../testing/test-system.ts';
import { expectAuthMatrix } from '../common/testing/auth-matrix.ts';
import { HOSTILE_SVGS, fileForm, pngOf, rawZip } from '../common/testing/upload-fixtures.ts';

const STAR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><g fill="#f00"><path d="M0 0h50v50z"/><circle cx="70" cy="70" r="10" style="fill: rgb(0, 0, 255); stroke: #000"/></g><rect width="5" height="5" fill="url(#g)"/><rect x="10" width="5" height="5" fill="red"/></svg>';

describe('cliparts resource', () => {
  let t: TestSystem;
  let admin: HttpTestClient;
  const count = async (path: string) => Number((await admin.get(path)).headers.get('x-wp-total'));
  beforeAll(async () => {
    t = await startTestSystem();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  it('uploads an SVG with detected regions, filters by category and tag, patches, and keeps its media while in use', async () => {
    const category = (await admin.post('/api/v1/categories', { name: 'Shapes' })).body;
    const created = await admin.request('POST', '/api/v1/cliparts', {
      body: fileForm(STAR, 'star.svg', 'image/svg+xml', { title: 'Star', category_ids: String(category.id), tags: 'geo, red', price: '150' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ title: 'Star', format: 'svg', width: 100, height: 100, categoryIds: [category.id], tags: ['geo', 'red'], price: 150, recolorable: true });
    expect(created.body.regions).toEqual([
      { id: 'r1', color: '#FF0000', shapes: 2 },
      { id: 'r2', color: '#0000FF', shapes: 1 },
      { id: 'r3', color: '#000000', shapes: 1 },
    ]);
    const id = created.body.id;
    expect((await admin.get(`/api/v1/cliparts?category=${category.id}`)).body.map((c: { id: number }) => c.id)).toEqual([id]);
    expect((await admin.get('/api/v1/cliparts?tag=GEO')).body).toHaveLength(1);
    expect((await admin.get('/api/v1/cliparts?tag=ge')).body).toHaveLength(0);
    expect((await admin.get('/api/v1/cliparts?search=star')).body).toHaveLength(1);
    expect((await admin.request('PATCH', `/api/v1/cliparts/${id}`, { json: { price: 0, tags: [] } })).body).toMatchObject({ price: 0, tags: [] });

    const mediaUse = await admin.request('DELETE', `/api/v1/media/${created.body.mediaId}`);
    expect(mediaUse.body).toMatchObject({ code: 'svc_resource_in_use', data: { usedBy: [{ type: 'clipart', id }] } });
    expect((await admin.request('DELETE', `/api/v1/categories/${category.id}`)).status).toBe(409);
    expect((await admin.request('DELETE', `/api/v1/cliparts/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/v1/media/${created.body.mediaId}`)).status).toBe(404);
  });

  it('accepts PNG without regions and refuses other types, hostile SVG entities, and unknown categories', async () => {
    const png = await admin.request('POST', '/api/v1/cliparts', { body: fileForm(await pngOf(64, 32), 'badge.png', 'image/png') });
    expect(png.body).toMatchObject({ format: 'png', regions: [], recolorable: false, title: 'badge' });
    const before = await count('/api/v1/media');
    const jpeg = await (await import('sharp')).default(await pngOf(8, 8)).jpeg().toBuffer();
    expect((await admin.request('POST', '/api/v1/cliparts', { body: fileForm(jpeg, 'photo.png', 'image/png') })).body.code).toBe('svc_upload_type_refused');
    expect((await admin.request('POST', '/api/v1/cliparts', { body: fileForm(HOSTILE_SVGS.xxe, 'x.svg') })).body.code).toBe('svc_svg_invalid');
    expect((await admin.request('POST', '/api/v1/cliparts', { body: fileForm(STAR, 's.svg', 'image/svg+xml', { category_ids: '9999' }) })).status).toBe(404);
    expect((await admin.request('POST', '/api/v1/cliparts', { body: fileForm(STAR, 's.svg', 'image/svg+xml', { price: '-1' }) })).status).toBe(400);
    expect(await count('/api/v1/media')).toBe(before);
  });

  it('takes the SVGs customers bring: colors from CSS rules and <use> are regions; text without a shop font is refused', async () => {
    const logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><style>.a{fill:#0A9396}.b{fill:none;stroke:#EE9B00;stroke-width:4}</style>' +
      '<defs><circle id="dot" r="5" fill="#9B2226"/></defs><rect class="a" width="40" height="40"/><circle class="b" cx="70" cy="25" r="20"/><use href="#dot" x="90" y="40"/></svg>';
    const created = await admin.request('POST', '/api/v1/cliparts', { body: fileForm(logo, 'logo.svg', 'image/svg+xml') });
    expect(created.status, created.text).toBe(201);
    expect(created.body.regions.map((region: { color: string }) => region.color)).toEqual(['#0A9396', '#EE9B00', '#9B2226']);
    const before = await count('/api/v1/media');
    const text = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><text x="5" y="30" font-family="No Such Font">ACME</text></svg>';
    const refused = await admin.request('POST', '/api/v1/cliparts', { body: fileForm(text, 'text.svg', 'image/svg+xml') });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('svc_svg_invalid');
    expect(refused.body.message).toMatch(/convert the text to outlines/);
    expect(await count('/api/v1/media')).toBe(before);
  });

  it('imports a ZIP: folders become categories, bad files are skipped and reported', async () => {
    const zip = rawZip([
      { name: 'animals/cats/cat.svg', data: STAR },
      { name: 'animals/dog.png', data: await pngOf(10, 10) },
      { name: 'animals/readme.txt', data: 'ignored' },
      { name: 'broken.svg', data: HOSTILE_SVGS.xxe },
      { name: '__MACOSX/animals/._cat.svg', data: 'junk' },
    ]);
    const response = await admin.request('POST', '/api/v1/cliparts/import', { body: fileForm(zip, 'pack.zip', 'application/zip', { tags: 'pack' }) });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.created.map((c: { title: string }) => c.title)).toEqual(['cat', 'dog']);
    expect(response.body.created[0].tags).toEqual(['pack']);
    expect(response.body.skipped).toEqual([
      { path: 'animals/readme.txt', code: 'svc_import_entry_unsupported', message: expect.stringContaining('SVG or PNG') },
      { path: 'broken.svg', code: 'svc_svg_invalid', message: expect.any(String) },
      { path: '__MACOSX/animals/._cat.svg', code: 'svc_import_entry_hidden', message: expect.any(String) },
    ]);
    const tree = (await admin.get('/api/v1/categories/tree')).body;
    const animals = tree.find((n: { name: string }) => n.name === 'animals');
    expect(animals.children.map((n: { name: string }) => n.name)).toEqual(['cats']);
  });

  it('answers 422 listing every entry and why when nothing could be imported', async () => {
    const before = { cliparts: await count('/api/v1/cliparts'), categories: await count('/api/v1/categories') };
    const zip = rawZip([
      { name: 'notes/readme.txt', data: 'no images here' },
      { name: 'photo.jpg', data: await (await import('sharp')).default(await pngOf(8, 8)).jpeg().toBuffer() },
      { name: 'bad.svg', data: HOSTILE_SVGS.xxe },
      { name: '.hidden.png', data: await pngOf(4, 4) },
    ]);
    const response = await admin.request('POST', '/api/v1/cliparts/import', { body: fileForm(zip, 'pack.zip') });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'svc_import_empty', data: { status: 422 } });
    expect(response.body.data.skipped).toEqual([
      { path: 'notes/readme.txt', code: 'svc_import_entry_unsupported', message: expect.any(String) },
      { path: 'photo.jpg', code: 'svc_import_entry_unsupported', message: expect.any(String) },
      { path: 'bad.svg', code: 'svc_svg_invalid', message: expect.any(String) },
      { path: '.hidden.png', code: 'svc_import_entry_hidden', message: expect.any(String) },
    ]);
    expect({ cliparts: await count('/api/v1/cliparts'), categories: await count('/api/v1/categories') }).toEqual(before);
    // An archive without a single entry is refused whole by the safe ZIP reader: 422 too.
    const empty = await admin.request('POST', '/api/v1/cliparts/import', { body: fileForm(rawZip([]), 'empty.zip') });
    expect(empty.status).toBe(422);
  });

  it('refuses a ZIP with a traversal path whole, storing nothing', async () => {
    const before = { media: await count('/api/v1/media'), cliparts: await count('/api/v1/cliparts'), categories: await count('/api/v1/categories') };
    const zip = rawZip([
      { name: 'good/ok.svg', data: STAR },
      { name: '../../evil.svg', data: STAR },
    ]);
    const response = await admin.request('POST', '/api/v1/cliparts/import', { body: fileForm(zip, 'pack.zip') });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'svc_import_invalid', data: { cause: 'svc_addon_zip_path_traversal' } });
    expect({ media: await count('/api/v1/media'), cliparts: await count('/api/v1/cliparts'), categories: await count('/api/v1/categories') }).toEqual(before);
    const notZip = await admin.request('POST', '/api/v1/cliparts/import', { body: fileForm('not a zip', 'pack.zip') });
    expect(notZip.body.code).toBe('svc_import_invalid');
  });

  it('requires an admin session, and a valid nonce for changes', async () => {
    const id = (await admin.request('POST', '/api/v1/cliparts', { body: fileForm(STAR, 's.svg') })).body.id;
    await expectAuthMatrix(t, admin, [
      { method: 'GET', path: '/api/v1/cliparts' },
      { method: 'POST', path: '/api/v1/cliparts', body: fileForm(STAR, 's.svg') },
      { method: 'POST', path: '/api/v1/cliparts/import', body: fileForm(rawZip([{ name: 'a.svg', data: STAR }]), 'a.zip') },
      { method: 'PATCH', path: `/api/v1/cliparts/${id}`, json: { price: 1 } },
      { method: 'DELETE', path: `/api/v1/cliparts/${id}` },
    ]);
  });
});
