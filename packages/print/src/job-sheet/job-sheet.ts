import { getSide, type DesignLayout, type LoadedFont } from '@dcs/design';
import { barcodeGeometry, drawBarcode } from '../barcode/barcode.ts';
import type { PrintColorConverter } from '../color/print-color-converter.ts';
import { ContentStream } from '../pdf/content-stream.ts';
import { PageResources } from '../pdf/page-resources.ts';
import { PdfDocument } from '../pdf/pdf-document.ts';
import type { EncodedImageCache } from '../images/encoded-image-cache.ts';
import type { PhotoCompression } from '../images/jpeg-samples.ts';
import type { PreparedImages } from '../images/prepared-images.ts';
import { PT_PER_MM } from '../render/render-print-pdf.ts';
import { DocumentImages, paintSide } from '../render/side-painter.ts';
import type { JobTicket, JobTicketIssue } from '../ticket/job-ticket.ts';
import { includeGlyphs, writeTextLine } from './sheet-text.ts';

/** Options of {@link renderJobSheet}. */
export interface JobSheetOptions {
  /** The job's ticket (its file list is not needed: the sheet is one of the files). */
  ticket: Omit<JobTicket, 'files'>;
  layout: DesignLayout;
  colors: PrintColorConverter;
  /** A font with Latin glyphs for the sheet's own text. */
  font: LoadedFont;
  /** Symbology of the job id barcode; default `code128`. A QR code with the ticket essentials is always added. */
  jobIdBarcode?: 'code128' | 'datamatrix';
  date?: Date;
  /** Photos the job's print PDF prepares: thumbnails are resized from them instead of decoded again. */
  preparedImages?: PreparedImages;
  /** Encoded thumbnails kept across jobs (one per process). */
  imageCache?: EncodedImageCache;
  /** Of the thumbnails, as of the print PDF's photos; default `jpeg`. */
  photoCompression?: PhotoCompression;
}

const PAGE = { width: 210, height: 297 };
const MARGIN = 15;
/**
 * Thumbnails are looked at, not printed: photos are embedded at 72 ppi of the side's size (the sheet
 * draws the side smaller, so about 110 ppi on paper). At 100 ppi a textured photo's thumbnail cost
 * a fifth of the job's CPU (bench/print).
 */
const THUMBNAIL_RESOLUTION = { downsampleAbovePpi: 72, targetPpi: 72 };
/** Of the thumbnails: enough to recognise the photo on a sheet, at a third of the bytes of print quality. */
const THUMBNAIL_JPEG_QUALITY = 70;

/** Issues listed on the sheet at most; the ticket has them all. */
const MAX_ISSUE_LINES = 6;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** `148 × 210 mm, bleed 3 mm`, or a garment's print areas at real size. */
function sizeLine(ticket: Omit<JobTicket, 'files'>): string {
  if (ticket.output.kind === 'garment') return `${ticket.pages.map((page) => `${page.width} × ${page.height} mm`).join(', ')}, real size, no marks`;
  return `${ticket.trimSize.width} × ${ticket.trimSize.height} mm, bleed ${ticket.bleed} mm`;
}

/** One line per issue (side, element, sentence), the rest counted; answers the next baseline. */
function issueLines(stream: ContentStream, options: JobSheetOptions, font: Awaited<ReturnType<PdfDocument['font']>>, issues: readonly JobTicketIssue[], y: number): number {
  for (const issue of issues.slice(0, MAX_ISSUE_LINES)) {
    writeTextLine(stream, options.font, font, clip(`${issue.side} / ${issue.element}: ${issue.message}`, 92), MARGIN + 2, y, 10);
    y += 5.2;
  }
  if (issues.length > MAX_ISSUE_LINES) {
    writeTextLine(stream, options.font, font, `… and ${issues.length - MAX_ISSUE_LINES} more (see the ticket)`, MARGIN + 2, y, 10);
    y += 5.2;
  }
  return y + 2;
}

/** The ticket essentials the QR code carries (short keys keep the code small). */
export function jobSheetQrPayload(ticket: Omit<JobTicket, 'files'>): string {
  return JSON.stringify({ job: ticket.jobId, order: ticket.order.number ?? ticket.order.id, item: ticket.item.id, product: ticket.product.sku ?? ticket.product.id, qty: ticket.quantity, pieces: ticket.quantityMeaning.pieces });
}

/**
 * The job sheet that travels with a print job: the job id as a barcode, a QR code with the ticket
 * essentials, the order data and a thumbnail of each side (vector, with the trim line).
 */
export async function renderJobSheet(options: JobSheetOptions): Promise<Uint8Array> {
  const { ticket, colors } = options;
  const document = new PdfDocument();
  const stream = new ContentStream();
  const resources = new PageResources();
  stream.transform([PT_PER_MM, 0, 0, -PT_PER_MM, 0, PAGE.height * PT_PER_MM]);
  const font = await document.font(options.font);
  resources.font(font.resourceName, font.ref);
  includeGlyphs(options.font, font, '0123456789');
  const black = colors.vector('#000000');
  const white = colors.vector('#FFFFFF');
  const grey = colors.vector('#808080');
  const red = colors.vector('#C00000');

  stream.fillColor(black);
  writeTextLine(stream, options.font, font, `Job ${ticket.jobId}`, MARGIN, MARGIN + 9, 24);
  // Read at arm's length beside the press: the order as sold in 14 pt, labels in 10 pt.
  const rows: [string, string][] = [
    ['Order', [ticket.order.number ?? ticket.order.id, ticket.order.customer].filter(Boolean).join(' · ')],
    ['Item', ticket.item.name ? `${ticket.item.name} (${ticket.item.id})` : ticket.item.id],
    ['Product', ticket.product.sku ? `${ticket.product.name} (${ticket.product.sku})` : ticket.product.name],
    ['Quantity', ticket.quantityMeaning.text],
    ...ticket.options.map((option): [string, string] => [option.label, option.valueLabel]),
    ['Sides', ticket.sides.map((side) => side.name).join(', ') || 'none'],
    ['Size', sizeLine(ticket)],
    ['Printing', `${ticket.printingMethod} · ${ticket.outputProfile ? `CMYK, ${ticket.outputProfile.name}` : ticket.colorMode.toUpperCase()}`],
  ];
  let y = MARGIN + 22;
  for (const [label, value] of rows) {
    stream.fillColor(grey);
    writeTextLine(stream, options.font, font, clip(label, 22), MARGIN, y, 10);
    stream.fillColor(black);
    // Beside the QR code a value has ~100 mm; below it the whole width.
    writeTextLine(stream, options.font, font, clip(value, y > MARGIN + 72 ? 54 : 40), MARGIN + 34, y, 14);
    y += 7.5;
  }
  writeTextLine(stream, options.font, font, `Created ${ticket.createdAt}`, MARGIN, y, 8);
  y += 8;
  if (ticket.forced) {
    // A forced job must never pass for a normal one: a red banner with who and what was overridden.
    stream.fillColor(red).rect(MARGIN, y - 6.5, PAGE.width - 2 * MARGIN, 9.5).paint('fill');
    stream.fillColor(white);
    writeTextLine(stream, options.font, font, clip(`FORCED by ${ticket.forced.by ?? 'an admin'} past ${ticket.forced.errors.length} preflight error(s)`, 60), MARGIN + 2, y, 14);
    y += 8;
    stream.fillColor(red);
    y = issueLines(stream, options, font, ticket.forced.errors, y);
  }
  if (ticket.lowResolutionAccepted) {
    stream.fillColor(red);
    writeTextLine(stream, options.font, font, 'LOW RESOLUTION ACCEPTED by the customer', MARGIN, y, 12);
    y += 6.5;
  }
  if (ticket.warnings.length > 0) {
    stream.fillColor(black);
    writeTextLine(stream, options.font, font, `Warnings (${ticket.warnings.length})`, MARGIN, y, 12);
    y += 6;
    y = issueLines(stream, options, font, ticket.warnings, y);
  }

  const symbology = options.jobIdBarcode ?? 'code128';
  const jobBarcode = barcodeGeometry({ symbology, text: ticket.jobId, height: 14 });
  const barcodeWidth = symbology === 'code128' ? Math.min(80, jobBarcode.width * 0.33) : 28;
  drawBarcode(stream, jobBarcode, { x: PAGE.width - MARGIN - barcodeWidth, y: MARGIN, width: barcodeWidth, height: barcodeWidth * (jobBarcode.height / jobBarcode.width) }, black, white);
  const qr = barcodeGeometry({ symbology: 'qrcode', text: jobSheetQrPayload(ticket) });
  drawBarcode(stream, qr, { x: PAGE.width - MARGIN - 38, y: MARGIN + 30, width: 38, height: 38 * (qr.height / qr.width) }, black, white);

  const images = new DocumentImages(document, options.layout, colors, { resolution: THUMBNAIL_RESOLUTION, prepared: options.preparedImages, cache: options.imageCache, photoCompression: options.photoCompression, jpegQuality: THUMBNAIL_JPEG_QUALITY });
  const sides = ticket.sides;
  const columns = Math.min(2, Math.max(1, sides.length));
  const cellWidth = (PAGE.width - 2 * MARGIN - (columns - 1) * 10) / columns;
  // The thumbnails take what the order data leaves, at least a fifth of the page.
  const top = Math.min(Math.max(MARGIN + 90, y + 6), PAGE.height - MARGIN - 60);
  const cellHeight = Math.min(150, (PAGE.height - top - MARGIN) / Math.max(1, Math.ceil(sides.length / columns))) - 8;
  for (const [index, sideInfo] of sides.entries()) {
    const side = getSide(options.layout.design, sideInfo.id);
    const full = { width: side.trim.width + 2 * side.bleed, height: side.trim.height + 2 * side.bleed };
    const scale = Math.min(cellWidth / full.width, cellHeight / full.height);
    const x = MARGIN + (index % columns) * (cellWidth + 10);
    const y = top + Math.floor(index / columns) * (cellHeight + 8);
    stream.fillColor(black);
    writeTextLine(stream, options.font, font, `${sideInfo.page}. ${sideInfo.name}`, x, y - 2, 9);
    stream.save().transform([scale, 0, 0, scale, x + side.bleed * scale, y + side.bleed * scale]);
    stream.rect(-side.bleed, -side.bleed, full.width, full.height).clip().paint('none');
    stream.save();
    await paintSide(options.layout, side.id, colors, { document, stream, resources, images });
    stream.restore();
    stream.strokeColor(grey).lineWidth(0.3 / scale).rect(0, 0, side.trim.width, side.trim.height).paint('stroke');
    stream.restore();
  }

  const mediaBox = [0, 0, PAGE.width * PT_PER_MM, PAGE.height * PT_PER_MM].map((value) => Math.round(value * 1000) / 1000) as [number, number, number, number];
  // PDF/X wants a TrimBox on every page: the sheet is not cut, so it is the whole page.
  document.addPage({ mediaBox, trimBox: mediaBox, bleedBox: mediaBox, content: stream, resources, blendingSpace: colors.mode === 'cmyk' ? 'DeviceCMYK' : 'DeviceRGB' });
  const outputIntent = colors.outputIntent;
  const bytes = await document.finish({
    title: `Job sheet ${ticket.jobId}`,
    date: options.date ?? new Date(),
    pdfx: outputIntent ? { outputProfile: outputIntent.profile, outputProfileDeflated: outputIntent.deflatedProfile, identifier: outputIntent.identifier, info: outputIntent.info } : undefined,
  });
  // The file holds the thumbnails' samples now.
  images.release();
  return bytes;
}
