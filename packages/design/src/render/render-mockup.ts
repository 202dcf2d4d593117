import { createError } from '@dcs/platform';
import type { Rect } from '../document/design-document.ts';
import { getSide, type DesignLayout } from '../layout/design-layout.ts';
import type { ImageAsset } from '../resources/resource-providers.ts';
import { SvgBuilder } from './svg-builder.ts';
import { escapeXml, num, precise, toBase64 } from './svg-format.ts';

/** Options of {@link renderMockupSvg}. */
export interface MockupOptions {
  /** The product photo. */
  photo: ImageAsset;
  /** Where the print area lies on the photo, in photo pixels. */
  placement: Rect;
  /** Print area of the side to draw; default: the side's first. */
  printAreaId?: string;
  /** Multiply the design onto the photo so fabric folds and shading show through. Default true. */
  multiply?: boolean;
}

/**
 * A mockup: the product photo with one side's print area drawn into `placement`. The SVG is
 * sized in photo pixels; the print area is scaled uniformly and centred in the placement.
 */
export function renderMockupSvg(layout: DesignLayout, sideId: string, options: MockupOptions): string {
  const side = getSide(layout.design, sideId);
  const area = options.printAreaId === undefined ? side.printAreas[0] : side.printAreas.find((candidate) => candidate.id === options.printAreaId);
  if (!area) throw createError('svc_design_invalid', { params: { path: '$.sides', reason: `side "${sideId}" has no print area "${options.printAreaId}"` } });
  const { photo, placement } = options;
  const scale = Math.min(placement.width / area.width, placement.height / area.height);
  const offsetX = placement.x + (placement.width - area.width * scale) / 2 - area.x * scale;
  const offsetY = placement.y + (placement.height - area.height * scale) / 2 - area.y * scale;
  const builder = new SvgBuilder(layout, 'm');
  const body = builder.renderElements(side.elements);
  const clip = builder.clipRef(area);
  const blend = options.multiply === false ? '' : ' style="mix-blend-mode:multiply"';
  const href = `data:${photo.mimeType};base64,${toBase64(photo.bytes)}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${photo.widthPx}" height="${photo.heightPx}" viewBox="0 0 ${photo.widthPx} ${photo.heightPx}">` +
    builder.defs() +
    `<image href="${escapeXml(href)}" width="${photo.widthPx}" height="${photo.heightPx}" preserveAspectRatio="none"/>` +
    `<g transform="matrix(${precise(scale)} 0 0 ${precise(scale)} ${num(offsetX)} ${num(offsetY)})"${blend}><g clip-path="url(#${clip})">${body}</g></g>` +
    '</svg>'
  );
}
