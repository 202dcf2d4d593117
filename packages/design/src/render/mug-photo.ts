import type { Rect } from '../document/design-document.ts';
import { CYLINDER_TILT } from './cylinder-wrap.ts';

/** The drawn mug's picture size, in pixels. */
export const MUG_PHOTO = Object.freeze({ widthPx: 780, heightPx: 660 });

/** Where the mug's body lies on {@link mugPhotoSvg}: the front of the cylinder a design wraps onto (photo pixels). */
export const MUG_PLACEMENT: Readonly<Rect> = Object.freeze({ x: 80, y: 120, width: 500, height: 440 });

/**
 * A white mug seen from the front, drawn for dcs (rim, body shaded as a cylinder, handle on the
 * right), on a transparent background so the product's colour tints only the mug. A side whose
 * mockup kind is `mug` and that has no photo of its own is shown on it, its design wrapped onto
 * {@link MUG_PLACEMENT} by `cylinderWrap`.
 */
export function mugPhotoSvg(): string {
  const { x, y, width, height } = MUG_PLACEMENT;
  const left = x;
  const right = x + width;
  const top = y - 40;
  const bottom = y + height + 30;
  // The rim seen from as high as the wrap is drawn ({@link CYLINDER_TILT}).
  const rim = (width / 2) * CYLINDER_TILT;
  const body = `M${left} ${top} L${left} ${bottom - rim} Q${left} ${bottom + rim * 0.6} ${x + width / 2} ${bottom + rim * 0.6} Q${right} ${bottom + rim * 0.6} ${right} ${bottom - rim} L${right} ${top} Z`;
  const handle = `M${right - 6} ${y + 20} C${right + 190} ${y - 10} ${right + 210} ${y + 330} ${right - 6} ${y + 330} L${right - 6} ${y + 278} C${right + 140} ${y + 280} ${right + 130} ${y + 60} ${right - 6} ${y + 74} Z`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MUG_PHOTO.widthPx}" height="${MUG_PHOTO.heightPx}" viewBox="0 0 ${MUG_PHOTO.widthPx} ${MUG_PHOTO.heightPx}">` +
    '<defs>' +
    '<linearGradient id="body" x1="0" x2="1"><stop offset="0" stop-color="#c9cdd2"/><stop offset="0.14" stop-color="#eceef0"/><stop offset="0.34" stop-color="#ffffff"/><stop offset="0.62" stop-color="#f5f6f7"/><stop offset="0.9" stop-color="#d5d8dc"/><stop offset="1" stop-color="#b8bcc2"/></linearGradient>' +
    '<linearGradient id="handle" x1="0" x2="1"><stop offset="0" stop-color="#d9dcdf"/><stop offset="0.5" stop-color="#f7f8f9"/><stop offset="1" stop-color="#c4c8cd"/></linearGradient>' +
    '<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>' +
    '</defs>' +
    `<ellipse cx="${x + width / 2}" cy="${bottom + rim * 0.6}" rx="${width * 0.62}" ry="28" fill="url(#shadow)"/>` +
    `<path d="${handle}" fill="url(#handle)" stroke="#a9aeb4" stroke-width="3"/>` +
    `<path d="${body}" fill="url(#body)" stroke="#a9aeb4" stroke-width="3"/>` +
    `<ellipse cx="${x + width / 2}" cy="${top}" rx="${width / 2}" ry="${rim}" fill="#e4e7ea" stroke="#a9aeb4" stroke-width="3"/>` +
    `<ellipse cx="${x + width / 2}" cy="${top + 4}" rx="${width / 2 - 14}" ry="${rim - 9}" fill="#c3c8cd"/>` +
    '</svg>'
  );
}
