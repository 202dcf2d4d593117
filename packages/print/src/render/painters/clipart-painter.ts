import { clipartNodes } from '@dcs/design';
import { ClipartPdfDrawing } from './clipart/clipart-pdf-drawing.ts';
import type { PdfElementPainter } from './pdf-painter.ts';

/**
 * A clipart's drawing scaled into the box (see {@link ClipartPdfDrawing}), recolored regions
 * taking the element's colors.
 */
export const clipartPainter: PdfElementPainter<'clipart'> = {
  type: 'clipart',
  async paint(element, { stream, resources, document, colors, layout, imageResolution }) {
    const asset = layout.resources.clipart(element.clipart);
    if (!asset || asset.width <= 0 || asset.height <= 0) return;
    const { width, height } = element.transform;
    const sx = (width / asset.width) * (element.flipX ? -1 : 1);
    const sy = (height / asset.height) * (element.flipY ? -1 : 1);
    stream.transform([sx, 0, 0, sy, element.flipX ? width : 0, element.flipY ? height : 0]);
    const drawing = new ClipartPdfDrawing({
      document,
      colors,
      regionColors: element.colors,
      mmPerUnit: Math.min(Math.abs(sx), Math.abs(sy)),
      bounds: [0, 0, asset.width, asset.height],
      page: resources,
      resolution: imageResolution,
    });
    await drawing.draw(clipartNodes(asset), { stream, resources });
  },
};
