import type { ShapeElement } from '@dcs/design';
import { appendPath, ellipseSegments, parseSvgPath, roundedRectSegments } from '../../pdf/svg-path.ts';
import type { PdfElementPainter } from './pdf-painter.ts';

/** Rectangles, ellipses, lines and paths as PDF paths, filled and stroked as the SVG preview does. */
export const shapePainter: PdfElementPainter<'shape'> = {
  type: 'shape',
  paint(element, { stream, colors }) {
    const { width, height } = element.transform;
    const fill = element.fill && element.shape !== 'line' ? element.fill : null;
    const stroke = element.stroke && element.stroke.width > 0 ? element.stroke : null;
    if (!fill && !stroke) return;
    const outlines: Record<ShapeElement['shape'], () => void> = {
      rectangle: () => (element.cornerRadius > 0 ? appendPath(stream, roundedRectSegments(width, height, element.cornerRadius)) : stream.rect(0, 0, width, height)),
      ellipse: () => appendPath(stream, ellipseSegments(width / 2, height / 2, width / 2, height / 2)),
      line: () => stream.moveTo(0, 0).lineTo(width, height),
      path: () => appendPath(stream, parseSvgPath(element.path ?? '')),
    };
    if (fill) stream.fillColor(colors.vector(fill));
    // SVG's miter limit is 4 (PDF's default is 10).
    if (stroke) stream.strokeColor(colors.vector(stroke.color)).lineWidth(stroke.width).raw('4 M');
    outlines[element.shape]();
    stream.paint(fill && stroke ? 'fillStroke' : fill ? 'fill' : 'stroke');
  },
};
