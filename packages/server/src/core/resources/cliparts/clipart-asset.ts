import svgpath from 'svgpath';
import type { AssetClipart } from '@dcs/platform';
import { svgSize, type SvgNode } from '../media/svg-sanitizer.ts';
import { normalizePaint, type ClipartRegion } from './svg-regions.ts';

/** Containers whose content is never drawn by itself. */
const HIDDEN = new Set(['defs', 'clipPath', 'mask', 'symbol', 'marker', 'pattern', 'linearGradient', 'radialGradient']);

const num = (value: string | undefined, fallback = 0) => {
  const parsed = parseFloat(value ?? '');
  return Number.isFinite(parsed) ? parsed : fallback;
};

function styleOf(node: SvgNode): Record<string, string> {
  const style: Record<string, string> = {};
  for (const part of (node.attributes.style ?? '').split(';')) {
    const [name, ...rest] = part.split(':');
    if (name && rest.length > 0) style[name.trim().toLowerCase()] = rest.join(':').trim();
  }
  return style;
}

/** Path data of a basic shape, in its own user units. */
function shapePath(node: SvgNode): string | null {
  const a = node.attributes;
  switch (node.name) {
    case 'path':
      return a.d ?? null;
    case 'rect': {
      const [x, y, w, h] = [num(a.x), num(a.y), num(a.width), num(a.height)];
      if (w <= 0 || h <= 0) return null;
      let rx = Math.min(num(a.rx, num(a.ry)), w / 2);
      let ry = Math.min(num(a.ry, num(a.rx)), h / 2);
      if (rx <= 0 || ry <= 0) rx = ry = 0;
      if (rx === 0) return `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
      return `M${x + rx} ${y}H${x + w - rx}A${rx} ${ry} 0 0 1 ${x + w} ${y + ry}V${y + h - ry}A${rx} ${ry} 0 0 1 ${x + w - rx} ${y + h}H${x + rx}A${rx} ${ry} 0 0 1 ${x} ${y + h - ry}V${y + ry}A${rx} ${ry} 0 0 1 ${x + rx} ${y}Z`;
    }
    case 'circle':
    case 'ellipse': {
      const [cx, cy] = [num(a.cx), num(a.cy)];
      const rx = node.name === 'circle' ? num(a.r) : num(a.rx);
      const ry = node.name === 'circle' ? num(a.r) : num(a.ry);
      if (rx <= 0 || ry <= 0) return null;
      return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
    }
    case 'polygon':
    case 'polyline': {
      const points = (a.points ?? '').trim().split(/[\s,]+/).map(Number);
      if (points.length < 4 || points.some((p) => !Number.isFinite(p))) return null;
      const pairs = [];
      for (let i = 0; i + 1 < points.length; i += 2) pairs.push(`${points[i]} ${points[i + 1]}`);
      return `M${pairs.join('L')}${node.name === 'polygon' ? 'Z' : ''}`;
    }
    default:
      return null;
  }
}

/** The first stop color of each gradient, by id: the solid color a gradient fill falls back to. */
function gradientColors(root: SvgNode): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: SvgNode) => {
    if ((node.name === 'linearGradient' || node.name === 'radialGradient') && node.attributes.id) {
      const stop = node.children.find((c): c is SvgNode => typeof c !== 'string' && c.name === 'stop');
      const color = stop && normalizePaint(styleOf(stop)['stop-color'] ?? stop.attributes['stop-color']);
      if (color) found.set(node.attributes.id, color);
    }
    for (const child of node.children) if (typeof child !== 'string') walk(child);
  };
  walk(root);
  return found;
}

/**
 * Turns a sanitized clipart SVG into the `AssetClipart` shape `@dcs/design` and `@dcs/print` draw:
 * every filled shape becomes one path in the drawing's viewBox coordinates (group and shape
 * transforms applied, arcs turned into curves), with its solid fill and the region of that color.
 * Strokes, text, `<use>`, clipping and opacity are not carried (the shape has no place for them); a
 * gradient fill becomes its first stop color.
 */
export function clipartAssetFromSvg(root: SvgNode, regions: readonly ClipartRegion[]): AssetClipart {
  const size = svgSize(root) ?? { width: 0, height: 0 };
  const box = root.attributes.viewBox?.trim().split(/[\s,]+/).map(Number);
  const origin = box && box.length === 4 && box.every(Number.isFinite) ? `translate(${-box[0]!} ${-box[1]!})` : '';
  const regionOf = new Map(regions.map((r) => [r.color, r.id]));
  const gradients = gradientColors(root);
  const paths: AssetClipart['paths'] = [];

  const walk = (node: SvgNode, transform: string, inheritedFill: string | undefined) => {
    if (HIDDEN.has(node.name)) return;
    const style = styleOf(node);
    if ((style.display ?? node.attributes.display) === 'none') return;
    const fill = style.fill ?? node.attributes.fill ?? inheritedFill;
    const chain = node.attributes.transform ? `${transform} ${node.attributes.transform}` : transform;
    const d = shapePath(node);
    if (d) {
      const paint = fill ?? 'black';
      const gradient = /^url\(\s*['"]?#([^'")]+)/.exec(paint);
      const color = gradient ? gradients.get(gradient[1]!) ?? null : normalizePaint(paint);
      if (color) {
        const data = svgpath(d).transform(chain.trim()).unarc().abs().round(3).toString();
        const region = gradient ? undefined : regionOf.get(color);
        paths.push(region ? { d: data, fill: color, region } : { d: data, fill: color });
      }
    }
    for (const child of node.children) if (typeof child !== 'string') walk(child, chain, fill);
  };
  for (const child of root.children) if (typeof child !== 'string') walk(child, origin, root.attributes.fill ?? styleOf(root).fill);
  return { width: size.width, height: size.height, paths };
}
