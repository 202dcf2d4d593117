import { colorKey, type Color } from '../document/color.ts';
import type { DesignElement, DesignSide, ElementType, Rect } from '../document/design-document.ts';
import { elementUtilFor, elementUtils } from '../elements/element-utils.ts';
import type { MetricsAccumulator, MetricsContext } from '../elements/element-util.ts';
import { containsRect, insetRect, unionArea, unionRects } from '../geometry/rect.ts';
import { createElementContext, listPlacedElements, type DesignLayout, type PlacedElement } from '../layout/design-layout.ts';
import { printAreaWithBleed } from './print-area-bleed.ts';

/** Counts and geometry of what is printed; hidden elements do not count. */
export interface ContentMetrics {
  /** Elements by type, group children included. */
  countsByType: Record<ElementType, number>;
  elements: number;
  /** Text characters as graphemes (what a person counts), not bytes or UTF-16 units. */
  characters: number;
  /** Lines after layout (lines cut off by `clip` do not count). */
  lines: number;
  words: number;
  images: number;
  cliparts: number;
  /** Distinct colors: palette colors by name, plain colors by hex. */
  colors: Color[];
  distinctColors: number;
  /** Area covered by ink in mm², overlaps counted once (union of ink boxes). */
  coveredAreaMm2: number;
  /** Bounding box of all ink in side coordinates (mm), or `null` for an empty side. */
  inkBounds: Rect | null;
  /** Some ink is not inside a print area. */
  outsidePrintArea: boolean;
  /** Some ink is outside the safe area (the trim box inset by the safe margin). */
  crossesSafeArea: boolean;
  /** Ids of top-level elements whose ink is not inside one print area (extended into the bleed where it touches the trim, see {@link printAreaWithBleed}). */
  elementsOutsidePrintArea: string[];
  /** Ids of top-level elements whose ink leaves the safe area. */
  elementsCrossingSafeArea: string[];
  /** Ids of text elements whose text does not fit their box. */
  overflowingText: string[];
}

/** Metrics of one side. */
export interface SideMetrics extends ContentMetrics {
  sideId: string;
}

/** Metrics of a whole design: sums over the sides (colors merged, ink bounds per side only). */
export interface DesignMetrics extends Omit<ContentMetrics, 'inkBounds'> {
  sides: SideMetrics[];
  /** Sides with at least one visible element. */
  printedSides: number;
}

function emptyCounts(): Record<ElementType, number> {
  return Object.fromEntries(Object.keys(elementUtils).map((type) => [type, 0])) as Record<ElementType, number>;
}

/**
 * Counts, text figures and colors of `elements` (invisible ones skipped, groups through their children),
 * each element's util contributing its own part. Sides are measured with it; so is a single element.
 */
export function collectElementMetrics(layout: DesignLayout, elements: readonly DesignElement[]): MetricsAccumulator {
  const accumulator: MetricsAccumulator = { countsByType: emptyCounts(), characters: 0, lines: 0, words: 0, images: 0, cliparts: 0, colors: new Map() };
  const context: MetricsContext = {
    ...createElementContext(layout),
    addColor: (color) => {
      accumulator.colors.set(colorKey(color), color);
    },
    collectChildren: (children) => collect(children),
  };
  const collect = (children: readonly DesignElement[]) => {
    for (const element of children) {
      if (!element.visible) continue;
      accumulator.countsByType[element.type] += 1;
      elementUtilFor(element).collectMetrics(element, accumulator, context);
    }
  };
  collect(elements);
  return accumulator;
}

/** Where the ink of a side's top-level elements lies, against its print areas and its safe line. */
export interface SidePlacement {
  /** Bounding box of all ink in side coordinates (mm), or `null` for an empty side. */
  inkBounds: Rect | null;
  /** Ids of top-level elements whose ink is not inside one print area (extended into the bleed where it touches the trim). */
  elementsOutsidePrintArea: string[];
  /** Ids of top-level elements whose ink leaves the safe area. */
  elementsCrossingSafeArea: string[];
}

/**
 * The placement part of a side's metrics from its placed elements ({@link listPlacedElements}):
 * what preflight checks, without the counts and text figures it does not read.
 */
export function checkSidePlacement(side: DesignSide, placed: readonly PlacedElement[]): SidePlacement {
  const topLevel = placed.filter((entry) => entry.depth === 1 && entry.inkBounds);
  const safe = insetRect({ x: 0, y: 0, width: side.trim.width, height: side.trim.height }, side.safeMargin);
  const areas = side.printAreas.map((area) => printAreaWithBleed(area, side));
  return {
    inkBounds: unionRects(topLevel.map((entry) => entry.inkBounds!)),
    elementsOutsidePrintArea: topLevel.filter((entry) => !areas.some((area) => containsRect(area, entry.inkBounds!))).map((entry) => entry.element.id),
    elementsCrossingSafeArea: topLevel.filter((entry) => !containsRect(safe, entry.inkBounds!)).map((entry) => entry.element.id),
  };
}

/** Metrics of one side of a laid-out design. */
export function computeSideMetrics(layout: DesignLayout, sideId: string): SideMetrics {
  const placed = listPlacedElements(layout, sideId);
  const side = layout.design.sides.find((candidate) => candidate.id === sideId)!;
  const accumulator = collectElementMetrics(layout, side.elements);
  const placement = checkSidePlacement(side, placed);
  const leafBoxes = placed.filter((entry) => !elementUtilFor(entry.element).children).flatMap((entry) => entry.inkBoxes);
  const overflowingText = [...layout.texts.values()].filter((text) => text.overflowed && placed.some((entry) => entry.element.id === text.elementId)).map((text) => text.elementId);
  const colors = [...accumulator.colors.values()];
  return {
    sideId,
    countsByType: accumulator.countsByType,
    elements: Object.values(accumulator.countsByType).reduce((sum, count) => sum + count, 0),
    characters: accumulator.characters,
    lines: accumulator.lines,
    words: accumulator.words,
    images: accumulator.images,
    cliparts: accumulator.cliparts,
    colors,
    distinctColors: colors.length,
    coveredAreaMm2: unionArea(leafBoxes),
    inkBounds: placement.inkBounds,
    outsidePrintArea: placement.elementsOutsidePrintArea.length > 0,
    crossesSafeArea: placement.elementsCrossingSafeArea.length > 0,
    elementsOutsidePrintArea: placement.elementsOutsidePrintArea,
    elementsCrossingSafeArea: placement.elementsCrossingSafeArea,
    overflowingText,
  };
}

/**
 * Metrics of every side and of the whole design, computed only from the document and its layout;
 * pricing and preflight read them.
 *
 * @example
 * const metrics = computeDesignMetrics(layoutDesign(design, resources));
 * metrics.characters; // graphemes of all text
 */
export function computeDesignMetrics(layout: DesignLayout): DesignMetrics {
  const sides = layout.design.sides.map((side) => computeSideMetrics(layout, side.id));
  const counts = emptyCounts();
  const colors = new Map<string, Color>();
  for (const side of sides) {
    for (const type of Object.keys(counts) as ElementType[]) counts[type] += side.countsByType[type];
    for (const color of side.colors) colors.set(colorKey(color), color);
  }
  const sum = (pick: (side: SideMetrics) => number) => sides.reduce((total, side) => total + pick(side), 0);
  return {
    sides,
    printedSides: sides.filter((side) => side.elements > 0).length,
    countsByType: counts,
    elements: sum((side) => side.elements),
    characters: sum((side) => side.characters),
    lines: sum((side) => side.lines),
    words: sum((side) => side.words),
    images: sum((side) => side.images),
    cliparts: sum((side) => side.cliparts),
    colors: [...colors.values()],
    distinctColors: colors.size,
    coveredAreaMm2: sum((side) => side.coveredAreaMm2),
    outsidePrintArea: sides.some((side) => side.outsidePrintArea),
    crossesSafeArea: sides.some((side) => side.crossesSafeArea),
    elementsOutsidePrintArea: sides.flatMap((side) => side.elementsOutsidePrintArea),
    elementsCrossingSafeArea: sides.flatMap((side) => side.elementsCrossingSafeArea),
    overflowingText: sides.flatMap((side) => side.overflowingText),
  };
}
