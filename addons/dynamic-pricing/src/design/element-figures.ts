import {
  collectElementMetrics,
  elementUtilFor,
  listPlacedElements,
  unionArea,
  type DesignLayout,
  type ElementType,
  type Rect,
} from '@dcs/design';
import type { DesignFigures, ElementFigures, Figures } from '../evaluation/pricing-subject.ts';

const TYPES: readonly ElementType[] = ['text', 'image', 'clipart', 'shape', 'qrcode', 'group'];

type Totals = { characters: number; lines: number; words: number; images: number; cliparts: number };

/** Turns a metrics accumulation and an area into the figures rules read. */
export function toFigures(counts: Record<ElementType, number>, totals: Totals, colors: number, areaMm2: number): Figures {
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
 * What one visible top-level element contributes to its design's figures. It depends on the element
 * alone (with the shop's fonts and assets): a top-level element's own transform places it on the
 * side, and its text layout reads nothing else. So it can be kept by the element's JSON and reused in
 * every design that has the same element — a customer typing changes one text and keeps the rest.
 */
export interface ElementMeasure {
  id: string;
  type: ElementType;
  counts: Record<ElementType, number>;
  totals: Totals;
  /** Color keys (`@dcs/design`'s `colorKey`: palette colors by name, plain ones by hex). */
  colors: string[];
  /** Ink boxes of its leaves in side coordinates, in paint order. */
  leafBoxes: Rect[];
  /** Its figures for element-scope rules (the covered area is the union of its own leaf boxes). */
  figures: Figures;
}

/**
 * Measures the visible top-level elements of one side of a layout, each on its own the way
 * `@dcs/design` measures a side: the element's util collects characters, lines, colors… (a group
 * through its children), and the covered area is the union of its leaf ink boxes.
 */
export function measureTopLevelElements(layout: DesignLayout, sideId: string): ElementMeasure[] {
  const placed = listPlacedElements(layout, sideId);
  const result: ElementMeasure[] = [];
  for (let index = 0; index < placed.length; index++) {
    const entry = placed[index]!;
    if (entry.depth !== 1) continue;
    const { element } = entry;
    const accumulator = collectElementMetrics(layout, [element]);
    // Placed elements come in paint order, a group before its children: the element's descendants
    // are the deeper entries right after it.
    const leafBoxes: Rect[] = [];
    for (let other = index; other < placed.length && (other === index || placed[other]!.depth > 1); other++) {
      const leaf = placed[other]!;
      if (!elementUtilFor(leaf.element).children) for (const box of leaf.inkBoxes) leafBoxes.push(box);
    }
    const { countsByType: counts, characters, lines, words, images, cliparts } = accumulator;
    const totals = { characters, lines, words, images, cliparts };
    result.push({
      id: element.id,
      type: element.type,
      counts,
      totals,
      colors: [...accumulator.colors.keys()],
      leafBoxes,
      figures: toFigures(counts, totals, accumulator.colors.size, unionArea(leafBoxes)),
    });
  }
  return result;
}

/**
 * A design's figures from the measures of its visible top-level elements, side by side: what
 * `computeDesignMetrics` answers (sums, colors merged across sides, per side the union of all leaf
 * ink boxes), without laying out again the elements measured before.
 */
export function assembleFigures(sides: ReadonlyArray<{ id: string; elements: readonly ElementMeasure[] }>): DesignFigures {
  const counts = { text: 0, image: 0, clipart: 0, shape: 0, qrcode: 0, group: 0 } as Record<ElementType, number>;
  const totals: Totals = { characters: 0, lines: 0, words: 0, images: 0, cliparts: 0 };
  const colors = new Set<string>();
  let area = 0;
  // Indexed loops into arrays of their final length: a new design (a customer's every keystroke)
  // assembles every element's measure, and iterators and growing arrays were most of what it allocated.
  let total = 0;
  for (const side of sides) total += side.elements.length;
  const elements = new Array<ElementFigures>(total);
  let at = 0;
  for (const side of sides) {
    const measures = side.elements;
    let boxCount = 0;
    for (let index = 0; index < measures.length; index++) boxCount += measures[index]!.leafBoxes.length;
    const boxes = new Array<Rect>(boxCount);
    let box = 0;
    for (let index = 0; index < measures.length; index++) {
      const measure = measures[index]!;
      // Type by type, not a loop over TYPES: keyed reads and writes doubled the assembly (3.2 → 5.9 µs).
      // A type added to ElementType goes here too (the tests compare these figures with computeDesignMetrics).
      counts.text += measure.counts.text;
      counts.image += measure.counts.image;
      counts.clipart += measure.counts.clipart;
      counts.shape += measure.counts.shape;
      counts.qrcode += measure.counts.qrcode;
      counts.group += measure.counts.group;
      totals.characters += measure.totals.characters;
      totals.lines += measure.totals.lines;
      totals.words += measure.totals.words;
      totals.images += measure.totals.images;
      totals.cliparts += measure.totals.cliparts;
      for (let color = 0; color < measure.colors.length; color++) colors.add(measure.colors[color]!);
      for (let leaf = 0; leaf < measure.leafBoxes.length; leaf++) boxes[box++] = measure.leafBoxes[leaf]!;
      elements[at++] = { id: measure.id, type: measure.type, side: side.id, figures: measure.figures };
    }
    area += unionArea(boxes);
  }
  return {
    figures: toFigures(counts, totals, colors.size, area),
    printedSides: sides.filter((side) => side.elements.length > 0).map((side) => side.id),
    elements: () => elements,
  };
}
