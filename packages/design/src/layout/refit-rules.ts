import type { DesignSide } from '../document/design-document.ts';

/**
 * Where an element holds on to its print area when the area changes: `relative` keeps the element's
 * centre at the same fraction of the area; the nine points keep the distance (scaled) from that edge,
 * corner or the centre.
 */
export const ANCHOR_POINTS = [
  'relative',
  'top-left',
  'top',
  'top-right',
  'left',
  'center',
  'right',
  'bottom-left',
  'bottom',
  'bottom-right',
] as const;
export type AnchorPoint = (typeof ANCHOR_POINTS)[number];

/**
 * How an element's size follows the area: `proportional` scales it with the area (uniformly, by the
 * smaller of the width and height ratios); `none` keeps it; `fit` makes it as large as fits inside the
 * area; `fill` makes it cover the whole area (keeping its aspect ratio, so it may stick out).
 * `fit` and `fill` then align the element to the anchor with no margin.
 */
export const SCALE_MODES = ['proportional', 'none', 'fit', 'fill'] as const;
export type ScaleMode = (typeof SCALE_MODES)[number];

/** The smart-layout rule of one top-level element. */
export interface LayoutRule {
  anchor: AnchorPoint;
  scale: ScaleMode;
}

/** The rule of an element without one: keep its relative position and scale with the area. */
export const DEFAULT_LAYOUT_RULE: Readonly<LayoutRule> = Object.freeze({ anchor: 'relative', scale: 'proportional' });

/** Print resolution below which a re-fitted image is reported, in pixels per inch. */
export const DEFAULT_MIN_PPI = 150;

/** A side of the product a design is fitted to: a design side without elements. */
export type RefitTargetSide = Omit<DesignSide, 'elements'>;

/** Something that no longer fits after a re-fit. */
export type RefitIssue =
  | {
      kind: 'outside_print_area';
      side: string;
      elementId: string;
      printArea: string;
      /** How far the element's bounds stick out of the area on each edge, in millimetres (0 = inside). */
      overflow: { left: number; top: number; right: number; bottom: number };
    }
  | { kind: 'low_resolution'; side: string; elementId: string; media: string; ppi: number; minPpi: number }
  | { kind: 'text_overflow'; side: string; elementId: string }
  | { kind: 'side_dropped'; side: string; elementIds: string[] };

/** Where one top-level element went. */
export interface RefitPlacement {
  elementId: string;
  fromSide: string;
  toSide: string;
  fromArea: string;
  toArea: string;
  rule: LayoutRule;
  /** Size factor applied to the element. */
  scale: number;
}
