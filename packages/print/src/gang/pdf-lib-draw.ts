import type { Rect } from '@dcs/gang';
import type { PDFEmbeddedPage, PDFFont, PDFPage } from 'pdf-lib';
import { PDFDocument, StandardFonts, degrees, rgb, type Color } from 'pdf-lib';
import { PT_PER_MM } from '../render/render-print-pdf.ts';
import { labelGeometry, type GangLabel } from './gang-label.ts';

/** Converts the layouts' millimetres (y down from the sheet's top) to a pdf-lib page's points (y up). */
export class MmPage {
  readonly page: PDFPage;
  readonly heightMm: number;

  constructor(page: PDFPage, heightMm: number) {
    this.page = page;
    this.heightMm = heightMm;
  }

  /** The PDF rectangle (points, y up) of a layout rectangle. */
  box(rect: Rect): { x: number; y: number; width: number; height: number } {
    return { x: rect.x * PT_PER_MM, y: (this.heightMm - rect.y - rect.height) * PT_PER_MM, width: rect.width * PT_PER_MM, height: rect.height * PT_PER_MM };
  }

  /** Fills black rectangles. */
  fill(rects: readonly Rect[]): void {
    for (const rect of rects) this.page.drawRectangle({ ...this.box(rect), color: rgb(0, 0, 0) });
  }

  /** A line of text whose top is at `y` (mm), `size` in mm of line height, shrunk to fit `width`. */
  text(font: PDFFont, line: string, x: number, y: number, lineHeight: number, width: number): void {
    const natural = font.widthOfTextAtSize(line, 1);
    const size = Math.min(lineHeight * 0.8 * PT_PER_MM, natural > 0 ? (width * PT_PER_MM) / natural : Infinity);
    if (!(size > 0.5)) return;
    this.page.drawText(line, { x: x * PT_PER_MM, y: (this.heightMm - y - lineHeight * 0.8) * PT_PER_MM, size, font, color: rgb(0, 0, 0) });
  }

  /** A line segment (mm), `width` in mm. */
  line(x1: number, y1: number, x2: number, y2: number, width: number, color: Color): void {
    this.page.drawLine({ start: { x: x1 * PT_PER_MM, y: (this.heightMm - y1) * PT_PER_MM }, end: { x: x2 * PT_PER_MM, y: (this.heightMm - y2) * PT_PER_MM }, thickness: width * PT_PER_MM, color });
  }

  /**
   * Draws an embedded page into `rect`, turned `clockwise` by 0, 90, 180 or 270 degrees as seen on the
   * sheet: pdf-lib turns about the point it is given, so that point is the corner where the page's own
   * bottom-left lands.
   */
  form(form: PDFEmbeddedPage, rect: Rect, clockwise: 0 | 90 | 180 | 270): void {
    const box = this.box(rect);
    const upright = clockwise === 0 || clockwise === 180;
    const size = upright ? { width: box.width, height: box.height } : { width: box.height, height: box.width };
    const anchor = { 0: [box.x, box.y], 90: [box.x, box.y + box.height], 180: [box.x + box.width, box.y + box.height], 270: [box.x + box.width, box.y] }[clockwise];
    this.page.drawPage(form, { x: anchor[0]!, y: anchor[1]!, ...size, rotate: degrees(-clockwise) });
  }

  /** A label: its Code 128 bars and text lines inside `rect`. */
  label(font: PDFFont, rect: Rect, label: GangLabel): void {
    const geometry = labelGeometry(rect, label);
    this.fill(geometry.bars);
    const { text } = geometry;
    text.lines.forEach((line, index) => this.text(font, line, text.x + 0.5, text.y + index * text.lineHeight, text.lineHeight, text.width - 0.5));
  }
}

/** A new document whose dates are `date` (default now), so the same layout gives the same bytes. */
export async function createGangDocument(creator: string, title: string | undefined, date: Date | undefined): Promise<PDFDocument> {
  const document = await PDFDocument.create();
  document.setCreationDate(date ?? new Date());
  document.setModificationDate(date ?? new Date());
  document.setProducer('dcs');
  document.setCreator(creator);
  if (title) document.setTitle(title);
  return document;
}

/** The label font: the given one embedded (subset), or the standard Helvetica. */
export async function labelFont(document: PDFDocument, bytes: Uint8Array | undefined): Promise<PDFFont> {
  if (!bytes) return document.embedFont(StandardFonts.Helvetica);
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  document.registerFontkit(fontkit);
  return document.embedFont(bytes, { subset: true });
}
