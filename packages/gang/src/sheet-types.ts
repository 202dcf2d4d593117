import type { Margins, Rect } from './geometry.ts';

/** How the back of a double-sided job is printed. */
export type DuplexMode = 'single' | 'sheetwise' | 'work-and-turn' | 'work-and-tumble';

/** Step-and-repeat of one trim size on a press sheet (all lengths mm). */
export interface StepAndRepeatOptions {
  sheet: { width: number; height: number };
  /** The finished piece (a business card: 85 × 55). */
  trim: { width: number; height: number };
  /** Bleed around each trim box. */
  bleed: number;
  /** Space between neighbouring bleed boxes (0: bleeds touch and one cut separates two pieces). */
  gutter: number;
  /** Unprintable margins (gripper on the leading edge, `top`). */
  margins: number | Partial<Margins>;
  /** Height of the slug line band at the sheet's tail (job, sheet count, barcode); 0 for none. */
  slugHeight: number;
  /** Crop marks: their length and their distance from the trim corner. */
  marks: { length: number; offset: number };
  allowRotation: boolean;
  /** Default `single`. Work-and-turn and work-and-tumble need a grid that is symmetric on the sheet. */
  duplex?: DuplexMode;
}

/** One position of the grid. */
export interface SheetCell {
  index: number;
  row: number;
  column: number;
  trim: Rect;
  bleed: Rect;
  /** The piece turned 90° (the grid was turned to fit more). */
  rotated: boolean;
}

/** What a plate prints into one cell: which side of the piece, turned by 0° or 180° (tumble). */
export interface PlateCell {
  cell: number;
  side: 'front' | 'back';
  /** Extra turn of the content within the cell: 180 for the backs of work-and-tumble. */
  turn: 0 | 180;
  /** Where the content goes on this plate (mirrored for a sheetwise back). */
  trim: Rect;
  bleed: Rect;
}

/** One page of output: the sheet's front, its back (sheetwise), or the one plate of turn/tumble. */
export interface Plate {
  name: 'front' | 'back' | 'work';
  cells: PlateCell[];
}

/** A crop mark as a line from (x1, y1) to (x2, y2). */
export interface MarkLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** A press sheet's imposition. */
export interface SheetImposition {
  sheet: { width: number; height: number };
  columns: number;
  rows: number;
  cells: SheetCell[];
  plates: Plate[];
  marks: MarkLine[];
  /** The slug line's band, or null. */
  slug: Rect | null;
  /** Finished pieces each printed sheet yields (both sides done). */
  piecesPerSheet: number;
  duplex: DuplexMode;
}
