import { getSide, type DesignLayout } from '@dcs/design';
import type { PrintColorConverter } from '../color/print-color-converter.ts';
import type { EncodedImageCache } from '../images/encoded-image-cache.ts';
import type { PhotoCompression } from '../images/jpeg-samples.ts';
import type { ImageResolutionOptions } from '../images/print-image.ts';
import type { PreparedImages } from '../images/prepared-images.ts';
import { ContentStream } from '../pdf/content-stream.ts';
import { PageResources } from '../pdf/page-resources.ts';
import { PdfDocument, type PdfBox } from '../pdf/pdf-document.ts';
import { name } from '../pdf/pdf-objects.ts';
import { CROP_MARK_MARGIN, drawCropMarks } from './crop-marks.ts';
import { DocumentImages, paintSide } from './side-painter.ts';

/** Points per millimetre. */
export const PT_PER_MM = 72 / 25.4;

/** Options of {@link renderPrintPdf}. */
export interface RenderPrintPdfOptions {
  /** `createCmykColorConverter(…)` for production, `createRgbColorConverter()` for proofs. */
  colors: PrintColorConverter;
  /** Sides to print, in this order; default: every side of the design. */
  sides?: readonly string[];
  /** Crop marks in the registration color outside the bleed (the page grows by {@link CROP_MARK_MARGIN} mm per edge). */
  cropMarks?: boolean;
  /**
   * Garment output (DTG, DTF, screen): one page per print area of each side, at real size, cut to the
   * area, without bleed or crop marks (`cropMarks` is ignored). Default: one page per side.
   */
  printAreas?: boolean;
  /** Paints the page white beneath the design; default none (the background stays transparent, as DTF needs). */
  whiteBackground?: boolean;
  /** Document title; default: the design's name. */
  title?: string;
  /** Creation date written into the metadata; default: now. */
  date?: Date;
  imageResolution?: ImageResolutionOptions;
  /** Photos shared with the other documents of the job (the job sheet's thumbnails are resized from them). */
  preparedImages?: PreparedImages;
  /** Encoded photos kept across jobs (one per process): a photo printed before costs nothing. */
  imageCache?: EncodedImageCache;
  /** `jpeg` (default): photos as DCT at high quality; `lossless`: Flate (the printing method's setting). */
  photoCompression?: PhotoCompression;
}

/** One page of a print PDF. */
export interface PrintPdfPage {
  sideId: string;
  /** The print area of a garment page; null for a page of the whole side. */
  areaId: string | null;
  /** Page boxes in points. */
  mediaBox: PdfBox;
  trimBox: PdfBox;
  bleedBox: PdfBox;
  /** Resolution each image element was embedded at, by element id. */
  imagePpi: Record<string, number>;
}

/** A rendered print PDF. */
export interface PrintPdf {
  bytes: Uint8Array;
  pages: PrintPdfPage[];
}

/**
 * The print-ready PDF of a laid-out design: one page per side, the page being the bleed box (plus
 * the crop mark margin when asked), TrimBox and BleedBox set, artwork running into the bleed. In
 * `cmyk` mode every color is DeviceCMYK and the document carries the PDF/X-4 output intent.
 *
 * @example
 * const colors = await createCmykColorConverter({ profile: iccBytes });
 * const { bytes } = await renderPrintPdf(layoutDesign(design, resources), { colors, cropMarks: true });
 */
export async function renderPrintPdf(layout: DesignLayout, options: RenderPrintPdfOptions): Promise<PrintPdf> {
  const document = new PdfDocument();
  const images = new DocumentImages(document, layout, options.colors, { resolution: options.imageResolution, prepared: options.preparedImages, cache: options.imageCache, photoCompression: options.photoCompression });
  const pages: PrintPdfPage[] = [];
  const registration = options.cropMarks && !options.printAreas ? document.writer.add(registrationColorSpace()) : null;
  for (const sideId of options.sides ?? layout.design.sides.map((side) => side.id)) {
    const side = getSide(layout.design, sideId);
    // A garment page is a print area: its top-left corner is the page's origin, nothing around it.
    const frames = options.printAreas
      ? side.printAreas.map((area) => ({ areaId: area.id, x: area.x, y: area.y, width: area.width, height: area.height, bleed: 0, marks: false }))
      : [{ areaId: null, x: 0, y: 0, width: side.trim.width, height: side.trim.height, bleed: side.bleed, marks: registration !== null }];
    for (const frame of frames) {
      const margin = frame.bleed + (frame.marks ? CROP_MARK_MARGIN : 0);
      const pageWidth = frame.width + 2 * margin;
      const pageHeight = frame.height + 2 * margin;
      const stream = new ContentStream();
      const resources = new PageResources();
      // Side millimetres, y down, origin at the frame's top-left corner.
      stream.transform([PT_PER_MM, 0, 0, -PT_PER_MM, margin * PT_PER_MM, (pageHeight - margin) * PT_PER_MM]);
      if (options.whiteBackground) stream.fillColor(options.colors.vector('#FFFFFF')).rect(-frame.bleed, -frame.bleed, frame.width + 2 * frame.bleed, frame.height + 2 * frame.bleed).paint('fill');
      stream.save();
      if (frame.areaId !== null) stream.rect(0, 0, frame.width, frame.height).clip().paint('none').transform([1, 0, 0, 1, -frame.x, -frame.y]);
      await paintSide(layout, sideId, options.colors, { document, stream, resources, images });
      stream.restore();
      if (registration && frame.marks) drawCropMarks(stream, side.trim, side.bleed, resources.colorSpace('CSReg', registration));
      const box = (inset: number): PdfBox => [inset * PT_PER_MM, inset * PT_PER_MM, (pageWidth - inset) * PT_PER_MM, (pageHeight - inset) * PT_PER_MM].map(roundPt) as PdfBox;
      const page: PrintPdfPage = {
        sideId,
        areaId: frame.areaId,
        mediaBox: box(0),
        trimBox: box(margin),
        bleedBox: box(margin - frame.bleed),
        imagePpi: {},
      };
      document.addPage({ ...page, content: stream, resources, blendingSpace: options.colors.mode === 'cmyk' ? 'DeviceCMYK' : 'DeviceRGB' });
      pages.push(page);
    }
  }
  for (const page of pages) {
    const side = getSide(layout.design, page.sideId);
    for (const [id, placed] of images.written) if (containsElement(side.elements, id)) page.imagePpi[id] = placed.image.ppi;
  }
  const outputIntent = options.colors.outputIntent;
  const bytes = await document.finish({
    title: options.title ?? layout.design.name,
    date: options.date ?? new Date(),
    pdfx: outputIntent ? { outputProfile: outputIntent.profile, outputProfileDeflated: outputIntent.deflatedProfile, identifier: outputIntent.identifier, info: outputIntent.info } : undefined,
  });
  // The file holds the photos' samples now.
  images.release();
  return { bytes, pages };
}

function roundPt(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** `[/Separation /All /DeviceCMYK f]`: prints on every plate, for crop marks. */
function registrationColorSpace() {
  return [name('Separation'), name('All'), name('DeviceCMYK'), { FunctionType: 2, Domain: [0, 1], C0: [0, 0, 0, 0], C1: [1, 1, 1, 1], N: 1 }];
}

function containsElement(elements: readonly { id: string; children?: unknown }[], id: string): boolean {
  return elements.some((element) => element.id === id || (Array.isArray(element.children) && containsElement(element.children, id)));
}
