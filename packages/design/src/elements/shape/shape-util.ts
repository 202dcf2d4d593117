import { colorToHex } from '../../document/color.ts';
import type { ShapeElement } from '../../document/design-document.ts';
import { escapeXml, num } from '../../render/svg-format.ts';
import { readStroke } from '../element-base.ts';
import type { ElementUtil } from '../element-util.ts';

const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9eE+\-.,\s]*$/;

/** Rectangle, ellipse, line (top-left to bottom-right of the box) or a path in box millimetres. */
export const shapeUtil: ElementUtil<'shape'> = {
  type: 'shape',

  getDefaults() {
    return { shape: 'rectangle', path: null, cornerRadius: 0, fill: '#000000', stroke: null };
  },

  validate(input, base, path, context) {
    const shape = context.field(input, 'shape', path, (value, at) => context.oneOf(value, at, ['rectangle', 'ellipse', 'line', 'path']));
    let pathData: string | null = null;
    if (shape === 'path') {
      pathData = context.field(input, 'path', path, (value, at) => context.string(value, at, context.limits.maxPathLength));
      if (!PATH_DATA.test(pathData)) context.fail(`${path}.path`, 'is not SVG path data');
    }
    const element: ShapeElement = {
      ...base,
      type: 'shape',
      shape,
      path: pathData,
      cornerRadius: context.field(input, 'cornerRadius', path, (value, at) => context.number(value, at, 0, context.limits.maxCoordinate), 0),
      fill: input.fill === null ? null : context.field(input, 'fill', path, (value, at) => context.color(value, at), '#000000'),
      stroke: readStroke(input, path, context),
    };
    if (shape === 'line' && !element.stroke) context.fail(`${path}.stroke`, 'is required for a line');
    return element;
  },

  requestResources() {},

  getInkBoxes(element) {
    const grow = element.stroke ? element.stroke.width / 2 : 0;
    const { width, height } = element.transform;
    return [{ x: -grow, y: -grow, width: width + 2 * grow, height: height + 2 * grow }];
  },

  collectMetrics(element, _metrics, context) {
    if (element.fill && element.shape !== 'line') context.addColor(element.fill);
    if (element.stroke && element.stroke.width > 0) context.addColor(element.stroke.color);
  },

  toSvg(element) {
    const { width, height } = element.transform;
    const fill = element.fill && element.shape !== 'line' ? colorToHex(element.fill) : 'none';
    const stroke = element.stroke && element.stroke.width > 0 ? ` stroke="${colorToHex(element.stroke.color)}" stroke-width="${num(element.stroke.width)}"` : '';
    const paint = `fill="${fill}"${stroke}`;
    const outlines: Record<ShapeElement['shape'], () => string> = {
      rectangle: () => {
        const radius = Math.min(element.cornerRadius, width / 2, height / 2);
        const corners = radius > 0 ? ` rx="${num(radius)}"` : '';
        return `<rect width="${num(width)}" height="${num(height)}"${corners} ${paint}/>`;
      },
      ellipse: () => `<ellipse cx="${num(width / 2)}" cy="${num(height / 2)}" rx="${num(width / 2)}" ry="${num(height / 2)}" ${paint}/>`,
      line: () => `<line x1="0" y1="0" x2="${num(width)}" y2="${num(height)}" ${paint}/>`,
      path: () => `<path d="${escapeXml(element.path ?? '')}" ${paint}/>`,
    };
    return outlines[element.shape]();
  },
};
