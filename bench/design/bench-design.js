// The benchmarks' reference design: 30 elements on two sides (text in Latin and Arabic, shapes,
// cliparts, images, groups). bench/design measures it; bench/quote prices it.
function element(side, index) {
    const id = `${side}-${index}`;
    const transform = { x: 10 + (index % 3) * 60, y: 10 + Math.floor(index / 3) * 45, width: 55, height: 40, rotation: index % 4 === 0 ? 5 : 0 };
    const kinds = [
        () => ({ type: 'text', content: `Line ${index}: The quick brown fox jumps over the lazy dog`, fontFamily: 'Roboto', fontSize: 12, align: 'center' }),
        () => ({ type: 'shape', shape: 'rectangle', fill: '#A8DADC', stroke: { color: '#1D3557', width: 0.5 }, cornerRadius: 3 }),
        () => ({ type: 'text', content: `Name ${index}`, fontFamily: 'Roboto', fontWeight: 700, fontSize: 28, overflow: 'shrink', fill: { name: 'Red', hex: '#E63946', cmyk: [0, 90, 80, 0] } }),
        () => ({ type: 'clipart', clipart: 'star.json', colors: { star: '#2A9D8F' } }),
        () => ({ type: 'image', media: 'photo.png', crop: { x: 0.1, y: 0.1, width: 0.8, height: 0.8 } }),
        () => ({ type: 'text', content: 'مرحبا بالعالم', fontFamily: 'Noto Sans Arabic', fontSize: 16, align: 'right' }),
        () => ({
            type: 'group',
            children: [
                { id: `${id}-bg`, type: 'shape', shape: 'ellipse', transform: { x: 0, y: 0, width: 55, height: 40 }, fill: '#1D3557' },
                { id: `${id}-label`, type: 'text', transform: { x: 5, y: 12, width: 45, height: 16 }, content: 'Team 2025', fontFamily: 'Roboto', fontSize: 14, fill: '#FFFFFF', align: 'center' },
            ],
        }),
    ];
    return { id, transform, ...kinds[index % kinds.length]() };
}
/** 13 top-level elements per side plus two group children each: 30 elements in all. */
export function benchDesign() {
    const side = (id) => ({
        id,
        trim: { width: 200, height: 280 },
        bleed: 3,
        safeMargin: 5,
        printAreas: [{ id: 'main', x: 5, y: 5, width: 190, height: 270 }],
        elements: Array.from({ length: 13 }, (_, index) => element(id, index)),
    });
    return { schemaVersion: 3, name: 'bench', sides: [side('front'), side('back')] };
}
