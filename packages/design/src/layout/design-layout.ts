import { createError } from '@dcs/platform';
import type { DesignDocument, DesignElement, DesignSide, Rect } from '../document/design-document.ts';
import { elementUtilFor } from '../elements/element-utils.ts';
import type { ElementContext } from '../elements/element-util.ts';
import { IDENTITY, multiply, transformRect, transformToMatrix, type Matrix } from '../geometry/matrix.ts';
import { unionRects } from '../geometry/rect.ts';
import type { DesignResources } from '../resources/design-resources.ts';
import type { TextLayout } from '../text/text-layout-types.ts';

/** A design with its text laid out: what metrics and renderers read. */
export interface DesignLayout {
  readonly design: DesignDocument;
  readonly resources: DesignResources;
  /** Text layout of each text element, by element id. */
  readonly texts: ReadonlyMap<string, TextLayout>;
}

/**
 * Lays out every text element of `design` with the loaded fonts. Synchronous: load the
 * resources first with {@link loadDesignResources}.
 */
export function layoutDesign(design: DesignDocument, resources: DesignResources): DesignLayout {
  const texts = new Map<string, TextLayout>();
  const visit = (elements: readonly DesignElement[]) => {
    for (const element of elements) {
      const util = elementUtilFor(element);
      if (util.layout) texts.set(element.id, util.layout(element, resources));
      if (util.children) visit(util.children(element));
    }
  };
  for (const side of design.sides) visit(side.elements);
  return { design, resources, texts };
}

/** The side with id `sideId`, or `svc_design_side_not_found`. */
export function getSide(design: DesignDocument, sideId: string): DesignSide {
  const side = design.sides.find((candidate) => candidate.id === sideId);
  if (!side) throw createError('svc_design_side_not_found', { params: { side: sideId } });
  return side;
}

/** Read access for the utils while measuring and rendering. */
export function createElementContext(layout: DesignLayout): ElementContext {
  const context: ElementContext = {
    resources: layout.resources,
    textLayout: (id) => layout.texts.get(id),
    childInkBoxes: (elements) =>
      elements.flatMap((child) => {
        if (!child.visible) return [];
        const matrix = transformToMatrix(child.transform);
        return elementUtilFor(child).getInkBoxes(child, context).map((box) => transformRect(matrix, box));
      }),
  };
  return context;
}

/** An element with where it lands on its side. */
export interface PlacedElement {
  element: DesignElement;
  /** JSON path of the element in the document. */
  path: string;
  /** Maps the element's box coordinates to the side's (trim box origin, millimetres). */
  matrix: Matrix;
  /** Opacity multiplied through the enclosing groups. */
  opacity: number;
  /** Ink boxes in side coordinates (axis-aligned bounds of each transformed box). */
  inkBoxes: Rect[];
  /** Union of `inkBoxes`. */
  inkBounds: Rect | null;
  /** Nesting depth: 1 for top-level elements. */
  depth: number;
}

/**
 * Every visible element of a side in paint order (a group before its children), with its matrix
 * and ink bounds in side coordinates. `packages/print` draws from this.
 */
export function listPlacedElements(layout: DesignLayout, sideId: string): PlacedElement[] {
  const side = getSide(layout.design, sideId);
  const sideIndex = layout.design.sides.indexOf(side);
  const context = createElementContext(layout);
  const placed: PlacedElement[] = [];
  const visit = (elements: readonly DesignElement[], parent: Matrix, opacity: number, path: string, depth: number) => {
    elements.forEach((element, index) => {
      if (!element.visible) return;
      const util = elementUtilFor(element);
      const matrix = multiply(parent, transformToMatrix(element.transform));
      const inkBoxes = util.getInkBoxes(element, context).map((box) => transformRect(matrix, box));
      const elementPath = `${path}[${index}]`;
      placed.push({ element, path: elementPath, matrix, opacity: opacity * element.opacity, inkBoxes, inkBounds: unionRects(inkBoxes), depth });
      if (util.children) visit(util.children(element), matrix, opacity * element.opacity, `${elementPath}.children`, depth + 1);
    });
  };
  visit(side.elements, IDENTITY, 1, `$.sides[${sideIndex}].elements`, 1);
  return placed;
}
