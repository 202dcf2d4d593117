import type { DesignElement, ElementOfType, ElementType } from '@dcs/design';
import { clipartPainter } from './clipart-painter.ts';
import { groupPainter } from './group-painter.ts';
import { imagePainter } from './image-painter.ts';
import type { PdfElementPainter } from './pdf-painter.ts';
import { qrCodePainter } from './qrcode-painter.ts';
import { shapePainter } from './shape-painter.ts';
import { textPainter } from './text-painter.ts';

/** One painter per element type; the mapped type is the exhaustiveness check. */
export const pdfPainters: { [T in ElementType]: PdfElementPainter<T> } = {
  text: textPainter,
  image: imagePainter,
  clipart: clipartPainter,
  shape: shapePainter,
  qrcode: qrCodePainter,
  group: groupPainter,
};

/** The painter of `element`'s type. */
export function pdfPainterFor<T extends ElementType>(element: ElementOfType<T> & DesignElement): PdfElementPainter<T> {
  return pdfPainters[element.type as T];
}
