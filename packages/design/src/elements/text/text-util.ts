import { colorToHex } from '../../document/color.ts';
import type { TextElement } from '../../document/design-document.ts';
import { countGraphemes, countWords } from '../../text/text-counts.ts';
import { layoutText } from '../../text/text-layout.ts';
import { num, precise } from '../../render/svg-format.ts';
import { readStroke } from '../element-base.ts';
import type { ElementUtil } from '../element-util.ts';


/** Text: shaped with its font, broken into lines in its box, drawn as glyph outlines. */
export const textUtil: ElementUtil<'text'> = {
  type: 'text',

  getDefaults() {
    return {
      content: '',
      fontFamily: 'Roboto',
      fontWeight: 400,
      fontStyle: 'normal',
      fontSize: 12,
      lineHeight: 1.2,
      letterSpacing: 0,
      align: 'left',
      verticalAlign: 'top',
      overflow: 'wrap',
      fill: '#000000',
      stroke: null,
    };
  },

  validate(input, base, path, context) {
    const defaults = textUtil.getDefaults();
    const { limits } = context;
    const content = context.field(input, 'content', path, (value, at) => context.string(value, at, limits.maxTextLength));
    const element: TextElement = {
      ...base,
      type: 'text',
      content,
      fontFamily: context.field(input, 'fontFamily', path, (value, at) => context.nonEmptyString(value, at)),
      fontWeight: context.field(input, 'fontWeight', path, (value, at) => context.number(value, at, 1, 1000), defaults.fontWeight),
      fontStyle: context.field(input, 'fontStyle', path, (value, at) => context.oneOf(value, at, ['normal', 'italic']), defaults.fontStyle),
      fontSize: context.field(input, 'fontSize', path, (value, at) => context.number(value, at, limits.minFontSize, limits.maxFontSize)),
      lineHeight: context.field(input, 'lineHeight', path, (value, at) => context.number(value, at, 0.1, 10), defaults.lineHeight),
      letterSpacing: context.field(input, 'letterSpacing', path, (value, at) => context.number(value, at, -500, 5000), defaults.letterSpacing),
      align: context.field(input, 'align', path, (value, at) => context.oneOf(value, at, ['left', 'center', 'right', 'justify']), defaults.align),
      verticalAlign: context.field(input, 'verticalAlign', path, (value, at) => context.oneOf(value, at, ['top', 'middle', 'bottom']), defaults.verticalAlign),
      overflow: context.field(input, 'overflow', path, (value, at) => context.oneOf(value, at, ['wrap', 'shrink', 'clip']), defaults.overflow),
      fill: context.field(input, 'fill', path, (value, at) => context.color(value, at), defaults.fill),
      stroke: readStroke(input, path, context),
    };
    const maxLength = element.permissions.maxLength;
    if (maxLength !== null && countGraphemes(content) > maxLength) {
      context.fail(`${path}.content`, `is longer than the element's maximum of ${maxLength} characters`);
    }
    return element;
  },

  requestResources(element, requests, path) {
    requests.font(element.fontFamily, element.fontWeight, element.fontStyle, `${path}.fontFamily`, element.content);
  },

  layout(element, resources) {
    return layoutText(element, resources.fontStack({ family: element.fontFamily, weight: element.fontWeight, style: element.fontStyle }));
  },

  getInkBoxes(element, context) {
    const layout = context.textLayout(element.id);
    const grow = element.stroke ? element.stroke.width / 2 : 0;
    return (layout?.lineInkBounds ?? []).map((box) => ({ x: box.x - grow, y: box.y - grow, width: box.width + 2 * grow, height: box.height + 2 * grow }));
  },

  collectMetrics(element, metrics, context) {
    const layout = context.textLayout(element.id);
    metrics.characters += layout ? layout.characters : countGraphemes(element.content);
    metrics.words += layout ? layout.words : countWords(element.content);
    metrics.lines += layout?.visibleLineCount ?? 0;
    if (element.content.trim() !== '') {
      context.addColor(element.fill);
      if (element.stroke && element.stroke.width > 0) context.addColor(element.stroke.color);
    }
  },

  toSvg(element, context) {
    const layout = context.textLayout(element.id);
    if (!layout || layout.lines.length === 0) return '';
    const scale = layout.lines[0]!.runs[0]!.scale;
    const stroke = element.stroke && element.stroke.width > 0
      ? ` stroke="${colorToHex(element.stroke.color)}" stroke-width="${num(element.stroke.width / scale)}" stroke-linejoin="round" paint-order="stroke"`
      : '';
    let uses = '';
    for (const line of layout.lines) {
      if (!line.visible) continue;
      for (const run of line.runs) {
        const font = context.resources.fontByKey(run.fontKey);
        let runUses = '';
        for (const glyph of run.glyphs) {
          if (font?.outline(glyph.id).d === '') continue;
          const s = precise(run.scale);
          runUses += `<use href="#${context.glyphRef(run.fontKey, glyph.id)}" transform="matrix(${s} 0 0 -${s} ${num(glyph.x)} ${num(glyph.y)})"/>`;
        }
        // The stroke width is in glyph units: a fallback font of another units-per-em needs its own.
        uses += stroke && run.scale !== scale && runUses !== '' ? `<g stroke-width="${num(element.stroke!.width / run.scale)}">${runUses}</g>` : runUses;
      }
    }
    const clip = element.overflow === 'clip' ? ` clip-path="url(#${context.clipRef({ x: 0, y: 0, width: element.transform.width, height: element.transform.height })})"` : '';
    return `<g${clip}><g fill="${colorToHex(element.fill)}"${stroke}>${uses}</g></g>`;
  },
};
