import type { SvgNode } from '../media/svg-sanitizer.ts';

/** One recolorable region: every shape painted with one color, addressed by that color. */
export interface ClipartRegion {
  id: string;
  /** The original color, `#RRGGBB`. */
  color: string;
  /** How many shapes use it as fill or stroke. */
  shapes: number;
}

const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath']);
const NAMED: Record<string, string> = {
  black: '#000000', white: '#FFFFFF', red: '#FF0000', lime: '#00FF00', green: '#008000', blue: '#0000FF', yellow: '#FFFF00',
  cyan: '#00FFFF', aqua: '#00FFFF', magenta: '#FF00FF', fuchsia: '#FF00FF', gray: '#808080', grey: '#808080', silver: '#C0C0C0',
  maroon: '#800000', olive: '#808000', navy: '#000080', purple: '#800080', teal: '#008080', orange: '#FFA500',
};

/** `#RRGGBB` for a paint value, or null for none, gradients, currentColor and what we cannot read. */
export function normalizePaint(value: string | undefined): string | null {
  const v = value?.trim().toLowerCase();
  if (!v) return null;
  if (/^#[0-9a-f]{6}$/.test(v)) return v.toUpperCase();
  if (/^#[0-9a-f]{3}$/.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`.toUpperCase();
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(v);
  if (rgb) return `#${rgb.slice(1).map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
  return NAMED[v] ?? null;
}

function styleOf(node: SvgNode): Record<string, string> {
  const style: Record<string, string> = {};
  for (const part of (node.attributes.style ?? '').split(';')) {
    const [name, ...rest] = part.split(':');
    if (name && rest.length > 0) style[name.trim().toLowerCase()] = rest.join(':').trim();
  }
  return style;
}

/**
 * The recolorable regions of a sanitized SVG: the distinct solid colors its shapes are painted with
 * (fill and stroke, from attributes or the style attribute, inherited from groups; an unpainted
 * shape is black, as SVG defines). Gradients and patterns are not regions. Regions are numbered by
 * first appearance, so the storefront can offer one color picker per region.
 */
export function detectRegions(root: SvgNode): ClipartRegion[] {
  const found = new Map<string, number>();
  const walk = (node: SvgNode, inherited: { fill: string | undefined; stroke: string | undefined }, inDefs: boolean) => {
    const style = styleOf(node);
    const paint = { fill: style.fill ?? node.attributes.fill ?? inherited.fill, stroke: style.stroke ?? node.attributes.stroke ?? inherited.stroke };
    const defs = inDefs || node.name === 'defs' || node.name === 'clipPath' || node.name === 'mask' || node.name === 'symbol';
    if (!defs && SHAPES.has(node.name)) {
      for (const value of [paint.fill ?? 'black', paint.stroke]) {
        const color = normalizePaint(value);
        if (color) found.set(color, (found.get(color) ?? 0) + 1);
      }
    }
    for (const child of node.children) if (typeof child !== 'string') walk(child, paint, defs);
  };
  walk(root, { fill: undefined, stroke: undefined }, false);
  return [...found].map(([color, shapes], i) => ({ id: `r${i + 1}`, color, shapes }));
}
