import type { DesignLayout, ElementOfType, ElementType, ImageElement } from '@dcs/design';
import type { PrintColorConverter } from '../../color/print-color-converter.ts';
import type { ContentStream } from '../../pdf/content-stream.ts';
import type { PageResources } from '../../pdf/page-resources.ts';
import type { PdfDocument } from '../../pdf/pdf-document.ts';
import type { PdfRef } from '../../pdf/pdf-objects.ts';
import type { ImageResolutionOptions, PreparedImage } from '../../images/print-image.ts';

/** An image XObject written to the document, with where its samples land in the element's box. */
export interface PlacedImageObject {
  ref: PdfRef;
  /** The image has a soft mask (the page then needs a transparency group). */
  transparent: boolean;
  image: Pick<PreparedImage, 'placement' | 'ppi' | 'widthPx' | 'heightPx'>;
}

/** What a painter draws with. The content stream's user space is the element's box in millimetres, y down. */
export interface PdfPaintContext {
  readonly stream: ContentStream;
  readonly resources: PageResources;
  readonly document: PdfDocument;
  readonly layout: DesignLayout;
  readonly colors: PrintColorConverter;
  /** The element's image, prepared and written once per document (started before painting). */
  image(element: ImageElement): Promise<PlacedImageObject | null>;
  /** When photos are resampled (the images inside a clipart too). */
  readonly imageResolution: ImageResolutionOptions;
}

/**
 * PDF output of one element type, the print counterpart of the design package's `toSvg`. The
 * renderer applies the element's matrix and opacity; the painter draws in box coordinates.
 */
export interface PdfElementPainter<T extends ElementType> {
  readonly type: T;
  paint(element: ElementOfType<T>, context: PdfPaintContext): void | Promise<void>;
}
