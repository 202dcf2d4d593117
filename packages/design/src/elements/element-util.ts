import type { Color } from '../document/color.ts';
import type { DesignElement, ElementBase, ElementOfType, ElementType, Rect } from '../document/design-document.ts';
import type { DesignResources } from '../resources/design-resources.ts';
import type { TextLayout } from '../text/text-layout-types.ts';
import type { ValidationContext } from '../validation/validation-context.ts';

/** What an element util gets when it validates: the shared reader and a way to read child elements. */
export interface ElementValidationContext extends ValidationContext {
  /** Nesting depth of the element being read; top-level elements are at 1. */
  readonly depth: number;
  /** Reads a child element (for groups) at nesting `depth`. */
  readElement(input: unknown, path: string, depth: number): DesignElement;
}

/** Collects what a design needs loaded before layout and rendering. */
export interface ResourceRequests {
  /** Names a font; `text` is what it will set (its characters choose the files to load: subsets, fallback fonts). */
  font(family: string, weight: number, style: 'normal' | 'italic', path: string, text?: string): void;
  image(ref: string, path: string): void;
  clipart(ref: string, path: string): void;
  /** Child elements (for groups). */
  children(elements: readonly DesignElement[], path: string): void;
}

/** Read-only access to resources and laid-out text while measuring and rendering. */
export interface ElementContext {
  readonly resources: DesignResources;
  textLayout(elementId: string): TextLayout | undefined;
  /** Ink boxes of child elements in the parent's coordinates (for groups). */
  childInkBoxes(elements: readonly DesignElement[]): Rect[];
}

/** Per-side metrics, summed by the utils. */
export interface MetricsAccumulator {
  countsByType: Record<ElementType, number>;
  characters: number;
  lines: number;
  words: number;
  images: number;
  cliparts: number;
  colors: Map<string, Color>;
}

/** What an element util gets while computing metrics. */
export interface MetricsContext extends ElementContext {
  addColor(color: Color): void;
  /** Metrics of child elements (for groups). */
  collectChildren(elements: readonly DesignElement[]): void;
}

/** What an element util gets while writing SVG. */
export interface SvgContext extends ElementContext {
  /** Id of a `<path>` in `<defs>` holding the glyph outline in font units. */
  glyphRef(fontKey: string, glyphId: number): string;
  /** Id of a `<clipPath>` of `rect` (element coordinates). */
  clipRef(rect: Rect): string;
  /** An id for a definition an element writes itself (a clipart's gradients, clips, masks), unique in the document. */
  uniqueId(): string;
  /** SVG of child elements, each in its own transform (for groups). */
  renderChildren(elements: readonly DesignElement[]): string;
}

/** Element fields without the ones every element has: what an util's defaults provide. */
export type ElementProps<T extends ElementType> = Omit<ElementOfType<T>, keyof ElementBase | 'type'>;

/**
 * Everything about one element type, in the manner of tldraw's ShapeUtil. Layout, metrics and
 * rendering walk the document and delegate to the util of each element; nothing else looks at
 * the type.
 */
export interface ElementUtil<T extends ElementType> {
  readonly type: T;
  /** Defaults of the type's own fields for a new element. */
  getDefaults(): ElementProps<T>;
  /** Reads the type's own fields from untrusted input; `base` holds the validated common fields. */
  validate(input: Record<string, unknown>, base: ElementBase, path: string, context: ElementValidationContext): ElementOfType<T>;
  /** Names the fonts, images and cliparts the element needs. */
  requestResources(element: ElementOfType<T>, requests: ResourceRequests, path: string): void;
  /** Child elements, for types that hold others (groups); the walkers descend through this. */
  children?(element: ElementOfType<T>): readonly DesignElement[];
  /** Lays out text (only text elements have something to lay out). */
  layout?(element: ElementOfType<T>, resources: DesignResources): TextLayout;
  /** Boxes covered by ink, in the element's box coordinates (before its transform). */
  getInkBoxes(element: ElementOfType<T>, context: ElementContext): Rect[];
  /** Adds the element's contribution to the metrics (its own count is added by the walker). */
  collectMetrics(element: ElementOfType<T>, metrics: MetricsAccumulator, context: MetricsContext): void;
  /** SVG markup in the element's box coordinates; the renderer wraps it in the element's transform and opacity. */
  toSvg(element: ElementOfType<T>, context: SvgContext): string;
}
