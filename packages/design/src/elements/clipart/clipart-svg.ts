import type { ClipartClip, ClipartMask, ClipartMatrix, ClipartNode, ClipartPaint, ClipartPathNode } from '@dcs/platform';
import type { Color } from '../../document/color.ts';
import { escapeXml, precise } from '../../render/svg-format.ts';
import { recolorPaint } from './clipart-nodes.ts';

const matrix = (m: ClipartMatrix) => `matrix(${m.map(precise).join(' ')})`;

/**
 * Writes a clipart drawing as SVG: the same normalized tree the print draws, so the designer's
 * canvas (which shows this SVG) and resvg's previews match the PDF. Definitions (gradients, clips,
 * masks) get their ids from `uniqueId` (the document's: see `SvgContext.uniqueId`).
 */
export class ClipartSvgWriter {
  readonly #defs: string[] = [];
  readonly #uniqueId: () => string;
  readonly #colors: Readonly<Record<string, Color>>;

  constructor(uniqueId: () => string, colors: Readonly<Record<string, Color>>) {
    this.#uniqueId = uniqueId;
    this.#colors = colors;
  }

  /** The drawing, with its definitions in front. */
  write(nodes: readonly ClipartNode[]): string {
    const body = this.#nodes(nodes);
    return this.#defs.length > 0 ? `<defs>${this.#defs.join('')}</defs>${body}` : body;
  }

  #id(): string {
    return this.#uniqueId();
  }

  #nodes(nodes: readonly ClipartNode[]): string {
    return nodes.map((node) => this.#node(node)).join('');
  }

  #node(node: ClipartNode): string {
    if (node.kind === 'path') return this.#path(node);
    if (node.kind === 'image') {
      return `<image x="${precise(node.x)}" y="${precise(node.y)}" width="${precise(node.width)}" height="${precise(node.height)}" preserveAspectRatio="none" href="${escapeXml(node.href)}"/>`;
    }
    const attrs = [
      node.matrix ? ` transform="${matrix(node.matrix)}"` : '',
      node.opacity !== undefined && node.opacity < 1 ? ` opacity="${precise(node.opacity)}"` : '',
      node.clip ? ` clip-path="url(#${this.#clip(node.clip)})"` : '',
      node.mask ? ` mask="url(#${this.#mask(node.mask)})"` : '',
      node.blend ? ` style="mix-blend-mode:${node.blend}"` : '',
    ];
    return `<g${attrs.join('')}>${this.#nodes(node.children)}</g>`;
  }

  #path(node: ClipartPathNode): string {
    const attrs = [` d="${escapeXml(node.d)}"`];
    if (node.fill) {
      attrs.push(` fill="${this.#paint(node.fill.paint)}"`);
      if (node.fill.opacity < 1) attrs.push(` fill-opacity="${precise(node.fill.opacity)}"`);
      if (node.fill.rule === 'evenodd') attrs.push(' fill-rule="evenodd"');
    } else attrs.push(' fill="none"');
    const stroke = node.stroke;
    if (stroke) {
      attrs.push(` stroke="${this.#paint(stroke.paint)}" stroke-width="${precise(stroke.width)}"`);
      if (stroke.opacity < 1) attrs.push(` stroke-opacity="${precise(stroke.opacity)}"`);
      if (stroke.cap !== 'butt') attrs.push(` stroke-linecap="${stroke.cap}"`);
      if (stroke.join !== 'miter') attrs.push(` stroke-linejoin="${stroke.join}"`);
      if (stroke.miterLimit !== 4) attrs.push(` stroke-miterlimit="${precise(stroke.miterLimit)}"`);
      if (stroke.dash) attrs.push(` stroke-dasharray="${stroke.dash.map(precise).join(' ')}"`);
      if (stroke.dash && stroke.dashOffset !== 0) attrs.push(` stroke-dashoffset="${precise(stroke.dashOffset)}"`);
      if (node.strokeFirst) attrs.push(' paint-order="stroke"');
    }
    return `<path${attrs.join('')}/>`;
  }

  #paint(paint: ClipartPaint): string {
    const painted = recolorPaint(paint, this.#colors);
    if (painted.kind === 'color') return painted.color;
    const id = this.#id();
    const [a, b, c, d, e, f] = painted.coords.map(precise);
    const geometry = painted.kind === 'linear' ? `x1="${a}" y1="${b}" x2="${c}" y2="${d}"` : `fx="${a}" fy="${b}"${c === '0' ? '' : ` fr="${c}"`} cx="${d}" cy="${e}" r="${f}"`;
    const stops = painted.stops
      .map((stop) => `<stop offset="${precise(stop.offset)}" stop-color="${stop.color}"${stop.opacity < 1 ? ` stop-opacity="${precise(stop.opacity)}"` : ''}/>`)
      .join('');
    const tag = painted.kind === 'linear' ? 'linearGradient' : 'radialGradient';
    this.#defs.push(`<${tag} id="${id}" gradientUnits="userSpaceOnUse" gradientTransform="${matrix(painted.matrix)}" spreadMethod="${painted.spread}" ${geometry}>${stops}</${tag}>`);
    return `url(#${id})`;
  }

  #clip(clip: ClipartClip): string {
    const id = this.#id();
    const nested = clip.clip ? ` clip-path="url(#${this.#clip(clip.clip)})"` : '';
    const transform = clip.matrix ? ` transform="${matrix(clip.matrix)}"` : '';
    const paths = clip.paths.map((path) => `<path d="${escapeXml(path.d)}"${path.rule === 'evenodd' ? ' clip-rule="evenodd"' : ''}${transform}/>`).join('');
    this.#defs.push(`<clipPath id="${id}" clipPathUnits="userSpaceOnUse"${nested}>${paths}</clipPath>`);
    return id;
  }

  #mask(mask: ClipartMask): string {
    const id = this.#id();
    const nested = mask.mask ? ` mask="url(#${this.#mask(mask.mask)})"` : '';
    const { x, y, width, height } = mask.rect;
    const content = this.#nodes(mask.nodes);
    this.#defs.push(
      `<mask id="${id}" maskUnits="userSpaceOnUse" maskContentUnits="userSpaceOnUse" x="${precise(x)}" y="${precise(y)}" width="${precise(width)}" height="${precise(height)}"${mask.type === 'alpha' ? ' style="mask-type:alpha"' : ''}${nested}>${content}</mask>`,
    );
    return id;
  }
}
