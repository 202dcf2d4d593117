/** A T-shirt front template: 300 × 400 mm, chest print area 200 × 300 mm at (50, 50). */
export function shirtTemplateDesign(overrides = {}) {
    return {
        schemaVersion: 3,
        name: 'Team shirt',
        sides: [
            {
                id: 'front',
                name: 'Front',
                trim: { width: 300, height: 400 },
                printAreas: [{ id: 'chest', name: 'Chest', x: 50, y: 50, width: 200, height: 300 }],
                elements: overrides.elements ?? [
                    {
                        id: 'title', type: 'text', layer: 'title', placeholder: true, content: 'TEAM', fontFamily: 'Roboto', fontSize: 40,
                        transform: { x: 70, y: 60, width: 160, height: 30 }, fill: '#1D3557', permissions: { maxLength: 12 },
                    },
                    { id: 'photo', type: 'image', layer: 'photo', placeholder: true, media: 'photo-600.png', transform: { x: 100, y: 120, width: 100, height: 100 } },
                    { id: 'frame', type: 'shape', layer: 'frame', shape: 'rectangle', fill: null, stroke: { color: '#000000', width: 1 }, transform: { x: 55, y: 55, width: 190, height: 290 } },
                    { id: 'number', type: 'text', layer: 'number', content: '10', fontFamily: 'Roboto', fontSize: 60, transform: { x: 120, y: 240, width: 60, height: 40 } },
                ],
            },
        ],
    };
}
