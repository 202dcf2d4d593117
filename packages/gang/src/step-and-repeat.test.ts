import { describe, expect, it } from 'vitest';
import { findOverlaps, rectContains, type Rect } from './geometry.ts';
import { gangRun, sheetsFor, stepAndRepeat, type StepAndRepeatOptions } from './index.ts';

const CARDS: StepAndRepeatOptions = { sheet: { width: 450, height: 320 }, trim: { width: 85, height: 55 }, bleed: 2, gutter: 6, margins: { top: 12, right: 8, bottom: 8, left: 8 }, slugHeight: 8, marks: { length: 3, offset: 3 }, allowRotation: true };
const same = (a: Rect, b: Rect): boolean => Math.abs(a.x - b.x) < 1e-6 && Math.abs(a.y - b.y) < 1e-6 && Math.abs(a.width - b.width) < 1e-6;

describe('stepAndRepeat', () => {
  it('steps business cards across SRA3 in the orientation that fits more, inside the margins and above the slug', () => {
    const sheet = stepAndRepeat(CARDS);
    // Upright: (434 + 6) / 95 = 4 columns, (292 + 6) / 65 = 4 rows = 16; turned: 440 / 65 = 6 × 298 / 95 = 3 = 18.
    expect([sheet.columns, sheet.rows, sheet.cells.length, sheet.cells[0]!.rotated]).toEqual([6, 3, 18, true]);
    const printable = { x: 8, y: 12, width: 434, height: 320 - 12 - 8 - 8 };
    for (const cell of sheet.cells) expect(rectContains(printable, cell.bleed)).toBe(true);
    expect(findOverlaps(sheet.cells.map((cell) => cell.bleed))).toEqual([]);
    expect(sheet.slug).toEqual({ x: 8, y: 304, width: 434, height: 8 });
    expect(sheet.piecesPerSheet).toBe(18);
    expect(sheetsFor(500, sheet.piecesPerSheet)).toBe(28);
    expect(sheetsFor(500, sheet.piecesPerSheet, 2)).toBe(30);
  });

  it('draws a crop mark at each trim corner where the gutter leaves room, never into a bleed box', () => {
    const wide = stepAndRepeat({ ...CARDS, gutter: 14, allowRotation: false });
    const lines = wide.marks;
    expect(lines).toHaveLength(wide.cells.length * 8);
    for (const line of lines) for (const cell of wide.cells) expect(line.y1 === line.y2 && line.y1 > cell.bleed.y && line.y1 < cell.bleed.y + cell.bleed.height && Math.max(line.x1, line.x2) > cell.bleed.x && Math.min(line.x1, line.x2) < cell.bleed.x + cell.bleed.width).toBe(false);
    // Butted bleeds: only the marks around the grid remain (two per column at head and tail, two per row at each side).
    const tight = stepAndRepeat({ ...CARDS, gutter: 0, allowRotation: false });
    expect(tight.marks.length).toBe(4 * (tight.columns + tight.rows));
  });

  it('puts fronts left and backs right for work-and-turn, each back where its front lands after the turn', () => {
    const sheet = stepAndRepeat({ ...CARDS, duplex: 'work-and-turn' });
    expect(sheet.columns % 2).toBe(0);
    const [plate] = sheet.plates;
    expect(sheet.plates).toHaveLength(1);
    const fronts = plate!.cells.filter((cell) => cell.side === 'front');
    expect(fronts.length).toBe(plate!.cells.length / 2);
    for (const front of fronts) {
      const turned = { ...front.trim, x: CARDS.sheet.width - front.trim.x - front.trim.width };
      expect(plate!.cells.some((cell) => cell.side === 'back' && same(cell.trim, turned))).toBe(true);
    }
    expect(sheet.piecesPerSheet).toBe(plate!.cells.length);
  });

  it('puts fronts above and backs below, turned 180°, for work-and-tumble; sheetwise mirrors the back plate', () => {
    const tumble = stepAndRepeat({ ...CARDS, duplex: 'work-and-tumble' });
    const cells = tumble.plates[0]!.cells;
    for (const front of cells.filter((cell) => cell.side === 'front')) {
      const tumbled = { ...front.trim, y: CARDS.sheet.height - front.trim.y - front.trim.height };
      expect(cells.some((cell) => cell.side === 'back' && cell.turn === 180 && same(cell.trim, tumbled))).toBe(true);
    }
    const sheetwise = stepAndRepeat({ ...CARDS, duplex: 'sheetwise' });
    expect(sheetwise.plates.map((plate) => plate.name)).toEqual(['front', 'back']);
    const back = sheetwise.plates[1]!.cells[0]!;
    expect(back.trim.x).toBeCloseTo(CARDS.sheet.width - sheetwise.cells[0]!.trim.x - sheetwise.cells[0]!.trim.width, 9);
  });

  it('refuses sizes that are not positive', () => {
    expect(() => stepAndRepeat({ ...CARDS, trim: { width: 0, height: 55 } })).toThrow(RangeError);
    expect(() => sheetsFor(10, 0)).toThrow(RangeError);
  });
});

describe('gangRun', () => {
  it('shares the cells so that the run is as short as it can be', () => {
    const [form] = gangRun([{ id: 'A', quantity: 1000 }, { id: 'B', quantity: 250 }], 20);
    expect(form!.slots).toEqual([{ id: 'A', cells: 16, pieces: 1008 }, { id: 'B', cells: 4, pieces: 252 }]);
    expect(form!.sheets).toBe(63);
    expect(form!.cellJobs.filter((job) => job === 'B')).toHaveLength(4);
    // No other split of 20 cells does better.
    let best = Infinity;
    for (let a = 1; a < 20; a++) best = Math.min(best, Math.max(Math.ceil(1000 / a), Math.ceil(250 / (20 - a))));
    expect(form!.sheets).toBe(best);
  });

  it('runs more jobs than cells as several forms, and adds overs', () => {
    const jobs = Array.from({ length: 5 }, (_, index) => ({ id: `J${index}`, quantity: 100 * (index + 1) }));
    const forms = gangRun(jobs, 2, 3);
    expect(forms.map((form) => form.slots.map((slot) => slot.id))).toEqual([['J4', 'J3'], ['J2', 'J1'], ['J0']]);
    expect(forms[2]!).toMatchObject({ sheets: 50 + 3, cellJobs: ['J0', 'J0'] });
  });
});
