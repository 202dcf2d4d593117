import { colorToHex } from '@dcs/design';
/** Every element of the design with its side, groups' children included, in document order. */
export function walkElements(design) {
    const found = [];
    const visit = (elements, side, depth) => {
        for (const element of elements) {
            found.push({ element, side, depth });
            if (element.type === 'group')
                visit(element.children, side, depth + 1);
        }
    };
    for (const side of design.sides)
        visit(side.elements, side.id, 1);
    return found;
}
/** The placeholders of a design, labelled from the constraints or the layer name. */
export function placeholdersOf(design, fields) {
    return walkElements(design)
        .filter(({ element }) => element.placeholder)
        .map(({ element, side }) => ({
        id: element.id,
        side,
        layer: element.layer,
        type: element.type,
        label: fields[element.id]?.label ?? (element.layer || element.id),
        editable: element.permissions.editable,
    }));
}
/** The distinct fonts a design's texts use, in order of first use. */
export function fontsOf(design) {
    const fonts = new Map();
    for (const { element } of walkElements(design)) {
        if (element.type !== 'text')
            continue;
        const request = { family: element.fontFamily, weight: element.fontWeight, style: element.fontStyle };
        fonts.set(`${request.family}/${request.weight}/${request.style}`, request);
    }
    return [...fonts.values()];
}
/**
 * The quick personalization fields of a (fitted) design: its text and image placeholders with the
 * constraints the shop-grid panel enforces. Image sizes come from the fitted box, so they are the
 * product's, not the template's.
 */
export function quickFieldsOf(design, fields, minPpi) {
    const placeholders = new Map(placeholdersOf(design, fields).map((p) => [p.id, p]));
    return walkElements(design).flatMap(({ element }) => {
        const placeholder = placeholders.get(element.id);
        if (!placeholder)
            return [];
        const constraints = fields[element.id] ?? {};
        if (element.type === 'text') {
            return [{
                    ...placeholder,
                    type: 'text',
                    default: element.content,
                    maxLength: element.permissions.maxLength,
                    fontFamily: element.fontFamily,
                    allowedFonts: constraints.allowedFonts ?? [element.fontFamily],
                    allowedColors: constraints.allowedColors ?? [colorToHex(element.fill)],
                }];
        }
        if (element.type === 'image') {
            const ppi = constraints.minPpi ?? minPpi;
            const { width, height } = element.transform;
            return [{
                    ...placeholder,
                    type: 'image',
                    default: element.media,
                    box: { width, height },
                    minPpi: ppi,
                    minWidthPx: pixelsFor(width, ppi, element.crop.width),
                    minHeightPx: pixelsFor(height, ppi, element.crop.height),
                }];
        }
        return [];
    });
}
/** Source pixels a box side of `mm` needs at `ppi` when only `cropFraction` of the image shows (µpx rounding first, so 300.0000001 is 300). */
function pixelsFor(mm, ppi, cropFraction) {
    return Math.ceil(Math.round(((mm / 25.4) * ppi * 1e6) / cropFraction) / 1e6);
}
