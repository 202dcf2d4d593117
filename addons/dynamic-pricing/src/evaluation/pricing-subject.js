/** Figures of a design without anything printed (a line without a design). */
export const EMPTY_FIGURES = {
    characters: 0,
    lines: 0,
    words: 0,
    images: 0,
    cliparts: 0,
    texts: 0,
    shapes: 0,
    groups: 0,
    elements: 0,
    distinct_colors: 0,
    covered_area_mm2: 0,
};
/** A design with nothing on it. */
export const EMPTY_DESIGN = { figures: EMPTY_FIGURES, printedSides: [], elements: () => [] };
