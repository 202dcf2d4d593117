import { appendPath, parseSvgPath } from '../../pdf/svg-path.ts';
import type { PdfElementPainter } from './pdf-painter.ts';

/** Clipart paths scaled into the box, recolored regions taking the element's colors. */
export const clipartPainter: PdfElementPainter<'clipart'> = {
  type: 'clipart',
  paint(element, { stream, colors, layout }) {
    const asset = layout.resources.clipart(element.clipart);
    if (!asset || asset.width <= 0 || asset.height <= 0) return;
    const { width, height } = element.transform;
    const sx = (width / asset.width) * (element.flipX ? -1 : 1);
    const sy = (height / asset.height) * (element.flipY ? -1 : 1);
    stream.transform([sx, 0, 0, sy, element.flipX ? width : 0, element.flipY ? height : 0]);
    for (const path of asset.paths) {
      const recolor = path.region === undefined ? undefined : element.colors[path.region];
      stream.fillColor(colors.vector(recolor ?? path.fill.toUpperCase()));
      appendPath(stream, parseSvgPath(path.d));
      stream.paint('fill');
    }
  },
};
