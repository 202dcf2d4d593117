import { collectElementMetrics, elementUtilFor, listPlacedElements, unionArea, } from '@dcs/design';
const TYPES = ['text', 'image', 'clipart', 'shape', 'group'];
/** Turns a metrics accumulation and an area into the figures rules read. */
export function toFigures(counts, totals, colors, areaMm2) {
    return {
        characters: totals.characters,
        lines: totals.lines,
        words: totals.words,
        images: totals.images,
        cliparts: totals.cliparts,
        texts: counts.text,
        shapes: counts.shape,
        groups: counts.group,
        elements: TYPES.reduce((sum, type) => sum + counts[type], 0),
        distinct_colors: colors,
        // Whole mm² before any price is computed from it, so cm² = mm² / 100 is exact (docs/pricing.md).
        covered_area_mm2: Math.round(areaMm2),
    };
}
/**
 * Figures of every visible top-level element, each measured on its own the way `@dcs/design`
 * measures a side: the element's util collects characters, lines, colors… (a group through its
 * children), and the covered area is the union of its leaf ink boxes.
 */
export function computeElementFigures(layout) {
    const result = [];
    for (const side of layout.design.sides) {
        const placed = listPlacedElements(layout, side.id);
        for (const entry of placed) {
            if (entry.depth !== 1)
                continue;
            const element = entry.element;
            const accumulator = collectElementMetrics(layout, [element]);
            const prefix = `${entry.path}.`;
            const leafBoxes = placed
                .filter((other) => (other === entry || other.path.startsWith(prefix)) && !elementUtilFor(other.element).children)
                .flatMap((other) => other.inkBoxes);
            result.push({
                id: element.id,
                type: element.type,
                side: side.id,
                figures: toFigures(accumulator.countsByType, accumulator, accumulator.colors.size, unionArea(leafBoxes)),
            });
        }
    }
    return result;
}
