import type { Rect } from '../document/design-document.ts';
import { num, precise } from './svg-format.ts';

/**
 * How a side is drawn on its product photo: `flat` (printed on a flat surface: a shirt, a card) or
 * `mug` (wrapped around a cylinder seen from the front: narrower toward the edges and shaded).
 */
export type MockupKind = 'flat' | 'mug';

/** The mockup kinds a product's side can have, for forms and schemas. */
export const MOCKUP_KINDS: readonly MockupKind[] = Object.freeze(['flat', 'mug']);

/**
 * Half the angle of the cylinder the print area is wrapped over, seen from the front: the area's
 * middle faces the viewer, its left and right edges turn away to ±70° (drawn at cos 70° ≈ 0.34 of
 * their width). A real wrap goes further round, out of sight; the front view keeps the whole design
 * readable, as the mockups of print-on-demand shops do.
 */
const HALF_ANGLE = (70 * Math.PI) / 180;
/** Vertical strips the wrap is drawn in: a strip is scaled evenly, so more strips make a smoother curve. */
const STRIPS = 48;

/** One vertical strip of a wrap: the side's `[from, to]` millimetres drawn into `[left, right]` of the target. */
export interface WrapStrip {
  from: number;
  to: number;
  left: number;
  right: number;
}

/** A print area wrapped around a cylinder, in the target's units (photo pixels or side millimetres). */
export interface CylinderWrap {
  strips: WrapStrip[];
  /** Target units per side millimetre, vertically (and horizontally at the middle of the area). */
  scale: number;
  /** The band the design covers on the target: its top and height, and the cylinder's left and right. */
  top: number;
  height: number;
  left: number;
  right: number;
}

/**
 * Where each part of `area` (side millimetres) lands when it is wrapped around a cylinder whose front
 * fills `target` (its width is the cylinder's diameter): the arc is as long as the area is wide, the
 * band is centred, and a strip at angle θ from the middle is drawn cos θ as wide.
 *
 * @example
 * const wrap = cylinderWrap({ x: 0, y: 0, width: 210, height: 95 }, { x: 180, y: 170, width: 520, height: 420 });
 */
export function cylinderWrap(area: Rect, target: Rect, strips = STRIPS): CylinderWrap {
  const radius = target.width / 2 / Math.sin(HALF_ANGLE);
  // Target units per millimetre: the arc of ±HALF_ANGLE holds the area's width; the band must fit the height.
  let scale = (radius * 2 * HALF_ANGLE) / area.width;
  let r = radius;
  if (area.height * scale > target.height) {
    scale = target.height / area.height;
    r = (scale * area.width) / (2 * HALF_ANGLE);
  }
  const centre = target.x + target.width / 2;
  const at = (mm: number) => centre + r * Math.sin(((mm - area.x) / area.width - 0.5) * 2 * HALF_ANGLE);
  const cut = Array.from({ length: strips + 1 }, (_, i) => area.x + (area.width * i) / strips);
  return {
    strips: cut.slice(0, -1).map((from, i) => ({ from, to: cut[i + 1]!, left: at(from), right: at(cut[i + 1]!) })),
    scale,
    top: target.y + (target.height - area.height * scale) / 2,
    height: area.height * scale,
    left: at(area.x),
    right: at(area.x + area.width),
  };
}

/**
 * The SVG of a wrap: the design (`body`, drawn in side millimetres, clipped to `area`) once in the
 * defs, then shown through each strip with that strip's scale, and a shading over it (darker where
 * the surface turns away, a soft highlight left of the middle). `prefix` keeps ids unique in a page.
 */
export function cylinderWrapSvg(wrap: CylinderWrap, area: Rect, body: string, prefix: string, blend = ''): string {
  const id = `${prefix}-wrap`;
  const clips: string[] = [];
  const uses: string[] = [];
  wrap.strips.forEach((strip, i) => {
    const sx = (strip.right - strip.left) / (strip.to - strip.from);
    const tx = strip.left - strip.from * sx;
    const ty = wrap.top - area.y * wrap.scale;
    // Each strip's clip reaches a hair into the next one, so no seam of background shows between them.
    const overlap = (wrap.right - wrap.left) / 2000;
    clips.push(`<clipPath id="${id}-${i}"><rect x="${num(strip.left - overlap)}" y="${num(wrap.top)}" width="${num(strip.right - strip.left + 2 * overlap)}" height="${num(wrap.height)}"/></clipPath>`);
    uses.push(`<g clip-path="url(#${id}-${i})"><use href="#${id}" transform="matrix(${precise(sx)} 0 0 ${precise(wrap.scale)} ${precise(tx)} ${precise(ty)})"/></g>`);
  });
  const stops = Array.from({ length: 11 }, (_, i) => {
    const angle = (i / 10 - 0.5) * 2 * HALF_ANGLE;
    const shade = 0.4 * (1 - Math.cos(angle)) ** 1.2;
    return `<stop offset="${num(i / 10)}" stop-color="#000" stop-opacity="${num(shade)}"/>`;
  }).join('');
  const shading =
    `<linearGradient id="${id}-shade" x1="0" x2="1">${stops}</linearGradient>` +
    `<linearGradient id="${id}-light" x1="0" x2="1"><stop offset="0.2" stop-color="#fff" stop-opacity="0"/><stop offset="0.36" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
  const band = `x="${num(wrap.left)}" y="${num(wrap.top)}" width="${num(wrap.right - wrap.left)}" height="${num(wrap.height)}"`;
  const wrapped = uses.join('');
  return (
    `<defs><g id="${id}">${body}</g>${clips.join('')}${shading}<mask id="${id}-ink" mask-type="alpha" maskUnits="userSpaceOnUse" ${band}>${wrapped}</mask></defs>` +
    `<g${blend}>${wrapped}</g>` +
    `<g mask="url(#${id}-ink)"><rect ${band} fill="url(#${id}-shade)"/><rect ${band} fill="url(#${id}-light)"/></g>`
  );
}
