import { SaxesParser } from 'saxes';

/** An element of a parsed XML document: name (with its prefix), attributes, children and text. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/**
 * Parses XML with saxes (a conforming, namespace-aware parser: a document that is not well-formed
 * throws), for tests that read JDF tickets and other XML the system writes.
 */
export function parseXml(source: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  parser.on('opentag', (tag) => {
    const element: XmlElement = { name: tag.name, attributes: Object.fromEntries(Object.entries(tag.attributes).map(([key, value]) => [key, typeof value === 'string' ? value : value.value])), children: [], text: '' };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => void stack.pop());
  parser.write(source).close();
  if (!root) throw new Error('no root element');
  return root;
}

/** Every element below `element` (itself included) with this local name, in document order. */
export function findAll(element: XmlElement, name: string): XmlElement[] {
  const found = element.name.replace(/^.*:/, '') === name ? [element] : [];
  return found.concat(...element.children.map((child) => findAll(child, name)));
}
