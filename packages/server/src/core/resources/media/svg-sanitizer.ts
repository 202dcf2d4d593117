import { SaxesParser, type SaxesTagNS } from 'saxes';
import { createError } from '@dcs/platform';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/**
 * Elements kept; everything else is removed with its subtree (script, foreignObject, animations…).
 * `<style>` stays when its rules reach nothing outside the document; `<image>` only with an embedded
 * PNG or JPEG (`data:` URL), never a link.
 */
const ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath', 'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'marker', 'style', 'image',
]);

/** The only `href` of an `<image>` kept: an embedded PNG or JPEG. */
const EMBEDDED_IMAGE = /^\s*data:image\/(png|jpeg|jpg);base64,[A-Za-z0-9+/=\s]+$/;

/** Attributes kept (without a namespace); `on*` handlers and anything unknown are removed. */
const ATTRIBUTES = new Set([
  'id', 'class', 'style', 'transform', 'viewBox', 'preserveAspectRatio', 'width', 'height', 'x', 'y', 'x1', 'y1', 'x2', 'y2',
  'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'd', 'points', 'pathLength', 'fill', 'fill-opacity', 'fill-rule', 'stroke',
  'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray',
  'stroke-dashoffset', 'opacity', 'color', 'display', 'visibility', 'clip-path', 'clip-rule', 'mask', 'offset', 'stop-color',
  'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'patternUnits', 'patternContentUnits',
  'patternTransform', 'clipPathUnits', 'maskUnits', 'maskContentUnits', 'font-family', 'font-size', 'font-weight',
  'font-style', 'text-anchor', 'dominant-baseline', 'letter-spacing', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust',
  'markerWidth', 'markerHeight', 'refX', 'refY', 'orient', 'markerUnits', 'marker-start', 'marker-mid', 'marker-end',
  'vector-effect', 'shape-rendering', 'href', 'version', 'startOffset', 'mix-blend-mode', 'isolation', 'paint-order',
  'mask-type', 'type', 'media', 'font-stretch', 'font-variant', 'text-decoration', 'word-spacing', 'image-rendering',
]);

/** Limits of a sanitized document. */
const MAX_DEPTH = 64;
const MAX_ELEMENTS = 50_000;

/** One kept element of the sanitized tree. */
export interface SvgNode {
  name: string;
  attributes: Record<string, string>;
  children: Array<SvgNode | string>;
}

/** The result: clean SVG text, its tree, and what was taken out. */
export interface SanitizedSvg {
  svg: string;
  root: SvgNode;
  removed: string[];
}

/** `url(...)` references that point inside the document are the only ones allowed. */
function hasForeignReference(value: string): boolean {
  for (const match of value.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi)) if (!match[2]!.startsWith('#')) return true;
  return /javascript:|data:|@import|expression\(/i.test(value) || (/url\(/i.test(value) && !/url\(\s*['"]?#/i.test(value));
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

function serialize(node: SvgNode, root: boolean): string {
  const attrs = Object.entries(node.attributes).map(([k, v]) => ` ${k}="${escapeXml(v)}"`);
  if (root) attrs.unshift(` xmlns="${SVG_NS}"`, ` xmlns:xlink="${XLINK_NS}"`);
  const inner = node.children.map((c) => (typeof c === 'string' ? escapeXml(c) : serialize(c, false))).join('');
  return inner === '' ? `<${node.name}${attrs.join('')}/>` : `<${node.name}${attrs.join('')}>${inner}</${node.name}>`;
}

/**
 * Sanitizes untrusted SVG by parsing it with a conforming XML parser (saxes) and rebuilding it from
 * an allowlist: a document type (and so every entity, XXE included) is refused outright; scripts,
 * `foreignObject`, images, styles, animations and unknown elements are dropped with their content;
 * event handlers, unknown attributes and any reference outside the document (`href`, `url()` not
 * starting with `#`) are dropped. The output is written by us, so it is always well-formed.
 */
export function sanitizeSvg(text: string): SanitizedSvg {
  const refuse = (reason: string) => createError('svc_svg_invalid', { params: { reason } });
  const parser = new SaxesParser({ xmlns: true, position: false });
  const removed = new Set<string>();
  const stack: Array<SvgNode | null> = [];
  let root: SvgNode | null = null;
  let elements = 0;

  parser.on('doctype', () => {
    throw refuse('a document type declaration (DTD) is not allowed; it is how entities such as XXE are declared.');
  });
  parser.on('processinginstruction', () => removed.add('processing instruction'));
  parser.on('opentag', (tag: SaxesTagNS) => {
    const parent = stack.at(-1);
    if (stack.length >= MAX_DEPTH) throw refuse(`elements are nested deeper than ${MAX_DEPTH}.`);
    if (++elements > MAX_ELEMENTS) throw refuse(`it has more than ${MAX_ELEMENTS} elements.`);
    if (stack.length === 0 && (tag.local !== 'svg' || tag.uri !== SVG_NS)) throw refuse('the root element is not an SVG <svg> element.');
    if (parent === null || tag.uri !== SVG_NS || !ELEMENTS.has(tag.local)) {
      if (parent !== null) removed.add(`<${tag.local}>`);
      stack.push(null);
      return;
    }
    const attributes: Record<string, string> = {};
    for (const attr of Object.values(tag.attributes)) {
      const { local, uri, value } = attr as { local: string; uri: string; value: string; prefix: string };
      if (uri === 'http://www.w3.org/2000/xmlns/' || attr.prefix === 'xmlns' || attr.name === 'xmlns') continue;
      const isHref = local === 'href' && (uri === '' || uri === XLINK_NS);
      const name = isHref ? 'href' : uri === '' ? local : null;
      if (name === null || !ATTRIBUTES.has(name) || /^on/i.test(local)) {
        removed.add(/^on/i.test(local) ? `${local} handler` : `${attr.name} attribute`);
        continue;
      }
      const embedded = isHref && tag.local === 'image' && EMBEDDED_IMAGE.test(value);
      if (!embedded && (isHref ? !value.trim().startsWith('#') : hasForeignReference(value))) {
        removed.add(`external reference in ${attr.name}`);
        continue;
      }
      attributes[name] = value;
    }
    const node: SvgNode = { name: tag.local, attributes, children: [] };
    if (parent) parent.children.push(node);
    else root = node;
    stack.push(node);
  });
  parser.on('closetag', () => {
    const node = stack.pop();
    // A style sheet that imports or links anything is dropped whole (its text is known only now).
    if (node?.name === 'style' && hasForeignReference(node.children.join(''))) {
      const parent = stack.at(-1);
      if (parent) parent.children.splice(parent.children.indexOf(node), 1);
      removed.add('external reference in <style>');
    }
  });
  const onText = (text: string) => {
    const parent = stack.at(-1);
    if (parent && text.trim() !== '') parent.children.push(text);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  try {
    parser.write(text).close();
  } catch (error) {
    if ((error as { code?: string }).code === 'svc_svg_invalid') throw error;
    throw refuse(`it is not well-formed XML (${(error as Error).message.split('\n')[0]}).`);
  }
  if (!root) throw refuse('it has no <svg> element.');
  return { svg: serialize(root, true), root, removed: [...removed].sort() };
}

/** Width and height of the drawing, from its viewBox or its width/height attributes (units dropped). */
export function svgSize(root: SvgNode): { width: number; height: number } | null {
  const box = root.attributes.viewBox?.trim().split(/[\s,]+/).map(Number);
  if (box && box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0) return { width: box[2]!, height: box[3]! };
  const width = parseFloat(root.attributes.width ?? '');
  const height = parseFloat(root.attributes.height ?? '');
  return width > 0 && height > 0 ? { width, height } : null;
}
