import { relativeLuminance } from '../document/color.ts';
import { escapeXml } from './svg-format.ts';

// The product photo and its tint, without the design: what a preview shows before the design is laid
// out, from a module with no layout code, so a shop page's small chunks draw it before @dcs/design's
// big chunk has loaded (issue 38: the grid's previews as images first).

/**
 * A photo tinted with the product's colour: multiplied by it where the photo is opaque, so a white
 * garment photographed on a transparent background takes the chosen colour with its folds and
 * shading, and its surroundings stay as they are. On a dark colour the design is not multiplied
 * (it would vanish; a garment printer lays white under the inks there).
 */
export function tintParts(tint: string | undefined, id: string, multiply: boolean | undefined): { defs: string; filter: string; blend: string } {
  const color = tint !== undefined && /^#[0-9a-f]{6}$/i.test(tint) ? tint : null;
  const blend = (multiply ?? mockupMultiplies(tint)) ? ' style="mix-blend-mode:multiply"' : '';
  if (!color) return { defs: '', filter: '', blend };
  return {
    defs: `<defs><filter id="${id}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feFlood flood-color="${color}"/><feComposite in2="SourceAlpha" operator="in"/><feBlend in2="SourceGraphic" mode="multiply"/></filter></defs>`,
    filter: ` filter="url(#${id})"`,
    blend,
  };
}

/**
 * Whether a design is multiplied onto a photo tinted with `tint` (no tint, or a light one): on a
 * dark product it is drawn as it is. The browser's canvas follows the same rule.
 */
export function mockupMultiplies(tint: string | undefined): boolean {
  return tint === undefined || !/^#[0-9a-f]{6}$/i.test(tint) || relativeLuminance(tint) > 0.45;
}

/**
 * The side's product photo alone, tinted with `tint`, sized in photo pixels: the picture a mockup
 * preview ({@link renderMockupPreviewSvg}) shows under the design, so it can stand in for it while
 * the design is laid out. `idPrefix` as that function's.
 */
export function renderMockupPhotoSvg(photoHref: string, photo: { widthPx: number; heightPx: number }, idPrefix: string, tint?: string): string {
  const { defs, filter } = tintParts(tint, `${idPrefix}-tint`, undefined);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${photo.widthPx}" height="${photo.heightPx}" viewBox="0 0 ${photo.widthPx} ${photo.heightPx}">` +
    defs +
    `<image href="${escapeXml(photoHref)}" width="${photo.widthPx}" height="${photo.heightPx}" preserveAspectRatio="none"${filter}/>` +
    '</svg>'
  );
}
