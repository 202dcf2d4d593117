import { createError } from '@dcs/platform';
import type { Rect } from '../document/design-document.ts';
import { getSide, type DesignLayout } from '../layout/design-layout.ts';
import type { ImageAsset } from '../resources/resource-providers.ts';
import { cylinderWrap, cylinderWrapSvg, type MockupKind } from './cylinder-wrap.ts';
import { mockupPhotoRect, mockupTransform } from './mockup-geometry.ts';
import { SvgBuilder } from './svg-builder.ts';
import { tintParts } from './mockup-photo.ts';
import { escapeXml, num, precise, toBase64 } from './svg-format.ts';

/** Options of {@link renderMockupSvg}. */
export interface MockupOptions {
  /** The product photo. */
  photo: ImageAsset;
  /** Where the print area lies on the photo, in photo pixels. */
  placement: Rect;
  /** Print area of the side to draw; default: the side's first. */
  printAreaId?: string;
  /** Multiply the design onto the photo so fabric folds and shading show through. Default: true, false on a dark {@link tint}. */
  multiply?: boolean;
  /** The product's colour (`#RRGGBB`, an option value's `swatch`): the photo is multiplied by it where it is opaque. */
  tint?: string;
  /** How the design lies on the product: `flat` (default), or `mug`: wrapped around the cylinder whose front is the placement ({@link cylinderWrap}). */
  kind?: MockupKind;
}


/**
 * A mockup: the product photo with one side's print area drawn into `placement`. The SVG is
 * sized in photo pixels; the print area is scaled uniformly and centred in the placement
 * ({@link mockupTransform}, the geometry the browser uses too).
 */
export function renderMockupSvg(layout: DesignLayout, sideId: string, options: MockupOptions): string {
  const { side, area } = sideArea(layout, sideId, options.printAreaId);
  const { photo, placement } = options;
  const { scale, offsetX, offsetY } = mockupTransform(area, placement);
  const builder = new SvgBuilder(layout, 'm');
  const body = builder.renderElements(side.elements);
  const clip = builder.clipRef(area);
  const { defs, filter, blend } = tintParts(options.tint, 'm-tint', options.multiply);
  const href = `data:${photo.mimeType};base64,${toBase64(photo.bytes)}`;
  const design = options.kind === 'mug'
    ? cylinderWrapSvg(cylinderWrap(area, placement), area, `<g clip-path="url(#${clip})">${body}</g>`, 'm', blend)
    : `<g transform="matrix(${precise(scale)} 0 0 ${precise(scale)} ${num(offsetX)} ${num(offsetY)})"${blend}><g clip-path="url(#${clip})">${body}</g></g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${photo.widthPx}" height="${photo.heightPx}" viewBox="0 0 ${photo.widthPx} ${photo.heightPx}">` +
    builder.defs() + defs +
    `<image href="${escapeXml(href)}" width="${photo.widthPx}" height="${photo.heightPx}" preserveAspectRatio="none"${filter}/>` +
    design +
    '</svg>'
  );
}

/** Options of {@link renderMockupPreviewSvg}. */
export interface MockupPreviewOptions {
  /** The photo's URL (the browser loads it; nothing is inlined). */
  photoHref: string;
  /** The photo's size in pixels. */
  photo: { widthPx: number; heightPx: number };
  /** Where the print area lies on the photo, in photo pixels. */
  placement: Rect;
  printAreaId?: string;
  multiply?: boolean;
  /** The product's colour, as {@link MockupOptions.tint}. */
  tint?: string;
  /** How the design lies on the product, as {@link MockupOptions.kind}. */
  kind?: MockupKind;
  /** Prefix of the SVG's ids, unique among the SVGs of one document (cart lines, panels). */
  idPrefix?: string;
}

/**
 * The same mockup as {@link renderMockupSvg}, drawn in side millimetres with the photo linked by URL:
 * what the browser shows (panels, cart, designer). The viewBox is the photo's rectangle in side
 * millimetres ({@link mockupPhotoRect}), so the picture is pixel for pixel the server's mockup.
 */
export function renderMockupPreviewSvg(layout: DesignLayout, sideId: string, options: MockupPreviewOptions): string {
  const { side, area } = sideArea(layout, sideId, options.printAreaId);
  const { photo } = options;
  const rect = mockupPhotoRect(area, options.placement, photo);
  const prefix = options.idPrefix ?? 'p';
  const builder = new SvgBuilder(layout, prefix);
  const body = builder.renderElements(side.elements);
  const clip = builder.clipRef(area);
  const { defs, filter, blend } = tintParts(options.tint, `${prefix}-tint`, options.multiply);
  const box = `${precise(rect.x)} ${precise(rect.y)} ${precise(rect.width)} ${precise(rect.height)}`;
  const design = options.kind === 'mug'
    ? cylinderWrapSvg(cylinderWrap(area, placementInSide(area, options.placement)), area, `<g clip-path="url(#${clip})">${body}</g>`, prefix, blend)
    : `<g${blend}><g clip-path="url(#${clip})">${body}</g></g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${photo.widthPx}" height="${photo.heightPx}" viewBox="${box}">` +
    builder.defs() + defs +
    `<image href="${escapeXml(options.photoHref)}" x="${precise(rect.x)}" y="${precise(rect.y)}" width="${precise(rect.width)}" height="${precise(rect.height)}" preserveAspectRatio="none"${filter}/>` +
    design +
    '</svg>'
  );
}

/** The placement (photo pixels) in side millimetres, where a preview drawn in side millimetres puts the wrap. */
function placementInSide(area: Rect, placement: Rect): Rect {
  const { scale, offsetX, offsetY } = mockupTransform(area, placement);
  return { x: (placement.x - offsetX) / scale, y: (placement.y - offsetY) / scale, width: placement.width / scale, height: placement.height / scale };
}

function sideArea(layout: DesignLayout, sideId: string, printAreaId: string | undefined) {
  const side = getSide(layout.design, sideId);
  const area = printAreaId === undefined ? side.printAreas[0] : side.printAreas.find((candidate) => candidate.id === printAreaId);
  if (!area) throw createError('svc_design_invalid', { params: { path: '$.sides', reason: `side "${sideId}" has no print area "${printAreaId}"` } });
  return { side, area };
}
