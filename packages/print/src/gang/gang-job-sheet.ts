import type { PDFDocument } from 'pdf-lib';
import { PT_PER_MM } from '../render/render-print-pdf.ts';
import type { GangLabel } from './gang-label.ts';
import { createGangDocument, labelFont, MmPage } from './pdf-lib-draw.ts';

/** Options of {@link renderGangJobSheet}. */
export interface GangJobSheetOptions {
  /** Heading and barcode: the gang sheet's number. */
  header: GangLabel;
  /** Facts of the sheet: method, material, size, item count, the time it was built. */
  facts: [string, string][];
  /** One row per piece: code, order, copy, position… as the columns say. */
  columns: string[];
  rows: string[][];
  font?: Uint8Array;
  date?: Date;
}

const A4 = { width: 210, height: 297 };
const MARGIN = 15;
const LINE = 5;

/**
 * The job sheet that travels with a gang sheet: its number as Code 128, the facts, and a table of
 * every piece on it (the operator ticks them off while sorting after the cut); as many A4 pages as the
 * table needs.
 */
export async function renderGangJobSheet(options: GangJobSheetOptions): Promise<Uint8Array> {
  const document = await createGangDocument('dcs gang sheet', undefined, options.date);
  const font = await labelFont(document, options.font);
  const columnWidth = (A4.width - 2 * MARGIN) / Math.max(1, options.columns.length);
  let mm = newPage(document);
  mm.label(font, { x: MARGIN, y: MARGIN, width: A4.width - 2 * MARGIN, height: 14 }, options.header);
  let y = MARGIN + 20;
  for (const [name, value] of options.facts) {
    mm.text(font, name, MARGIN, y, LINE, 45);
    mm.text(font, value, MARGIN + 50, y, LINE, A4.width - 2 * MARGIN - 50);
    y += LINE;
  }
  y += LINE;
  const header = (): void => {
    options.columns.forEach((column, index) => mm.text(font, column, MARGIN + index * columnWidth, y, LINE, columnWidth - 2));
    y += LINE * 1.2;
  };
  header();
  for (const row of options.rows) {
    if (y + LINE > A4.height - MARGIN) {
      mm = newPage(document);
      y = MARGIN;
      header();
    }
    row.forEach((cell, index) => mm.text(font, cell, MARGIN + index * columnWidth, y, LINE, columnWidth - 2));
    y += LINE;
  }
  return document.save({ useObjectStreams: false });
}

function newPage(document: PDFDocument): MmPage {
  return new MmPage(document.addPage([A4.width * PT_PER_MM, A4.height * PT_PER_MM]), A4.height);
}
