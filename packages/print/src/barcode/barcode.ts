import type { ContentStream, DeviceColor } from '../pdf/content-stream.ts';
import { appendPath, parseSvgPath } from '../pdf/svg-path.ts';
import { encodeBarcode, type BarcodeOptions, type BarcodeSymbol } from './barcode-symbol.ts';
import { encodeGrayPng } from './gray-png.ts';

/** A barcode as vector geometry in barcode units (1 unit = 1 pt at scale 1), quiet zone included. */
export interface BarcodeGeometry {
  width: number;
  height: number;
  /** The dark modules as filled paths (SVG path data); stroked marks carry their width. */
  marks: { d: string; strokeWidth: number | null }[];
  /** The same modules as `[x, y, width, height]` rectangles, y down (drawn directly when present). */
  rects?: readonly (readonly [number, number, number, number])[];
}

/** Options to encode, or a symbol encoded once with `encodeBarcode` and written in several formats. */
export type BarcodeInput = BarcodeOptions | BarcodeSymbol;

function symbolOf(input: BarcodeInput): BarcodeSymbol {
  return 'rects' in input ? input : encodeBarcode(input);
}

function pathData(symbol: BarcodeSymbol): string {
  let d = '';
  for (const [x, y, width, height] of symbol.rects) d += `M${x} ${y}h${width}v${height}h${-width}Z`;
  return d;
}

/** The barcode as a standalone SVG with a white background and quiet zone. */
export function barcodeSvg(input: BarcodeInput): string {
  const symbol = symbolOf(input);
  return `<svg viewBox="0 0 ${symbol.width} ${symbol.height}" xmlns="http://www.w3.org/2000/svg">\n<rect width="100%" height="100%" fill="#FFFFFF" />\n<path d="${pathData(symbol)}" fill="#000000" />\n</svg>\n`;
}

/** The barcode as a greyscale PNG with a white background and quiet zone, `scale` pixels per unit (default 4). */
export async function barcodePng(input: BarcodeInput): Promise<Uint8Array> {
  const symbol = symbolOf(input);
  const scale = Math.max(1, Math.round(symbol.options.scale ?? 4));
  const width = symbol.width * scale;
  const height = symbol.height * scale;
  const pixels = new Uint8Array(width * height).fill(255);
  for (const [x, y, w, h] of symbol.rects) {
    for (let row = y * scale; row < (y + h) * scale; row++) pixels.fill(0, row * width + x * scale, row * width + (x + w) * scale);
  }
  return encodeGrayPng(pixels, width, height);
}

/** The barcode's geometry, for drawing it as vectors into a PDF. */
export function barcodeGeometry(input: BarcodeInput): BarcodeGeometry {
  const symbol = symbolOf(input);
  return { width: symbol.width, height: symbol.height, marks: [{ d: pathData(symbol), strokeWidth: null }], rects: symbol.rects };
}

/**
 * Draws a barcode into `box` (user-space units, y down) with a white background; the bars are
 * `black` (pass K-only black in CMYK documents) and `white` the background.
 */
export function drawBarcode(stream: ContentStream, geometry: BarcodeGeometry, box: { x: number; y: number; width: number; height: number }, black: DeviceColor, white: DeviceColor): void {
  stream.save().transform([box.width / geometry.width, 0, 0, box.height / geometry.height, box.x, box.y]);
  stream.fillColor(white).rect(0, 0, geometry.width, geometry.height).paint('fill');
  if (geometry.rects) {
    // One path for every module: filled at once, abutting modules show no seams.
    stream.fillColor(black);
    for (const [x, y, width, height] of geometry.rects) stream.rect(x, y, width, height);
    stream.paint('fill');
  } else {
    for (const mark of geometry.marks) {
      appendPath(stream, parseSvgPath(mark.d));
      if (mark.strokeWidth === null) stream.fillColor(black).paint('fill');
      else stream.strokeColor(black).lineWidth(mark.strokeWidth).paint('stroke');
    }
  }
  stream.restore();
}
