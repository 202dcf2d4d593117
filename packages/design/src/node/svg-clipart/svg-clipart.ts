import { Resvg } from '@resvg/resvg-js';
import type { ClipartBlendMode, ClipartClip, ClipartFill, ClipartGroupNode, ClipartImageNode, ClipartMask, ClipartMatrix, ClipartNode, ClipartPathNode, ClipartStroke } from '@dcs/platform';
import { readImageInfo } from '../../resources/image-size.ts';
import type { ClipartAsset } from '../../resources/resource-providers.ts';
import { EMPTY_BOUNDS, IDENTITY, multiply, parseMatrix, pathBounds, transformPathData, unionBounds, type Bounds } from './path-geometry.ts';
import { resolvePaint, type PaintScope } from './svg-paint.ts';
import { parseXmlTree, type XmlElement } from './xml-tree.ts';

/** Options of {@link clipartFromSvg}. */
export interface SvgClipartOptions {
  /** Font files (TTF/OTF paths) `<text>` may be drawn with; text is turned into outlines with them. */
  fontFiles?: readonly string[];
  /**
   * Recolorable regions: solid colors (`#RRGGBB`) and the region each belongs to; `'detect'` makes
   * every distinct solid color a region (`r1`, `r2`… in drawing order).
   */
  regions?: ReadonlyArray<{ id: string; color: string }> | 'detect';
}

/** Why an SVG cannot become a clipart (its `<text>` has no font), with the reason for the customer. */
export class SvgClipartError extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.reason = reason;
  }
}

const BLEND_MODES = new Set(['multiply', 'screen', 'overlay', 'darken', 'lighten', 'color-dodge', 'color-burn', 'hard-light', 'soft-light', 'difference', 'exclusion', 'hue', 'saturation', 'color', 'luminosity']);

const num = (value: string | undefined, fallback: number) => {
  const parsed = value === undefined ? NaN : parseFloat(value);
  return Number.isFinite(parsed) ? parsed : fallback;
};

/**
 * Turns an SVG (already sanitized) into the clipart drawing every renderer draws. usvg (through
 * resvg-js, the renderer of our previews) normalizes it: CSS and presentation attributes resolved,
 * `<use>`/`<symbol>` and nested `<svg>` expanded, shapes and text turned into paths. What usvg
 * keeps and we cannot draw (filters, patterns, blend modes) is named in `dropped`.
 *
 * @throws SvgClipartError when `<text>` cannot be drawn: none of its fonts is available.
 */
export function clipartFromSvg(svg: string, options: SvgClipartOptions = {}): ClipartAsset {
  const resvgOptions = { font: { loadSystemFonts: false, fontFiles: [...(options.fontFiles ?? [])] }, logLevel: 'off' as const };
  const normalized = new Resvg(svg, resvgOptions).toString();
  if (/<text[\s>]/.test(svg)) {
    const withoutText = svg.replace(/<text[\s>][\s\S]*?<\/text>/g, '');
    if (new Resvg(withoutText, resvgOptions).toString() === normalized) {
      throw new SvgClipartError('its text uses a font the shop does not have; convert the text to outlines (paths) in your drawing program and upload it again.');
    }
  }
  const root = parseXmlTree(normalized);
  const dropped = new Set<string>();
  // usvg (resvg 2.6) reads every mask as a luminance mask and writes no mask-type: say so.
  if (/mask-type\s*(?:=\s*["']|:)\s*alpha/.test(svg)) dropped.add('mask-type alpha (drawn as a luminance mask)');
  const defs = new Map<string, XmlElement>();
  const collect = (element: XmlElement) => {
    if (element.attributes.id) defs.set(element.attributes.id, element);
    element.children.forEach(collect);
  };
  root.children.filter((child) => child.name === 'defs').forEach(collect);
  const detect = options.regions === 'detect';
  const listed = options.regions === 'detect' ? [] : options.regions ?? [];
  const regions = new Map<string, string>(listed.map((region) => [region.color.toUpperCase(), region.id]));
  const regionOf = (color: string) => {
    if (detect && !regions.has(color)) regions.set(color, `r${regions.size + 1}`);
    return regions.get(color);
  };
  const scope: PaintScope = { defs, regionOf, drop: (feature) => dropped.add(feature) };
  const width = num(root.attributes.width, 100);
  const height = num(root.attributes.height, 100);
  const body = convertChildren(root.children.filter((child) => child.name !== 'defs'), scope);
  const view = viewBoxGroup(root.attributes, width, height, body);
  return { width, height, paths: [], nodes: view ? [view] : body, ...(dropped.size > 0 ? { dropped: [...dropped].sort() } : {}) };
}

/** The root's viewBox mapped into its size by `preserveAspectRatio` (clipped for `slice`). */
function viewBoxGroup(a: Record<string, string>, width: number, height: number, children: ClipartNode[]): ClipartGroupNode | null {
  const box = a.viewBox?.trim().split(/[\s,]+/).map(Number);
  if (!box || box.length !== 4 || !box.every(Number.isFinite) || box[2]! <= 0 || box[3]! <= 0) return null;
  const [vx, vy, vw, vh] = box as [number, number, number, number];
  const [align = 'xMidYMid', meetOrSlice = 'meet'] = (a.preserveAspectRatio ?? 'xMidYMid meet').trim().split(/\s+/);
  let sx = width / vw;
  let sy = height / vh;
  if (align !== 'none') sx = sy = meetOrSlice === 'slice' ? Math.max(sx, sy) : Math.min(sx, sy);
  const factor = (axis: string) => (align.includes(`${axis}Mid`) ? 0.5 : align.includes(`${axis}Max`) ? 1 : 0);
  const tx = align === 'none' ? 0 : (width - vw * sx) * factor('x');
  const ty = align === 'none' ? 0 : (height - vh * sy) * factor('Y');
  const matrix: ClipartMatrix = [sx, 0, 0, sy, tx - vx * sx, ty - vy * sy];
  const group: ClipartGroupNode = { kind: 'group', children: [{ kind: 'group', matrix, children }] };
  if (meetOrSlice === 'slice') group.clip = { paths: [{ d: `M0 0L${width} 0L${width} ${height}L0 ${height}Z`, rule: 'nonzero' }] };
  return matrix.every((value, index) => value === IDENTITY[index]) ? { kind: 'group', children } : group;
}

function convertChildren(elements: readonly XmlElement[], scope: PaintScope): ClipartNode[] {
  return elements.flatMap((element) => convert(element, scope) ?? []);
}

function convert(element: XmlElement, scope: PaintScope): ClipartNode | null {
  const a = element.attributes;
  if (element.name === 'path') {
    const path = convertPath(element, scope);
    const matrix = parseMatrix(a.transform);
    return path && matrix ? { kind: 'group', matrix, children: [path] } : path;
  }
  if (element.name === 'image') return convertImage(element, scope);
  if (element.name !== 'g') {
    scope.drop(`<${element.name}>`);
    return null;
  }
  if (a.filter) scope.drop('filter (blur, shadow…)');
  const blend = /mix-blend-mode:\s*([a-z-]+)/.exec(a.style ?? '')?.[1];
  const children = convertChildren(element.children, scope);
  const group: ClipartGroupNode = { kind: 'group', children };
  if (blend && BLEND_MODES.has(blend)) group.blend = blend as ClipartBlendMode;
  else if (blend && blend !== 'normal') scope.drop(`blend mode ${blend}`);
  const matrix = parseMatrix(a.transform);
  if (matrix) group.matrix = matrix;
  const opacity = num(a.opacity, 1);
  if (opacity < 1) group.opacity = opacity;
  const bounds = () => nodesBounds(children);
  const clipId = /^url\(#(.+)\)$/.exec(a['clip-path'] ?? '')?.[1];
  if (clipId) {
    const clip = convertClip(clipId, bounds(), scope);
    if (clip) group.clip = clip;
  }
  const maskId = /^url\(#(.+)\)$/.exec(a.mask ?? '')?.[1];
  if (maskId) {
    const mask = convertMask(maskId, bounds(), scope);
    if (mask) group.mask = mask;
  }
  return group;
}

function convertPath(element: XmlElement, scope: PaintScope): ClipartPathNode | null {
  const a = element.attributes;
  const d = a.d;
  if (!d || a.visibility === 'hidden') return null;
  const bounds = pathBounds(d);
  const node: ClipartPathNode = { kind: 'path', d };
  // A fill without area paints nothing (PDF renderers would still draw a hairline).
  const hasArea = bounds[2] - bounds[0] > 0 && bounds[3] - bounds[1] > 0;
  const fillPaint = hasArea ? resolvePaint(a.fill ?? '#000000', bounds, scope) : null;
  if (fillPaint) {
    const fill: ClipartFill = { paint: fillPaint, opacity: num(a['fill-opacity'], 1), rule: a['fill-rule'] === 'evenodd' ? 'evenodd' : 'nonzero' };
    node.fill = fill;
  }
  const strokePaint = resolvePaint(a.stroke, bounds, scope);
  if (strokePaint) {
    const dash = a['stroke-dasharray']?.split(/[\s,]+/).map(Number).filter(Number.isFinite);
    const stroke: ClipartStroke = {
      paint: strokePaint,
      opacity: num(a['stroke-opacity'], 1),
      width: num(a['stroke-width'], 1),
      cap: a['stroke-linecap'] === 'round' || a['stroke-linecap'] === 'square' ? a['stroke-linecap'] : 'butt',
      join: a['stroke-linejoin'] === 'round' || a['stroke-linejoin'] === 'bevel' ? a['stroke-linejoin'] : 'miter',
      miterLimit: num(a['stroke-miterlimit'], 4),
      dashOffset: num(a['stroke-dashoffset'], 0),
    };
    if (a['stroke-linejoin'] === 'miter-clip' || a['stroke-linejoin'] === 'arcs') scope.drop(`stroke-linejoin ${a['stroke-linejoin']}`);
    if (dash && dash.length > 0) stroke.dash = dash.length % 2 === 0 ? dash : [...dash, ...dash];
    node.stroke = stroke;
  }
  if (a['paint-order']?.startsWith('stroke')) node.strokeFirst = true;
  return node.fill || node.stroke ? node : null;
}

function convertImage(element: XmlElement, scope: PaintScope): ClipartImageNode | null {
  const a = element.attributes;
  const href = (a['xlink:href'] ?? a.href ?? '').replace(/\s+/g, '');
  const match = /^data:(image\/(?:png|jpeg|jpg));base64,(.+)$/.exec(href);
  const info = match ? readImageInfo(Buffer.from(match[2]!, 'base64')) : null;
  if (!match || !info || (info.mimeType !== 'image/png' && info.mimeType !== 'image/jpeg')) {
    scope.drop(href.startsWith('data:image/svg') ? 'SVG inside <image>' : 'image that is not PNG or JPEG');
    return null;
  }
  const [x, y, width, height] = [num(a.x, 0), num(a.y, 0), num(a.width, 0), num(a.height, 0)];
  if (width <= 0 || height <= 0) return null;
  // preserveAspectRatio of images (default xMidYMid meet): the pixels' rectangle inside the box.
  let w = width;
  let h = height;
  if ((a.preserveAspectRatio ?? 'xMidYMid') !== 'none') {
    if (a.preserveAspectRatio?.includes('slice')) scope.drop('image preserveAspectRatio slice');
    const scale = Math.min(width / info.widthPx, height / info.heightPx);
    [w, h] = [info.widthPx * scale, info.heightPx * scale];
  }
  const node: ClipartImageNode = { kind: 'image', x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h, href: `data:${info.mimeType};base64,${match[2]}`, widthPx: info.widthPx, heightPx: info.heightPx };
  if (a.transform) scope.drop('image transform');
  return node;
}

function convertClip(id: string, bounds: Bounds, scope: PaintScope): ClipartClip | null {
  const def = scope.defs.get(id);
  if (!def || def.name !== 'clipPath') return null;
  let matrix = parseMatrix(def.attributes.transform) ?? IDENTITY;
  if (def.attributes.clipPathUnits === 'objectBoundingBox') {
    matrix = multiply([bounds[2] - bounds[0], 0, 0, bounds[3] - bounds[1], bounds[0], bounds[1]], matrix);
  }
  const paths: ClipartClip['paths'] = [];
  const walk = (element: XmlElement, m: ClipartMatrix) => {
    const own = multiply(m, parseMatrix(element.attributes.transform) ?? IDENTITY);
    if (element.name === 'path' && element.attributes.d) {
      paths.push({ d: transformPathData(element.attributes.d, own), rule: element.attributes['clip-rule'] === 'evenodd' ? 'evenodd' : 'nonzero' });
    }
    if (element.attributes['clip-path'] && element.name !== 'clipPath') scope.drop('clip path on a clip path child');
    element.children.forEach((child) => walk(child, own));
  };
  def.children.forEach((child) => walk(child, matrix));
  const clip: ClipartClip = { paths };
  const nested = /^url\(#(.+)\)$/.exec(def.attributes['clip-path'] ?? '')?.[1];
  if (nested) {
    const inner = convertClip(nested, bounds, scope);
    if (inner) clip.clip = inner;
  }
  return clip;
}

function convertMask(id: string, bounds: Bounds, scope: PaintScope): ClipartMask | null {
  const def = scope.defs.get(id);
  if (!def || def.name !== 'mask') return null;
  const a = def.attributes;
  const box: ClipartMatrix = [bounds[2] - bounds[0], 0, 0, bounds[3] - bounds[1], bounds[0], bounds[1]];
  const userRect = a.maskUnits === 'userSpaceOnUse';
  const [rx, ry, rw, rh] = [num(a.x, -0.1), num(a.y, -0.1), num(a.width, 1.2), num(a.height, 1.2)];
  const rect = userRect ? { x: rx, y: ry, width: rw, height: rh } : { x: box[4] + rx * box[0], y: box[5] + ry * box[3], width: rw * box[0], height: rh * box[3] };
  // A mask's colors are its opacity, not ink: never a recolorable region.
  let nodes = convertChildren(def.children, { ...scope, regionOf: () => undefined });
  if (a.maskContentUnits === 'objectBoundingBox') nodes = [{ kind: 'group', matrix: box, children: nodes }];
  const mask: ClipartMask = { type: a['mask-type'] === 'alpha' || /mask-type:\s*alpha/.test(a.style ?? '') ? 'alpha' : 'luminance', rect, nodes };
  const nested = /^url\(#(.+)\)$/.exec(a.mask ?? '')?.[1];
  if (nested) {
    const inner = convertMask(nested, bounds, scope);
    if (inner) mask.mask = inner;
  }
  return mask;
}

/** The fill bounding box of nodes in their parent's space (what bounding-box units refer to). */
function nodesBounds(nodes: readonly ClipartNode[]): Bounds {
  let box: Bounds = [...EMPTY_BOUNDS];
  for (const node of nodes) {
    if (node.kind === 'path') box = unionBounds(box, pathBounds(node.d));
    else if (node.kind === 'image') box = unionBounds(box, [node.x, node.y, node.x + node.width, node.y + node.height]);
    else box = unionBounds(box, nodesBounds(node.children), node.matrix ?? IDENTITY);
  }
  return box;
}
