import { colorToHex } from '../../document/color.ts';
import type { QrContent } from '../../document/design-document.ts';
import { num } from '../../render/svg-format.ts';
import type { ElementUtil, ElementValidationContext } from '../element-util.ts';
import { QR_MAX_PAYLOAD_BYTES, qrPayload } from './qr-content.ts';
import { qrGeometry } from './qr-geometry.ts';

/** Longest field of a QR code's content, in characters. */
const MAX_FIELD = 1000;

function readContent(input: Record<string, unknown>, path: string, context: ElementValidationContext): QrContent {
  const at = `${path}.content`;
  const content = context.field(input, 'content', path, (value, p) => context.object(value, p));
  const kind = context.field(content, 'kind', at, (value, p) => context.oneOf(value, p, ['url', 'vcard', 'text']));
  const required = (key: string) => context.field(content, key, at, (value, p) => {
    const text = context.string(value, p, MAX_FIELD);
    if (text.trim() === '') context.fail(p, 'must not be empty');
    return text;
  });
  const optional = (key: string) => context.field(content, key, at, (value, p) => context.string(value, p, MAX_FIELD), '');
  if (kind === 'url') return { kind, url: required('url') };
  if (kind === 'text') return { kind, text: required('text') };
  return { kind, name: required('name'), organization: optional('organization'), phone: optional('phone'), email: optional('email'), url: optional('url') };
}

/** A QR code (web address, contact card or text), drawn as vector modules with its quiet zone. */
export const qrCodeUtil: ElementUtil<'qrcode'> = {
  type: 'qrcode',

  getDefaults() {
    return { content: { kind: 'url', url: 'https://example.com' }, color: '#000000', background: '#FFFFFF' };
  },

  validate(input, base, path, context) {
    const content = readContent(input, path, context);
    const bytes = new TextEncoder().encode(qrPayload(content)).length;
    if (bytes > QR_MAX_PAYLOAD_BYTES) context.fail(`${path}.content`, `encodes ${bytes} bytes; a QR code holds at most ${QR_MAX_PAYLOAD_BYTES}`);
    return {
      ...base,
      type: 'qrcode',
      content,
      color: context.field(input, 'color', path, (value, p) => context.color(value, p), '#000000'),
      background: context.field(input, 'background', path, (value, p) => context.color(value, p), '#FFFFFF'),
    };
  },

  requestResources() {},

  getInkBoxes(element) {
    const { square } = qrGeometry(element);
    return [{ x: square.x, y: square.y, width: square.size, height: square.size }];
  },

  collectMetrics(element, _metrics, context) {
    context.addColor(element.color);
    context.addColor(element.background);
  },

  toSvg(element) {
    const { square, rects } = qrGeometry(element);
    const path = rects.map(([x, y, w, h]) => `M${num(x)} ${num(y)}h${num(w)}v${num(h)}h${num(-w)}z`).join('');
    return `<rect x="${num(square.x)}" y="${num(square.y)}" width="${num(square.size)}" height="${num(square.size)}" fill="${colorToHex(element.background)}"/><path d="${path}" fill="${colorToHex(element.color)}" shape-rendering="crispEdges"/>`;
  },
};
