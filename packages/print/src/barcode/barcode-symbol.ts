import { createRequire } from 'node:module';
import { qrModules } from '@dcs/design';
import { createError } from '@dcs/platform';
import { code128Widths } from './code128.ts';

type Bwipjs = typeof import('bwip-js');
let bwipjs: Bwipjs | null = null;
/** bwip-js, loaded (synchronously, its CommonJS build) the first time a symbol needs it. */
function loadBwipjs(): Bwipjs {
  bwipjs ??= createRequire(import.meta.url)('bwip-js') as Bwipjs;
  return bwipjs;
}

/** The symbologies print jobs use. */
export type BarcodeSymbology = 'code128' | 'qrcode' | 'datamatrix';

/** What to encode and how. */
export interface BarcodeOptions {
  symbology: BarcodeSymbology;
  text: string;
  /** Bar height of Code 128 in millimetres; default 12. */
  height?: number;
  /** Pixels per unit for PNG output; default 4. */
  scale?: number;
}

/**
 * An encoded barcode: its dark modules as rectangles in barcode units (1 unit = 1 pt at scale 1;
 * a Code 128 module is 1 unit wide, a QR or DataMatrix module 2 units square), quiet zone included.
 * Encode once, then write it as SVG, PNG or PDF vectors.
 */
export interface BarcodeSymbol {
  options: BarcodeOptions;
  width: number;
  height: number;
  /** `[x, y, width, height]`, y down, horizontal runs of dark modules. */
  rects: [number, number, number, number][];
}

/** Quiet zone in units on every side: 10 modules for Code 128 (1 unit each), 4 for QR and 2 for DataMatrix (2 units each). */
const QUIET_ZONE: Record<BarcodeSymbology, number> = { code128: 10, qrcode: 8, datamatrix: 4 };
/** Units per module of the 2D symbologies. */
const MATRIX_MODULE = 2;

interface RawLinear {
  sbs: number[];
}

interface RawMatrix {
  pixs: number[];
  pixx: number;
  pixy: number;
}

/**
 * Encodes a barcode once (drawing through bwip-js cost several times the encoding and ran once per
 * output format): QR codes with `qrModules` of @dcs/design (uqr, Nayuki's encoder: error correction M, the smallest version, the
 * mask of lowest penalty as ISO 18004 asks), Code 128 of printable ASCII with our own encoder
 * (`code128.ts`), DataMatrix and any other Code 128 with bwip-js (BWIPP's encoders). bwip-js runs
 * BWIPP's PostScript through an interpreter: 3–8 ms per QR code against ~0.3 ms for uqr, and ~3 MB
 * of heap in every print worker, so it is loaded only when a symbol needs it.
 */
export function encodeBarcode(options: BarcodeOptions): BarcodeSymbol {
  let raw: RawLinear | RawMatrix;
  try {
    if (options.text === '') throw new Error('bar code text not specified');
    if (options.symbology === 'qrcode') return matrixSymbol(options, qrMatrix(options.text), QUIET_ZONE.qrcode);
    const sbs = options.symbology === 'code128' ? code128Widths(options.text) : null;
    if (sbs) return linearSymbol(options, { sbs }, QUIET_ZONE.code128);
    const [first] = loadBwipjs().raw({ bcid: options.symbology, text: options.text } as Parameters<Bwipjs['raw']>[0]) as unknown as (RawLinear | RawMatrix)[];
    if (!first) throw new Error('nothing encoded');
    raw = first;
  } catch (error) {
    throw createError('svc_print_barcode_invalid', { params: { symbology: options.symbology, reason: String(error instanceof Error ? error.message : error) }, cause: error });
  }
  const quiet = QUIET_ZONE[options.symbology];
  return 'sbs' in raw ? linearSymbol(options, raw, quiet) : matrixSymbol(options, raw, quiet);
}

/** The QR code's modules, in bwip-js's form (row by row, 1 = dark, no quiet zone). */
function qrMatrix(text: string): RawMatrix {
  // The design package's encoder, which the QR element draws with too; the quiet zone is ours (QUIET_ZONE).
  const modules = qrModules(text);
  return { pixs: modules.flatMap((row) => row.map((dark) => (dark ? 1 : 0))), pixx: modules.length, pixy: modules.length };
}

function linearSymbol(options: BarcodeOptions, raw: RawLinear, quiet: number): BarcodeSymbol {
  const barHeight = Math.round(((options.height ?? 12) / 25.4) * 72);
  const rects: BarcodeSymbol['rects'] = [];
  let x = quiet;
  // Bars and spaces alternate, starting with a bar.
  raw.sbs.forEach((width, index) => {
    if (index % 2 === 0 && width > 0) rects.push([x, quiet, width, barHeight]);
    x += width;
  });
  return { options, width: x + quiet, height: barHeight + 2 * quiet, rects };
}

function matrixSymbol(options: BarcodeOptions, raw: RawMatrix, quiet: number): BarcodeSymbol {
  const rects: BarcodeSymbol['rects'] = [];
  for (let row = 0; row < raw.pixy; row++) {
    let start = -1;
    for (let column = 0; column <= raw.pixx; column++) {
      const dark = column < raw.pixx && raw.pixs[row * raw.pixx + column] === 1;
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        rects.push([quiet + start * MATRIX_MODULE, quiet + row * MATRIX_MODULE, (column - start) * MATRIX_MODULE, MATRIX_MODULE]);
        start = -1;
      }
    }
  }
  return { options, width: raw.pixx * MATRIX_MODULE + 2 * quiet, height: raw.pixy * MATRIX_MODULE + 2 * quiet, rects };
}
