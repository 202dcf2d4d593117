import { cropMarks } from './crop-marks.ts';
import { toMargins, type Margins, type Rect } from './geometry.ts';
import type { DuplexMode, Plate, PlateCell, SheetCell, SheetImposition, StepAndRepeatOptions } from './sheet-types.ts';

interface Grid {
  columns: number;
  rows: number;
  rotated: boolean;
}

/**
 * Steps one trim size across a press sheet (N-up): as many pieces as fit inside the margins and above
 * the slug band, upright or turned (whichever gives more), centred, with crop marks per piece and the
 * plates of the chosen duplex mode. Work-and-turn puts fronts in the left half and backs in the right
 * (the sheet turns over side to side on the same plate), work-and-tumble fronts in the upper half and
 * backs, turned 180°, in the lower (the sheet turns head over heels); each needs an even number of
 * columns or rows and drops the middle one otherwise.
 *
 * @example
 * const sheet = stepAndRepeat({ sheet: { width: 450, height: 320 }, trim: { width: 85, height: 55 }, bleed: 2, gutter: 4, margins: 10, slugHeight: 8, marks: { length: 3, offset: 2 }, allowRotation: true });
 * sheet.piecesPerSheet; // 20
 */
export function stepAndRepeat(options: StepAndRepeatOptions): SheetImposition {
  const duplex = options.duplex ?? 'single';
  assertOptions(options);
  const margins = symmetricFor(duplex, toMargins(options.margins), options.slugHeight);
  const area = {
    x: margins.left,
    y: margins.top,
    width: options.sheet.width - margins.left - margins.right,
    height: options.sheet.height - margins.top - margins.bottom,
  };
  const upright = gridFor(area, options, false, duplex);
  const turned = options.allowRotation ? gridFor(area, options, true, duplex) : null;
  const grid = turned && count(turned) > count(upright) ? turned : upright;
  const cells = placeCells(grid, area, options);
  const marks = cropMarks(cells.map((cell) => cell.trim), cells.map((cell) => cell.bleed), options.sheet, options.marks);
  const slug = options.slugHeight > 0 ? { x: margins.left, y: area.y + area.height, width: area.width, height: options.slugHeight } : null;
  const plates = platesFor(duplex, grid, cells, options.sheet);
  const piecesPerSheet = duplex === 'single' || duplex === 'sheetwise' ? cells.length : plates[0]!.cells.length;
  return { sheet: { ...options.sheet }, columns: grid.columns, rows: grid.rows, cells, plates, marks, slug, piecesPerSheet, duplex };
}

/** How many sheets a quantity needs, plus the spoilage allowance (`overs` sheets). */
export function sheetsFor(quantity: number, piecesPerSheet: number, overs = 0): number {
  if (piecesPerSheet <= 0) throw new RangeError('no piece fits on the sheet');
  return Math.ceil(quantity / piecesPerSheet) + overs;
}

const count = (grid: Grid): number => grid.columns * grid.rows;

function gridFor(area: Rect, options: StepAndRepeatOptions, rotated: boolean, duplex: DuplexMode): Grid {
  const trim = rotated ? { width: options.trim.height, height: options.trim.width } : options.trim;
  const cellWidth = trim.width + 2 * options.bleed;
  const cellHeight = trim.height + 2 * options.bleed;
  let columns = Math.max(0, Math.floor((area.width + options.gutter) / (cellWidth + options.gutter) + 1e-9));
  let rows = Math.max(0, Math.floor((area.height + options.gutter) / (cellHeight + options.gutter) + 1e-9));
  // Turn and tumble print fronts and backs side by side on one plate: the halves must mirror each other.
  if (duplex === 'work-and-turn') columns -= columns % 2;
  if (duplex === 'work-and-tumble') rows -= rows % 2;
  return { columns, rows, rotated };
}

function placeCells(grid: Grid, area: Rect, options: StepAndRepeatOptions): SheetCell[] {
  const trim = grid.rotated ? { width: options.trim.height, height: options.trim.width } : options.trim;
  const cellWidth = trim.width + 2 * options.bleed;
  const cellHeight = trim.height + 2 * options.bleed;
  const gridWidth = grid.columns * cellWidth + Math.max(0, grid.columns - 1) * options.gutter;
  const gridHeight = grid.rows * cellHeight + Math.max(0, grid.rows - 1) * options.gutter;
  const left = area.x + (area.width - gridWidth) / 2;
  const top = area.y + (area.height - gridHeight) / 2;
  const cells: SheetCell[] = [];
  for (let row = 0; row < grid.rows; row++) {
    for (let column = 0; column < grid.columns; column++) {
      const bleed = { x: left + column * (cellWidth + options.gutter), y: top + row * (cellHeight + options.gutter), width: cellWidth, height: cellHeight };
      const trimBox = { x: bleed.x + options.bleed, y: bleed.y + options.bleed, width: trim.width, height: trim.height };
      cells.push({ index: cells.length, row, column, trim: trimBox, bleed, rotated: grid.rotated });
    }
  }
  return cells;
}

function platesFor(duplex: DuplexMode, grid: Grid, cells: SheetCell[], sheet: { width: number; height: number }): Plate[] {
  const as = (cell: SheetCell, side: 'front' | 'back', turn: 0 | 180, mirror: ((rect: Rect) => Rect) | null): PlateCell => ({
    cell: cell.index,
    side,
    turn,
    trim: mirror ? mirror(cell.trim) : cell.trim,
    bleed: mirror ? mirror(cell.bleed) : cell.bleed,
  });
  const mirrorX = (rect: Rect): Rect => ({ ...rect, x: sheet.width - rect.x - rect.width });
  switch (duplex) {
    case 'single':
      return [{ name: 'front', cells: cells.map((cell) => as(cell, 'front', 0, null)) }];
    case 'sheetwise':
      // The back plate prints after the sheet turned over side to side: each back sits behind its front.
      return [
        { name: 'front', cells: cells.map((cell) => as(cell, 'front', 0, null)) },
        { name: 'back', cells: cells.map((cell) => as(cell, 'back', 0, mirrorX)) },
      ];
    case 'work-and-turn':
      return [{ name: 'work', cells: cells.map((cell) => as(cell, cell.column < grid.columns / 2 ? 'front' : 'back', 0, null)) }];
    case 'work-and-tumble':
      return [{ name: 'work', cells: cells.map((cell) => (cell.row < grid.rows / 2 ? as(cell, 'front', 0, null) : as(cell, 'back', 180, null))) }];
    default: {
      const never: never = duplex;
      throw new Error(`unknown duplex mode ${String(never)}`);
    }
  }
}

/**
 * The space kept free around the grid (the slug band counts at the tail). Turn and tumble mirror the
 * sheet about its middle, so the space on both sides of that axis is made equal.
 */
function symmetricFor(duplex: DuplexMode, margins: Margins, slugHeight: number): Margins {
  const kept = { ...margins, bottom: margins.bottom + slugHeight };
  if (duplex === 'work-and-turn') return { ...kept, left: Math.max(kept.left, kept.right), right: Math.max(kept.left, kept.right) };
  if (duplex === 'work-and-tumble') return { ...kept, top: Math.max(kept.top, kept.bottom), bottom: Math.max(kept.top, kept.bottom) };
  return kept;
}

function assertOptions(options: StepAndRepeatOptions): void {
  const positive = [options.sheet.width, options.sheet.height, options.trim.width, options.trim.height];
  if (positive.some((value) => !(value > 0))) throw new RangeError('sheet and trim sizes must be positive');
  if ([options.bleed, options.gutter, options.slugHeight, options.marks.length, options.marks.offset].some((value) => !(value >= 0))) throw new RangeError('bleed, gutter, slug and marks must be zero or more');
}
