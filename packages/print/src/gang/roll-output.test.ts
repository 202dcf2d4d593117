import { readFileSync, writeFileSync } from 'node:fs';
import { nestRoll, type PlacedItem, type RollOptions } from '@dcs/gang';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderGangJobSheet, renderRollPdf, renderRollPng, type GangLabel } from '../index.ts';
import { colorBox, CORNER_MARK_MM, decode, fixtureColor, ghostscriptPixels, solidArtworkPng, solidJobPdf, zbarCodes, type Pixels } from '../testing/gang-fixtures.ts';
import { runTool, toolsAvailable, withTempFile } from '../testing/pdf-tools.ts';

const available = toolsAvailable('gang sheet', ['qpdf', 'pdfinfo', 'gs', 'zbarimg']);
const ROBOTO = new Uint8Array(readFileSync(new URL(import.meta.resolve('@fontsource/roboto/files/roboto-latin-400-normal.woff'))));
const ROLL: RollOptions = { width: 250, spacing: 4, margins: 5, allowRotation: true, label: { height: 6, gap: 1, minWidth: 42 } };
const SIZES = [[60, 40], [45, 80], [100, 30], [70, 70], [50, 55], [120, 45], [40, 40], [90, 60], [35, 95], [65, 50], [80, 35], [55, 65]] as const;
const ITEMS = SIZES.map(([width, height], index) => ({ id: `PQ${String(index + 1).padStart(6, '0')}`, width, height }));
const label = (item: PlacedItem): GangLabel => ({ lines: [`${item.id} · ${item.copy}/1`, `Order ${1000 + Number(item.id.slice(2))}`], barcode: `${item.id}-${item.copy}` });
const layout = nestRoll(ITEMS, ROLL);
const roll = layout.rolls[0]!;

/** Checks every item against the render: its colour's box is the layout's box (± `tolerance` mm), nothing hides part of it, its corner mark shows its turn. */
function expectItemsWhereLaidOut(pixels: Pixels, dpi: number, toleranceMm: number): void {
  const mm = (pixels_: number): number => (pixels_ * 25.4) / dpi;
  for (const item of roll.items) {
    const index = ITEMS.findIndex((candidate) => candidate.id === item.id);
    const box = colorBox(pixels, fixtureColor(index))!;
    expect(box, item.id).not.toBeNull();
    expect(Math.abs(mm(box.x) - item.x), `${item.id} left`).toBeLessThanOrEqual(toleranceMm);
    expect(Math.abs(mm(box.y) - item.y), `${item.id} top`).toBeLessThanOrEqual(toleranceMm);
    expect(Math.abs(mm(box.right) - (item.x + item.width)), `${item.id} right`).toBeLessThanOrEqual(toleranceMm);
    expect(Math.abs(mm(box.bottom) - (item.y + item.height)), `${item.id} bottom`).toBeLessThanOrEqual(toleranceMm);
    // No other item (or label) covers any of it: the colour fills its box but for the corner mark.
    const expected = (item.width * item.height - CORNER_MARK_MM ** 2) * (dpi / 25.4) ** 2;
    expect(box.count / expected, `${item.id} uncovered`).toBeGreaterThan(0.985);
    // The mark sits at the artwork's top-left: at the box's top-right once turned clockwise.
    const probe = { x: item.rotated ? item.x + item.width - 1 : item.x + 1, y: item.y + 1 };
    const at = (Math.round((probe.y * dpi) / 25.4) * pixels.width + Math.round((probe.x * dpi) / 25.4)) * pixels.channels;
    expect(pixels.data[at]! + pixels.data[at + 1]! + pixels.data[at + 2]!, `${item.id} corner mark`).toBeLessThan(60);
  }
}

describe.skipIf(!available)('gang roll output', () => {
  it('lays the jobs out with rotation and labels', () => {
    expect(layout.unplaced).toEqual([]);
    expect(roll.items.some((item) => item.rotated)).toBe(true);
  });

  it('writes the roll as a PDF of the roll size with each job page placed vector, where the layout put it, labels readable', async () => {
    const sources = new Map(await Promise.all(ITEMS.map(async (item, index) => [item.id, { pdf: await solidJobPdf(item, 3, fixtureColor(index)) }] as const)));
    const pdf = await renderRollPdf({ roll, sources, label, font: ROBOTO, title: 'Gang G000001', date: new Date('2026-01-01T00:00:00Z') });
    withTempFile(pdf, '.pdf', (path) => {
      expect(runTool('qpdf', ['--check', path])).toContain('No syntax or stream encoding errors');
      const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(runTool('pdfinfo', [path]))!;
      expect(Number(size[1])).toBeCloseTo((250 * 72) / 25.4, 2);
      expect(Number(size[2])).toBeCloseTo((roll.length * 72) / 25.4, 2);
      // Vectors stay vectors: one Form XObject per job, no image anywhere.
      expect(runTool('pdfimages', ['-list', path]).trim().split('\n')).toHaveLength(2);
      expect(runTool('pdffonts', [path])).toMatch(/Roboto\S*\s+CID TrueType\s+Identity-H\s+yes/);
    });
    const { pixels, png } = await ghostscriptPixels(pdf, 400);
    expectItemsWhereLaidOut(pixels, 400, 0.1);
    if (process.env.GANG_DEBUG_DIR) writeFileSync(`${process.env.GANG_DEBUG_DIR}/roll-pdf.png`, png);
    expect(zbarCodes(png).sort()).toEqual(roll.items.map((item) => `${item.id}-${item.copy}`).sort());
    // The same layout gives the same bytes.
    expect(await renderRollPdf({ roll, sources, label, font: ROBOTO, title: 'Gang G000001', date: new Date('2026-01-01T00:00:00Z') })).toEqual(pdf);
  });

  it('writes the roll as a transparent PNG at the resolution with its physical size, items and labels in place', async () => {
    const dpi = 300;
    const sources = new Map(await Promise.all(ITEMS.map(async (item, index) => [item.id, await solidArtworkPng(item, 150, fixtureColor(index))] as const)));
    const chunks: Uint8Array[] = [];
    for await (const chunk of renderRollPng({ roll, dpi, sources, label, bandRows: 100 })) chunks.push(chunk);
    const png = Buffer.concat(chunks);
    const metadata = await sharp(png).metadata();
    expect([metadata.format, metadata.channels, metadata.hasAlpha, metadata.density]).toEqual(['png', 4, true, dpi]);
    expect((metadata.width! / dpi) * 25.4).toBeCloseTo(250, 1);
    expect((metadata.height! / dpi) * 25.4).toBeCloseTo(roll.length, 1);
    const pixels = await decode(png);
    // Film between the items stays transparent.
    expect(pixels.data[(10 * pixels.width + 10) * 4 + 3]).toBe(0);
    // Rasters are resampled to whole pixels: half a pixel each side at 300 dpi.
    expectItemsWhereLaidOut(pixels, dpi, 0.1);
    const onWhite = await sharp(png).flatten({ background: '#ffffff' }).png().toBuffer();
    if (process.env.GANG_DEBUG_DIR) writeFileSync(`${process.env.GANG_DEBUG_DIR}/roll-png.png`, onWhite);
    expect(zbarCodes(onWhite).sort()).toEqual(roll.items.map((item) => `${item.id}-${item.copy}`).sort());
  });

  it('writes a job sheet listing every piece, over as many pages as it takes', async () => {
    const rows = Array.from({ length: 70 }, (_, index) => [`PQ${index}`, `${index + 1}/70`, '12.0', '30.5']);
    const pdf = await renderGangJobSheet({ header: { lines: ['Gang sheet G000001'], barcode: 'G000001' }, facts: [['Method', 'DTF'], ['Length', '1234.5 mm']], columns: ['Job', 'Copy', 'x mm', 'y mm'], rows, font: ROBOTO });
    withTempFile(pdf, '.pdf', (path) => {
      expect(runTool('qpdf', ['--check', path])).toContain('No syntax or stream encoding errors');
      expect(runTool('pdfinfo', [path])).toMatch(/Pages:\s+2/);
      const text = runTool('pdftotext', ['-layout', path, '-']);
      expect(text).toContain('PQ69');
      expect(text).toContain('1234.5 mm');
    });
    expect(zbarCodes((await ghostscriptPixels(pdf, 300)).png)).toEqual(['G000001']);
  });
});
