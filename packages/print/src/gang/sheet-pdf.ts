import type { PlateCell, SheetImposition } from '@dcs/gang';
import { PDFDocument, cmyk, type PDFEmbeddedPage } from 'pdf-lib';
import { PT_PER_MM } from '../render/render-print-pdf.ts';
import type { GangLabel } from './gang-label.ts';
import { createGangDocument, labelFont, MmPage } from './pdf-lib-draw.ts';
import { embedBox } from './roll-pdf.ts';

/** A job's print PDF for a sheet: page 0 is the front, page 1 (when the job is double-sided) the back. */
export interface SheetJobSource {
  pdf: Uint8Array;
}

/** Options of {@link renderSheetPdf}. */
export interface RenderSheetPdfOptions {
  imposition: SheetImposition;
  sources: ReadonlyMap<string, SheetJobSource>;
  /** The job printed in each cell (from `gangRun`'s `cellJobs`, or one job everywhere); null leaves it blank. */
  jobOfCell: (cell: number) => string | null;
  /** The slug line: what it says and its barcode (the gang sheet's number). */
  slug: GangLabel | null;
  font?: Uint8Array;
  title?: string;
  date?: Date;
}

/** Hairline crop marks, 0.25 pt, in all four inks (registration), so they print on every plate. */
const MARK_WIDTH_MM = 0.25 / PT_PER_MM;
const REGISTRATION = cmyk(1, 1, 1, 1);

/**
 * An imposed press sheet as PDF, one page per plate (front; back for sheetwise; the one plate of
 * work-and-turn/tumble): each cell's job page placed as a Form XObject cut to its trim plus the bleed, turned as
 * the grid and the duplex mode want, crop marks per piece and the slug line with its barcode.
 */
export async function renderSheetPdf(options: RenderSheetPdfOptions): Promise<Uint8Array> {
  const { imposition } = options;
  const document = await createGangDocument('dcs imposition', options.title, options.date);
  const font = await labelFont(document, options.font);
  const forms = new Map<string, PDFEmbeddedPage | null>();
  for (const plate of imposition.plates) {
    const page = document.addPage([imposition.sheet.width * PT_PER_MM, imposition.sheet.height * PT_PER_MM]);
    const mm = new MmPage(page, imposition.sheet.height);
    for (const cell of plate.cells) {
      const job = options.jobOfCell(cell.cell);
      if (job === null) continue;
      const form = await formFor(document, forms, options.sources, job, cell.side, cell.trim.x - cell.bleed.x);
      if (form) mm.form(form, cell.bleed, turnOf(imposition, cell));
    }
    for (const line of imposition.marks) mm.line(line.x1, line.y1, line.x2, line.y2, MARK_WIDTH_MM, REGISTRATION);
    if (imposition.slug && options.slug) mm.label(font, imposition.slug, { ...options.slug, lines: options.slug.lines.map((line) => `${line}  ·  ${plate.name}`) });
  }
  return document.save({ useObjectStreams: false });
}

function turnOf(imposition: SheetImposition, cell: PlateCell): 0 | 90 | 180 | 270 {
  const grid = imposition.cells[cell.cell]!.rotated ? 90 : 0;
  return ((grid + cell.turn) % 360) as 0 | 90 | 180 | 270;
}

/** The job's page for a side, cut to its trim plus the imposition's bleed (once per document); null for the back of a one-sided job. */
async function formFor(document: PDFDocument, forms: Map<string, PDFEmbeddedPage | null>, sources: ReadonlyMap<string, SheetJobSource>, job: string, side: 'front' | 'back', bleed: number): Promise<PDFEmbeddedPage | null> {
  const key = `${job}:${side}`;
  if (!forms.has(key)) {
    const source = sources.get(job);
    if (!source) throw new Error(`no PDF for job ${job}`);
    const pages = (await PDFDocument.load(source.pdf)).getPageCount();
    forms.set(key, side === 'back' && pages < 2 ? null : await embedBox(document, source.pdf, side === 'back' ? 1 : 0, bleed));
  }
  return forms.get(key)!;
}
