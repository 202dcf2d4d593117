import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PreparedImages } from '../index.ts';
import { prepareImage } from './print-image.ts';
import { testAssetsDirectory } from '../testing/print-fixtures.ts';

describe('PreparedImages', () => {
  it('resizes a thumbnail from the photo prepared before, close to one decoded from the file', async () => {
    const bytes = new Uint8Array(readFileSync(join(await testAssetsDirectory(), 'photo-3000x2000.jpg')));
    const asset = { bytes, mimeType: 'image/jpeg' as const, widthPx: 3000, heightPx: 2000 };
    const element = { media: 'photo.jpg', crop: { x: 0.011, y: 0, width: 0.978, height: 1 }, transform: { x: -3, y: -3, width: 154, height: 105, rotation: 0 } };
    const thumbnail = { downsampleAbovePpi: 100, targetPpi: 100 };
    const prepared = new PreparedImages();
    const full = await prepared.prepare(asset, element);
    expect(await prepared.prepare(asset, element)).toBe(full);
    const derived = await prepared.prepare(asset, element, thumbnail);
    const direct = await prepareImage(asset, element, thumbnail);
    expect(Math.abs(derived.widthPx - direct.widthPx)).toBeLessThanOrEqual(1);
    expect(Math.abs(derived.heightPx - direct.heightPx)).toBeLessThanOrEqual(1);
    expect(derived.ppi).toBeCloseTo(direct.ppi, 0);
    expect(derived.placement).toEqual(full.placement);
    // Same picture: the mean difference per sample is small.
    let sum = 0;
    for (let y = 0; y < Math.min(derived.heightPx, direct.heightPx); y++) {
      for (let x = 0; x < Math.min(derived.widthPx, direct.widthPx) * 3; x++) sum += Math.abs(derived.rgb[y * derived.widthPx * 3 + x]! - direct.rgb[y * direct.widthPx * 3 + x]!);
    }
    expect(sum / (Math.min(derived.heightPx, direct.heightPx) * Math.min(derived.widthPx, direct.widthPx) * 3)).toBeLessThan(3);
  });

  it('frees the samples it prepared on release', async () => {
    const bytes = new Uint8Array(readFileSync(join(await testAssetsDirectory(), 'photo-3000x2000.jpg')));
    const asset = { bytes, mimeType: 'image/jpeg' as const, widthPx: 3000, heightPx: 2000 };
    const element = { media: 'photo.jpg', crop: { x: 0, y: 0, width: 1, height: 1 }, transform: { x: 0, y: 0, width: 154, height: 105, rotation: 0 } };
    const prepared = new PreparedImages();
    const full = await prepared.prepare(asset, element);
    const thumbnail = await prepared.prepare(asset, element, { downsampleAbovePpi: 100, targetPpi: 100 });
    expect(full.rgb.byteLength).toBe(full.widthPx * full.heightPx * 3);
    await prepared.release();
    expect(full.rgb.byteLength).toBe(0);
    expect(thumbnail.rgb.byteLength).toBe(0);
    // A later request prepares the photo again rather than answering with freed samples.
    const again = await prepared.prepare(asset, element);
    expect(again).not.toBe(full);
    expect(again.rgb.byteLength).toBe(again.widthPx * again.heightPx * 3);
  });
});
