import type { QrCodeElement, QrContent } from '../../document/design-document.ts';
import { qrPayload } from './qr-content.ts';
import { QR_QUIET_ZONE, qrModules, qrRuns } from './qr-modules.ts';

/**
 * Modules by content object: an element's content is shared, unchanged, by every version of the element
 * a drag or a recolouring makes (documents are immutable), so the code is encoded once, not once per
 * frame and renderer (bounds, SVG, preflight).
 */
const encoded = new WeakMap<QrContent, boolean[][]>();

function modulesOf(content: QrContent): boolean[][] {
  let modules = encoded.get(content);
  if (!modules) {
    modules = qrModules(qrPayload(content));
    encoded.set(content, modules);
  }
  return modules;
}

/** Where a QR element's modules land in its box, in millimetres. */
export interface QrGeometry {
  /** The square the code fills (quiet zone included), centred in the box. */
  square: { x: number; y: number; size: number };
  /** Millimetres per module. */
  module: number;
  /** Modules per side, quiet zone excluded. */
  modules: number;
  /** Dark runs as `[x, y, width, height]` in box millimetres. */
  rects: [number, number, number, number][];
}

/**
 * The geometry every renderer draws a QR element with (SVG in the designer and previews, PDF
 * rectangles in print): the largest square that fits the box, centred, holding the code and its
 * 4-module quiet zone, so the quiet zone is there however the box is sized.
 */
export function qrGeometry(element: Pick<QrCodeElement, 'content' | 'transform'>): QrGeometry {
  const matrix = modulesOf(element.content);
  const { width, height } = element.transform;
  const size = Math.min(width, height);
  const count = matrix.length;
  const module = size / (count + 2 * QR_QUIET_ZONE);
  const x = (width - size) / 2;
  const y = (height - size) / 2;
  const offset = QR_QUIET_ZONE * module;
  const rects = qrRuns(matrix).map(([column, row, length]): [number, number, number, number] => [
    x + offset + column * module,
    y + offset + row * module,
    length * module,
    module,
  ]);
  return { square: { x, y, size }, module, modules: count, rects };
}
