import { readFileSync } from 'node:fs';
import { gangRun, stepAndRepeat, type StepAndRepeatOptions } from '@dcs/gang';
import { describe, expect, it } from 'vitest';
import { renderSheetPdf } from '../index.ts';
import { colorBox, fixtureColor, ghostscriptPixels, solidJobPdf, zbarCodes, type Pixels } from '../testing/gang-fixtures.ts';
import { runTool, toolsAvailable, withTempFile } from '../testing/pdf-tools.ts';

const available = toolsAvailable('imposed sheet', ['qpdf', 'pdfinfo', 'gs', 'zbarimg']);
const ROBOTO = new Uint8Array(readFileSync(new URL(import.meta.resolve('@fontsource/roboto/files/roboto-latin-400-normal.woff'))));
const CARD = { width: 85, height: 55 };
const SRA3: StepAndRepeatOptions = { sheet: { width: 450, height: 320 }, trim: CARD, bleed: 2, gutter: 12, margins: { top: 12, right: 8, bottom: 8, left: 8 }, slugHeight: 8, marks: { length: 3, offset: 3 }, allowRotation: true };
const DPI = 400;
const px = (mm: number): number => Math.round((mm * DPI) / 25.4);

/** The darkest channel sum at a sheet position in mm (crop marks are hairlines: look at the pixel and its neighbours). */
function darkAt(pixels: Pixels, x: number, y: number): boolean {
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const at = ((px(y) + dy) * pixels.width + px(x) + dx) * pixels.channels;
      if (pixels.data[at]! + pixels.data[at + 1]! + pixels.data[at + 2]! < 120) return true;
    }
  }
  return false;
}

describe.skipIf(!available)('imposed sheet output', () => {
  it('steps a card job across the sheet with crop marks per card and a slug line whose barcode reads', async () => {
    const imposition = stepAndRepeat(SRA3);
    const sources = new Map([['PQ000042', { pdf: await solidJobPdf(CARD, 2, fixtureColor(5)) }]]);
    const pdf = await renderSheetPdf({ imposition, sources, jobOfCell: () => 'PQ000042', slug: { lines: ['G000007 · PQ000042 · 500 cards · 28 sheets'], barcode: 'G000007' }, font: ROBOTO });
    withTempFile(pdf, '.pdf', (path) => {
      expect(runTool('qpdf', ['--check', path])).toContain('No syntax or stream encoding errors');
      const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(runTool('pdfinfo', [path]))!;
      expect([Number(size[1]), Number(size[2])]).toEqual([1275.59, 907.087]);
    });
    const { pixels, png } = await ghostscriptPixels(pdf, DPI);
    // Each card's colour (bleed included) covers its cell's bleed box, to a pixel.
    const cells = imposition.cells;
    const color = fixtureColor(5);
    const boxes = colorBoxes(pixels, color, cells.map((cell) => cell.bleed));
    for (const [index, cell] of cells.entries()) {
      const box = boxes[index]!;
      expect(Math.abs((box.x * 25.4) / DPI - cell.bleed.x)).toBeLessThanOrEqual(0.1);
      expect(Math.abs((box.y * 25.4) / DPI - cell.bleed.y)).toBeLessThanOrEqual(0.1);
      expect(Math.abs((box.right * 25.4) / DPI - (cell.bleed.x + cell.bleed.width))).toBeLessThanOrEqual(0.1);
      expect(Math.abs((box.bottom * 25.4) / DPI - (cell.bleed.y + cell.bleed.height))).toBeLessThanOrEqual(0.1);
    }
    expect(imposition.marks.length).toBe(cells.length * 8);
    for (const mark of imposition.marks) expect(darkAt(pixels, (mark.x1 + mark.x2) / 2, (mark.y1 + mark.y2) / 2)).toBe(true);
    expect(zbarCodes(png)).toEqual(['G000007']);
  });

  it('prints fronts left and backs right on the one plate of work-and-turn', async () => {
    const imposition = stepAndRepeat({ ...SRA3, duplex: 'work-and-turn' });
    const sources = new Map([['PQ1', { pdf: await solidJobPdf(CARD, 2, fixtureColor(1), fixtureColor(2)) }]]);
    const pdf = await renderSheetPdf({ imposition, sources, jobOfCell: () => 'PQ1', slug: null, font: ROBOTO });
    withTempFile(pdf, '.pdf', (path) => expect(runTool('pdfinfo', [path])).toMatch(/Pages:\s+1/));
    const { pixels } = await ghostscriptPixels(pdf, DPI);
    const front = colorBox(pixels, fixtureColor(1))!;
    const back = colorBox(pixels, fixtureColor(2))!;
    expect((front.right * 25.4) / DPI).toBeLessThan(225);
    expect((back.x * 25.4) / DPI).toBeGreaterThan(225);
    expect(front.count / back.count).toBeCloseTo(1, 2);
  });

  it('shares a sheet among the jobs of a gang run as gangRun split its cells', async () => {
    const imposition = stepAndRepeat(SRA3);
    const [form] = gangRun([{ id: 'A', quantity: 1000 }, { id: 'B', quantity: 250 }], imposition.cells.length);
    const sources = new Map([['A', { pdf: await solidJobPdf(CARD, 2, fixtureColor(3)) }], ['B', { pdf: await solidJobPdf(CARD, 2, fixtureColor(4)) }]]);
    const pdf = await renderSheetPdf({ imposition, sources, jobOfCell: (cell) => form!.cellJobs[cell] ?? null, slug: null, font: ROBOTO });
    const { pixels } = await ghostscriptPixels(pdf, DPI);
    const cellArea = px(CARD.width + 4) * px(CARD.height + 4);
    const cellsOf = (index: number): number => Math.round(colorBox(pixels, fixtureColor(index))!.count / cellArea);
    expect([cellsOf(3), cellsOf(4)]).toEqual(form!.slots.map((slot) => slot.cells));
  });
});

/** The box of `color` within each of `rects` (mm), in pixels of the whole sheet. */
function colorBoxes(pixels: Pixels, color: [number, number, number], rects: { x: number; y: number; width: number; height: number }[]) {
  return rects.map((rect) => {
    const x0 = px(rect.x) - 3;
    const y0 = px(rect.y) - 3;
    const width = px(rect.width) + 6;
    const height = px(rect.height) + 6;
    const data = new Uint8Array(width * height * pixels.channels);
    for (let row = 0; row < height; row++) data.set(pixels.data.subarray(((y0 + row) * pixels.width + x0) * pixels.channels, ((y0 + row) * pixels.width + x0 + width) * pixels.channels), row * width * pixels.channels);
    const box = colorBox({ data, width, height, channels: pixels.channels }, color)!;
    return { x: box.x + x0, y: box.y + y0, right: box.right + x0, bottom: box.bottom + y0, count: box.count };
  });
}
