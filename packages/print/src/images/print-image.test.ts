import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { prepareImage } from './print-image.ts';

const SIDE = 4096;

/** Every 8-bit RGB color once: a 4096×4096 picture. */
function colorCube(): Buffer {
  const cube = Buffer.alloc(SIDE * SIDE * 3);
  for (let index = 0; index < SIDE * SIDE; index++) {
    cube[index * 3] = index >> 16;
    cube[index * 3 + 1] = (index >> 8) & 255;
    cube[index * 3 + 2] = index & 255;
  }
  return cube;
}

/** A whole picture placed at its size (no crop, 72 ppi: no resampling). */
function wholeImage(bytes: Uint8Array, width: number, height: number) {
  const mm = (px: number) => (px / 72) * 25.4;
  return {
    asset: { bytes, mimeType: 'image/png' as const, widthPx: width, heightPx: height },
    element: { media: 'cube.png', crop: { x: 0, y: 0, width: 1, height: 1 }, transform: { x: 0, y: 0, width: mm(width), height: mm(height), rotation: 0 } },
  };
}

describe('prepareImage and embedded ICC profiles', () => {
  it('gives every color of an image with libvips’ sRGB profile (as the media library stores uploads) unchanged, as converting it would', async () => {
    const cube = colorCube();
    // withMetadata attaches libvips' sRGB profile, as the media library's re-encoding does.
    const png = await sharp(cube, { raw: { width: SIDE, height: SIDE, channels: 3 } }).png({ compressionLevel: 0 }).withMetadata().toBuffer();
    expect((await sharp(png).metadata()).icc?.length).toBeGreaterThan(0);
    // What the renderer relies on to skip the conversion: LittleCMS maps this profile to sRGB as the identity.
    const converted = await sharp(png, { limitInputPixels: false }).toColourspace('srgb').raw().toBuffer();
    expect(converted.equals(cube)).toBe(true);
    const { asset, element } = wholeImage(png, SIDE, SIDE);
    const prepared = await prepareImage(asset, element, { downsampleAbovePpi: 1e9, targetPpi: 300 });
    expect(prepared.widthPx).toBe(SIDE);
    expect(Buffer.from(prepared.rgb.buffer, prepared.rgb.byteOffset, prepared.rgb.byteLength).equals(cube)).toBe(true);
  }, 60_000);

  it('still converts an image with another profile (Display P3) to sRGB', async () => {
    // Saturated sRGB colors, stored as Display P3 values with the P3 profile.
    const colors = [
      [255, 0, 0],
      [0, 200, 0],
      [20, 40, 230],
      [250, 180, 30],
    ];
    const rgb = Buffer.from(colors.flatMap((color) => Array.from({ length: 64 * 64 }, () => color).flat()));
    const p3 = await sharp(rgb, { raw: { width: 64, height: 256, channels: 3 } }).withIccProfile('p3').png().toBuffer();
    const stored = await sharp(p3, { ignoreIcc: true }).raw().toBuffer();
    const { asset, element } = wholeImage(p3, 64, 256);
    const prepared = await prepareImage(asset, element, { downsampleAbovePpi: 1e9, targetPpi: 300 });
    let storedOff = 0;
    let preparedOff = 0;
    for (let index = 0; index < rgb.length; index++) {
      storedOff = Math.max(storedOff, Math.abs(stored[index]! - rgb[index]!));
      preparedOff = Math.max(preparedOff, Math.abs(prepared.rgb[index]! - rgb[index]!));
    }
    // The P3 values differ from the sRGB ones; converted back they match within rounding.
    expect(storedOff).toBeGreaterThan(20);
    expect(preparedOff).toBeLessThanOrEqual(2);
  });
});
