import type { PlacedItem, RollSheet } from '@dcs/gang';
import { PDFDocument, type PDFEmbeddedPage } from 'pdf-lib';
import { PT_PER_MM } from '../render/render-print-pdf.ts';
import type { GangLabel } from './gang-label.ts';
import { createGangDocument, labelFont, MmPage } from './pdf-lib-draw.ts';

/** A job's print-ready PDF and which page of it goes on the sheet (its TrimBox: the print area). */
export interface GangPdfSource {
  pdf: Uint8Array;
  /** 0-based; default 0. */
  page?: number;
}

/** Options of {@link renderRollPdf}. */
export interface RenderRollPdfOptions {
  roll: RollSheet;
  /** The PDF of each item id (every copy of an item shares one Form XObject). */
  sources: ReadonlyMap<string, GangPdfSource>;
  /** The label of each piece, or null for none. */
  label: (item: PlacedItem) => GangLabel | null;
  /** A TrueType/OpenType/WOFF font for the labels (embedded, subset); default: Helvetica, not embedded. */
  font?: Uint8Array;
  title?: string;
  /** Written as the creation date, so the same layout gives the same bytes; default now. */
  date?: Date;
}

/**
 * A roll gang sheet as one PDF page of the roll's size: each job's existing print PDF page, cut to its
 * TrimBox, placed as a Form XObject (vectors stay vectors, images keep their resolution), turned where
 * the layout turned it, with each piece's label (Code 128 + text) in its strip.
 */
export async function renderRollPdf(options: RenderRollPdfOptions): Promise<Uint8Array> {
  const { roll } = options;
  const document = await createGangDocument('dcs gang sheet', options.title, options.date);
  const font = await labelFont(document, options.font);
  const page = document.addPage([roll.width * PT_PER_MM, roll.length * PT_PER_MM]);
  const mm = new MmPage(page, roll.length);
  const embedded = await embedSources(document, roll, options.sources);
  for (const item of roll.items) {
    const form = embedded.get(item.id)!;
    mm.form(form, item, item.rotated ? 90 : 0);
    const label = item.label ? options.label(item) : null;
    if (label && item.label) mm.label(font, item.label, label);
  }
  return document.save({ useObjectStreams: false });
}

async function embedSources(document: PDFDocument, roll: RollSheet, sources: ReadonlyMap<string, GangPdfSource>): Promise<Map<string, PDFEmbeddedPage>> {
  const embedded = new Map<string, PDFEmbeddedPage>();
  for (const id of new Set(roll.items.map((item) => item.id))) {
    const source = sources.get(id);
    if (!source) throw new Error(`no PDF for item ${id}`);
    embedded.set(id, await embedBox(document, source.pdf, source.page ?? 0, 0));
  }
  return embedded;
}

/**
 * One page of a PDF as a Form XObject cut to its TrimBox grown by `bleed` mm (0: the print area; the
 * imposition's bleed for press sheets, whatever bleed the job's file has beyond it).
 */
export async function embedBox(document: PDFDocument, bytes: Uint8Array, index: number, bleed: number): Promise<PDFEmbeddedPage> {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPage(index);
  const box = page.getTrimBox();
  const grow = bleed * PT_PER_MM;
  return document.embedPage(page, { left: box.x - grow, bottom: box.y - grow, right: box.x + box.width + grow, top: box.y + box.height + grow });
}

/** The TrimBox of a PDF page in millimetres: a job's print area, the size it takes on a gang sheet. */
export async function pdfTrimSize(bytes: Uint8Array, index = 0): Promise<{ width: number; height: number }> {
  const page = (await PDFDocument.load(bytes)).getPage(index);
  const box = page.getTrimBox();
  const mm = (points: number): number => Math.round((points / PT_PER_MM) * 1000) / 1000;
  return { width: mm(box.width), height: mm(box.height) };
}
