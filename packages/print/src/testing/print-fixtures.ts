import { existsSync, mkdirSync, copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { layoutDesign, loadDesignResources, validateDesign, type DesignLayout, type DesignResourceProviders } from '@dcs/design';
import { createDirectoryAssetResolver, createFileFontProvider, type FontFileEntry } from '@dcs/design/node';
import type { JobTicket } from '../ticket/job-ticket.ts';

const require = createRequire(import.meta.url);

/** The package's `test/fixtures` directory. */
export const PRINT_FIXTURES_DIR = join(import.meta.dirname, '..', '..', 'test', 'fixtures');

/** Debian font files the font-format tests use (installed by the test setup). */
export const DEJAVU_SANS_TTF = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
export const NIMBUS_SANS_OTF = '/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf';
/** Ghostscript's CMYK profile (Debian package libgs-common): good enough as a test output profile. */
export const GHOSTSCRIPT_CMYK_ICC = '/usr/share/color/icc/ghostscript/default_cmyk.icc';

function fontsource(file: string): string {
  return join(dirname(require.resolve('@fontsource/roboto/package.json')), 'files', file);
}

/** Test fonts: Roboto (regular, bold, bold italic) as WOFF and as WOFF2 (OFL, from @fontsource), DejaVu Sans (TTF) and Nimbus Sans (OTF/CFF) when installed. */
export function testFontFiles(): FontFileEntry[] {
  const entries: FontFileEntry[] = [
    { family: 'Roboto', weight: 400, style: 'normal', path: fontsource('roboto-latin-400-normal.woff') },
    { family: 'Roboto', weight: 700, style: 'normal', path: fontsource('roboto-latin-700-normal.woff') },
    { family: 'Roboto', weight: 700, style: 'italic', path: fontsource('roboto-latin-700-italic.woff') },
    { family: 'Roboto WOFF2', weight: 400, style: 'normal', path: fontsource('roboto-latin-400-normal.woff2') },
  ];
  if (existsSync(DEJAVU_SANS_TTF)) entries.push({ family: 'DejaVu Sans', weight: 400, style: 'normal', path: DEJAVU_SANS_TTF });
  if (existsSync(NIMBUS_SANS_OTF)) entries.push({ family: 'Nimbus Sans', weight: 400, style: 'normal', path: NIMBUS_SANS_OTF });
  return entries;
}

let assetsDir: Promise<string> | null = null;

/**
 * A directory with the fixture assets and generated photos: `photo-3000x2000.jpg` (the bench's
 * reference photo) and `small.png` (a 300×200 PNG with transparency, for low-resolution checks).
 */
export function testAssetsDirectory(): Promise<string> {
  assetsDir ??= (async () => {
    const directory = join(tmpdir(), `dcs-print-assets-${process.pid}`);
    mkdirSync(directory, { recursive: true });
    copyFileSync(join(PRINT_FIXTURES_DIR, 'assets', 'badge.json'), join(directory, 'badge.json'));
    await sharp(syntheticPhoto(3000, 2000, 3), { raw: { width: 3000, height: 2000, channels: 3 } }).jpeg({ quality: 90 }).toFile(join(directory, 'photo-3000x2000.jpg'));
    await sharp(syntheticPhoto(300, 200, 4), { raw: { width: 300, height: 200, channels: 4 } }).png().toFile(join(directory, 'small.png'));
    return directory;
  })();
  return assetsDir;
}

/**
 * Writes `count` customer photos into `directory` as `customer-<n>.jpg` and answers their names: 3000×2000
 * JPEGs of about 1.3 MB (quality 90), each with other pixels. Smooth synthetic gradients compress to a few
 * hundred KB and hit every cache; a photo has detail at every scale, about equally much per octave (the
 * 1/f spectrum of natural images), so it costs as much per pixel after a print's downsampling as before.
 * The texture stands in for that: Gaussian noise at eight scales, the fine ones in luminance only, as
 * cameras' chroma is smoother. It is made once; each photo is it shifted and tinted (one JPEG encoding).
 */
export async function writeCustomerPhotos(directory: string, count: number, first = 0): Promise<string[]> {
  const width = 3000;
  const height = 2000;
  const scales = [3000, 1500, 750, 375, 188, 94, 47, 24];
  const layers = await Promise.all(
    scales.map((w) => {
      const h = Math.max(2, Math.round((w * height) / width));
      const sigma = w <= 94 ? 60 : 2.8;
      const noise = sharp({ create: { width: w, height: h, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } } });
      return (w === width ? noise : noise.resize(width, height, { fit: 'fill', kernel: 'cubic' })).raw().toBuffer();
    }),
  );
  const texture = Buffer.alloc(width * height * 3);
  for (let pixel = 0, index = 0; pixel < width * height; pixel++) {
    let luminance = 0;
    for (let layer = 0; layer < 4; layer++) luminance += layers[layer]![pixel * 3]! - 128;
    for (let channel = 0; channel < 3; channel++, index++) {
      let value = 128 + luminance;
      for (let layer = 4; layer < scales.length; layer++) value += (layers[layer]![index]! - 128) * 0.5;
      texture[index] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
  const names: string[] = [];
  const shifted = Buffer.alloc(texture.length);
  for (let n = first; n < first + count; n++) {
    // Rows rotated by a different amount per photo, and a different tint: other pixels, same texture.
    const offset = ((n * 7919) % height) * width * 3;
    texture.copy(shifted, 0, offset);
    texture.copy(shifted, texture.length - offset, 0, offset);
    const tint = [(n * 37) % 41, (n * 53) % 37, (n * 29) % 43].map((value) => value - 20);
    const name = `customer-${n}.jpg`;
    await sharp(shifted, { raw: { width, height, channels: 3 } }).linear([1, 1, 1], tint).jpeg({ quality: 90 }).toFile(join(directory, name));
    names.push(name);
  }
  return names;
}

/** Smooth gradients with a few hard-edged blocks: compresses like a photo, shows misplacement clearly. */
export function syntheticPhoto(width: number, height: number, channels: 3 | 4): Buffer {
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = (y * width + x) * channels;
      const block = ((Math.floor((x * 8) / width) + Math.floor((y * 6) / height)) % 2) * 60;
      data[index] = Math.round((x / width) * 200) + block / 2;
      data[index + 1] = Math.round((y / height) * 180) + 30;
      data[index + 2] = 220 - Math.round(((x + y) / (width + height)) * 180) + (block > 0 ? 20 : 0);
      if (channels === 4) data[index + 3] = x < width / 10 ? 128 : 255;
    }
  }
  return data;
}

/** Font and asset providers over the test fonts and assets. */
export async function createPrintTestProviders(): Promise<DesignResourceProviders> {
  return { fonts: createFileFontProvider(testFontFiles()), assets: createDirectoryAssetResolver(await testAssetsDirectory()) };
}

/**
 * The reference job of the issue and the benchmark: A5 trim with 3 mm bleed, a background that
 * reaches the bleed, a 3000×2000 photo, two lines of text and one clipart.
 */
export function referenceDesignJson(): Record<string, unknown> {
  return {
    schemaVersion: 3,
    name: 'Reference postcard',
    sides: [
      {
        id: 'front',
        name: 'Front',
        trim: { width: 148, height: 210 },
        bleed: 3,
        safeMargin: 5,
        printAreas: [{ id: 'full', name: 'Full page', x: -3, y: -3, width: 154, height: 216 }],
        elements: [
          { id: 'background', type: 'shape', shape: 'rectangle', transform: { x: -3, y: -3, width: 154, height: 216, rotation: 0 }, fill: { name: 'Cream', hex: '#F7F1E3', cmyk: [2, 4, 12, 0] } },
          { id: 'photo', type: 'image', media: 'photo-3000x2000.jpg', transform: { x: -3, y: -3, width: 154, height: 105, rotation: 0 }, crop: { x: 0.011, y: 0, width: 0.978, height: 1 } },
          { id: 'title', type: 'text', content: 'Greetings from Lisbon', fontFamily: 'Roboto', fontWeight: 700, fontSize: 24, transform: { x: 12, y: 118, width: 124, height: 14, rotation: 0 }, fill: '#1A1A1A', align: 'center' },
          { id: 'subtitle', type: 'text', content: 'Sunny days, café com leite', fontFamily: 'Roboto', fontWeight: 400, fontSize: 14, transform: { x: 12, y: 136, width: 124, height: 10, rotation: 0 }, fill: { name: 'Ocean', hex: '#0F6FB5', cmyk: [90, 45, 0, 5] }, align: 'center' },
          { id: 'badge', type: 'clipart', clipart: 'badge.json', transform: { x: 54, y: 156, width: 40, height: 40, rotation: 12 }, colors: { star: '#E63946' } },
        ],
      },
    ],
  };
}

/**
 * A photo business card: 85 × 55 mm with 3 mm bleed, a photo over the whole bleed box (a 3000×2000
 * photo lands at ~800 ppi, so it is shrunk on load), a name and a line of text over it.
 */
export function photoCardDesignJson(photo = 'photo-3000x2000.jpg'): Record<string, unknown> {
  return {
    schemaVersion: 3,
    name: 'Photo card',
    sides: [
      {
        id: 'front',
        name: 'Front',
        trim: { width: 85, height: 55 },
        bleed: 3,
        safeMargin: 3,
        printAreas: [{ id: 'full', name: 'Full card', x: -3, y: -3, width: 91, height: 61 }],
        elements: [
          { id: 'photo', type: 'image', media: photo, transform: { x: -3, y: -3, width: 91, height: 61, rotation: 0 }, crop: { x: 0.0027, y: 0, width: 0.9945, height: 1 } },
          { id: 'name', type: 'text', content: 'Ana Sousa', fontFamily: 'Roboto', fontWeight: 700, fontSize: 14, transform: { x: 6, y: 36, width: 73, height: 8, rotation: 0 }, fill: '#FFFFFF', align: 'left' },
          { id: 'line', type: 'text', content: 'Photographer · Lisbon', fontFamily: 'Roboto', fontWeight: 400, fontSize: 8, transform: { x: 6, y: 45, width: 73, height: 5, rotation: 0 }, fill: '#FFFFFF', align: 'left' },
        ],
      },
    ],
  };
}

/** Validates, loads and lays out a design document with the test providers. */
export async function prepareTestLayout(json: unknown = referenceDesignJson()): Promise<DesignLayout> {
  const design = validateDesign(json);
  return layoutDesign(design, await loadDesignResources(design, await createPrintTestProviders()));
}

/** The reference job's ticket without its file list. */
export function sampleTicket(): Omit<JobTicket, 'files'> {
  return {
    schema: 'dcs.job-ticket/1',
    jobId: 'J2025-000123',
    createdAt: '2025-03-01T10:00:00.000Z',
    order: { id: 'ord_91', number: '1042', customer: 'Ana Sousa' },
    item: { id: 'item_7', name: 'Postcard' },
    product: { id: 'prod_3', name: 'Postcard A5', sku: 'PC-A5' },
    quantity: 250,
    quantityMeaning: { count: 250, unit: 'items', perUnit: null, pieces: 250, piece: null, text: '250 items' },
    options: [{ name: 'paper', label: 'Paper', value: 'gloss-350', valueLabel: 'Gloss 350 g/m²' }],
    media: { name: 'paper', label: 'Paper', value: 'gloss-350', valueLabel: 'Gloss 350 g/m²' },
    sides: [{ id: 'front', name: 'Front', page: 1 }],
    pages: [{ page: 1, side: 'front', area: null, width: 148, height: 210 }],
    output: { kind: 'sheet', background: 'transparent', cropMarks: true },
    trimSize: { width: 148, height: 210, unit: 'mm' },
    bleed: 3,
    printingMethod: 'digital',
    colorMode: 'cmyk',
    outputProfile: { name: 'Artifex CMYK SWOP Profile', identifier: 'Custom', sha256: '0'.repeat(64) },
    forced: null,
    warnings: [],
    lowResolutionAccepted: false,
  };
}
