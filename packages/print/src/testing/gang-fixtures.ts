import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { PT_PER_MM } from '../render/render-print-pdf.ts';

/** A distinct, exactly renderable colour per index (channels on a coarse grid, never near white or black). */
export function fixtureColor(index: number): [number, number, number] {
  const steps = [40, 100, 160, 220];
  return [steps[index % 4]!, steps[Math.floor(index / 4) % 4]!, steps[(Math.floor(index / 16) + index) % 4]!];
}

/** Side of the black square marking each fixture artwork's top-left corner (shows how it was turned). */
export const CORNER_MARK_MM = 3;

/**
 * A job's print PDF as the print queue stores them, reduced to what a position check needs: the page
 * is the bleed box, TrimBox inset by the bleed, one solid colour over all of it (artwork runs into the
 * bleed), a black square at the trim's top-left; a second page (the back) when `back` is given.
 */
export async function solidJobPdf(trim: { width: number; height: number }, bleed: number, color: [number, number, number], back?: [number, number, number]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (const fill of back ? [color, back] : [color]) {
    const page = document.addPage([(trim.width + 2 * bleed) * PT_PER_MM, (trim.height + 2 * bleed) * PT_PER_MM]);
    page.setTrimBox(bleed * PT_PER_MM, bleed * PT_PER_MM, trim.width * PT_PER_MM, trim.height * PT_PER_MM);
    page.setBleedBox(0, 0, page.getWidth(), page.getHeight());
    page.drawRectangle({ x: 0, y: 0, width: page.getWidth(), height: page.getHeight(), color: rgb(fill[0] / 255, fill[1] / 255, fill[2] / 255) });
    const mark = CORNER_MARK_MM * PT_PER_MM;
    page.drawRectangle({ x: bleed * PT_PER_MM, y: (bleed + trim.height) * PT_PER_MM - mark, width: mark, height: mark, color: rgb(0, 0, 0) });
  }
  return document.save();
}

/** The same artwork as a transparent PNG of the trim box at `dpi` (what the PNG roll output is fed). */
export async function solidArtworkPng(trim: { width: number; height: number }, dpi: number, color: [number, number, number]): Promise<Uint8Array> {
  const width = Math.round((trim.width * dpi) / 25.4);
  const height = Math.round((trim.height * dpi) / 25.4);
  const mark = Math.round((CORNER_MARK_MM * dpi) / 25.4);
  const corner = await sharp({ create: { width: mark, height: mark, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 4, background: { r: color[0], g: color[1], b: color[2], alpha: 1 } } })
    .composite([{ input: corner, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

/** Decoded RGB(A) pixels of an image. */
export interface Pixels {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

/** Renders a PDF page with Ghostscript without anti-aliasing (a pixel is in or out: edges to ± 1 px). */
export async function ghostscriptPixels(pdf: Uint8Array, dpi: number, page = 1): Promise<{ pixels: Pixels; png: Uint8Array }> {
  const directory = mkdtempSync(join(tmpdir(), 'dcs-gang-'));
  try {
    writeFileSync(join(directory, 'in.pdf'), pdf);
    execFileSync('gs', ['-q', '-dNOPAUSE', '-dBATCH', '-dSAFER', '-sDEVICE=png16m', `-r${dpi}`, '-dTextAlphaBits=1', '-dGraphicsAlphaBits=1', `-dFirstPage=${page}`, `-dLastPage=${page}`, `-sOutputFile=${join(directory, 'out.png')}`, join(directory, 'in.pdf')]);
    const png = new Uint8Array(readFileSync(join(directory, 'out.png')));
    return { pixels: await decode(png), png };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** Decodes an image to raw pixels. */
export async function decode(image: Uint8Array): Promise<Pixels> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** Bounding box (pixels) and pixel count of one exact colour. */
export function colorBox(pixels: Pixels, color: [number, number, number]): { x: number; y: number; right: number; bottom: number; count: number } | null {
  let x = Infinity;
  let y = Infinity;
  let right = -1;
  let bottom = -1;
  let count = 0;
  const { data, width, height, channels } = pixels;
  for (let row = 0; row < height; row++) {
    for (let column = 0; column < width; column++) {
      const at = (row * width + column) * channels;
      if (Math.abs(data[at]! - color[0]) > 3 || Math.abs(data[at + 1]! - color[1]) > 3 || Math.abs(data[at + 2]! - color[2]) > 3) continue;
      if (channels === 4 && data[at + 3]! < 128) continue;
      count++;
      if (column < x) x = column;
      if (row < y) y = row;
      if (column > right) right = column;
      if (row > bottom) bottom = row;
    }
  }
  return count === 0 ? null : { x, y, right: right + 1, bottom: bottom + 1, count };
}

/** The Code 128 texts zbarimg reads in an image. */
export function zbarCodes(png: Uint8Array): string[] {
  const directory = mkdtempSync(join(tmpdir(), 'dcs-zbar-'));
  try {
    writeFileSync(join(directory, 'in.png'), png);
    let output = '';
    try {
      output = execFileSync('zbarimg', ['--quiet', '-Sdisable', '-Scode128.enable', join(directory, 'in.png')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch (error) {
      // zbarimg exits 4 when it finds nothing.
      if ((error as { status?: number }).status !== 4) throw error;
    }
    return output.split('\n').filter(Boolean).map((line) => line.replace(/^CODE-128:/, ''));
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/**
 * The Code 128 texts zbarimg reads in a long render, strip by strip: its image reader (ImageMagick)
 * refuses images over 16k pixels a side, and a roll at 300 dpi is longer. Strips overlap by more than a
 * label, so every label is whole in one of them.
 */
export async function zbarCodesTiled(png: Uint8Array, stripRows = 6000, overlap = 400): Promise<string[]> {
  const { height, width } = await sharp(png, { limitInputPixels: false }).metadata();
  const codes = new Set<string>();
  for (let top = 0; top < height!; top += stripRows - overlap) {
    const rows = Math.min(stripRows, height! - top);
    const strip = await sharp(png, { limitInputPixels: false }).extract({ left: 0, top, width: width!, height: rows }).png({ compressionLevel: 1 }).toBuffer();
    for (const code of zbarCodes(strip)) codes.add(code);
    if (top + rows >= height!) break;
  }
  return [...codes];
}
