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

/**
 * The placement when none is stored: the photo shows the side's trim box with its bleed, scaled to
 * cover the photo and centred (CSS `object-fit: cover`), the rule the admin's product screen draws
 * print areas over a side's photo with. Answers where `area` lies on the photo, in photo pixels.
 */
export function defaultMockupPlacement(side: { trim: { width: number; height: number }; bleed: number }, area: Rect, photo: { widthPx: number; heightPx: number }): Rect {
  const width = side.trim.width + 2 * side.bleed;
  const height = side.trim.height + 2 * side.bleed;
  const scale = Math.max(photo.widthPx / width, photo.heightPx / height);
  const left = (photo.widthPx - width * scale) / 2;
  const top = (photo.heightPx - height * scale) / 2;
  return { x: left + (area.x + side.bleed) * scale, y: top + (area.y + side.bleed) * scale, width: area.width * scale, height: area.height * scale };
}
