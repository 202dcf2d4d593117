/** A one-side design document (schema 3) with the given elements, as a storefront would send it. */
export function designWith(elements: unknown[], name = 'Test design'): Record<string, unknown> {
  return {
    schemaVersion: 3,
    name,
    sides: [
      {
        id: 'front',
        name: 'Front',
        trim: { width: 200, height: 150 },
        bleed: 2,
        safeMargin: 5,
        printAreas: [{ id: 'main', name: 'Main', x: 0, y: 0, width: 200, height: 150 }],
        elements,
      },
    ],
  };
}

/** A text element in a hosted font. */
export function textElement(content: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'title',
    type: 'text',
    transform: { x: 10, y: 10, width: 180, height: 30, rotation: 0 },
    content,
    fontFamily: 'Roboto',
    fontWeight: 700,
    fontStyle: 'normal',
    fontSize: 24,
    fill: '#112233',
    ...fields,
  };
}

/** A two-color SVG with a transformed group, a rect, a circle and a gradient: the clipart the asset tests use. */
export const TWO_COLOR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="10 10 100 100"><defs><linearGradient id="g"><stop offset="0" stop-color="#00ff00"/></linearGradient></defs>' +
  '<g transform="translate(10 10)" fill="#ff0000"><rect width="50" height="50"/><circle cx="75" cy="75" r="20" fill="#0000ff"/></g>' +
  '<rect x="10" y="100" width="10" height="10" fill="url(#g)"/><path d="M10 10 L20 20" fill="none" stroke="#000"/></svg>';
