import type { PdfElementPainter } from './pdf-painter.ts';

/** Groups draw nothing themselves: their children are placed with the group's matrix and opacity. */
export const groupPainter: PdfElementPainter<'group'> = {
  type: 'group',
  paint() {},
};
