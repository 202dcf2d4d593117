import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { UploadSchema } from '../storefront-schemas.ts';
import { seedDemoCatalog } from '../../../demo/demo-catalog.ts';
import type { HttpTestClient } from '../../../testing/http-test-client.ts';
import { clipartRegions } from '@dcs/design';
import { describeEachEngine } from '../../../testing/test-databases.ts';
import { startTestSystem, type TestSystem } from '../../../testing/test-system.ts';
import { designWith } from '../../resources/common/testing/design-fixtures.ts';
import { HOSTILE_SVGS, fileForm, pngHeaderOnly, pngOf } from '../../resources/common/testing/upload-fixtures.ts';

const UPLOADS = '/wp-json/svc/v1/uploads';
const local = (url: string, t: TestSystem) => url.replace(/^https?:\/\/[^/]+/, t.url);

describeEachEngine('customer uploads (svc/v1, session-scoped)', (engine) => {
  let t: TestSystem;
  let admin: HttpTestClient;
  let alice: HttpTestClient;
  let bob: HttpTestClient;
  let productId: number;
  let now = Date.UTC(2026, 0, 10, 12, 0, 0);
  const clock = { now: () => now };
  const stored = async () => readdir(join(t.system.config.dataDir, 'storage', 'objects', 'customer-uploads'), { recursive: true }).then((entries) => entries.filter((e) => /\.\w+$/.test(e)).length).catch(() => 0);
  const photoIn = (ref: string) => designWith([{ id: 'photo', type: 'image', transform: { x: 10, y: 10, width: 50, height: 40, rotation: 0 }, media: ref }]);

  beforeAll(async () => {
    t = await startTestSystem({ database: await engine.create(), clock });
    admin = await t.admin();
    alice = t.client();
    bob = t.client();
    productId = (await seedDemoCatalog(t.system.services.shop))[0]!.id;
  });
  afterAll(() => t.close());

  it('stores a photo for its session only, readable by that session and admins, with EXIF orientation applied', async () => {
    // 40 × 20 pixels stored with "rotate 90° clockwise" in EXIF: the customer sees (and prints) 20 × 40.
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c0392b' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const created = await alice.request('POST', UPLOADS, { body: fileForm(jpeg, 'IMG_0001.JPG', 'image/png') });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({ ref: `upload:${id}`, width: 20, height: 40, mime: 'image/jpeg', kind: 'image', bytes: expect.any(Number) });
    expect(created.body.url).toMatch(new RegExp(`/wp-json/svc/v1/uploads/${id}$`));
    expect(created.body.thumbnail_url).toBe(`${created.body.url}/thumbnail`);
    expect(Compile(UploadSchema).Check(created.body)).toBe(true);

    const image = await alice.get(`${UPLOADS}/${id}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe('private, max-age=86400');
    const bytes = Buffer.from(await (await fetch(local(created.body.url, t), { headers: { cookie: `dcs_session=${alice.cookies.get('dcs_session')}` } })).arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect((await sharp(bytes).metadata()).orientation ?? 1).toBe(1);
    expect((await alice.get(`${UPLOADS}/${id}/thumbnail`)).headers.get('content-type')).toBe('image/webp');

    expect((await alice.get(UPLOADS)).body.map((u: { id: number }) => u.id)).toEqual([id]);
    expect((await bob.get(UPLOADS)).body).toEqual([]);
    expect((await bob.get(`${UPLOADS}/${id}`)).status).toBe(404);
    expect((await bob.get(`${UPLOADS}/${id}/thumbnail`)).status).toBe(404);
    expect((await t.client().get(`${UPLOADS}/${id}`)).status).toBe(404);
    expect((await bob.request('DELETE', `${UPLOADS}/${id}`)).status).toBe(404);
    expect((await admin.get(`${UPLOADS}/${id}`)).status).toBe(200);

    const png = await alice.request('POST', UPLOADS, { body: fileForm(await pngOf(30, 30), 'a.png') });
    const webp = await alice.request('POST', UPLOADS, { body: fileForm(await sharp(await pngOf(16, 12)).webp().toBuffer(), 'b.webp') });
    expect([png.body.mime, webp.body.mime]).toEqual(['image/png', 'image/webp']);
    expect((await alice.get(UPLOADS)).body.map((u: { id: number }) => u.id)).toEqual([webp.body.id, png.body.id, id]);
    const deleted = await alice.request('DELETE', `${UPLOADS}/${png.body.id}`);
    expect(deleted.body).toMatchObject({ deleted: true, previous: { id: png.body.id } });
    expect((await alice.get(`${UPLOADS}/${png.body.id}`)).status).toBe(404);
  });

  it('sanitizes SVG exactly as cliparts are, and serves it inert', async () => {
    const res = await bob.request('POST', UPLOADS, { body: fileForm(HOSTILE_SVGS.onload, 'logo.svg', 'image/svg+xml') });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ mime: 'image/svg+xml', kind: 'svg', width: 10, height: 10 });
    const served = await bob.get(`${UPLOADS}/${res.body.id}`);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.text).not.toMatch(/onload|onclick|alert/);
    // A clipart element draws it: the sanitized drawing, each solid color a recolorable region.
    const clipart = await t.system.services.assets.loadClipart(res.body.ref);
    expect(clipart).toMatchObject({ width: 10, height: 10 });
    expect(clipartRegions(clipart!)).toEqual([{ id: 'r1', color: '#FF0000' }]);
    // The designer reads that drawing; another visitor gets a 404.
    const asset = await bob.get(`${UPLOADS}/${res.body.id}/asset`);
    expect(asset.status, asset.text).toBe(200);
    expect(asset.body).toEqual(clipart);
    expect((await t.client().get(`${UPLOADS}/${res.body.id}/asset`)).status).toBe(404);
    expect(await t.system.services.assets.loadImage(res.body.ref)).toBeNull();
    const quote = designWith([{ id: 'logo', type: 'clipart', clipart: res.body.ref, transform: { x: 10, y: 10, width: 20, height: 20, rotation: 0 } }]);
    expect((await bob.post('/wp-json/svc/v1/cart/items', { product_id: productId, design: quote })).status).toBe(201);
    expect((await bob.request('POST', UPLOADS, { body: fileForm(HOSTILE_SVGS.xxe, 'x.svg') })).status).toBeGreaterThanOrEqual(400);
  });

  it('refuses bad files with catalogue codes and stores nothing', async () => {
    const before = await stored();
    expect(before).toBeGreaterThan(0);
    const carol = t.client();
    const refuse = async (body: FormData, status: number, code: string) => {
      const res = await carol.request('POST', UPLOADS, { body });
      expect(res.status, res.text).toBe(status);
      expect(res.body.code).toBe(code);
    };
    // 60 megapixels claimed by the header: refused before a pixel is decoded.
    await refuse(fileForm(pngHeaderOnly(8000, 7500), 'huge.png'), 422, 'svc_image_too_many_pixels');
    await refuse(fileForm('GIF89a' + 'x'.repeat(64), 'a.gif'), 415, 'svc_upload_type_refused');
    await refuse(fileForm(await sharp(await pngOf(4, 4)).gif().toBuffer(), 'a.gif'), 415, 'svc_upload_type_refused');
    // HEIF is not a customer type: sharp's libvips decodes only its AV1 flavour, not the HEVC of HEIC photos.
    await refuse(fileForm(await sharp(await pngOf(16, 16)).avif().toBuffer(), 'IMG_0002.HEIC', 'image/heic'), 415, 'svc_upload_type_refused');
    await refuse(fileForm('hello, not an image', 'photo.jpg', 'image/jpeg'), 415, 'svc_upload_type_unrecognized');
    await refuse(fileForm(Buffer.concat([(await pngOf(20, 20)).subarray(0, 60)]), 'cut.png'), 422, 'svc_image_invalid');
    await refuse(new FormData(), 400, 'svc_upload_missing');
    // A logo whose text has no font the shop holds could not print as drawn.
    await refuse(fileForm('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text font-family="No Such Font">Hi</text></svg>', 'logo.svg', 'image/svg+xml'), 422, 'svc_svg_invalid');
    await admin.request('PATCH', '/api/v1/settings', { json: { uploadLimits: { maxFileBytes: 64 * 1024 } } });
    // Receiving stops at the limit of the settings (nothing larger is ever spooled).
    await refuse(fileForm(Buffer.alloc(100 * 1024, 1), 'big.png'), 413, 'rest_payload_too_large');
    expect((await carol.get('/wp-json/svc/v1/catalog')).body.limits.upload_max_bytes).toBe(64 * 1024);
    await admin.request('PATCH', '/api/v1/settings', { json: { uploadLimits: { maxFileBytes: 20 * 1024 * 1024 } } });
    expect((await carol.get(UPLOADS)).body).toEqual([]);
    expect(await stored()).toBe(before);
  });

  it('keeps to the per-session quota from the settings', async () => {
    await admin.request('PATCH', '/api/v1/settings', { json: { customerUploads: { maxFilesPerSession: 2 } } });
    const dave = t.client();
    for (const size of [10, 11]) expect((await dave.request('POST', UPLOADS, { body: fileForm(await pngOf(size, size), 'p.png') })).status).toBe(201);
    const third = await dave.request('POST', UPLOADS, { body: fileForm(await pngOf(12, 12), 'p.png') });
    expect(third.status).toBe(413);
    expect(third.body.code).toBe('svc_upload_quota_exceeded');
    expect((await dave.get(UPLOADS)).body).toHaveLength(2);
    // Another visitor has a quota of their own.
    expect((await t.client().request('POST', UPLOADS, { body: fileForm(await pngOf(12, 12), 'p.png') })).status).toBe(201);
    await admin.request('PATCH', '/api/v1/settings', { json: { customerUploads: { maxFilesPerSession: 50, maxBytesPerSession: 2048 } } });
    const bytes = await dave.request('POST', UPLOADS, { body: fileForm(await pngOf(2000, 2000, '#123456'), 'p.png') });
    expect(bytes.body.code).toBe('svc_upload_quota_exceeded');
    await admin.request('DELETE', '/api/v1/settings/customerUploads');
  });

  it('resolves upload:<id> in designs of its own session only, and keeps an upload a cart uses', async () => {
    const erin = t.client();
    const upload = (await erin.request('POST', UPLOADS, { body: fileForm(await pngOf(600, 480), 'photo.png') })).body;
    const metrics = await t.system.services.assets.loadImage(upload.ref);
    expect(metrics).toMatchObject({ mimeType: 'image/png', widthPx: 600, heightPx: 480 });
    const added = await erin.post('/wp-json/svc/v1/cart/items', { product_id: productId, design: photoIn(upload.ref) });
    expect(added.status, added.text).toBe(201);
    const stolen = await t.client().post('/wp-json/svc/v1/cart/items', { product_id: productId, design: photoIn(upload.ref) });
    expect(stolen.status).toBe(422);
    expect(stolen.body.code).toBe('svc_upload_not_yours');
    const inUse = await erin.request('DELETE', `${UPLOADS}/${upload.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.code).toBe('svc_upload_in_use');
    expect((await erin.get(`${UPLOADS}/${upload.id}`)).status).toBe(200);
  });

  it('removes uploads of ended sessions that nothing uses, by the hourly queue job', async () => {
    const frank = t.client();
    const grace = t.client();
    const used = (await frank.request('POST', UPLOADS, { body: fileForm(await pngOf(20, 20), 'used.png') })).body;
    const unused = (await frank.request('POST', UPLOADS, { body: fileForm(await pngOf(21, 21), 'unused.png') })).body;
    const alive = (await grace.request('POST', UPLOADS, { body: fileForm(await pngOf(22, 22), 'alive.png') })).body;
    // Grace keeps a cart line (without the photo): a live session that stored something keeps its uploads.
    expect((await grace.post('/wp-json/svc/v1/cart/items', { product_id: productId })).status).toBe(201);
    const ordered = (await frank.request('POST', UPLOADS, { body: fileForm(await pngOf(23, 23), 'ordered.png') })).body;
    expect((await frank.post('/wp-json/svc/v1/cart/items', { product_id: productId, design: photoIn(ordered.ref) })).status).toBe(201);
    const checkout = await frank.post('/wp-json/svc/v1/checkout', { email: 'frank@example.com' });
    expect(checkout.status, checkout.text).toBe(201);
    expect((await frank.post('/wp-json/svc/v1/cart/items', { product_id: productId, design: photoIn(used.ref) })).status).toBe(201);
    const jobs = await t.system.services.queue.listJobs({ name: 'core.customer_uploads.sweep' });
    expect(jobs.length).toBeGreaterThanOrEqual(1);
    expect(jobs.every((job) => job.runAt > now)).toBe(true);

    // Frank's session ends (signed out, expired or swept); a day later (the retention setting) the job is due.
    const db = t.system.services.database.db();
    const sessionOf = async (id: number) => (await db.selectFrom('customer_uploads').select('session_id').where('id', '=', id).executeTakeFirstOrThrow()).session_id as string;
    await db.deleteFrom('svc_sessions').where('id', '=', await sessionOf(unused.id)).execute();
    now += 25 * 3600 * 1000;
    const files = await stored();
    await grace.get(UPLOADS);
    const ran = await t.system.services.queue.work({ pollIntervalMs: 10 }).drain();
    expect(ran).toBeGreaterThanOrEqual(1);
    const ids = (await db.selectFrom('customer_uploads').select('id').execute()).map((row) => Number(row.id));
    expect(ids).toContain(used.id);
    expect(ids).toContain(ordered.id);
    expect(ids).toContain(alive.id);
    expect(ids).not.toContain(unused.id);
    // Each upload left keeps its two blobs (file and thumbnail); the removed ones took theirs along.
    expect(await stored()).toBe(ids.length * 2);
    expect(await stored()).toBeLessThanOrEqual(files - 2);
    expect((await admin.get(`${UPLOADS}/${unused.id}`)).status).toBe(404);
    // The chain goes on while uploads are left.
    expect((await t.system.services.queue.listJobs({ name: 'core.customer_uploads.sweep', state: 'queued' })).length).toBe(1);
  });
});
