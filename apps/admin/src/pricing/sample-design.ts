/** A one-side design with a text line and a shape: enough for every design metric a rule may read. */
export function sampleDesign(text: string) {
  return {
    schemaVersion: 3,
    name: 'Sample',
    sides: [
      {
        id: 'front',
        name: 'Front',
        trim: { width: 100, height: 100 },
        bleed: 0,
        safeMargin: 0,
        printAreas: [{ id: 'all', name: 'All', x: 0, y: 0, width: 100, height: 100 }],
        elements: [
          { id: 'title', type: 'text', content: text, fontFamily: 'Roboto', fontWeight: 400, fontSize: 14, transform: { x: 5, y: 10, width: 90, height: 10, rotation: 0 }, fill: '#1A1A1A', align: 'center' },
          { id: 'disc', type: 'shape', shape: 'ellipse', transform: { x: 30, y: 40, width: 40, height: 40, rotation: 0 }, fill: '#0F6FB5' },
        ],
      },
    ],
  };
}
