import type { PdfElementPainter } from './pdf-painter.ts';

/** The prepared image samples, clipped to the box and flipped as the element says. */
export const imagePainter: PdfElementPainter<'image'> = {
  type: 'image',
  async paint(element, context) {
    const placed = await context.image(element);
    if (!placed) return;
    const { stream, resources } = context;
    if (placed.transparent) resources.transparent = true;
    const { width, height } = element.transform;
    stream.rect(0, 0, width, height).clip().paint('none');
    if (element.flipX || element.flipY) stream.transform([element.flipX ? -1 : 1, 0, 0, element.flipY ? -1 : 1, element.flipX ? width : 0, element.flipY ? height : 0]);
    const { x, y, width: w, height: h } = placed.image.placement;
    // Image space has its first row at the top of the unit square; user space is y down.
    stream.transform([w, 0, 0, -h, x, y + h]).drawXObject(resources.xobject(placed.ref));
  },
};
