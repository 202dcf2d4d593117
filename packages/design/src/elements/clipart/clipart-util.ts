import type { Color } from '../../document/color.ts';
import { missingAssetSvg, num, precise } from '../../render/svg-format.ts';
import { clipartNodes, forEachPaint, recolored } from './clipart-nodes.ts';
import { ClipartSvgWriter } from './clipart-svg.ts';
import type { ElementUtil } from '../element-util.ts';

/** A vector clipart scaled into its box; named regions take the element's colors. */
export const clipartUtil: ElementUtil<'clipart'> = {
  type: 'clipart',

  getDefaults() {
    return { clipart: '', colors: {}, flipX: false, flipY: false };
  },

  validate(input, base, path, context) {
    const colorsInput = context.field(input, 'colors', path, (value, at) => context.object(value, at), {});
    const entries = Object.entries(colorsInput);
    if (entries.length > 64) context.fail(`${path}.colors`, 'has more than 64 regions');
    const colors: Record<string, Color> = {};
    for (const [region, color] of entries) colors[region] = context.color(color, `${path}.colors.${region}`);
    return {
      ...base,
      type: 'clipart',
      clipart: context.field(input, 'clipart', path, (value, at) => context.nonEmptyString(value, at)),
      colors,
      flipX: context.field(input, 'flipX', path, (value, at) => context.boolean(value, at), false),
      flipY: context.field(input, 'flipY', path, (value, at) => context.boolean(value, at), false),
    };
  },

  requestResources(element, requests, path) {
    requests.clipart(element.clipart, `${path}.clipart`);
  },

  getInkBoxes(element) {
    return [{ x: 0, y: 0, width: element.transform.width, height: element.transform.height }];
  },

  collectMetrics(element, metrics, context) {
    metrics.cliparts += 1;
    const asset = context.resources.clipart(element.clipart);
    if (!asset) return;
    forEachPaint(clipartNodes(asset), (paint) => {
      if (paint.kind === 'color') context.addColor(recolored(paint.color, paint.region, element.colors));
      else for (const stop of paint.stops) context.addColor(recolored(stop.color, stop.region, element.colors));
    });
  },

  toSvg(element, context) {
    const asset = context.resources.clipart(element.clipart);
    if (!asset && context.resources.isMissing(element.clipart)) return missingAssetSvg(element.transform.width, element.transform.height);
    if (!asset || asset.width <= 0 || asset.height <= 0) return '';
    const { width, height } = element.transform;
    const sx = (width / asset.width) * (element.flipX ? -1 : 1);
    const sy = (height / asset.height) * (element.flipY ? -1 : 1);
    const paths = new ClipartSvgWriter(context.uniqueId, element.colors).write(clipartNodes(asset));
    return `<g transform="matrix(${precise(sx)} 0 0 ${precise(sy)} ${element.flipX ? num(width) : 0} ${element.flipY ? num(height) : 0})">${paths}</g>`;
  },
};
