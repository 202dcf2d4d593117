import { deflateSync } from 'node:zlib';
import { imageFilterKey, listPlacedElements, type DesignLayout, type ImageAsset, type ImageElement } from '@dcs/design';
import type { PrintColorConverter } from '../color/print-color-converter.ts';
import type { EncodedImage, EncodedImageCache } from '../images/encoded-image-cache.ts';
import { encodeImageSamples } from '../images/image-samples.ts';
import { encodeJpegSamples, PHOTO_JPEG_QUALITY, type PhotoCompression } from '../images/jpeg-samples.ts';
import { releaseBytes } from '../job/release-bytes.ts';
import { DEFAULT_IMAGE_RESOLUTION, prepareImage, type ImageResolutionOptions } from '../images/print-image.ts';
import type { PreparedImages } from '../images/prepared-images.ts';
import type { ContentStream } from '../pdf/content-stream.ts';
import type { PageResources } from '../pdf/page-resources.ts';
import type { PdfDocument } from '../pdf/pdf-document.ts';
import { name } from '../pdf/pdf-objects.ts';
import type { PlacedImageObject } from './painters/pdf-painter.ts';
import { pdfPainterFor } from './painters/pdf-painters.ts';

/** zlib level of image samples: level 3 deflates as fast as 1 and 2 here and is smaller (docs/print.md). */
const IMAGE_LEVEL = 3;

/** Options of {@link DocumentImages}. */
export interface DocumentImagesOptions {
  resolution?: ImageResolutionOptions;
  /** Photos shared with the other documents of the job. */
  prepared?: PreparedImages;
  /** Encoded photos kept across jobs. */
  cache?: EncodedImageCache;
  /** `jpeg` (default): photos as DCT at {@link PHOTO_JPEG_QUALITY}; `lossless`: Flate. */
  photoCompression?: PhotoCompression;
  /** JPEG quality when `photoCompression` is `jpeg`; default {@link PHOTO_JPEG_QUALITY}. */
  jpegQuality?: number;
}

/** Writes each distinct image of a document once (same media, crop, size and filter share one XObject). */
export class DocumentImages {
  readonly #document: PdfDocument;
  readonly #colors: PrintColorConverter;
  readonly #resolution: ImageResolutionOptions;
  readonly #layout: DesignLayout;
  readonly #prepared: PreparedImages | undefined;
  readonly #cache: EncodedImageCache | undefined;
  readonly #compression: PhotoCompression;
  readonly #quality: number;
  readonly #objects = new Map<string, Promise<PlacedImageObject | null>>();
  /** Encoded samples made for this document alone (not those a cache shares): freed by {@link release}. */
  readonly #owned: Uint8Array[] = [];
  /** Every image written, by element id: resolution after resampling, for reports. */
  readonly written = new Map<string, PlacedImageObject>();

  constructor(document: PdfDocument, layout: DesignLayout, colors: PrintColorConverter, options: DocumentImagesOptions = {}) {
    this.#document = document;
    this.#layout = layout;
    this.#colors = colors;
    this.#resolution = options.resolution ?? DEFAULT_IMAGE_RESOLUTION;
    this.#prepared = options.prepared;
    this.#cache = options.cache;
    this.#compression = options.photoCompression ?? 'jpeg';
    this.#quality = options.jpegQuality ?? PHOTO_JPEG_QUALITY;
  }

  /** When photos are resampled in this document (images inside cliparts follow it too). */
  get resolution(): ImageResolutionOptions {
    return this.#resolution;
  }

  get(element: ImageElement): Promise<PlacedImageObject | null> {
    const { crop, transform } = element;
    const key = `${element.media}|${crop.x},${crop.y},${crop.width},${crop.height}|${transform.width}x${transform.height}|${imageFilterKey(element.filter)}`;
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
    const cache = this.#cache;
    const compression = this.#compression === 'jpeg' ? `jpeg-${this.#quality}` : `flate-${IMAGE_LEVEL}`;
    const request = { asset, element, resolution: this.#resolution, colors: this.#colors, compression };
    const encoding = cache ? cache.get(request, () => this.#encode(asset, element)) : this.#encode(asset, element);
    const { image, space, samples, alpha, filter, decode } = await encoding;
    if (!cache?.shares(encoding)) this.#owned.push(...samples, ...(alpha ? [alpha] : []));
    const { writer } = this.#document;
    const base = { Type: name('XObject'), Subtype: name('Image'), Width: image.widthPx, Height: image.heightPx, BitsPerComponent: 8 };
    const smask = alpha ? writer.addStream({ ...base, ColorSpace: name('DeviceGray'), Filter: name('FlateDecode') }, alpha, { compress: false }) : undefined;
    const ref = writer.addStream({ ...base, ColorSpace: name(space), SMask: smask, Filter: name(filter), Decode: decode ?? undefined }, samples, { compress: false });
    return { ref, transparent: smask !== undefined, image };
  }

  /**
   * Frees the encoded samples of the images written, once the document is finished (its bytes hold
   * them; nothing written here may be used afterwards). A postcard's photo is ~1.7 MB of JPEG from sharp,
   * memory outside V8's heap that otherwise waits for a full collection: a worker's memory grew by the
   * JPEGs of every job since the last one (`releaseBytes`, docs/print-queue.md).
   */
  release(): void {
    for (const bytes of this.#owned.splice(0)) releaseBytes(bytes);
  }

  async #encode(asset: ImageAsset, element: ImageElement): Promise<EncodedImage> {
    const prepared = await (this.#prepared ? this.#prepared.prepare(asset, element, this.#resolution) : prepareImage(asset, element, this.#resolution));
    const image = { placement: prepared.placement, ppi: prepared.ppi, widthPx: prepared.widthPx, heightPx: prepared.heightPx };
    const alpha = prepared.alpha ? deflateSync(prepared.alpha, { level: IMAGE_LEVEL }) : null;
    if (this.#compression === 'jpeg') {
      const jpeg = await encodeJpegSamples(prepared.rgb, prepared.widthPx, prepared.heightPx, this.#colors, this.#quality);
      return { image, space: jpeg.space, samples: [jpeg.bytes], alpha, filter: 'DCTDecode', decode: jpeg.decode };
    }
    const samples = await encodeImageSamples(prepared.rgb, this.#colors, IMAGE_LEVEL);
    return { image, space: samples.space, samples: samples.parts, alpha, filter: 'FlateDecode', decode: null };
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
    imageResolution: target.images.resolution,
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
