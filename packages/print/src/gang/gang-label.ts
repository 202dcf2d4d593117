import type { Rect } from '@dcs/gang';
import { encodeBarcode } from '../barcode/barcode-symbol.ts';

/** What a label beside a ganged item says: a few short lines and the barcode's text. */
export interface GangLabel {
  /** E.g. `['PQ000123 · 2/3', 'Order 1042']`. */
  lines: string[];
  /** Code 128 text identifying the piece (job and copy), e.g. `PQ000123-2`. */
  barcode: string;
}

/** A label laid out in millimetres (y down): bars, then the text block to their right. */
export interface LabelGeometry {
  bars: Rect[];
  /** The barcode's box, quiet zones included. */
  barcodeBox: Rect;
  text: { x: number; y: number; width: number; lineHeight: number; lines: string[] };
}

/** Narrowest Code 128 module: 0.2 mm reads at 300 dpi and on a phone. */
export const LABEL_MODULE_MM = 0.2;

/**
 * Lays a label out inside `rect`: the Code 128 symbol at the left (module 0.2 mm, at least, bars the
 * full height), the text lines in what is left. Both the PDF and the PNG output draw from this, so
 * they agree with each other and with the layout.
 */
export function labelGeometry(rect: Rect, label: GangLabel): LabelGeometry {
  const symbol = encodeBarcode({ symbology: 'code128', text: label.barcode });
  const quiet = symbol.rects[0]?.[0] ?? 0;
  const modules = symbol.width;
  const module = Math.max(LABEL_MODULE_MM, Math.min(0.33, (rect.width * 0.6) / modules));
  const barcodeBox = { x: rect.x, y: rect.y, width: modules * module, height: rect.height };
  const bars = symbol.rects.map(([x, , width]) => ({ x: rect.x + x * module, y: rect.y, width: width * module, height: rect.height }));
  const textX = barcodeBox.x + barcodeBox.width + Math.max(0, module * (quiet > 0 ? 0 : 10));
  const lineHeight = rect.height / Math.max(1, label.lines.length);
  return { bars, barcodeBox, text: { x: textX, y: rect.y, width: Math.max(0, rect.x + rect.width - textX), lineHeight, lines: label.lines } };
}
