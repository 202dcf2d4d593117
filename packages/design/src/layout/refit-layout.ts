import { createError } from '@dcs/platform';
import type { DesignDocument, DesignElement, DesignSide, PrintArea, Rect } from '../document/design-document.ts';
import { transformRect, transformToMatrix } from '../geometry/matrix.ts';
import { printAreaWithBleed } from '../metrics/print-area-bleed.ts';
import { computeSideMetrics } from '../metrics/design-metrics.ts';
import type { DesignLayout } from './design-layout.ts';
import {
  DEFAULT_LAYOUT_RULE,
  DEFAULT_MIN_PPI,
  type AnchorPoint,
  type LayoutRule,
  type RefitIssue,
  type RefitPlacement,
  type RefitTargetSide,
} from './refit-rules.ts';
import { roundMm, scaleElementContent } from './refit-scale.ts';

/** Options of {@link refitDesign}. */
export interface RefitOptions {
  /** Rule per top-level element id; elements without one use {@link DEFAULT_LAYOUT_RULE}. */
  rules?: Readonly<Record<string, LayoutRule>>;
  /** Design side id → target side id. Unmapped sides pair by id, then in order. */
  sideMap?: Readonly<Record<string, string>>;
  /** Images printed below this resolution are reported; default {@link DEFAULT_MIN_PPI}. */
  minPpi?: number;
  /** Pixel size of an image by media reference; images it does not know are not checked. */
  imageSize?: (media: string) => { widthPx: number; heightPx: number } | undefined;
}

/** What {@link refitDesign} made. */
export interface RefitResult {
  /** The design on the target sides (their trim, bleed, safe margin and print areas). */
  design: DesignDocument;
  placements: RefitPlacement[];
  issues: RefitIssue[];
  /** True when there are no issues. */
  fits: boolean;
}

type Axis = 'start' | 'center' | 'end' | 'relative';

const ANCHOR_AXES: Record<AnchorPoint, [Axis, Axis]> = {
  relative: ['relative', 'relative'],
  'top-left': ['start', 'start'],
  top: ['center', 'start'],
  'top-right': ['end', 'start'],
  left: ['start', 'center'],
  center: ['center', 'center'],
  right: ['end', 'center'],
  'bottom-left': ['start', 'end'],
  bottom: ['center', 'end'],
  'bottom-right': ['end', 'end'],
};

/**
 * Fits a design made for one product onto the sides of another (the change-product flow of the
 * templates addon; pure, so the designer can preview the same result). Each top-level element moves
 * from the print area it sits in to the matching area of the matching target side, following its
 * {@link LayoutRule}; groups move and scale as a whole. Reports what no longer fits: bounds outside
 * the area, images below `minPpi`, sides with no counterpart. Text overflow needs fonts: run
 * {@link findTextOverflow} on the laid-out result.
 *
 * @throws `svc_template_refit_invalid` when there is no target side or `sideMap` names an unknown side.
 * @example
 * const { design, issues } = refitDesign(template, product.meta.sides, { rules: { logo: { anchor: 'top', scale: 'fit' } } });
 */
export function refitDesign(design: DesignDocument, targetSides: readonly RefitTargetSide[], options: RefitOptions = {}): RefitResult {
  if (targetSides.length === 0) throw createError('svc_template_refit_invalid', { params: { reason: 'the product has no sides.' } });
  const pairs = pairSides(design.sides, targetSides, options.sideMap ?? {});
  const placements: RefitPlacement[] = [];
  const issues: RefitIssue[] = [];
  const minPpi = options.minPpi ?? DEFAULT_MIN_PPI;
  const sides: DesignSide[] = targetSides.map((target) => {
    const source = pairs.get(target.id);
    const elements = (source?.elements ?? []).map((element) => {
      const from = areaOf(source!, element);
      const to = matchArea(from, source!, target);
      const rule = options.rules?.[element.id] ?? DEFAULT_LAYOUT_RULE;
      const { element: moved, scale } = placeElement(element, from, to, rule);
      placements.push({ elementId: element.id, fromSide: source!.id, toSide: target.id, fromArea: from.id, toArea: to.id, rule: { ...rule }, scale });
      // An area touching the trim extends into the bleed there, as in preflight: full-bleed artwork fits.
      const outside = overflowOf(printAreaWithBleed(to, target), transformRect(transformToMatrix(moved.transform), { x: 0, y: 0, width: moved.transform.width, height: moved.transform.height }));
      if (outside) issues.push({ kind: 'outside_print_area', side: target.id, elementId: element.id, printArea: to.id, overflow: outside });
      if (options.imageSize) issues.push(...lowResolution(moved, target.id, minPpi, options.imageSize));
      return moved;
    });
    return { ...structuredClone(target), elements };
  });
  const used = new Set([...pairs.values()].map((side) => side.id));
  for (const side of design.sides) {
    if (!used.has(side.id) && side.elements.length > 0) issues.push({ kind: 'side_dropped', side: side.id, elementIds: side.elements.map((e) => e.id) });
  }
  return { design: { ...design, sides }, placements, issues, fits: issues.length === 0 };
}

/** Target side id → design side, pairing explicitly, then by id, then in order. */
function pairSides(sources: readonly DesignSide[], targets: readonly RefitTargetSide[], sideMap: Readonly<Record<string, string>>): Map<string, DesignSide> {
  const pairs = new Map<string, DesignSide>();
  const paired = new Set<string>();
  const pair = (source: DesignSide, targetId: string) => {
    pairs.set(targetId, source);
    paired.add(source.id);
  };
  for (const [sourceId, targetId] of Object.entries(sideMap)) {
    const source = sources.find((side) => side.id === sourceId);
    if (!source) throw createError('svc_template_refit_invalid', { params: { reason: `the design has no side "${sourceId}".` } });
    if (!targets.some((side) => side.id === targetId)) throw createError('svc_template_refit_invalid', { params: { reason: `the product has no side "${targetId}".` } });
    if (pairs.has(targetId)) throw createError('svc_template_refit_invalid', { params: { reason: `two sides are mapped to "${targetId}".` } });
    pair(source, targetId);
  }
  for (const source of sources) {
    if (!paired.has(source.id) && targets.some((t) => t.id === source.id) && !pairs.has(source.id)) pair(source, source.id);
  }
  const freeTargets = targets.filter((target) => !pairs.has(target.id));
  for (const source of sources.filter((side) => !paired.has(side.id))) {
    const target = freeTargets.shift();
    if (target) pair(source, target.id);
  }
  return pairs;
}

/** The print area of `side` holding the element's centre, else the one overlapping it most, else the first. */
function areaOf(side: DesignSide, element: DesignElement): PrintArea {
  const { x, y, width, height } = element.transform;
  const cx = x + width / 2;
  const cy = y + height / 2;
  const holding = side.printAreas.find((a) => cx >= a.x && cx <= a.x + a.width && cy >= a.y && cy <= a.y + a.height);
  if (holding) return holding;
  const overlap = (a: Rect) => Math.max(0, Math.min(a.x + a.width, x + width) - Math.max(a.x, x)) * Math.max(0, Math.min(a.y + a.height, y + height) - Math.max(a.y, y));
  return side.printAreas.reduce((best, area) => (overlap(area) > overlap(best) ? area : best), side.printAreas[0]!);
}

/** The area of `target` with the same id as `from`, else at the same position in the list, else the first. */
function matchArea(from: PrintArea, source: DesignSide, target: RefitTargetSide): PrintArea {
  return target.printAreas.find((a) => a.id === from.id) ?? target.printAreas[source.printAreas.indexOf(from)] ?? target.printAreas[0]!;
}

function placeElement(element: DesignElement, from: Rect, to: Rect, rule: LayoutRule): { element: DesignElement; scale: number } {
  const { width, height } = element.transform;
  const areaScale = Math.min(to.width / from.width, to.height / from.height);
  const scale = sizeFactor(rule, width, height, to, areaScale);
  const scaled = scaleElementContent(element, scale);
  const newWidth = width * scale;
  const newHeight = height * scale;
  const [ax, ay] = ANCHOR_AXES[rule.anchor];
  const aligned = rule.scale === 'fit' || rule.scale === 'fill';
  const x = axisPosition(ax, aligned, element.transform.x, width, from.x, from.width, to.x, to.width, newWidth, areaScale);
  const y = axisPosition(ay, aligned, element.transform.y, height, from.y, from.height, to.y, to.height, newHeight, areaScale);
  return { element: { ...scaled, transform: { ...scaled.transform, x: roundMm(x), y: roundMm(y) } }, scale };
}

function sizeFactor(rule: LayoutRule, width: number, height: number, to: Rect, areaScale: number): number {
  if (rule.scale === 'none') return 1;
  if (rule.scale === 'proportional') return areaScale;
  // A line has no height (or width): only its other dimension can fit or fill.
  const ratios = [width > 0 ? to.width / width : Infinity, height > 0 ? to.height / height : Infinity].filter(Number.isFinite);
  if (ratios.length === 0) return areaScale;
  return rule.scale === 'fit' ? Math.min(...ratios) : Math.max(...ratios);
}

/** The new start coordinate of a box along one axis. */
function axisPosition(axis: Axis, aligned: boolean, start: number, size: number, fromStart: number, fromSize: number, toStart: number, toSize: number, newSize: number, areaScale: number): number {
  if (aligned) {
    if (axis === 'start') return toStart;
    if (axis === 'end') return toStart + toSize - newSize;
    return toStart + (toSize - newSize) / 2;
  }
  switch (axis) {
    case 'start':
      return toStart + (start - fromStart) * areaScale;
    case 'end':
      return toStart + toSize - (fromStart + fromSize - (start + size)) * areaScale - newSize;
    case 'center':
      return toStart + toSize / 2 + (start + size / 2 - (fromStart + fromSize / 2)) * areaScale - newSize / 2;
    case 'relative':
      return toStart + ((start + size / 2 - fromStart) / fromSize) * toSize - newSize / 2;
  }
}

/** How far `bounds` stick out of `area` per edge (rounded to 1 µm), or null when inside. */
function overflowOf(area: Rect, bounds: Rect): { left: number; top: number; right: number; bottom: number } | null {
  const overflow = {
    left: roundMm(Math.max(0, area.x - bounds.x)),
    top: roundMm(Math.max(0, area.y - bounds.y)),
    right: roundMm(Math.max(0, bounds.x + bounds.width - (area.x + area.width))),
    bottom: roundMm(Math.max(0, bounds.y + bounds.height - (area.y + area.height))),
  };
  return overflow.left > 0 || overflow.top > 0 || overflow.right > 0 || overflow.bottom > 0 ? overflow : null;
}

function lowResolution(element: DesignElement, side: string, minPpi: number, imageSize: NonNullable<RefitOptions['imageSize']>): RefitIssue[] {
  if (element.type === 'group') return element.children.flatMap((child) => lowResolution(child, side, minPpi, imageSize));
  if (element.type !== 'image') return [];
  const size = imageSize(element.media);
  const { width, height } = element.transform;
  if (!size || width <= 0 || height <= 0) return [];
  const ppi = Math.min((size.widthPx * element.crop.width) / (width / 25.4), (size.heightPx * element.crop.height) / (height / 25.4));
  return ppi < minPpi ? [{ kind: 'low_resolution', side, elementId: element.id, media: element.media, ppi: Math.round(ppi * 10) / 10, minPpi }] : [];
}

/**
 * Text elements whose lines no longer fit their box after a re-fit (needs the fonts, so it runs on a
 * laid-out design), as {@link RefitIssue}s.
 */
export function findTextOverflow(layout: DesignLayout): RefitIssue[] {
  return layout.design.sides.flatMap((side) =>
    computeSideMetrics(layout, side.id).overflowingText.map((elementId): RefitIssue => ({ kind: 'text_overflow', side: side.id, elementId })),
  );
}
