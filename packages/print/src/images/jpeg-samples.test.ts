import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutDesign, loadDesignResources, validateDesign } from '@dcs/design';
import { createDirectoryAssetResolver, createFileFontProvider } from '@dcs/design/node';
import { checkPrintPdf, createCmykColorConverter, renderPrintPdf, type PhotoCompression, type PrintPdf } from '../index.ts';
import type { PrintColorConverter } from '../color/print-color-converter.ts';
import { runTool, toolsAvailable, withTempFile } from '../testing/pdf-tools.ts';
import { encodeJpegSamples } from './jpeg-samples.ts';
import { GHOSTSCRIPT_CMYK_ICC, photoCardDesignJson, testFontFiles, writeCustomerPhotos } from '../testing/print-fixtures.ts';

const available = toolsAvailable('photo compression', ['qpdf', 'pdffonts', 'pdfimages', 'gs', GHOSTSCRIPT_CMYK_ICC]);
const directory = mkdtempSync(join(tmpdir(), 'dcs-jpeg-samples-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** A page rendered by Ghostscript to 8-bit CMYK samples (what the press's RIP sees), 4 bytes per pixel. */
function ghostscriptCmyk(pdf: Uint8Array, dpi: number): Promise<{ data: Buffer; width: number; height: number }> {
  const tiff = withTempFile(pdf, '.pdf', (path) => {
    runTool('gs', ['-q', '-dNOPAUSE', '-dBATCH', '-dSAFER', '-sDEVICE=tiff32nc', `-r${dpi}`, `-sOutputFile=${path}.tif`, path]);
    return readFileSync(`${path}.tif`);
  });
  return sharp(tiff)
    .pipelineColourspace('cmyk')
    .toColourspace('cmyk')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => ({ data, width: info.width, height: info.height }));
}

/** Total area coverage (C+M+Y+K, %) of the most inked pixel. */
function maxInk(cmyk: Buffer): number {
  let max = 0;
  for (let at = 0; at < cmyk.length; at += 4) max = Math.max(max, cmyk[at]! + cmyk[at + 1]! + cmyk[at + 2]! + cmyk[at + 3]!);
  return (max / 255) * 100;
}

describe.skipIf(!available)('photos as CMYK JPEG against their lossless print', () => {
  const pdfs = {} as Record<PhotoCompression, PrintPdf>;

  beforeAll(async () => {
    // A customer's photo (detail at every scale) shrunk onto a photo business card.
    const [photo] = await writeCustomerPhotos(directory, 1, 7);
    const design = validateDesign(photoCardDesignJson(photo));
    const layout = layoutDesign(design, await loadDesignResources(design, { fonts: createFileFontProvider(testFontFiles()), assets: createDirectoryAssetResolver(directory) }));
    const colors = await createCmykColorConverter({ profile: new Uint8Array(readFileSync(GHOSTSCRIPT_CMYK_ICC)) });
    for (const compression of ['jpeg', 'lossless'] as const) {
      // No crop marks: their registration color inks every plate fully and would hide the photo's ink.
      pdfs[compression] = await renderPrintPdf(layout, { colors, photoCompression: compression, date: new Date('2025-03-01T10:00:00Z') });
    }
  });

  it('passes the print checks: qpdf, fonts embedded, CMYK only, the photo as DCT at the method ppi', async () => {
    const { bytes, pages } = pdfs.jpeg;
    expect((await checkPrintPdf(bytes, { mode: 'cmyk' })).problems).toEqual([]);
    expect((await checkPrintPdf(bytes, { mode: 'cmyk' })).colorSpaces).toEqual(['DeviceCMYK']);
    expect(pages[0]!.imagePpi.photo).toBeGreaterThanOrEqual(300);
    withTempFile(bytes, '.pdf', (path) => {
      expect(runTool('qpdf', ['--check', path])).toContain('No syntax or stream encoding errors');
      const fonts = runTool('pdffonts', [path]).trim().split('\n').slice(2);
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) expect(font).toMatch(/\s+yes\s+yes\s+yes\s+\d+\s+\d+$/);
      // page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
      const images = runTool('pdfimages', ['-list', path]).trim().split('\n').slice(2).map((line) => line.trim().split(/\s+/));
      expect(images).toHaveLength(1);
      const [, , , width, height, color, , , enc, , , , xPpi, yPpi] = images[0]!;
      expect({ color, enc }).toEqual({ color: 'cmyk', enc: 'jpeg' });
      // The photo covers the 91 × 61 mm bleed box: at 300 ppi at least 1075 × 721 pixels, never below.
      expect(Number(width)).toBeGreaterThanOrEqual(Math.floor((91 / 25.4) * 300));
      expect(Number(height)).toBeGreaterThanOrEqual(Math.floor((61 / 25.4) * 300));
      expect(Number(xPpi)).toBeGreaterThanOrEqual(300);
      expect(Number(yPpi)).toBeGreaterThanOrEqual(300);
    });
    withTempFile(pdfs.lossless.bytes, '.pdf', (path) => {
      expect(runTool('pdfimages', ['-list', path])).toMatch(/cmyk\s+4\s+8\s+image\b/);
    });
    // Smaller by far than the lossless photo, which the setting still gives.
    expect(bytes.length * 3).toBeLessThan(pdfs.lossless.bytes.length);
  });

  it('prints within 1.5 % mean and 6 % at the 99th percentile of each ink of the lossless print, and inks no more than it plus 4 points', async () => {
    // Rendered by Ghostscript to the press's CMYK at 300 dpi: one device pixel per photo pixel.
    const [jpeg, lossless] = await Promise.all([ghostscriptCmyk(pdfs.jpeg.bytes, 300), ghostscriptCmyk(pdfs.lossless.bytes, 300)]);
    expect([jpeg.width, jpeg.height]).toEqual([lossless.width, lossless.height]);
    const errors: number[][] = [[], [], [], []];
    let sum = 0;
    for (let at = 0; at < jpeg.data.length; at++) {
      const error = Math.abs(jpeg.data[at]! - lossless.data[at]!);
      errors[at % 4]!.push(error);
      sum += error;
    }
    const mean = sum / jpeg.data.length / 255;
    const p99 = errors.map((channel) => channel.sort((a, b) => a - b)[Math.floor(channel.length * 0.99)]! / 255);
    // Measured: mean 0.52 %, 99th percentiles 2.0 %, most ink 296.9 % in both (Ghostscript's default CMYK).
    expect(mean).toBeLessThan(0.015);
    for (const value of p99) expect(value).toBeLessThan(0.06);
    // Ringing must not push the ink past what the profile's separation gives the same photo.
    expect(maxInk(jpeg.data)).toBeLessThanOrEqual(maxInk(lossless.data) + 4);
    // And the comparison can fail: another photo differs far beyond the tolerance.
    const [other] = await writeCustomerPhotos(directory, 1, 8);
    const design = validateDesign(photoCardDesignJson(other));
    const otherLayout = layoutDesign(design, await loadDesignResources(design, { fonts: createFileFontProvider(testFontFiles()), assets: createDirectoryAssetResolver(directory) }));
    const colors = await createCmykColorConverter({ profile: new Uint8Array(readFileSync(GHOSTSCRIPT_CMYK_ICC)) });
    const different = await ghostscriptCmyk((await renderPrintPdf(otherLayout, { colors })).bytes, 300);
    let otherSum = 0;
    for (let at = 0; at < different.data.length; at++) otherSum += Math.abs(different.data[at]! - lossless.data[at]!);
    expect(otherSum / different.data.length / 255).toBeGreaterThan(0.05);
  });
});

describe('encodeJpegSamples', () => {
  /** Converts by a fixed rule, so the decoded JPEG can be checked pixel by pixel: C = R, M = G, Y = B, K = 255 − R. */
  const converter: PrintColorConverter = {
    mode: 'cmyk',
    outputIntent: null,
    vector: () => ({ space: 'DeviceCMYK', values: [0, 0, 0, 0] }),
    pixels(rgb, out) {
      const data = out ?? new Uint8Array((rgb.length / 3) * 4);
      for (let pixel = 0; pixel < rgb.length / 3; pixel++) data.set([rgb[pixel * 3]!, rgb[pixel * 3 + 1]!, rgb[pixel * 3 + 2]!, 255 - rgb[pixel * 3]!], pixel * 4);
      return { data, space: 'DeviceCMYK' };
    },
  };

  // Heights below one strip, at a strip's end and past it; the rows are smooth ramps, which JPEG keeps closely.
  it.each([[37, 5], [64, 64], [200, 97]])('hands %i × %i px of CMYK to the encoder in strips, row for row', async (width, height) => {
    const rgb = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rgb.set([Math.round((x / width) * 255), Math.round((y / height) * 255), 128], (y * width + x) * 3);
    const jpeg = await encodeJpegSamples(rgb, width, height, converter);
    expect(jpeg.space).toBe('DeviceCMYK');
    const { data, info } = await sharp(jpeg.bytes).pipelineColourspace('cmyk').toColourspace('cmyk').raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([width, height, 4]);
    let worst = 0;
    for (let pixel = 0; pixel < width * height; pixel++) {
      for (let channel = 0; channel < 4; channel++) {
        // libjpeg stores Adobe CMYK inverted (the PDF's /Decode turns it back); libvips' reader turns it back too.
        const decoded = data[pixel * 4 + channel]!;
        const expected = channel === 3 ? 255 - rgb[pixel * 3]! : rgb[pixel * 3 + channel]!;
        worst = Math.max(worst, Math.abs(decoded - expected));
      }
    }
    expect(worst).toBeLessThanOrEqual(6);
  });
});
