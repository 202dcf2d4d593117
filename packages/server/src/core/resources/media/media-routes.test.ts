import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpTestClient } from '../../../testing/http-test-client.ts';
import { startTestSystem, type TestSystem } from '../../../testing/test-system.ts';
import { expectAuthMatrix } from '../common/testing/auth-matrix.ts';
import { HOSTILE_SVGS, fileForm, noisyPng, pngHeaderOnly, pngOf } from '../common/testing/upload-fixtures.ts';

describe('media resource', () => {
  let t: TestSystem;
  let admin: HttpTestClient;
  const upload = (form: FormData) => admin.request('POST', '/api/v1/media', { body: form });
  async function storedKeys(): Promise<string[]> {
    const keys: string[] = [];
    for await (const object of t.system.services.storage.list('media/')) keys.push(object.key);
    return keys;
  }
  async function expectRefusedAndNothingStored(form: FormData, status: number, code: string) {
    const before = { keys: await storedKeys(), total: (await admin.get('/api/v1/media')).headers.get('x-wp-total') };
    const response = await upload(form);
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    expect(response.body.code).toBe(code);
    expect(await storedKeys()).toEqual(before.keys);
    expect((await admin.get('/api/v1/media')).headers.get('x-wp-total')).toBe(before.total);
  }

  beforeAll(async () => {
    t = await startTestSystem();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  it('uploads a PNG: type from the content, re-encoded, with a thumbnail; lists, searches, patches, serves and deletes it', async () => {
    const png = await pngOf(800, 600);
    // The name and the claimed type lie; the content decides.
    const created = await upload(fileForm(png, 'Logo Final.jpg', 'text/plain', { title: 'Shop logo' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ title: 'Shop logo', filename: 'Logo Final.jpg', kind: 'image', mimeType: 'image/png', width: 800, height: 600 });
    expect(created.body.storageKey).toMatch(/^media\/\d{4}\/\d{2}\/[0-9a-f]{24}\.png$/);
    const id = created.body.id;

    const file = await fetch(`${t.url}/api/v1/media/${id}/file`, { headers: { cookie: `dcs_admin=${admin.cookies.get('dcs_admin')}` } });
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await file.arrayBuffer()).byteLength).toBe(created.body.size);
    const thumb = await fetch(`${t.url}/api/v1/media/${id}/thumbnail`, { headers: { cookie: `dcs_admin=${admin.cookies.get('dcs_admin')}` } });
    expect(thumb.headers.get('content-type')).toBe('image/webp');

    expect((await admin.get('/api/v1/media?search=logo')).body.map((m: { id: number }) => m.id)).toEqual([id]);
    expect((await admin.get('/api/v1/media?kind=svg')).body).toEqual([]);
    expect((await admin.request('PATCH', `/api/v1/media/${id}`, { json: { alt: 'Our logo' } })).body.alt).toBe('Our logo');
    expect((await admin.get(`/api/v1/media/${id}/usage`)).body).toEqual({ usedBy: [] });
    expect((await admin.request('DELETE', `/api/v1/media/${id}`)).body.deleted).toBe(true);
    expect(await storedKeys()).toEqual([]);
  });

  it('keeps only the pixels of an image with something appended (a PNG/HTML polyglot)', async () => {
    const payload = '<html><script>alert(document.cookie)</script></html>';
    const polyglot = Buffer.concat([await pngOf(20, 20), Buffer.from(payload)]);
    const created = await upload(fileForm(polyglot, 'cat.png', 'image/png'));
    expect(created.status).toBe(201);
    const stored = await t.system.services.storage.getBuffer(created.body.storageKey);
    expect(stored.includes(Buffer.from('<script'))).toBe(false);
    await admin.request('DELETE', `/api/v1/media/${created.body.id}`);
  });

  it('sanitizes SVG: scripts, handlers, external references and foreignObject are removed', async () => {
    for (const [name, svg] of Object.entries(HOSTILE_SVGS).filter(([n]) => n !== 'xxe' && n !== 'billionLaughs')) {
      const created = await upload(fileForm(svg, `${name}.svg`, 'image/svg+xml'));
      expect(created.status, `${name}: ${JSON.stringify(created.body)}`).toBe(201);
      expect(created.body.kind).toBe('svg');
      expect(created.body.removed.length, name).toBeGreaterThan(0);
      const stored = (await t.system.services.storage.getBuffer(created.body.storageKey)).toString('utf8');
      expect(stored, name).not.toMatch(/script|onload|onclick|evil\.example|foreignObject|javascript:|iframe|@import|data:image\/svg|data:text/i);
      expect(stored).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      await admin.request('DELETE', `/api/v1/media/${created.body.id}`);
    }
  });

  it('refuses the attack corpus and stores nothing', async () => {
    await expectRefusedAndNothingStored(fileForm(HOSTILE_SVGS.xxe, 'xxe.svg', 'image/svg+xml'), 422, 'svc_svg_invalid');
    await expectRefusedAndNothingStored(fileForm(HOSTILE_SVGS.billionLaughs, 'lol.svg', 'image/svg+xml'), 422, 'svc_svg_invalid');
    // A script with an image name and type: its content is no image.
    await expectRefusedAndNothingStored(fileForm('<?php system($_GET["c"]); ?>', 'photo.png', 'image/png'), 415, 'svc_upload_type_unrecognized');
    await expectRefusedAndNothingStored(fileForm('GIF89a/*<script>alert(1)</script>*/', 'anim.gif', 'image/gif'), 422, 'svc_image_invalid');
    await expectRefusedAndNothingStored(fileForm(pngHeaderOnly(50_000, 50_000), 'huge.png', 'image/png'), 422, 'svc_image_too_many_pixels');
    const whole = await pngOf(300, 300, '#123456');
    const noisy = await noisyPng(256);
    await expectRefusedAndNothingStored(fileForm(noisy.subarray(0, Math.floor(noisy.length / 2)), 'truncated.png', 'image/png'), 422, 'svc_image_invalid');
    await expectRefusedAndNothingStored(fileForm(Buffer.from('PK\u0003\u0004 not really a zip'), 'x.png'), 415, 'svc_upload_type_refused');
    await expectRefusedAndNothingStored(fileForm(Buffer.alloc(0), 'empty.png'), 415, 'svc_upload_type_unrecognized');

    await admin.request('PATCH', '/api/v1/settings', { json: { uploadLimits: { maxFileBytes: 2048, allowedTypes: ['image/png', 'image/jpeg'] } } });
    try {
      await expectRefusedAndNothingStored(fileForm(whole.length > 2048 ? whole : Buffer.concat([whole, Buffer.alloc(4096)]), 'big.png', 'image/png'), 413, 'svc_upload_too_large');
      await expectRefusedAndNothingStored(fileForm('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>', 'ok.svg', 'image/svg+xml'), 415, 'svc_upload_type_refused');
    } finally {
      await admin.request('DELETE', '/api/v1/settings/uploadLimits');
    }
  });

  it('refuses a request without a file, and bad metadata', async () => {
    const form = new FormData();
    form.append('title', 'nothing');
    expect((await upload(form)).body.code).toBe('svc_upload_missing');
    const created = (await upload(fileForm(await pngOf(4, 4), 'a.png'))).body;
    expect((await admin.request('PATCH', `/api/v1/media/${created.id}`, { json: { storageKey: 'x' } })).status).toBe(400);
    expect((await admin.request('PATCH', `/api/v1/media/${created.id}`, { json: { title: 'x'.repeat(201) } })).status).toBe(400);
  });

  it('requires an admin session, and a valid nonce for changes', async () => {
    const png = await pngOf(4, 4);
    const id = (await upload(fileForm(png, 'a.png'))).body.id;
    await expectAuthMatrix(t, admin, [
      { method: 'GET', path: '/api/v1/media' },
      { method: 'GET', path: `/api/v1/media/${id}/file` },
      { method: 'POST', path: '/api/v1/media', body: fileForm(png, 'b.png') },
      { method: 'PATCH', path: `/api/v1/media/${id}`, json: { title: 'y' } },
      { method: 'DELETE', path: `/api/v1/media/${id}` },
    ]);
  });
});
