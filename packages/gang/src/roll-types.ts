import type { Margins, Rect } from './geometry.ts';

/** One job's artwork to nest: its print area's bounds in millimetres. */
export interface GangItem {
  /** The caller's id (a print job's id); several copies share it. */
  id: string;
  width: number;
  height: number;
  /** Copies of this artwork (the order item's quantity); default 1. */
  quantity?: number;
  /** Whether this item may turn by 90°, where the roll allows rotation; default true. */
  rotatable?: boolean;
}

/** The strip beside each item that carries its label (job code, order, copy, barcode). */
export interface LabelOptions {
  /** Height of the label strip under the artwork, mm. */
  height: number;
  /** Gap between artwork and label, mm. */
  gap: number;
  /** The label's least width, mm: a narrow item's footprint widens to it (the barcode must fit). */
  minWidth: number;
}

/** An item the staff placed by hand: it stays where it is and the rest flows around it. */
export interface LockedPlacement {
  id: string;
  /** Which copy (1-based); default 1. */
  copy?: number;
  /** Which roll (0-based); default 0. */
  roll?: number;
  /** Position of the artwork's top-left corner on the roll, mm. */
  x: number;
  y: number;
  rotated?: boolean;
}

/** The roll and how items may sit on it. */
export interface RollOptions {
  /** Roll width, mm (22 in = 558.8). */
  width: number;
  /** Longest length of one roll, mm; items that do not fit spill onto further rolls. Default unlimited. */
  maxLength?: number;
  /** Least distance between two items' footprints, mm. */
  spacing: number;
  /** Unprinted margins, mm: one number for every side, or per side. */
  margins?: number | Partial<Margins>;
  /** Whether items may turn by 90°. */
  allowRotation: boolean;
  /** The label strip under each item, or none. */
  label?: LabelOptions | null;
  locked?: readonly LockedPlacement[];
  /**
   * Local-search steps after the sort orders (seeded, so the same input always gives the same layout:
   * the preview is the print); default 100. 0 keeps the best sort order's layout.
   */
  refinements?: number;
}

/** One copy of an item on a roll. */
export interface PlacedItem {
  id: string;
  /** Which copy of the item (1-based), shown on its label. */
  copy: number;
  /** The artwork as placed (turned dimensions when `rotated`), mm. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Turned 90° clockwise. */
  rotated: boolean;
  locked: boolean;
  label: Rect | null;
  /** Artwork and label together: the area no other item's footprint (with spacing) may enter. */
  footprint: Rect;
}

/** One roll of a layout. */
export interface RollSheet {
  index: number;
  width: number;
  /** From the leading edge to the trailing margin after the last item, mm. */
  length: number;
  items: PlacedItem[];
}

/** Why an item found no place. */
export type UnplacedReason = 'too_large' | 'locked_outside' | 'locked_overlap';

/** The result of nesting: rolls in order, and the copies that could not go anywhere. */
export interface RollLayout {
  rolls: RollSheet[];
  unplaced: { id: string; copy: number; reason: UnplacedReason }[];
  /** The heuristic that gave the shortest layout (sort order, rotation, placement rule). */
  strategy: string;
}
