import { getSide, type DesignLayout, type LoadedFont } from '@dcs/design';
import { barcodeGeometry, drawBarcode } from '../barcode/barcode.ts';
import type { PrintColorConverter } from '../color/print-color-converter.ts';
import { ContentStream } from '../pdf/content-stream.ts';
import { PageResources } from '../pdf/page-resources.ts';
import { PdfDocument } from '../pdf/pdf-document.ts';
import type { EncodedImageCache } from '../images/encoded-image-cache.ts';
import type { PreparedImages } from '../images/prepared-images.ts';
import { PT_PER_MM } from '../render/render-print-pdf.ts';
import { DocumentImages, paintSide } from '../render/side-painter.ts';
import type { JobTicket } from '../ticket/job-ticket.ts';
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
}

const PAGE = { width: 210, height: 297 };
const MARGIN = 15;
/** Thumbnails are looked at, not printed: images are embedded at screen resolution. */
const THUMBNAIL_RESOLUTION = { downsampleAbovePpi: 100, targetPpi: 100 };

/** The ticket essentials the QR code carries (short keys keep the code small). */
export function jobSheetQrPayload(ticket: Omit<JobTicket, 'files'>): string {
  return JSON.stringify({ job: ticket.jobId, order: ticket.order.number ?? ticket.order.id, item: ticket.item.id, product: ticket.product.sku ?? ticket.product.id, qty: ticket.quantity });
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

  stream.fillColor(black);
  writeTextLine(stream, options.font, font, `Job ${ticket.jobId}`, MARGIN, MARGIN + 8, 20);
  const rows: [string, string][] = [
    ['Order', [ticket.order.number ?? ticket.order.id, ticket.order.customer].filter(Boolean).join(' · ')],
    ['Item', ticket.item.name ? `${ticket.item.name} (${ticket.item.id})` : ticket.item.id],
    ['Product', ticket.product.sku ? `${ticket.product.name} (${ticket.product.sku})` : ticket.product.name],
    ['Quantity', String(ticket.quantity)],
    ['Trim size', `${ticket.trimSize.width} × ${ticket.trimSize.height} mm, bleed ${ticket.bleed} mm`],
    ['Sides', ticket.sides.map((side) => side.name).join(', ')],
    ['Printing', ticket.printingMethod],
    ['Color', ticket.outputProfile ? `CMYK, ${ticket.outputProfile.name}` : ticket.colorMode.toUpperCase()],
    ['Created', ticket.createdAt],
  ];
  rows.forEach(([label, value], index) => {
    const y = MARGIN + 22 + index * 6.5;
    stream.fillColor(grey);
    writeTextLine(stream, options.font, font, label, MARGIN, y, 9);
    stream.fillColor(black);
    writeTextLine(stream, options.font, font, value, MARGIN + 26, y, 10);
  });

  const symbology = options.jobIdBarcode ?? 'code128';
  const jobBarcode = barcodeGeometry({ symbology, text: ticket.jobId, height: 14 });
  const barcodeWidth = symbology === 'code128' ? Math.min(80, jobBarcode.width * 0.33) : 28;
  drawBarcode(stream, jobBarcode, { x: PAGE.width - MARGIN - barcodeWidth, y: MARGIN, width: barcodeWidth, height: barcodeWidth * (jobBarcode.height / jobBarcode.width) }, black, white);
  const qr = barcodeGeometry({ symbology: 'qrcode', text: jobSheetQrPayload(ticket) });
  drawBarcode(stream, qr, { x: PAGE.width - MARGIN - 38, y: MARGIN + 30, width: 38, height: 38 * (qr.height / qr.width) }, black, white);

  const images = new DocumentImages(document, options.layout, colors, { resolution: THUMBNAIL_RESOLUTION, prepared: options.preparedImages, cache: options.imageCache });
  const sides = ticket.sides;
  const columns = Math.min(2, Math.max(1, sides.length));
  const cellWidth = (PAGE.width - 2 * MARGIN - (columns - 1) * 10) / columns;
  const top = MARGIN + 90;
  const cellHeight = Math.min(150, (PAGE.height - top - MARGIN) / Math.ceil(sides.length / columns)) - 8;
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
  return document.finish({
    title: `Job sheet ${ticket.jobId}`,
    date: options.date ?? new Date(),
    pdfx: outputIntent ? { outputProfile: outputIntent.profile, outputProfileDeflated: outputIntent.deflatedProfile, identifier: outputIntent.identifier, info: outputIntent.info } : undefined,
  });
}
