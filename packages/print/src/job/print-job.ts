import type { DesignLayout, LoadedFont } from '@dcs/design';
import { PermanentJobError, createError, isSvcError } from '@dcs/platform';
import { barcodePng, barcodeSvg } from '../barcode/barcode.ts';
import { encodeBarcode } from '../barcode/barcode-symbol.ts';
import { checkPrintPdf, type PdfCheckReport } from '../check/pdf-self-check.ts';
import type { PrintColorConverter } from '../color/print-color-converter.ts';
import type { EncodedImageCache } from '../images/encoded-image-cache.ts';
import type { ImageResolutionOptions } from '../images/print-image.ts';
import type { PhotoCompression } from '../images/jpeg-samples.ts';
import { PreparedImages } from '../images/prepared-images.ts';
import { renderJobSheet } from '../job-sheet/job-sheet.ts';
import { assertPreflightPassed, preflightDesign, type PreflightOptions, type PreflightReport } from '@dcs/design';
import { renderPrintPdf } from '../render/render-print-pdf.ts';
import { jobTicketToJdf } from '../ticket/jdf-adapter.ts';
import { createJobTicket, serializeJobTicket, ticketFile, type JobTicket, type JobTicketInput } from '../ticket/job-ticket.ts';

/** Everything a print job needs: the order data, the laid-out design and the printing configuration. */
export interface PrintJobInput extends Omit<JobTicketInput, 'colorMode' | 'outputProfile'> {
  layout: DesignLayout;
  colors: PrintColorConverter;
  /** A font with Latin glyphs for the job sheet. */
  sheetFont: LoadedFont;
  cropMarks?: boolean;
  preflight?: PreflightOptions;
  imageResolution?: ImageResolutionOptions;
  /** Encoded photos kept across jobs (one per process; see {@link EncodedImageCache}). */
  imageCache?: EncodedImageCache;
  /** `jpeg` (default) or `lossless`: how photos are compressed (the printing method's setting). */
  photoCompression?: PhotoCompression;
}

/** A file of the job, named for the hotfolder. */
export interface PrintJobFile {
  name: string;
  mediaType: string;
  bytes: Uint8Array;
}

/** The job's files and the reports made on the way. */
export interface PrintJobOutput {
  artwork: PrintJobFile;
  jobSheet: PrintJobFile;
  barcodes: PrintJobFile[];
  /** Canonical JSON ticket (lists the other files with their SHA-256). */
  ticket: PrintJobFile;
  /** The same ticket as JDF 1.4. */
  jdf: PrintJobFile;
  ticketData: JobTicket;
  preflight: PreflightReport;
  check: PdfCheckReport;
}

/**
 * Produces every file of a print job: preflight (errors stop the job), the print PDF, its
 * self-check, the job sheet, the job id barcodes (Code 128 and QR, SVG and PNG) and the ticket as
 * JSON and JDF.
 *
 * @example
 * const job = await producePrintJob({ jobId, order, item, product, quantity: 250, printingMethod: 'digital', createdAt: new Date(), layout, colors, sheetFont });
 * for (const file of [job.artwork, job.jobSheet, ...job.barcodes, job.ticket, job.jdf]) await hotfolder.write(file.name, file.bytes);
 */
export async function producePrintJob(input: PrintJobInput): Promise<PrintJobOutput> {
  const preflight = preflightDesign(input.layout, input.preflight);
  assertPreflightPassed(preflight);
  const { colors } = input;
  const outputProfile = colors.outputIntent ? { name: colors.outputIntent.info, identifier: colors.outputIntent.identifier, bytes: colors.outputIntent.profile } : null;
  const ticketInput: JobTicketInput = { ...input, colorMode: colors.mode, outputProfile };
  const draft = createJobTicket(ticketInput, input.layout.design, []);
  // The print PDF starts first, so that its photos are the ones decoded (the sheet's thumbnails
  // are resized from them) and the thread pool works while this thread writes the rest.
  const preparedImages = new PreparedImages();
  const [pdf, sheet, barcodeFiles] = await Promise.all([
    renderPrintPdf(input.layout, { colors, cropMarks: input.cropMarks, date: input.createdAt, title: `${input.jobId} ${input.product.name}`, imageResolution: input.imageResolution, preparedImages, imageCache: input.imageCache, photoCompression: input.photoCompression }),
    renderJobSheet({ ticket: draft, layout: input.layout, colors, font: input.sheetFont, date: input.createdAt, preparedImages, imageCache: input.imageCache, photoCompression: input.photoCompression }),
    Promise.resolve().then(() => jobBarcodes(input.jobId)),
  ]);
  const check = await checkPrintPdf(pdf.bytes, { mode: colors.mode });
  if (!check.ok) throw createError('svc_print_self_check_failed', { params: { problems: check.problems.join('; ') }, data: { problems: check.problems } });
  const encoder = new TextEncoder();
  const file = (name: string, mediaType: string, bytes: Uint8Array): PrintJobFile => ({ name, mediaType, bytes });
  const artwork = file(`${input.jobId}.pdf`, 'application/pdf', pdf.bytes);
  const jobSheet = file(`${input.jobId}-sheet.pdf`, 'application/pdf', sheet);
  const barcodes = barcodeFiles.map((barcode) => file(`${input.jobId}-${barcode.suffix}`, barcode.mediaType, barcode.bytes));
  const ticketData = createJobTicket(ticketInput, input.layout.design, [
    ticketFile('artwork', artwork.name, artwork.mediaType, artwork.bytes),
    ticketFile('job-sheet', jobSheet.name, jobSheet.mediaType, jobSheet.bytes),
    ...barcodes.map((barcode) => ticketFile('barcode', barcode.name, barcode.mediaType, barcode.bytes)),
  ]);
  return {
    artwork,
    jobSheet,
    barcodes,
    ticket: file(`${input.jobId}.json`, 'application/json', serializeJobTicket(ticketData)),
    jdf: file(`${input.jobId}.jdf`, 'application/vnd.cip4-jdf+xml', encoder.encode(jobTicketToJdf(ticketData))),
    ticketData,
    preflight,
    check,
  };
}

/** The job id as Code 128 and QR, each symbol encoded once and written as SVG and PNG. */
async function jobBarcodes(jobId: string): Promise<{ suffix: string; mediaType: string; bytes: Uint8Array }[]> {
  const encoder = new TextEncoder();
  const code128 = encodeBarcode({ symbology: 'code128', text: jobId });
  const qr = encodeBarcode({ symbology: 'qrcode', text: jobId });
  return [
    { suffix: 'code128.svg', mediaType: 'image/svg+xml', bytes: encoder.encode(barcodeSvg(code128)) },
    { suffix: 'code128.png', mediaType: 'image/png', bytes: await barcodePng(code128) },
    { suffix: 'qr.svg', mediaType: 'image/svg+xml', bytes: encoder.encode(barcodeSvg(qr)) },
    { suffix: 'qr.png', mediaType: 'image/png', bytes: await barcodePng(qr) },
  ];
}

/**
 * For queue handlers: catalogue errors about the job's input (preflight, fonts, images, profile,
 * barcode text, the design itself) and a failed self-check cannot be fixed by retrying, so they
 * become {@link PermanentJobError}; anything else (I/O, memory) is returned as it is and retried.
 */
export function toPrintJobError(error: unknown): Error {
  if (isSvcError(error) && (error.status < 500 || error.code === 'svc_print_self_check_failed')) {
    return new PermanentJobError(error.code, error.message, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}
