import { qrGeometry } from '@dcs/design';
import type { PdfElementPainter } from './pdf-painter.ts';

/**
 * A QR code as PDF rectangles (never an image): the quiet zone's square in the background colour,
 * then every run of dark modules, filled once. The geometry is the designer's (`qrGeometry`).
 */
export const qrCodePainter: PdfElementPainter<'qrcode'> = {
  type: 'qrcode',
  paint(element, { stream, colors }) {
    const { square, rects } = qrGeometry(element);
    stream.fillColor(colors.vector(element.background)).rect(square.x, square.y, square.size, square.size).paint('fill');
    stream.fillColor(colors.vector(element.color));
    for (const [x, y, width, height] of rects) stream.rect(x, y, width, height);
    stream.paint('fill');
  },
};
