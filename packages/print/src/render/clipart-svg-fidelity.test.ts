import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { layoutDesign, loadDesignResources, readImageInfo, validateDesign, type ClipartAsset, type ImageAsset } from '@dcs/design';
import { clipartFromSvg } from '@dcs/design/node';
import { createCmykColorConverter, createRgbColorConverter, renderPrintPdf, type PrintColorConverter } from '../index.ts';
import { pngDifferenceFuzzy } from '../testing/image-compare.ts';
import { ghostscriptPng, toolsAvailable } from '../testing/pdf-tools.ts';
import { DEJAVU_SANS_TTF, GHOSTSCRIPT_CMYK_ICC, PRINT_FIXTURES_DIR } from '../testing/print-fixtures.ts';

const available = toolsAvailable('SVG clipart fidelity', ['gs', DEJAVU_SANS_TTF, GHOSTSCRIPT_CMYK_ICC]);
const CORPUS = join(PRINT_FIXTURES_DIR, 'svg-logos');
const FONT_FILES = [DEJAVU_SANS_TTF];
/** 127 dpi is 5 pixels per millimetre; an 80 mm wide logo is 400 pixels in both renderers. */
const DPI = 127;
const WIDTH_MM = 80;

/**
 * A one-element design printed and rasterized: the logo (or, as the reference, resvg's PNG of it
 * placed as a photo, so both go through the same color conversion) filling a trim box of the logo's
 * aspect ratio.
 */
async function printLogo(asset: ClipartAsset, colors: PrintColorConverter, photo?: Uint8Array): Promise<Uint8Array> {
  const height = Math.round((WIDTH_MM * asset.height) / asset.width);
  const transform = { x: 0, y: 0, width: WIDTH_MM, height, rotation: 0 };
  const element = photo ? { id: 'logo', type: 'image', media: 'logo', transform } : { id: 'logo', type: 'clipart', clipart: 'logo', transform };
  const design = validateDesign({
    schemaVersion: 3,
    name: 'logo',
    sides: [{ id: 'front', name: 'Front', trim: { width: WIDTH_MM, height }, bleed: 0, safeMargin: 0, printAreas: [{ id: 'all', name: 'All', x: 0, y: 0, width: WIDTH_MM, height }], elements: [element] }],
  });
  const image = photo ? { bytes: photo, ...readImageInfo(photo)! } as ImageAsset : null;
  const resources = await loadDesignResources(design, { fonts: { loadFont: async () => null }, assets: { loadImage: async () => image, loadClipart: async () => asset } });
  const pdf = await renderPrintPdf(layoutDesign(design, resources), { colors, date: new Date('2026-01-01T00:00:00Z') });
  return ghostscriptPng(pdf.bytes, DPI);
}

function resvgPng(svg: string): Uint8Array {
  const widthPx = (WIDTH_MM / 25.4) * DPI;
  return new Resvg(svg, { fitTo: { mode: 'width', value: widthPx }, background: '#FFFFFF', font: { loadSystemFonts: false, fontFiles: FONT_FILES }, shapeRendering: 2 }).render().asPng();
}

const files = readdirSync(CORPUS).filter((file) => file.endsWith('.svg')).sort();

describe.skipIf(!available)('SVG logos in print', () => {
  it('has a corpus of at least 40 logos', () => expect(files.length).toBeGreaterThanOrEqual(40));

  describe.each(['rgb', 'cmyk'] as const)('%s PDF rasterized by Ghostscript against resvg', (mode) => {
    const colors = mode === 'rgb'
      ? Promise.resolve(createRgbColorConverter())
      : createCmykColorConverter({ profile: new Uint8Array(readFileSync(GHOSTSCRIPT_CMYK_ICC)), identifier: 'Custom' });
    it.each(files)('%s differs in at most 1 % of pixels', async (file) => {
      const svg = readFileSync(join(CORPUS, file), 'utf8');
      const asset = clipartFromSvg(svg, { fontFiles: FONT_FILES });
      expect(asset.dropped ?? []).toEqual([]);
      const converter = await colors;
      // The CMYK reference is resvg's pixels through the same profile: out-of-gamut colors move alike.
      const reference = mode === 'rgb' ? resvgPng(svg) : await printLogo(asset, converter, resvgPng(svg));
      const printed = await printLogo(asset, converter);
      const difference = await pngDifferenceFuzzy(reference, printed);
      expect(difference.share).toBeLessThanOrEqual(0.01);
    });
  });
});
