import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { layoutDesign, loadDesignResources, validateDesign, type ClipartAsset } from '@dcs/design';
import { clipartFromSvg } from '@dcs/design/node';
import { checkPrintPdf, createCmykColorConverter, createRgbColorConverter, renderPrintPdf, type PrintColorConverter } from '../index.ts';
import { pngDifferenceFuzzy } from '../testing/image-compare.ts';
import { ghostscriptPng, toolsAvailable } from '../testing/pdf-tools.ts';
import { DEJAVU_SANS_TTF, GHOSTSCRIPT_CMYK_ICC, PRINT_FIXTURES_DIR } from '../testing/print-fixtures.ts';

const available = toolsAvailable('SVG clipart fidelity', ['gs', DEJAVU_SANS_TTF, GHOSTSCRIPT_CMYK_ICC]);
const CORPUS = join(PRINT_FIXTURES_DIR, 'svg-logos');
const FONT_FILES = [DEJAVU_SANS_TTF];
/** 127 dpi is 5 pixels per millimetre; an 80 mm wide logo is 400 pixels in both renderers. */
const DPI = 127;
const WIDTH_MM = 80;

/** A one-element design printed and rasterized: the logo filling a trim box of its aspect ratio. */
async function printLogo(asset: ClipartAsset, colors: PrintColorConverter): Promise<Uint8Array> {
  const height = Math.round((WIDTH_MM * asset.height) / asset.width);
  const element = { id: 'logo', type: 'clipart', clipart: 'logo', transform: { x: 0, y: 0, width: WIDTH_MM, height, rotation: 0 } };
  const design = validateDesign({
    schemaVersion: 3,
    name: 'logo',
    sides: [{ id: 'front', name: 'Front', trim: { width: WIDTH_MM, height }, bleed: 0, safeMargin: 0, printAreas: [{ id: 'all', name: 'All', x: 0, y: 0, width: WIDTH_MM, height }], elements: [element] }],
  });
  const resources = await loadDesignResources(design, { fonts: { loadFont: async () => null }, assets: { loadImage: async () => null, loadClipart: async () => asset } });
  const pdf = await renderPrintPdf(layoutDesign(design, resources), { colors, date: new Date('2026-01-01T00:00:00Z') });
  // What the print queue checks before it delivers a job: structure, color spaces, output intent.
  expect((await checkPrintPdf(pdf.bytes, { mode: colors.mode })).problems).toEqual([]);
  return ghostscriptPng(pdf.bytes, DPI);
}

/**
 * The CMYK reference: resvg's pixels, each converted as a vector color of that value is (so exact
 * greys go on black ink alone, as the print's vectors do), in a one-image PDF rasterized the same way.
 */
async function cmykReference(png: Uint8Array, colors: PrintColorConverter, heightMm: number): Promise<Uint8Array> {
  const { data, info } = await sharp(png).flatten({ background: '#FFFFFF' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const cmyk = Buffer.alloc(info.width * info.height * 4);
  const hex = (value: number) => value.toString(16).padStart(2, '0');
  for (let pixel = 0; pixel < info.width * info.height; pixel++) {
    const device = colors.vector(`#${hex(data[pixel * 3]!)}${hex(data[pixel * 3 + 1]!)}${hex(data[pixel * 3 + 2]!)}`);
    if (device.space !== 'DeviceCMYK') throw new Error('expected CMYK');
    for (let channel = 0; channel < 4; channel++) cmyk[pixel * 4 + channel] = Math.round(device.values[channel]! * 255);
  }
  const [w, h] = [(WIDTH_MM * 72) / 25.4, (heightMm * 72) / 25.4];
  const content = `${w.toFixed(4)} 0 0 ${h.toFixed(4)} 0 0 cm /Im Do`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w.toFixed(4)} ${h.toFixed(4)}] /Resources << /XObject << /Im 4 0 R >> >> /Contents 5 0 R >>`,
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.6\n')];
  const offsets: number[] = [];
  const size = () => parts.reduce((sum, part) => sum + part.length, 0);
  objects.forEach((object, index) => {
    offsets.push(size());
    parts.push(Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`));
  });
  offsets.push(size());
  parts.push(Buffer.from(`4 0 obj\n<< /Type /XObject /Subtype /Image /Width ${info.width} /Height ${info.height} /ColorSpace /DeviceCMYK /BitsPerComponent 8 /Length ${cmyk.length} >>\nstream\n`), cmyk, Buffer.from('\nendstream\nendobj\n'));
  offsets.push(size());
  parts.push(Buffer.from(`5 0 obj\n<< /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj\n`));
  const xref = size();
  parts.push(Buffer.from(`xref\n0 6\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
  return ghostscriptPng(new Uint8Array(Buffer.concat(parts)), DPI);
}

function resvgPng(svg: string): Uint8Array {
  const widthPx = (WIDTH_MM / 25.4) * DPI;
  return new Resvg(svg, { fitTo: { mode: 'width', value: widthPx }, background: '#FFFFFF', font: { loadSystemFonts: false, fontFiles: FONT_FILES }, shapeRendering: 2 }).render().asPng();
}

const files = readdirSync(CORPUS).filter((file) => file.endsWith('.svg')).sort();
/**
 * Logos whose transparency or blend mode mixes two inks: a CMYK PDF composites in CMYK (the PDF/X-4
 * blending space, as the press's RIP does), the screen in sRGB, so red fading over blue, or yellow
 * multiplied by blue, gives another mix. Compared in the RGB proof only (docs/design.md).
 */
const CMYK_BLENDS = new Set(['28-stop-opacity.svg', '44-blend-multiply.svg']);

describe.skipIf(!available)('SVG logos in print', () => {
  it('has a corpus of at least 40 logos', () => expect(files.length).toBeGreaterThanOrEqual(40));

  describe.each(['rgb', 'cmyk'] as const)('%s PDF rasterized by Ghostscript against resvg', (mode) => {
    const colors = mode === 'rgb'
      ? Promise.resolve(createRgbColorConverter())
      : createCmykColorConverter({ profile: new Uint8Array(readFileSync(GHOSTSCRIPT_CMYK_ICC)), identifier: 'Custom' });
    it.each(files.filter((file) => mode === 'rgb' || !CMYK_BLENDS.has(file)))('%s differs in at most 1 % of pixels', async (file) => {
      const svg = readFileSync(join(CORPUS, file), 'utf8');
      const asset = clipartFromSvg(svg, { fontFiles: FONT_FILES });
      expect(asset.dropped ?? []).toEqual([]);
      const converter = await colors;
      // The CMYK reference is resvg's pixels through the same profile: out-of-gamut colors move alike.
      const reference = mode === 'rgb' ? resvgPng(svg) : await cmykReference(resvgPng(svg), converter, Math.round((WIDTH_MM * asset.height) / asset.width));
      const printed = await printLogo(asset, converter);
      const difference = await pngDifferenceFuzzy(reference, printed);
      expect(difference.share).toBeLessThanOrEqual(0.01);
    });
  });
});
