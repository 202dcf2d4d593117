import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedFile } from '@dcs/platform';
import type { HttpTestClient } from '../../../testing/http-test-client.ts';
import { startTestSystem, type TestSystem } from '../../../testing/test-system.ts';
import { HOSTILE_SVGS, pngHeaderOnly, pngOf } from '../common/testing/upload-fixtures.ts';

describe('services.media (the facade over the media library)', () => {
  let t: TestSystem;
  let admin: HttpTestClient;
  let dir: string;
  let n = 0;
  /** A spooled upload as the host hands it to a route callback. */
  async function spooled(bytes: Buffer | string, filename: string, claimedType = 'application/octet-stream'): Promise<UploadedFile> {
    const path = join(dir, String(n++));
    await writeFile(path, bytes);
    return { field: 'file', filename, claimedType, size: Buffer.byteLength(bytes), path };
  }
  async function storedKeys(): Promise<string[]> {
    const keys: string[] = [];
    for await (const object of t.system.services.storage.list('media/')) keys.push(object.key);
    return keys.sort();
  }

  beforeAll(async () => {
    t = await startTestSystem();
    admin = await t.admin();
    dir = await mkdtemp(join(tmpdir(), 'dcs-media-service-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('is a declared service name', async () => {
    const { SERVICE_NAMES } = await import('@dcs/platform');
    expect(SERVICE_NAMES).toContain('media');
  });

  it('ingests by the admin rules (content sniffed, re-encoded), gets, reads and removes; the file shows in the admin library', async () => {
    const { media } = t.system.services;
    const polyglot = Buffer.concat([await pngOf(40, 30), Buffer.from('<script>alert(1)</script>')]);
    const item = await media.ingest(await spooled(polyglot, 'mockup.jpg', 'image/jpeg'), { title: 'T-shirt mockup' });
    expect(item).toMatchObject({ kind: 'image', mimeType: 'image/png', width: 40, height: 30, filename: 'mockup.jpg' });
    expect(item).not.toHaveProperty('inspected');
    const bytes = await media.read(item.id);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.includes(Buffer.from('<script'))).toBe(false);
    expect(await media.get(item.id)).toEqual(item);
    expect((await admin.get(`/api/v1/media/${item.id}`)).body).toMatchObject({ title: 'T-shirt mockup', storageKey: item.storageKey });

    await media.remove(item.id);
    expect(await media.get(item.id)).toBeNull();
    await expect(media.read(item.id)).rejects.toMatchObject({ code: 'svc_resource_not_found' });
    expect(await storedKeys()).toEqual([]);
  });

  it('refuses what an admin upload refuses, narrows types, and stores nothing', async () => {
    const { media } = t.system.services;
    await expect(media.ingest(await spooled(HOSTILE_SVGS.xxe, 'x.svg'))).rejects.toMatchObject({ code: 'svc_svg_invalid' });
    await expect(media.ingest(await spooled(pngHeaderOnly(50_000, 50_000), 'huge.png'))).rejects.toMatchObject({ code: 'svc_image_too_many_pixels' });
    await expect(media.ingest(await spooled('<?php echo 1; ?>', 'a.png'))).rejects.toMatchObject({ code: 'svc_upload_type_unrecognized' });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';
    await expect(media.ingest(await spooled(svg, 'a.svg'), { types: ['image/png', 'image/jpeg'] })).rejects.toMatchObject({ code: 'svc_upload_type_refused' });
    await admin.request('PATCH', '/api/v1/settings', { json: { uploadLimits: { maxFileBytes: 1024 } } });
    try {
      await expect(media.ingest(await spooled(Buffer.alloc(4096, 1), 'big.png'))).rejects.toMatchObject({ code: 'svc_upload_too_large' });
    } finally {
      await admin.request('DELETE', '/api/v1/settings/uploadLimits');
    }
    expect(await storedKeys()).toEqual([]);
    expect(await media.get(999_999)).toBeNull();
  });

  it('stores nothing when the thumbnail cannot be written (a storage fault after the file is in)', async () => {
    const { media, storage } = t.system.services;
    const put = storage.put;
    // Fault injection on the real driver: the bucket refuses the second object of the upload.
    storage.put = (key, ...rest) => (key.endsWith('-thumb.webp') ? Promise.reject(new Error('bucket refused the write')) : put.call(storage, key, ...rest));
    try {
      await expect(media.ingest(await spooled(await pngOf(40, 30), 'photo.png'))).rejects.toThrow('bucket refused the write');
    } finally {
      storage.put = put;
    }
    expect(await storedKeys()).toEqual([]);
  });

  it('refuses to remove a file something still uses', async () => {
    const { media } = t.system.services;
    const item = await media.ingest(await spooled(await pngOf(8, 8), 'badge.png'));
    const product = await t.system.services.shop.createProduct({ name: 'Mug', sku: 'MUG-1', basePrice: 900, currency: 'EUR' });
    const side = { id: 'front', name: 'Front', trim: { width: 100, height: 80 }, bleed: 2, safeMargin: 3, printAreas: [{ id: 'a', name: 'A', x: 0, y: 0, width: 100, height: 80 }], mockupMediaId: item.id };
    expect((await admin.request('PATCH', `/api/v1/products/${product.id}`, { json: { sides: [side] } })).status).toBe(200);
    await expect(media.remove(item.id)).rejects.toMatchObject({ code: 'svc_resource_in_use', data: { usedBy: [{ type: 'product', id: product.id }] } });
    expect(await media.get(item.id)).not.toBeNull();
  });
});
