import { join } from 'node:path';
import sharp from 'sharp';
import { applyColorMatrix, imageFilterMatrix, type ImageFilter } from '@dcs/design';
import { renderSidePng } from '@dcs/design/node';
import { describe, expect, it } from 'vitest';
import { createRgbColorConverter, renderPrintPdf } from '../index.ts';
import { pngDifference } from '../testing/image-compare.ts';
import { runTool, toolsAvailable, withTempFile } from '../testing/pdf-tools.ts';
import { prepareTestLayout, testAssetsDirectory } from '../testing/print-fixtures.ts';
import { applyImageFilter, imageResolutionForDpi, prepareImage } from './print-image.ts';

const available = toolsAvailable('photo crop and filters', ['pdfimages', 'pdftoppm']);
const FILTERS: ImageFilter[] = [
  { tone: 'greyscale', brightness: 0, contrast: 0 },
  { tone: 'sepia', brightness: 0, contrast: 0 },
  { tone: 'none', brightness: 35, contrast: -20 },
  { tone: 'sepia', brightness: -15, contrast: 60 },
  { tone: 'greyscale', brightness: 100, contrast: 100 },
];

/** Every 4th value of each channel: 64³ colours. */
function colorSamples(): Uint8Array {
  const rgb = new Uint8Array(64 * 64 * 64 * 3);
  for (let index = 0; index < 64 * 64 * 64; index++) {
    rgb[index * 3] = (index >> 12) * 4 + 3;
    rgb[index * 3 + 1] = ((index >> 6) & 63) * 4 + 1;
    rgb[index * 3 + 2] = (index & 63) * 4;
  }
  return rgb;
}

describe('photo filters in print', () => {
  it('give through libvips what the design package’s colour matrix gives, within 1 of 255, for 262 144 colours', async () => {
    const rgb = colorSamples();
    for (const filter of FILTERS) {
      const filtered = await applyImageFilter(rgb, 512, 512, filter);
      const matrix = imageFilterMatrix(filter);
      let worst = 0;
      for (let index = 0; index < rgb.length; index += 3) {
        const expected = applyColorMatrix(matrix, [rgb[index]!, rgb[index + 1]!, rgb[index + 2]!]);
        for (let channel = 0; channel < 3; channel++) worst = Math.max(worst, Math.abs(expected[channel]! - filtered[index + channel]!));
      }
      expect(worst, JSON.stringify(filter)).toBeLessThanOrEqual(1);
    }
  });

  it('give the same inside a JPEG’s decoding pipeline (kept, cropped, and shrunk on load) as the matrix on its unfiltered pixels', async () => {
    const jpeg = await sharp(colorSamples(), { raw: { width: 512, height: 512, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
    const asset = { bytes: new Uint8Array(jpeg), mimeType: 'image/jpeg' as const, widthPx: 512, heightPx: 512 };
    const mm = (px: number, ppi: number) => (px / ppi) * 25.4;
    const placements = [
      { crop: { x: 0, y: 0, width: 1, height: 1 }, transform: { x: 0, y: 0, width: mm(512, 72), height: mm(512, 72), rotation: 0 } },
      { crop: { x: 0.25, y: 0.1, width: 0.5, height: 0.7 }, transform: { x: 0, y: 0, width: mm(256, 300), height: mm(358.4, 300), rotation: 0 } },
      { crop: { x: 0, y: 0, width: 1, height: 1 }, transform: { x: 0, y: 0, width: mm(512, 1200), height: mm(512, 1200), rotation: 0 } },
    ];
    for (const placement of placements) {
      const plain = await prepareImage(asset, { media: 'cube.jpg', ...placement });
      for (const filter of FILTERS) {
        const filtered = await prepareImage(asset, { media: 'cube.jpg', ...placement, filter });
        expect(filtered.widthPx).toBe(plain.widthPx);
        const matrix = imageFilterMatrix(filter);
        let worst = 0;
        for (let index = 0; index < plain.rgb.length; index += 3) {
          const expected = applyColorMatrix(matrix, [plain.rgb[index]!, plain.rgb[index + 1]!, plain.rgb[index + 2]!]);
          for (let channel = 0; channel < 3; channel++) worst = Math.max(worst, Math.abs(expected[channel]! - filtered.rgb[index + channel]!));
        }
        expect(worst, `${JSON.stringify(placement.crop)} ${plain.widthPx} px ${JSON.stringify(filter)}`).toBeLessThanOrEqual(1);
      }
    }
  });
});

/** A 120 × 80 mm page with the 3000 × 2000 photo cropped to its middle and filtered. */
function croppedPhoto(filter: ImageFilter): Record<string, unknown> {
  return {
    schemaVersion: 3,
    name: 'Cropped photo',
    sides: [{
      id: 'front', name: 'Front', trim: { width: 120, height: 80 }, bleed: 0, safeMargin: 0,
      printAreas: [{ id: 'full', name: 'Full', x: 0, y: 0, width: 120, height: 80 }],
      elements: [{ id: 'photo', type: 'image', media: 'photo-3000x2000.jpg', transform: { x: 10, y: 10, width: 100, height: 60, rotation: 0 }, crop: { x: 0.3, y: 0.2, width: 0.5, height: 0.45 }, filter }],
    }],
  };
}

describe.skipIf(!available)('a cropped, filtered photo in print (checked with pdfimages and pdftoppm)', () => {
  it('embeds only the cropped pixels and prints what a reference render and the preview show', async () => {
    const filter: ImageFilter = { tone: 'sepia', brightness: 10, contrast: 15 };
    const layout = await prepareTestLayout(croppedPhoto(filter));
    // A 400 ppi method keeps every cropped pixel (the default 300 ppi one would resample them).
    const pdf = await renderPrintPdf(layout, { colors: createRgbColorConverter(), date: new Date('2025-03-01T10:00:00Z'), imageResolution: imageResolutionForDpi(400) });
    // 0.5 × 3000 by 0.45 × 2000 source pixels over 100 × 60 mm: 381 ppi, kept as they are.
    expect(pdf.pages[0]!.imagePpi.photo).toBeCloseTo(381, 6);
    // 127 dpi: 120 × 80 mm → 600 × 400 px, the photo's box 500 × 300 px at (50, 50).
    const dpi = 127;
    const rendered = withTempFile(pdf.bytes, '.pdf', (path) => {
      const images = runTool('pdfimages', ['-list', path]).trim().split('\n').slice(2);
      expect(images).toHaveLength(1);
      expect(images[0]).toMatch(/^\s*1\s+0\s+image\s+1500\s+900\s+rgb\s+3\s+8/);
      runTool('pdftoppm', ['-scale-to-x', '600', '-scale-to-y', '400', '-png', '-singlefile', path, `${path}-page`]);
      return runTool('base64', ['-w0', `${path}-page.png`]);
    });
    const print = new Uint8Array(Buffer.from(rendered, 'base64'));
    // The reference: the crop cut from the source with libvips, scaled to the box, the matrix applied pixel by pixel in JS.
    const source = join(await testAssetsDirectory(), 'photo-3000x2000.jpg');
    const cut = await sharp(source).extract({ left: 900, top: 400, width: 1500, height: 900 }).resize(500, 300, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    const matrix = imageFilterMatrix(filter);
    for (let index = 0; index < cut.length; index += 3) cut.set(applyColorMatrix(matrix, [cut[index]!, cut[index + 1]!, cut[index + 2]!]), index);
    const reference = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#FFFFFF' } })
      .composite([{ input: cut, raw: { width: 500, height: 300, channels: 3 }, left: 50, top: 50 }])
      .png()
      .toBuffer();
    const againstReference = await pngDifference(print, reference, 12);
    expect(againstReference.width).toBe(600);
    expect(againstReference.share).toBeLessThanOrEqual(0.01);
    // The canvas and the previews draw @dcs/design's SVG (the SVG filter) through resvg here.
    const preview = renderSidePng(layout, 'front', { dpi }, { background: '#FFFFFF' });
    expect((await pngDifference(print, preview, 12)).share).toBeLessThanOrEqual(0.01);
    // And the filter shows: the unfiltered photo differs.
    const plain = await renderPrintPdf(await prepareTestLayout(croppedPhoto({ tone: 'none', brightness: 0, contrast: 0 })), { colors: createRgbColorConverter() });
    const plainRender = withTempFile(plain.bytes, '.pdf', (path) => {
      runTool('pdftoppm', ['-scale-to-x', '600', '-scale-to-y', '400', '-png', '-singlefile', path, `${path}-page`]);
      return new Uint8Array(Buffer.from(runTool('base64', ['-w0', `${path}-page.png`]), 'base64'));
    });
    expect((await pngDifference(print, plainRender, 12)).share).toBeGreaterThan(0.5);
  });
});
