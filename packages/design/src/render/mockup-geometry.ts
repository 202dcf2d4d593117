import type { Rect } from '../document/design-document.ts';

/**
 * How a side's millimetres map onto a mockup photo: `photo = side × scale + offset`. The print
 * area is scaled uniformly into the placement (photo pixels) and centred in it, so a placement of
 * another aspect ratio never distorts the design.
 */
export interface MockupTransform {
  /** Photo pixels per side millimetre. */
  scale: number;
  offsetX: number;
  offsetY: number;
}

/**
 * The one mapping of side millimetres onto a mockup photo, used by {@link renderMockupSvg} on the
 * server and by the browser's canvas, panels and previews (through {@link mockupPhotoRect}).
 *
 * @example
 * const { scale, offsetX, offsetY } = mockupTransform(side.printAreas[0], { x: 140, y: 120, width: 120, height: 150 });
 */
export function mockupTransform(area: Rect, placement: Rect): MockupTransform {
  const scale = Math.min(placement.width / area.width, placement.height / area.height);
  return {
    scale,
    offsetX: placement.x + (placement.width - area.width * scale) / 2 - area.x * scale,
    offsetY: placement.y + (placement.height - area.height * scale) / 2 - area.y * scale,
  };
}

/**
 * Where the whole photo lies in side millimetres: the inverse of {@link mockupTransform}. A view
 * drawn in side millimetres (the designer canvas) puts the photo in this rectangle under the
 * design, and the design lands on the photo exactly where the server's mockup draws it.
 */
export function mockupPhotoRect(area: Rect, placement: Rect, photo: { widthPx: number; heightPx: number }): Rect {
  const { scale, offsetX, offsetY } = mockupTransform(area, placement);
  return { x: -offsetX / scale, y: -offsetY / scale, width: photo.widthPx / scale, height: photo.heightPx / scale };
}

/** The placement used when none is stored: the print area fills the photo's middle 60 %, centred. */
export function defaultMockupPlacement(photo: { widthPx: number; heightPx: number }): Rect {
  return { x: photo.widthPx * 0.2, y: photo.heightPx * 0.2, width: photo.widthPx * 0.6, height: photo.heightPx * 0.6 };
}
