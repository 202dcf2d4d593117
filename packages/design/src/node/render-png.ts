import { Resvg } from '@resvg/resvg-js';
import { getSide, type DesignLayout } from '../layout/design-layout.ts';
import { renderSideSvg, type RenderSvgOptions } from '../render/render-svg.ts';

/** Output size of a PNG: dots per inch of the physical size, or a width in pixels. */
export type PngSize = { dpi: number } | { widthPx: number };

/** Rasterizes an SVG to PNG bytes at `widthPx` (height follows the aspect ratio). */
export function svgToPng(svg: string, widthPx: number): Uint8Array {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: Math.max(1, Math.round(widthPx)) },
    // Text is already outlines, so no font lookup is needed.
    font: { loadSystemFonts: false },
    shapeRendering: 2,
    imageRendering: 0,
  });
  return resvg.render().asPng();
}

/**
 * One side as a PNG at a DPI (physical size × dpi / 25.4) or at a pixel width.
 *
 * @example
 * const png = renderSidePng(layout, 'front', { widthPx: 600 }, { background: '#FFFFFF' });
 */
export function renderSidePng(layout: DesignLayout, sideId: string, size: PngSize, options: RenderSvgOptions = {}): Uint8Array {
  const side = getSide(layout.design, sideId);
  const bleed = options.bleed ? side.bleed : 0;
  const widthMm = options.region?.width ?? side.trim.width + 2 * bleed;
  const widthPx = 'dpi' in size ? (widthMm / 25.4) * size.dpi : size.widthPx;
  return svgToPng(renderSideSvg(layout, sideId, options), widthPx);
}
