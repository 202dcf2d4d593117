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
/**
 * How far above the mug the view is, as the height of a circle round the cylinder over its width
 * (a rim drawn as an ellipse 0.1 as tall as wide): a line round the mug then curves up toward the sides,
 * as in a product photo taken slightly from above.
 */
export const CYLINDER_TILT = 0.1;

/**
 * One vertical strip of a wrap: the side's `[from, to]` millimetres drawn into `[left, right]` of the
 * target, its left edge `liftLeft` and its right edge `liftRight` higher (target units) than the middle
 * (sheared between them, so the strips meet without steps).
 */
export interface WrapStrip {
  from: number;
  to: number;
  left: number;
  right: number;
  liftLeft: number;
  liftRight: number;
}

/** A print area wrapped around a cylinder, in the target's units (photo pixels or side millimetres). */
export interface CylinderWrap {
  strips: WrapStrip[];
  /** Target units per side millimetre, vertically (and horizontally at the middle of the area). */
  scale: number;
  /** The band the design covers on the target at its middle: its top and height, and the cylinder's left and right. */
  top: number;
  height: number;
  left: number;
  right: number;
  /** How much higher the band's ends are drawn than its middle. */
  rise: number;
}

/**
 * Where each part of `area` (side millimetres) lands when it is wrapped around a cylinder whose front
 * fills `target` (its width is the cylinder's diameter): the arc is as long as the area is wide, the
 * band is centred, and a strip at angle θ from the middle is drawn cos θ as wide and
 * {@link CYLINDER_TILT} × r × (1 − cos θ) higher.
 *
 * @example
 * const wrap = cylinderWrap({ x: 0, y: 0, width: 210, height: 95 }, { x: 180, y: 170, width: 520, height: 420 });
 */
export function cylinderWrap(area: Rect, target: Rect, strips = STRIPS): CylinderWrap {
  // Target units per millimetre: the arc of ±HALF_ANGLE across the target's width holds the area's
  // width; then smaller when the band, its raised ends with it, would not fit the target's height.
  const ends = CYLINDER_TILT * (1 - Math.cos(HALF_ANGLE));
  let r = target.width / 2 / Math.sin(HALF_ANGLE);
  r = Math.min(r, target.height / ((area.height * 2 * HALF_ANGLE) / area.width + ends));
  const scale = (r * 2 * HALF_ANGLE) / area.width;
  const centre = target.x + target.width / 2;
  const angle = (mm: number) => ((mm - area.x) / area.width - 0.5) * 2 * HALF_ANGLE;
  const at = (mm: number) => centre + r * Math.sin(angle(mm));
  const lift = (mm: number) => CYLINDER_TILT * r * (1 - Math.cos(angle(mm)));
  const cut = Array.from({ length: strips + 1 }, (_, i) => area.x + (area.width * i) / strips);
  const rise = lift(area.x);
  const height = area.height * scale;
  return {
    strips: cut.slice(0, -1).map((from, i) => ({ from, to: cut[i + 1]!, left: at(from), right: at(cut[i + 1]!), liftLeft: lift(from), liftRight: lift(cut[i + 1]!) })),
    scale,
    // Centred as a whole, raised ends included.
    top: target.y + (target.height - height + rise) / 2,
    height,
    left: at(area.x),
    right: at(area.x + area.width),
    rise,
  };
}

/**
 * The SVG of a wrap: the design (`body`, drawn in side millimetres, clipped to `area`) once in the
 * defs, then shown through each strip with that strip's scale and lift, and a shading over the
 * design's ink only (darker where the surface turns away, a soft highlight left of the middle; the
 * photo has its own light). `prefix` keeps ids unique in a page.
 */
export function cylinderWrapSvg(wrap: CylinderWrap, area: Rect, body: string, prefix: string, blend = ''): string {
  const id = `${prefix}-wrap`;
  const clips: string[] = [];
  const uses: string[] = [];
  const bottom = wrap.top + wrap.height;
  wrap.strips.forEach((strip, i) => {
    const sx = (strip.right - strip.left) / (strip.to - strip.from);
    // y rises linearly across the strip: a shear by the lift's slope per side millimetre.
    const shear = -(strip.liftRight - strip.liftLeft) / (strip.to - strip.from);
    const tx = strip.left - strip.from * sx;
    const ty = wrap.top - strip.liftLeft - area.y * wrap.scale - shear * strip.from;
    // Browsers anti-alias clip edges: where two strips meet, each covers the edge pixels by half and the
    // photo would show through as a seam. So each strip reaches half its width into the next, which is
    // drawn over it (their mappings agree at the edge and part by far less than a pixel within the overlap).
    const reach = i === wrap.strips.length - 1 ? 0 : (strip.right - strip.left) / 2;
    const [l, r] = [strip.left, strip.right + reach];
    const liftAtR = strip.liftRight + (strip.liftRight - strip.liftLeft) * (reach / (strip.right - strip.left));
    const corners = [[l, wrap.top - strip.liftLeft], [r, wrap.top - liftAtR], [r, bottom - liftAtR], [l, bottom - strip.liftLeft]];
    clips.push(`<clipPath id="${id}-${i}"><polygon points="${corners.map(([x, y]) => `${num(x!)},${num(y!)}`).join(' ')}"/></clipPath>`);
    uses.push(`<g clip-path="url(#${id}-${i})"><use href="#${id}" transform="matrix(${precise(sx)} ${precise(shear)} 0 ${precise(wrap.scale)} ${precise(tx)} ${precise(ty)})"/></g>`);
  });
  const stops = Array.from({ length: 11 }, (_, i) => {
    const angle = (i / 10 - 0.5) * 2 * HALF_ANGLE;
    const shade = 0.4 * (1 - Math.cos(angle)) ** 1.2;
    return `<stop offset="${num(i / 10)}" stop-color="#000" stop-opacity="${num(shade)}"/>`;
  }).join('');
  const shading =
    `<linearGradient id="${id}-shade" x1="0" x2="1">${stops}</linearGradient>` +
    `<linearGradient id="${id}-light" x1="0" x2="1"><stop offset="0.2" stop-color="#fff" stop-opacity="0"/><stop offset="0.36" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
  const band = `x="${num(wrap.left)}" y="${num(wrap.top - wrap.rise)}" width="${num(wrap.right - wrap.left)}" height="${num(wrap.height + wrap.rise)}"`;
  const wrapped = uses.join('');
  return (
    `<defs><g id="${id}">${body}</g>${clips.join('')}${shading}<mask id="${id}-ink" mask-type="alpha" maskUnits="userSpaceOnUse" ${band}>${wrapped}</mask></defs>` +
    `<g${blend}>${wrapped}</g>` +
    `<g mask="url(#${id}-ink)"><rect ${band} fill="url(#${id}-shade)"/><rect ${band} fill="url(#${id}-light)"/></g>`
  );
}
