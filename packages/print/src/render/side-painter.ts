import { listPlacedElements, type DesignLayout, type ImageElement } from '@dcs/design';
import type { PrintColorConverter } from '../color/print-color-converter.ts';
import { encodeImageSamples } from '../images/image-samples.ts';
import { DEFAULT_IMAGE_RESOLUTION, prepareImage, type ImageResolutionOptions } from '../images/print-image.ts';
import type { PreparedImages } from '../images/prepared-images.ts';
import type { ContentStream } from '../pdf/content-stream.ts';
import type { PageResources } from '../pdf/page-resources.ts';
import type { PdfDocument } from '../pdf/pdf-document.ts';
import { name } from '../pdf/pdf-objects.ts';
import type { PlacedImageObject } from './painters/pdf-painter.ts';
import { pdfPainterFor } from './painters/pdf-painters.ts';

/** Writes each distinct image of a document once (same media, crop and size share one XObject). */
export class DocumentImages {
  readonly #document: PdfDocument;
  readonly #colors: PrintColorConverter;
  readonly #resolution: ImageResolutionOptions;
  readonly #layout: DesignLayout;
  readonly #prepared: PreparedImages | undefined;
  readonly #objects = new Map<string, Promise<PlacedImageObject | null>>();
  /** Every image written, by element id: resolution after resampling, for reports. */
  readonly written = new Map<string, PlacedImageObject>();

  /** `prepared`: photos shared with the other documents of the job. */
  constructor(document: PdfDocument, layout: DesignLayout, colors: PrintColorConverter, resolution: ImageResolutionOptions = DEFAULT_IMAGE_RESOLUTION, prepared?: PreparedImages) {
    this.#document = document;
    this.#prepared = prepared;
    this.#layout = layout;
    this.#colors = colors;
    this.#resolution = resolution;
  }

  get(element: ImageElement): Promise<PlacedImageObject | null> {
    const { crop, transform } = element;
    const key = `${element.media}|${crop.x},${crop.y},${crop.width},${crop.height}|${transform.width}x${transform.height}`;
    let object = this.#objects.get(key);
    if (!object) {
      object = this.#write(element);
      this.#objects.set(key, object);
    }
    return object.then((placed) => {
      if (placed) this.written.set(element.id, placed);
      return placed;
    });
  }

  async #write(element: ImageElement): Promise<PlacedImageObject | null> {
    const asset = this.#layout.resources.image(element.media);
    if (!asset) return null;
    const image = await (this.#prepared ? this.#prepared.prepare(asset, element, this.#resolution) : prepareImage(asset, element, this.#resolution));
    const samples = await encodeImageSamples(image.rgb, this.#colors);
    const { writer } = this.#document;
    const base = { Type: name('XObject'), Subtype: name('Image'), Width: image.widthPx, Height: image.heightPx, BitsPerComponent: 8 };
    const smask = image.alpha ? writer.addStream({ ...base, ColorSpace: name('DeviceGray') }, image.alpha, { level: 3 }) : undefined;
    const ref = writer.addStream({ ...base, ColorSpace: name(samples.space), SMask: smask, Filter: name('FlateDecode') }, samples.parts, { compress: false });
    return { ref, transparent: smask !== undefined, image: { placement: image.placement, ppi: image.ppi, widthPx: image.widthPx, heightPx: image.heightPx } };
  }
}

/** What {@link paintSide} draws into. */
export interface SidePaintTarget {
  document: PdfDocument;
  stream: ContentStream;
  resources: PageResources;
  images: DocumentImages;
}

/**
 * Draws every visible element of a side in paint order. The stream's user space must be side
 * millimetres, y down, origin at the trim box's top-left corner.
 */
export async function paintSide(layout: DesignLayout, sideId: string, colors: PrintColorConverter, target: SidePaintTarget): Promise<void> {
  const placed = listPlacedElements(layout, sideId);
  const context = {
    stream: target.stream,
    resources: target.resources,
    document: target.document,
    layout,
    colors,
    image: (element: ImageElement) => target.images.get(element),
  };
  // Start every image first: decoding and color conversion run in parallel on libuv's pool.
  for (const { element } of placed) if (element.type === 'image') void context.image(element).catch(() => undefined);
  for (const { element, matrix, opacity } of placed) {
    if (opacity <= 0 || element.type === 'group') continue;
    target.stream.save().transform(matrix);
    if (opacity < 1) target.stream.graphicsState(target.resources.opacity(opacity));
    await pdfPainterFor(element).paint(element as never, context);
    target.stream.restore();
  }
}
