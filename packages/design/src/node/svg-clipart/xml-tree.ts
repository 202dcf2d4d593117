import { SaxesParser, type SaxesTag } from 'saxes';

/** One element of a parsed XML document. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
}

/** Parses well-formed XML (usvg's own output) into elements; text content is not kept. */
export function parseXmlTree(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  parser.on('opentag', (tag: SaxesTag) => {
    const element: XmlElement = { name: tag.name, attributes: { ...(tag.attributes as Record<string, string>) }, children: [] };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(element);
    else root = element;
    if (!tag.isSelfClosing) stack.push(element);
  });
  parser.on('closetag', (tag: SaxesTag) => {
    if (!tag.isSelfClosing) stack.pop();
  });
  parser.write(text).close();
  if (!root) throw new Error('no root element');
  return root;
}
