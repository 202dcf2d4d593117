import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolsAvailable } from '../../../../../print/src/testing/pdf-tools.ts';
import type { HttpTestClient } from '../../../testing/http-test-client.ts';
import { startTestSystem, type TestSystem } from '../../../testing/test-system.ts';
import { fileForm } from '../../resources/common/testing/upload-fixtures.ts';

const available = toolsAvailable('customer photo metadata', ['exiftool']);
const SECRET = 'Ann Example, Lindenweg 7';

/** Every tag exiftool finds in `bytes`, by group (`-G1`: IFD0, ExifIFD, GPS, XMP-dc, IPTC, ICC-header…). */
function tags(bytes: Buffer, suffix: string): Record<string, unknown> {
  const dir = mkdtempSync(join(tmpdir(), 'dcs-exif-'));
  try {
    writeFileSync(join(dir, `f.${suffix}`), bytes);
    return JSON.parse(execFileSync('exiftool', ['-j', '-a', '-G1', join(dir, `f.${suffix}`)], { encoding: 'utf8' }))[0];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `bytes` with every kind of metadata block written by exiftool: EXIF text and GPS, XMP, IPTC, a comment. */
function withPrivateMetadata(bytes: Buffer, suffix: string): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'dcs-exif-'));
  try {
    const path = join(dir, `f.${suffix}`);
    writeFileSync(path, bytes);
    const iptc = suffix === 'jpg' ? ['-IPTC:By-line=' + SECRET, '-IPTC:Caption-Abstract=' + SECRET] : [];
    execFileSync('exiftool', ['-q', '-overwrite_original', `-EXIF:Artist=${SECRET}`, `-EXIF:Copyright=${SECRET}`, `-EXIF:ImageDescription=${SECRET}`, '-EXIF:GPSLatitude=52.52', '-EXIF:GPSLatitudeRef=N', `-XMP-dc:Creator=${SECRET}`, `-Comment=${SECRET}`, ...iptc, path]);
    return readFileSync(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const PRIVATE_GROUPS = /^(IFD0|IFD1|ExifIFD|GPS|XMP.*|IPTC|Photoshop|PNG-tEXt|PNG-iTXt|PNG-zTXt|ICC.*)$/;

describe.skipIf(!available)('customer photos keep no metadata', () => {
  let t: TestSystem;
  let customer: HttpTestClient;
  beforeAll(async () => {
    t = await startTestSystem();
    customer = t.client();
  });
  afterAll(() => t?.close());

  async function stored(bytes: Buffer, name: string): Promise<{ upload: any; content: Buffer }> {
    const upload = await customer.request('POST', '/wp-json/svc/v1/uploads', { body: fileForm(bytes, name) });
    expect(upload.status, upload.text).toBe(201);
    const cookie = `dcs_session=${customer.cookies.get('dcs_session')}`;
    const content = Buffer.from(await (await fetch(`${t.url}/wp-json/svc/v1/uploads/${upload.body.id}`, { headers: { cookie } })).arrayBuffer());
    return { upload: upload.body, content };
  }

  function expectNoMetadata(content: Buffer, suffix: string): void {
    const found = tags(content, suffix);
    const privateTags = Object.keys(found).filter((key) => PRIVATE_GROUPS.test(key.split(':')[0]!) || /Comment/.test(key));
    expect(privateTags).toEqual([]);
    expect(content.includes(Buffer.from('Lindenweg'))).toBe(false);
  }

  it('a JPEG in Display P3 with orientation, EXIF text, GPS, XMP, IPTC and a comment: only oriented sRGB pixels stay', async () => {
    const source = await sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 60, b: 40 } } })
      .withMetadata({ orientation: 6 })
      .withIccProfile('p3')
      .jpeg({ quality: 90 })
      .toBuffer();
    const hostile = withPrivateMetadata(source, 'jpg');
    // The planted blocks are there before the upload.
    expect(Object.keys(tags(hostile, 'jpg')).filter((key) => PRIVATE_GROUPS.test(key.split(':')[0]!)).length).toBeGreaterThan(5);
    const { upload, content } = await stored(hostile, 'IMG_0001.JPG');
    expectNoMetadata(content, 'jpg');
    const meta = await sharp(content).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40, space: 'srgb' });
    expect(meta.icc).toBeUndefined();
    expect([upload.width, upload.height]).toEqual([20, 40]);
    // The file carries the colour as Display P3 numbers; stored, they are the sRGB colour it was made from.
    const p3 = [...(await sharp(source, { ignoreIcc: true }).raw().toBuffer()).subarray(0, 3)];
    expect(Math.max(...p3.map((value, i) => Math.abs(value - [200, 60, 40][i]!)))).toBeGreaterThan(8);
    const srgb = [...(await sharp(content, { ignoreIcc: true }).raw().toBuffer()).subarray(0, 3)];
    srgb.forEach((value, i) => expect(Math.abs(value - [200, 60, 40][i]!)).toBeLessThanOrEqual(3));
  });

  it('a CMYK JPEG with a printer profile is stored as sRGB', async () => {
    const cmyk = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#1e6fb5' } }).withIccProfile('cmyk').toColourspace('cmyk').jpeg().toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const { content } = await stored(withPrivateMetadata(cmyk, 'jpg'), 'print.jpg');
    expectNoMetadata(content, 'jpg');
    expect(await sharp(content).metadata()).toMatchObject({ space: 'srgb', channels: 3 });
  });

  it('a PNG and a WebP with text chunks, EXIF and XMP keep none of them', async () => {
    for (const [suffix, bytes] of [
      ['png', await sharp({ create: { width: 24, height: 24, channels: 4, background: '#33aa5580' } }).png().toBuffer()],
      ['webp', await sharp({ create: { width: 24, height: 24, channels: 3, background: '#33aa55' } }).webp().toBuffer()],
    ] as const) {
      const { content } = await stored(withPrivateMetadata(bytes, suffix), `photo.${suffix}`);
      expectNoMetadata(content, suffix);
    }
  });

  it('a photo is stored at most 1.2 times the size it was uploaded with', async () => {
    // A camera-like JPEG (quality 80, 4:2:0) of busy content: re-encoded at the best quality it doubled.
    const busy = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .blur(0.8)
      .jpeg({ quality: 80 })
      .toBuffer();
    const { upload, content } = await stored(busy, 'busy.jpg');
    expect(content.length).toBe(upload.bytes);
    expect(content.length).toBeLessThanOrEqual(busy.length * 1.2);
    expect(await sharp(content).metadata()).toMatchObject({ width: 900, height: 700, format: 'jpeg' });
  });
});
