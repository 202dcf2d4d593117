import type { DesignSide, PrintArea } from '../document/design-document.ts';

/** How close (mm) a print area's edge must be to the trim edge to count as touching it. */
const TOUCH_MM = 0.01;

/**
 * A print area as ink may fill it: an edge that touches (or passes) the trim edge extends into the
 * bleed on that edge, since artwork that runs to the trim is meant to bleed and must reach the bleed
 * edge to leave no white line after cutting. An area inside the trim keeps its edges.
 *
 * @example
 * // A business card whose print area is the whole card, with 2 mm bleed:
 * printAreaWithBleed({ id: 'full', name: 'Full', x: 0, y: 0, width: 85, height: 55 }, side);
 * // → { id: 'full', name: 'Full', x: -2, y: -2, width: 89, height: 59 }
 */
export function printAreaWithBleed(area: PrintArea, side: Pick<DesignSide, 'trim' | 'bleed'>): PrintArea {
  const { bleed, trim } = side;
  if (bleed <= 0) return area;
  const left = area.x <= TOUCH_MM ? Math.min(area.x, -bleed) : area.x;
  const top = area.y <= TOUCH_MM ? Math.min(area.y, -bleed) : area.y;
  const right = area.x + area.width >= trim.width - TOUCH_MM ? Math.max(area.x + area.width, trim.width + bleed) : area.x + area.width;
  const bottom = area.y + area.height >= trim.height - TOUCH_MM ? Math.max(area.y + area.height, trim.height + bleed) : area.y + area.height;
  return { ...area, x: left, y: top, width: right - left, height: bottom - top };
}
