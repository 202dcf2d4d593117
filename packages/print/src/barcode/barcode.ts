import bwipjs from 'bwip-js';
import { createError } from '@dcs/platform';
import type { DeviceColor } from '../pdf/content-stream.ts';
import type { ContentStream } from '../pdf/content-stream.ts';
import { appendPath, parseSvgPath } from '../pdf/svg-path.ts';

/** The symbologies print jobs use. */
export type BarcodeSymbology = 'code128' | 'qrcode' | 'datamatrix';

/** What to encode and how. */
export interface BarcodeOptions {
  symbology: BarcodeSymbology;
  text: string;
  /** Bar height of Code 128 in millimetres (bwip-js units); default 12. */
  height?: number;
  /** Pixels per module for PNG output; default 4. */
  scale?: number;
}

/** A barcode as vector geometry in bwip-js units (1 unit = 1 pt at scale 1), quiet zone included. */
export interface BarcodeGeometry {
  width: number;
  height: number;
  /** Bars and modules: filled paths, or stroked lines (Code 128 bars) with their width. */
  marks: { d: string; strokeWidth: number | null }[];
}

/** Quiet zone in bwip-js units on every side: ≥ 10 modules for Code 128 (1 unit each), ≥ 4 for QR and ≥ 1 for DataMatrix (2 units each). */
const QUIET_ZONE: Record<BarcodeSymbology, number> = { code128: 10, qrcode: 8, datamatrix: 4 };

function bwipOptions(options: BarcodeOptions, scale: number) {
  return {
    bcid: options.symbology,
    text: options.text,
    scale,
    paddingwidth: QUIET_ZONE[options.symbology],
    paddingheight: QUIET_ZONE[options.symbology],
    // Without an opaque background scanners (zbarimg among them) read nothing.
    backgroundcolor: 'FFFFFF',
    ...(options.symbology === 'code128' ? { height: options.height ?? 12 } : {}),
  };
}

function failed(options: BarcodeOptions, error: unknown): never {
  throw createError('svc_print_barcode_invalid', { params: { symbology: options.symbology, reason: String(error instanceof Error ? error.message : error) }, cause: error });
}

/** The barcode as a standalone SVG with a white background and quiet zone. */
export function barcodeSvg(options: BarcodeOptions): string {
  try {
    return bwipjs.toSVG(bwipOptions(options, 1));
  } catch (error) {
    failed(options, error);
  }
}

/** The barcode as a PNG with a white background and quiet zone. */
export async function barcodePng(options: BarcodeOptions): Promise<Uint8Array> {
  try {
    return new Uint8Array(await bwipjs.toBuffer(bwipOptions(options, options.scale ?? 4)));
  } catch (error) {
    failed(options, error);
  }
}

/** The barcode's geometry, for drawing it as vectors into a PDF. */
export function barcodeGeometry(options: BarcodeOptions): BarcodeGeometry {
  const svg = barcodeSvg(options);
  const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!viewBox) throw new Error('bwip-js returned an SVG without a viewBox');
  const marks = [...svg.matchAll(/<path([^>]*)\/>/g)].map((match) => {
    const attributes = match[1]!;
    const d = /\sd="([^"]*)"/.exec(attributes)?.[1] ?? '';
    const stroke = /\sstroke-width="([\d.]+)"/.exec(attributes);
    return { d, strokeWidth: stroke ? Number(stroke[1]) : null };
  });
  return { width: Number(viewBox[1]), height: Number(viewBox[2]), marks };
}

/**
 * Draws a barcode into `box` (user-space units, y down) with a white background; the bars are
 * `black` (pass K-only black in CMYK documents) and `white` the background.
 */
export function drawBarcode(stream: ContentStream, geometry: BarcodeGeometry, box: { x: number; y: number; width: number; height: number }, black: DeviceColor, white: DeviceColor): void {
  stream.save().transform([box.width / geometry.width, 0, 0, box.height / geometry.height, box.x, box.y]);
  stream.fillColor(white).rect(0, 0, geometry.width, geometry.height).paint('fill');
  for (const mark of geometry.marks) {
    appendPath(stream, parseSvgPath(mark.d));
    if (mark.strokeWidth === null) stream.fillColor(black).paint('fill');
    else stream.strokeColor(black).lineWidth(mark.strokeWidth).paint('stroke');
  }
  stream.restore();
}
