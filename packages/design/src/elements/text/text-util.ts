import { colorToHex } from '../../document/color.ts';
import type { TextElement, TextShadow } from '../../document/design-document.ts';
import type { PositionedGlyph } from '../../text/text-layout-types.ts';
import { countGraphemes, countWords } from '../../text/text-counts.ts';
import { layoutText } from '../../text/text-layout.ts';
import { num, precise } from '../../render/svg-format.ts';
import { readStroke } from '../element-base.ts';

import type { ElementUtil, ElementValidationContext } from '../element-util.ts';


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
      shadow: null,
      curve: 0,
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
      shadow: readShadow(input, path, context),
      curve: context.field(input, 'curve', path, (value, at) => context.number(value, at, -100, 100), defaults.curve),
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
    const boxes = (layout?.lineInkBounds ?? []).map((box) => ({ x: box.x - grow, y: box.y - grow, width: box.width + 2 * grow, height: box.height + 2 * grow }));
    const shadow = element.shadow;
    // The shadow prints too: its ink counts for coverage and for what must lie in the print area.
    return shadow ? [...boxes, ...boxes.map((box) => ({ ...box, x: box.x + shadow.offsetX, y: box.y + shadow.offsetY }))] : boxes;
  },

  collectMetrics(element, metrics, context) {
    const layout = context.textLayout(element.id);
    metrics.characters += layout ? layout.characters : countGraphemes(element.content);
    metrics.words += layout ? layout.words : countWords(element.content);
    metrics.lines += layout?.visibleLineCount ?? 0;
    if (element.content.trim() !== '') {
      context.addColor(element.fill);
      if (element.stroke && element.stroke.width > 0) context.addColor(element.stroke.color);
      if (element.shadow) context.addColor(element.shadow.color);
    }
  },

  toSvg(element, context) {
    const layout = context.textLayout(element.id);
    if (!layout || layout.lines.length === 0) return '';
    const scale = layout.lines[0]!.runs[0]!.scale;
    const outlined = element.stroke !== null && element.stroke.width > 0;
    const strokeOf = (color: string) => outlined ? ` stroke="${color}" stroke-width="${num(element.stroke!.width / scale)}" stroke-linejoin="round" paint-order="stroke"` : '';
    let uses = '';
    for (const line of layout.lines) {
      if (!line.visible) continue;
      for (const run of line.runs) {
        const font = context.resources.fontByKey(run.fontKey);
        let runUses = '';
        for (const glyph of run.glyphs) {
          if (font?.outline(glyph.id).d === '') continue;
          runUses += `<use href="#${context.glyphRef(run.fontKey, glyph.id)}" transform="${glyphMatrix(run.scale, glyph)}"/>`;
        }
        // The stroke width is in glyph units: a fallback font of another units-per-em needs its own.
        uses += outlined && run.scale !== scale && runUses !== '' ? `<g stroke-width="${num(element.stroke!.width / run.scale)}">${runUses}</g>` : runUses;
      }
    }
    const clip = element.overflow === 'clip' ? ` clip-path="url(#${context.clipRef({ x: 0, y: 0, width: element.transform.width, height: element.transform.height })})"` : '';
    // The shadow is the same glyphs (outline included) moved and in one colour, under the text.
    const shadow = element.shadow
      ? `<g transform="translate(${num(element.shadow.offsetX)} ${num(element.shadow.offsetY)})" fill="${colorToHex(element.shadow.color)}"${strokeOf(colorToHex(element.shadow.color))}>${uses}</g>`
      : '';
    return `<g${clip}>${shadow}<g fill="${colorToHex(element.fill)}"${outlined ? strokeOf(colorToHex(element.stroke!.color)) : ''}>${uses}</g></g>`;
  },
};

/** The largest shadow offset in millimetres: a shadow is a touch of depth, not a second text elsewhere. */
export const MAX_SHADOW_OFFSET = 50;

/** Reads an optional shadow (`null` or absent for none). */
function readShadow(input: Record<string, unknown>, path: string, context: ElementValidationContext): TextShadow | null {
  const value = input.shadow;
  if (value === undefined || value === null) return null;
  const at = `${path}.shadow`;
  const shadow = context.object(value, at);
  return {
    color: context.field(shadow, 'color', at, (v, p) => context.color(v, p)),
    offsetX: context.field(shadow, 'offsetX', at, (v, p) => context.number(v, p, -MAX_SHADOW_OFFSET, MAX_SHADOW_OFFSET)),
    offsetY: context.field(shadow, 'offsetY', at, (v, p) => context.number(v, p, -MAX_SHADOW_OFFSET, MAX_SHADOW_OFFSET)),
  };
}

/** The SVG transform of one glyph's outline (font units, y up) to its place in the box: scaled, flipped and turned on a curve. */
function glyphMatrix(scale: number, glyph: PositionedGlyph): string {
  const s = precise(scale);
  if (glyph.rotation === undefined) return `matrix(${s} 0 0 -${s} ${num(glyph.x)} ${num(glyph.y)})`;
  const cos = scale * Math.cos(glyph.rotation);
  const sin = scale * Math.sin(glyph.rotation);
  return `matrix(${precise(cos)} ${precise(sin)} ${precise(sin)} ${precise(-cos)} ${num(glyph.x)} ${num(glyph.y)})`;
}
