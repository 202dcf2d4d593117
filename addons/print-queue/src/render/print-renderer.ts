import { DesignResources, LoadedFont, layoutDesign, loadDesignResources, validateDesign, type DesignResourceProviders } from '@dcs/design';
import {
  assertPreflightPassed,
  barcodePng,
  checkPrintPdf,
  createJobTicket,
  EncodedImageCache,
  imageResolutionForDpi,
  jobTicketToJdf,
  preflightDesign,
  preflightOptionsForDpi,
  PreparedImages,
  renderJobSheet,
  renderPrintPdf,
  serializeJobTicket,
  ticketFile,
  type JobTicketFile,
  type JobTicketInput,
  type PreflightReport,
} from '@dcs/print';
import { createError } from '@dcs/platform';
import { expandFileNamePattern } from '../hotfolder/file-name-pattern.ts';
import type { PrintingMethodSettings, PrintQueueSettings } from '../hotfolder/print-queue-settings.ts';
import type { PrintJobRecord } from '../jobs/print-job-store.ts';
import { jobNumber, type PrintJobFileKind } from '../jobs/print-job-state.ts';
import type { ColorConverterCache } from './color-converter-cache.ts';
import { blockingErrors, orderLineNameValues, orderLineTicketInput, printedSides } from './job-order-line.ts';
import { SHEET_FONT_WOFF_BASE64 } from './sheet-font-data.ts';

/** A rendered file, ready to store. */
export interface RenderedFile {
  kind: PrintJobFileKind;
  name: string;
  mediaType: string;
  /** Made for this job and the caller's: it frees them once stored (`releaseBytes`), so never a cached copy. */
  bytes: Uint8Array;
}

/** What {@link PrintRenderer.render} produces. */
export interface RenderedJob {
  /** Artifact, job sheet, barcode, JDF, then the JSON ticket. */
  files: RenderedFile[];
  preflight: PreflightReport;
  /** The kinds the hotfolder gets, as the ticket lists them. */
  deliver: PrintJobFileKind[];
}

/** Dependencies of {@link createPrintRenderer}. */
export interface PrintRendererDeps {
  assets: DesignResourceProviders['assets'] & DesignResourceProviders['fonts'];
  converterFor: ColorConverterCache;
  /** Images loaded before the shared resources are dropped (bounds the worker's memory); default 3. */
  maxCachedImages?: number;
  /** Compressed bytes of encoded photos kept across jobs (`EncodedImageCache`); default 8 MiB. */
  maxEncodedImageBytes?: number;
}

const SHEET_FONT_REQUEST = { family: 'DCS Sheet Roboto', weight: 400, style: 'normal' } as const;

/**
 * Renders a job's files with `@dcs/print`: the print PDF (checked by `checkPrintPdf`), the job sheet,
 * the job number as a Code 128 PNG, and the ticket as JSON and JDF, all named by the hotfolder's file
 * name pattern. It composes the package's steps instead of calling `producePrintJob`, because the
 * names come from the pattern, only one barcode file is kept, and a job the admin processes in spite
 * of preflight errors must render anyway.
 *
 * Per worker it keeps the color converters (by configuration), the parsed sheet font, the design
 * resources (parsed fonts with their shaping caches, images), the latter renewed after
 * `maxCachedImages` images, and the photos as the PDFs embed them (converted and compressed, by
 * content, profile and size): a library photo printed again is not decoded, converted or deflated.
 */
export function createPrintRenderer(deps: PrintRendererDeps) {
  const sheetFont = new LoadedFont(SHEET_FONT_REQUEST, new Uint8Array(Buffer.from(SHEET_FONT_WOFF_BASE64, 'base64')));
  // Customers' photos are new in almost every order: kept photo files and encoded photos serve reprints
  // and template photos only (a template's JPEG is ~0.5 MB), while each new photo kept costs its file
  // (~2–4 MB) and its print JPEG (~1.7 MB) of the worker's memory until it is pushed out (issue 33).
  const maxImages = deps.maxCachedImages ?? 3;
  const imageCache = new EncodedImageCache({ maxBytes: deps.maxEncodedImageBytes ?? 8 * 1024 * 1024 });
  let shared = new DesignResources();
  let imagesLoaded = 0;
  const providers: DesignResourceProviders = {
    fonts: deps.assets,
    assets: {
      loadImage: (ref) => {
        imagesLoaded++;
        return deps.assets.loadImage(ref);
      },
      loadClipart: (ref) => deps.assets.loadClipart(ref),
    },
  };

  async function resourcesFor(design: ReturnType<typeof validateDesign>): Promise<DesignResources> {
    if (imagesLoaded > maxImages) {
      shared = new DesignResources();
      imagesLoaded = 0;
    }
    return loadDesignResources(design, providers, { reuse: shared });
  }

  return {
    /** Renders with `method`, the one chosen for the job (`jobPrintingMethod`). */
    async render(job: PrintJobRecord, settings: PrintQueueSettings, method: PrintingMethodSettings): Promise<RenderedJob> {
      const design = validateDesign(job.design);
      const layout = layoutDesign(design, await resourcesFor(design));
      // The checks and thresholds the storefront designer and quotes apply for the same method.
      const preflight = preflightDesign(layout, preflightOptionsForDpi(method.imageResolutionDpi));
      const blocking = blockingErrors(preflight, job.line);
      if (!job.force) assertPreflightPassed({ ...preflight, ok: blocking.length === 0, errors: blocking });
      const colors = await deps.converterFor(method);
      const number = jobNumber(job.id);
      const sides = printedSides(design, job.line);
      const garment = method.kind === 'garment';
      const base = expandFileNamePattern(settings.fileNamePattern, {
        order: job.orderId,
        item: job.itemId,
        job: number,
        product: job.sku || job.productName,
        side: sides.join('+'),
        qty: job.quantity,
        ...orderLineNameValues(job),
      });
      const createdAt = new Date(job.createdAt);
      const outputProfile = colors.outputIntent ? { name: colors.outputIntent.info, identifier: colors.outputIntent.identifier, bytes: colors.outputIntent.profile } : null;
      const ticketInput: JobTicketInput = {
        jobId: number,
        createdAt,
        order: { id: String(job.orderId) },
        item: { id: String(job.itemId) },
        product: { id: String(job.productId), name: job.productName, ...(job.sku ? { sku: job.sku } : {}) },
        quantity: job.quantity,
        printingMethod: method.code,
        colorMode: colors.mode,
        outputProfile,
        ...orderLineTicketInput(job, design, preflight, method, sides),
      };
      // One decode of each photo serves the print PDF and the job sheet's thumbnail (PDF first).
      const preparedImages = new PreparedImages();
      const [pdf, sheet, barcode] = await Promise.all([
        renderPrintPdf(layout, {
          colors,
          sides,
          printAreas: garment,
          whiteBackground: garment && method.transparentBackground === false,
          preparedImages,
          imageCache,
          cropMarks: method.cropMarks && !garment,
          date: createdAt,
          title: `${number} ${job.productName}`,
          imageResolution: imageResolutionForDpi(method.imageResolutionDpi),
          photoCompression: method.photoCompression ?? 'jpeg',
        }),
        renderJobSheet({ ticket: createJobTicket(ticketInput, design, []), layout, colors, font: sheetFont, date: createdAt, preparedImages, imageCache, photoCompression: method.photoCompression ?? 'jpeg' }),
        barcodePng({ symbology: 'code128', text: number }),
      ]);
      // Both documents are written: the photo's samples are freed now, not at V8's next full collection.
      await preparedImages.release();
      const check = await checkPrintPdf(pdf.bytes, { mode: colors.mode });
      if (!check.ok) throw createError('svc_print_self_check_failed', { params: { problems: check.problems.join('; ') }, data: { problems: check.problems } });

      const artifact: RenderedFile = { kind: 'artifact', name: `${base}.pdf`, mediaType: 'application/pdf', bytes: pdf.bytes };
      const jobSheet: RenderedFile = { kind: 'jobSheet', name: `${base}-sheet.pdf`, mediaType: 'application/pdf', bytes: sheet };
      const code128: RenderedFile = { kind: 'barcode', name: `${base}-barcode.png`, mediaType: 'image/png', bytes: barcode };
      const deliver = (['artifact', 'jobSheet', 'barcode', 'jdf', 'ticket'] as const).filter((kind) => settings.deliver[kind]);
      const listed: JobTicketFile[] = [
        ticketFile('artwork', artifact.name, artifact.mediaType, artifact.bytes),
        ...(settings.deliver.jobSheet ? [ticketFile('job-sheet', jobSheet.name, jobSheet.mediaType, jobSheet.bytes)] : []),
        ...(settings.deliver.barcode ? [ticketFile('barcode', code128.name, code128.mediaType, code128.bytes)] : []),
      ];
      const ticket = createJobTicket(ticketInput, design, listed);
      const jdf: RenderedFile = { kind: 'jdf', name: `${base}.jdf`, mediaType: 'application/vnd.cip4-jdf+xml', bytes: new TextEncoder().encode(jobTicketToJdf(ticket)) };
      const json: RenderedFile = { kind: 'ticket', name: `${base}.json`, mediaType: 'application/json', bytes: serializeJobTicket(ticket) };
      return { files: [artifact, jobSheet, code128, jdf, json], preflight, deliver };
    },

    /**
     * The job's first side as a transparent PNG of its trim at `dpi` (what a roll PNG places): the same
     * layout as its print PDF, drawn by resvg.
     */
    async artworkPng(job: PrintJobRecord, dpi: number): Promise<Uint8Array> {
      const design = validateDesign(job.design);
      const layout = layoutDesign(design, await resourcesFor(design));
      const { renderSidePng } = await import('@dcs/design/node');
      return renderSidePng(layout, design.sides[0]!.id, { dpi });
    },
  };
}

/** The renderer made by {@link createPrintRenderer}. */
export type PrintRenderer = ReturnType<typeof createPrintRenderer>;
