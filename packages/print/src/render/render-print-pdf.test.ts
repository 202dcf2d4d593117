import sharp from 'sharp';
import { renderSidePng } from '@dcs/design/node';
import { describe, expect, it } from 'vitest';
import { createRgbColorConverter, renderPrintPdf } from '../index.ts';
import { pngDifference } from '../testing/image-compare.ts';
import { ghostscriptPng, runTool, toolsAvailable, withTempFile } from '../testing/pdf-tools.ts';
import { prepareTestLayout, referenceDesignJson } from '../testing/print-fixtures.ts';

const available = toolsAvailable('print PDF', ['qpdf', 'pdffonts', 'pdfinfo', 'pdftotext', 'gs']);
const DATE = new Date('2025-03-01T10:00:00Z');

describe.skipIf(!available)('renderPrintPdf (checked with qpdf, poppler and Ghostscript)', () => {
  it('writes a valid PDF whose page is the bleed box, with TrimBox and BleedBox', async () => {
    const pdf = await renderPrintPdf(await prepareTestLayout(), { colors: createRgbColorConverter(), date: DATE });
    withTempFile(pdf.bytes, '.pdf', (path) => {
      expect(runTool('qpdf', ['--check', path])).toContain('No syntax or stream encoding errors');
      const boxes = runTool('pdfinfo', ['-box', path]);
      // A5 (148 × 210 mm) trim, 3 mm bleed: 154 × 216 mm = 436.535 × 612.283 pt.
      expect(boxes).toMatch(/MediaBox:\s+0\.00\s+0\.00\s+436\.5[34]\s+612\.28/);
      expect(boxes).toMatch(/BleedBox:\s+0\.00\s+0\.00\s+436\.5[34]\s+612\.28/);
      expect(boxes).toMatch(/TrimBox:\s+8\.50\s+8\.50\s+428\.03\s+603\.78/);
    });
    expect(pdf.pages[0]!.imagePpi.photo).toBe(300);
  });

  it('embeds the fonts as subsets with ToUnicode, so the text can be extracted', async () => {
    const pdf = await renderPrintPdf(await prepareTestLayout(), { colors: createRgbColorConverter(), date: DATE });
    withTempFile(pdf.bytes, '.pdf', (path) => {
      const fonts = runTool('pdffonts', [path]).trim().split('\n').slice(2);
      expect(fonts).toHaveLength(2);
      for (const line of fonts) expect(line).toMatch(/^[A-Z]{6}\+Roboto-\w+\s+CID TrueType\s+Identity-H\s+yes yes yes/);
      const text = runTool('pdftotext', [path, '-']);
      expect(text).toContain('Greetings from Lisbon');
      expect(text).toContain('Sunny days, café com leite');
    });
  });

  it('draws what the PNG preview shows: ≤ 1 % of pixels differ from a Ghostscript render at the same DPI', async () => {
    const layout = await prepareTestLayout();
    const pdf = await renderPrintPdf(layout, { colors: createRgbColorConverter(), date: DATE });
    // 127 dpi makes the 154 × 216 mm bleed box a whole number of pixels (770 × 1080) in both renderers.
    const preview = renderSidePng(layout, 'front', { dpi: 127 }, { bleed: true, background: '#FFFFFF' });
    const rendered = ghostscriptPng(pdf.bytes, 127);
    const difference = await pngDifference(preview, rendered);
    expect(difference.width).toBe(770);
    expect(difference.share).toBeLessThanOrEqual(0.01);
  });

  it('adds crop marks outside the bleed in the registration color, growing the page but not the boxes', async () => {
    const pdf = await renderPrintPdf(await prepareTestLayout(), { colors: createRgbColorConverter(), cropMarks: true, date: DATE });
    withTempFile(pdf.bytes, '.pdf', (path) => {
      const boxes = runTool('pdfinfo', ['-box', path]);
      expect(boxes).toMatch(/MediaBox:\s+0\.00\s+0\.00\s+493\.23\s+668\.98/);
      expect(boxes).toMatch(/BleedBox:\s+28\.35\s+28\.35\s+464\.88\s+640\.63/);
      expect(boxes).toMatch(/TrimBox:\s+36\.85\s+36\.85\s+456\.38\s+632\.13/);
    });
    const text = new TextDecoder('latin1').decode(pdf.bytes);
    expect(text).toContain('/Separation /All /DeviceCMYK');
  });

  it('never upsamples: a low-resolution image keeps its pixels', async () => {
    const json = referenceDesignJson();
    const side = (json.sides as { elements: unknown[] }[])[0]!;
    side.elements.push({ id: 'small', type: 'image', media: 'small.png', transform: { x: 10, y: 160, width: 60, height: 40, rotation: 0 } });
    const pdf = await renderPrintPdf(await prepareTestLayout(json), { colors: createRgbColorConverter(), date: DATE });
    // 300 px over 60 mm is 127 ppi: embedded as it is.
    expect(pdf.pages[0]!.imagePpi.small).toBeCloseTo(127, 0);
    withTempFile(pdf.bytes, '.pdf', (path) => expect(runTool('qpdf', ['--check', path])).toContain('No syntax or stream encoding errors'));
  });

  it('garment output: each print area is a page at real size, cut to the area, transparent unless asked for white', async () => {
    const area = (id: string, x: number, y: number) => ({ id, name: id, x, y, width: 100, height: 150 });
    const layout = await prepareTestLayout({
      schemaVersion: 3,
      name: 'Shirt',
      sides: [
        {
          id: 'front',
          name: 'Front',
          trim: { width: 500, height: 700 },
          bleed: 0,
          safeMargin: 10,
          printAreas: [area('chest', 200, 100), area('pocket', 50, 100)],
          // Red inside the chest from (20, 30) mm of the area, and running 50 mm past its right edge.
          elements: [{ id: 'red', type: 'shape', shape: 'rectangle', transform: { x: 220, y: 130, width: 130, height: 40, rotation: 0 }, fill: '#FF0000' }],
        },
      ],
    });
    for (const white of [false, true]) {
      const pdf = await renderPrintPdf(layout, { colors: createRgbColorConverter(), date: DATE, printAreas: true, cropMarks: true, whiteBackground: white });
      expect(pdf.pages.map((page) => page.areaId)).toEqual(['chest', 'pocket']);
      withTempFile(pdf.bytes, '.pdf', (path) => {
        const boxes = runTool('pdfinfo', ['-box', '-f', '1', '-l', '2', path]);
        // 100 × 150 mm = 283.46 × 425.20 pt, trim = media: no bleed, no crop marks.
        expect(boxes.match(/MediaBox:\s+0\.00\s+0\.00\s+283\.46\s+425\.20/g)).toHaveLength(2);
        expect(boxes.match(/TrimBox:\s+0\.00\s+0\.00\s+283\.46\s+425\.20/g)).toHaveLength(2);
      });
      // 25.4 dpi: one pixel per millimetre.
      const pixels = async (page: number) => sharp(Buffer.from(ghostscriptPng(pdf.bytes, 25.4, { page, device: 'pngalpha' }))).raw().toBuffer({ resolveWithObject: true });
      const chest = await pixels(1);
      const at = (x: number, y: number) => [...chest.data.subarray((y * chest.info.width + x) * 4, (y * chest.info.width + x) * 4 + 4)];
      expect(chest.info).toMatchObject({ width: 100, height: 150 });
      expect(at(40, 40)).toEqual([255, 0, 0, 255]);
      expect(at(98, 40)).toEqual([255, 0, 0, 255]);
      expect(at(5, 5)).toEqual(white ? [255, 255, 255, 255] : [expect.any(Number), expect.any(Number), expect.any(Number), 0]);
      // The pocket area holds none of the design.
      const pocket = await pixels(2);
      expect(new Set([...pocket.data.filter((_, index) => index % 4 === 3)])).toEqual(new Set([white ? 255 : 0]));
    }
  });
});
