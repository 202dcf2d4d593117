import { colorToHex, type Color } from '../document/color.ts';
import type { Rect } from '../document/design-document.ts';
import { insetRect } from '../geometry/rect.ts';
import { getSide, type DesignLayout } from '../layout/design-layout.ts';
import { SvgBuilder } from './svg-builder.ts';
import { escapeXml, num } from './svg-format.ts';

/** Options of {@link renderSideSvg}. */
export interface RenderSvgOptions {
  /** Include the bleed around the trim box (print proofs); default: trim box only. */
  bleed?: boolean;
  /** Fill behind the elements (the product color); default: transparent. */
  background?: Color | null;
  /** Draw the trim, safe and print area lines (for the editor and proofs). */
  guides?: boolean;
  /** Draw only this region of the side (side millimetres), for example a print area. */
  region?: Rect;
}

/**
 * One side as a standalone SVG document, sized in millimetres (`width="…mm"`). Text is drawn as
 * glyph outlines, so the file looks the same in every viewer without the fonts.
 *
 * @example
 * const svg = renderSideSvg(layoutDesign(design, resources), 'front', { background: '#FFFFFF' });
 */
export function renderSideSvg(layout: DesignLayout, sideId: string, options: RenderSvgOptions = {}): string {
  const side = getSide(layout.design, sideId);
  const bleed = options.bleed ? side.bleed : 0;
  const view = options.region ?? { x: -bleed, y: -bleed, width: side.trim.width + 2 * bleed, height: side.trim.height + 2 * bleed };
  const builder = new SvgBuilder(layout);
  const body = builder.renderElements(side.elements);
  const background = options.background
    ? `<rect x="${num(view.x)}" y="${num(view.y)}" width="${num(view.width)}" height="${num(view.height)}" fill="${colorToHex(options.background)}"/>`
    : '';
  const guides = options.guides ? renderGuides(side.trim, side.safeMargin, side.printAreas) : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${num(view.width)}mm" height="${num(view.height)}mm" ` +
    `viewBox="${num(view.x)} ${num(view.y)} ${num(view.width)} ${num(view.height)}">` +
    `${builder.defs()}${background}${body}${guides}</svg>`
  );
}

function renderGuides(trim: { width: number; height: number }, safeMargin: number, printAreas: readonly (Rect & { name: string })[]): string {
  const line = (rect: Rect, color: string, dash: string) =>
    `<rect x="${num(rect.x)}" y="${num(rect.y)}" width="${num(rect.width)}" height="${num(rect.height)}" fill="none" stroke="${color}" stroke-width="0.2" stroke-dasharray="${dash}"/>`;
  const trimRect = { x: 0, y: 0, ...trim };
  return (
    `<g class="guides">${line(trimRect, '#FF00FF', '1 0')}${line(insetRect(trimRect, safeMargin), '#00A0FF', '1 1')}` +
    printAreas.map((area) => `<g><title>${escapeXml(area.name)}</title>${line(area, '#00C000', '2 1')}</g>`).join('') +
    '</g>'
  );
}
