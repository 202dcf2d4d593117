import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { layoutDesign, loadDesignResources, validateDesign } from '@dcs/design';
import { createDirectoryAssetResolver, createFileFontProvider } from '@dcs/design/node';
import { EncodedImageCache, createCmykColorConverter, createRgbColorConverter, renderJobSheet, renderPrintPdf, type EncodedImage, type EncodedImageRequest } from '../index.ts';
import type { PdfName } from '../pdf/pdf-objects.ts';
import { PdfWriter } from '../pdf/pdf-writer.ts';
import { GHOSTSCRIPT_CMYK_ICC, referenceDesignJson, sampleTicket, syntheticPhoto, testFontFiles } from '../testing/print-fixtures.ts';

const PS_CMYK_ICC = '/usr/share/color/icc/ghostscript/ps_cmyk.icc';
const available = existsSync(GHOSTSCRIPT_CMYK_ICC) && existsSync(PS_CMYK_ICC);
const DATE = new Date('2025-03-01T10:00:00Z');
const directory = mkdtempSync(join(tmpdir(), 'dcs-encoded-image-cache-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** Writes `photo.jpg` (1200 × 800, so the 154 mm box takes it at ~200 ppi, not resampled); `variant` changes its pixels. */
async function writePhoto(variant: number): Promise<void> {
  const pixels = syntheticPhoto(1200, 800, 3);
  for (let index = 0; index < pixels.length; index += 3) pixels[index] = (pixels[index]! + variant * 97) & 0xff;
  await sharp(pixels, { raw: { width: 1200, height: 800, channels: 3 } }).jpeg({ quality: 90 }).toFile(join(directory, 'photo.jpg'));
}

/** The reference design over `photo.jpg`, loaded afresh from the files (as a worker does after its resources renew). */
async function layout() {
  const json = referenceDesignJson();
  const elements = (json.sides as { elements: Record<string, unknown>[] }[])[0]!.elements;
  elements.find((element) => element.id === 'photo')!.media = 'photo.jpg';
  writeFileSync(join(directory, 'badge.json'), readFileSync(join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'assets', 'badge.json')));
  const design = validateDesign(json);
  return layoutDesign(design, await loadDesignResources(design, { fonts: createFileFontProvider(testFontFiles()), assets: createDirectoryAssetResolver(directory) }));
}

const cmyk = (path = GHOSTSCRIPT_CMYK_ICC) => createCmykColorConverter({ profile: new Uint8Array(readFileSync(path)) });

describe.skipIf(!available)('EncodedImageCache with renderPrintPdf', () => {
  it('prints a photo from the cache byte for byte as it prints it encoded afresh, in the PDF and the job sheet', async () => {
    await writePhoto(0);
    const colors = await cmyk();
    const imageCache = new EncodedImageCache();
    const fresh = await renderPrintPdf(await layout(), { colors, date: DATE });
    // Requested once, a photo is encoded for that render only; requested again, it is kept.
    const seen = await renderPrintPdf(await layout(), { colors, date: DATE, imageCache });
    expect(imageCache.size).toBe(0);
    expect(Buffer.from(seen.bytes).equals(Buffer.from(fresh.bytes))).toBe(true);
    const first = await renderPrintPdf(await layout(), { colors, date: DATE, imageCache });
    expect(imageCache.size).toBe(1);
    const kept = imageCache.bytes;
    expect(kept).toBeGreaterThan(10_000);
    const second = await renderPrintPdf(await layout(), { colors, date: DATE, imageCache });
    expect(Buffer.from(first.bytes).equals(Buffer.from(fresh.bytes))).toBe(true);
    expect(Buffer.from(second.bytes).equals(Buffer.from(fresh.bytes))).toBe(true);
    expect(second.pages).toEqual(fresh.pages);
    expect(imageCache.size).toBe(1);
    expect(imageCache.bytes).toBe(kept);

    const sheet = { ticket: sampleTicket(), colors, font: (await layout()).resources.fonts()[0]!, date: DATE };
    const freshSheet = await renderJobSheet({ ...sheet, layout: await layout() });
    await renderJobSheet({ ...sheet, layout: await layout(), imageCache });
    await renderJobSheet({ ...sheet, layout: await layout(), imageCache });
    const cachedSheet = await renderJobSheet({ ...sheet, layout: await layout(), imageCache });
    expect(imageCache.size).toBe(2);
    expect(Buffer.from(cachedSheet).equals(Buffer.from(freshSheet))).toBe(true);
  });

  it('frees the photo samples a document encoded for itself once it is finished, never those the cache shares', async () => {
    await writePhoto(0);
    const colors = await cmyk();
    const written: Uint8Array[] = [];
    const original = PdfWriter.prototype.addStream;
    const addStream = vi.spyOn(PdfWriter.prototype, 'addStream').mockImplementation(function (this: PdfWriter, dict, data, options) {
      if ((dict.Subtype as PdfName | undefined)?.name === 'Image' && Array.isArray(data)) written.push(...(data as Uint8Array[]));
      return original.call(this, dict, data, options);
    });
    try {
      const fresh = await renderPrintPdf(await layout(), { colors, date: DATE });
      expect(written.length).toBeGreaterThan(0);
      // Detached: the memory is gone now, not at V8's next full collection; the file holds the samples.
      expect(written.every((part) => part.byteLength === 0)).toBe(true);
      written.length = 0;
      // The first request of a photo is encoded for its render alone: freed too.
      const imageCache = new EncodedImageCache();
      const seen = await renderPrintPdf(await layout(), { colors, date: DATE, imageCache });
      expect(written.length).toBeGreaterThan(0);
      expect(written.every((part) => part.byteLength === 0)).toBe(true);
      written.length = 0;
      // The second is kept for the next renders: never freed.
      const cached = await renderPrintPdf(await layout(), { colors, date: DATE, imageCache });
      expect(written.length).toBeGreaterThan(0);
      expect(written.every((part) => part.byteLength > 0)).toBe(true);
      expect(Buffer.from(seen.bytes).equals(Buffer.from(fresh.bytes))).toBe(true);
      expect(Buffer.from(cached.bytes).equals(Buffer.from(fresh.bytes))).toBe(true);
    } finally {
      addStream.mockRestore();
    }
  });

  it('never prints the old photo when the file behind the same reference changes', async () => {
    const colors = await cmyk();
    const imageCache = new EncodedImageCache();
    await writePhoto(1);
    await renderPrintPdf(await layout(), { colors, date: DATE, imageCache });
    const before = await renderPrintPdf(await layout(), { colors, date: DATE, imageCache });
    await writePhoto(2);
    await renderPrintPdf(await layout(), { colors, date: DATE, imageCache });
    const after = await renderPrintPdf(await layout(), { colors, date: DATE, imageCache });
    const fresh = await renderPrintPdf(await layout(), { colors, date: DATE });
    expect(Buffer.from(after.bytes).equals(Buffer.from(before.bytes))).toBe(false);
    expect(Buffer.from(after.bytes).equals(Buffer.from(fresh.bytes))).toBe(true);
    expect(imageCache.size).toBe(2);
  });

  it('never prints a photo converted for another profile or color mode', async () => {
    await writePhoto(3);
    const imageCache = new EncodedImageCache();
    const design = await layout();
    const outputs = [];
    for (const colors of [await cmyk(), await cmyk(PS_CMYK_ICC), createRgbColorConverter()]) {
      await renderPrintPdf(design, { colors, date: DATE, imageCache });
      const cached = await renderPrintPdf(design, { colors, date: DATE, imageCache });
      const fresh = await renderPrintPdf(design, { colors, date: DATE });
      expect(Buffer.from(cached.bytes).equals(Buffer.from(fresh.bytes))).toBe(true);
      outputs.push(Buffer.from(cached.bytes));
    }
    expect(imageCache.size).toBe(3);
    expect(outputs[0]!.equals(outputs[1]!)).toBe(false);
  });
});

describe('EncodedImageCache', () => {
  const asset = (fill: number) => ({ bytes: new Uint8Array(64).fill(fill), mimeType: 'image/png' as const, widthPx: 8, heightPx: 8 });
  const colors = createRgbColorConverter();
  const request = (fill: number, overrides: Partial<EncodedImageRequest> = {}): EncodedImageRequest => ({
    asset: asset(fill),
    element: { crop: { x: 0, y: 0, width: 1, height: 1 }, transform: { x: 0, y: 0, width: 10, height: 10, rotation: 0 } },
    resolution: { downsampleAbovePpi: 450, targetPpi: 300 },
    colors,
    compression: 'jpeg-90',
    ...overrides,
  });
  const encoded = (size: number): EncodedImage => ({
    image: { widthPx: 8, heightPx: 8, placement: { x: 0, y: 0, width: 10, height: 10 }, ppi: 20 },
    space: 'DeviceRGB',
    filter: 'FlateDecode',
    decode: null,
    samples: [new Uint8Array(size)],
    alpha: null,
  });

  it('keeps an image from its second request on, once per equal request, by content, and apart for any other crop, size, resolution or compression', async () => {
    const cache = new EncodedImageCache();
    let calls = 0;
    const encode = async () => {
      calls++;
      return encoded(10);
    };
    // The first request is encoded for its caller alone.
    const once = cache.get(request(1), encode);
    expect(cache.shares(once)).toBe(false);
    await once;
    expect([calls, cache.size]).toEqual([1, 0]);
    // The second is kept; equal bytes in another array are the same photo; a request in progress is shared.
    const kept = cache.get(request(1), encode);
    expect(cache.get(request(1), encode)).toBe(kept);
    expect(cache.shares(kept)).toBe(true);
    await kept;
    expect(calls).toBe(2);
    await cache.get(request(1), encode);
    expect(calls).toBe(2);
    const twice = async (other: EncodedImageRequest) => {
      await cache.get(other, encode);
      await cache.get(other, encode);
    };
    await twice(request(2));
    await twice(request(1, { compression: 'flate-3' }));
    await twice(request(1, { resolution: { downsampleAbovePpi: 100, targetPpi: 100 } }));
    await twice(request(1, { element: { crop: { x: 0.5, y: 0, width: 0.5, height: 1 }, transform: { x: 0, y: 0, width: 10, height: 10, rotation: 0 } } }));
    await twice(request(1, { element: { crop: { x: 0, y: 0, width: 1, height: 1 }, transform: { x: 0, y: 0, width: 20, height: 10, rotation: 0 } } }));
    await twice(request(1, { colors: createRgbColorConverter() }));
    expect(calls).toBe(14);
    expect(cache.size).toBe(7);
    expect(cache.bytes).toBe(70);
  });

  it('keeps at most maxBytes, dropping the least recently used first', async () => {
    const cache = new EncodedImageCache({ maxBytes: 250 });
    let calls = 0;
    const encode = async () => {
      calls++;
      return encoded(100);
    };
    const twice = async (other: EncodedImageRequest, make = encode) => {
      await cache.get(other, make);
      return cache.get(other, make);
    };
    await twice(request(1));
    await twice(request(2));
    await cache.get(request(1), encode);
    await twice(request(3));
    expect(cache.bytes).toBe(200);
    expect(calls).toBe(6);
    await cache.get(request(1), encode);
    expect(calls).toBe(6);
    // Dropped: requested again, it is a first request again.
    await cache.get(request(2), encode);
    expect(calls).toBe(7);
    expect(cache.size).toBe(2);
    // Larger than the whole budget: returned, not kept, and the others stay.
    expect((await twice(request(4), async () => encoded(1000))).samples[0]).toHaveLength(1000);
    expect(cache.bytes).toBe(200);
    expect(cache.size).toBe(2);
    await cache.get(request(1), encode);
    expect(calls).toBe(7);
  });

  it('does not keep a failed encoding', async () => {
    const cache = new EncodedImageCache();
    const failing = async () => Promise.reject(new Error('unreadable'));
    await expect(cache.get(request(1), failing)).rejects.toThrow('unreadable');
    await expect(cache.get(request(1), failing)).rejects.toThrow('unreadable');
    expect(cache.size).toBe(0);
    expect(await cache.get(request(1), async () => encoded(5))).toMatchObject({ space: 'DeviceRGB' });
    expect(await cache.get(request(1), async () => encoded(5))).toMatchObject({ space: 'DeviceRGB' });
    expect(cache.bytes).toBe(5);
  });
});
