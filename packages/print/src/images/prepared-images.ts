import sharp from 'sharp';
import { imageFilterKey, type ImageAsset, type ImageElement } from '@dcs/design';
import { createError } from '@dcs/platform';
import { releaseBytes } from '../job/release-bytes.ts';
import { DEFAULT_IMAGE_RESOLUTION, downsampleFactor, prepareImage, type ImageResolutionOptions, type PreparedImage } from './print-image.ts';

interface PreparedEntry {
  factor: number;
  image: Promise<PreparedImage>;
}

/**
 * Photos prepared for the documents of one job (the print PDF and the job sheet's thumbnails):
 * a smaller copy of a photo already prepared with the same crop and box is resized from those
 * pixels instead of decoding the file a second time (a 6-megapixel JPEG costs ~30 ms to decode,
 * its 300 ppi pixels ~3 ms to shrink to a thumbnail). Keep one per job: it holds the pixels.
 *
 * @example
 * const preparedImages = new PreparedImages();
 * const pdf = renderPrintPdf(layout, { colors, preparedImages });   // first: the full-size photo
 * const sheet = renderJobSheet({ ticket, layout, colors, font, preparedImages });
 */
export class PreparedImages {
  readonly #entries = new Map<string, PreparedEntry[]>();

  /** {@link prepareImage}, or a downsampled copy of a larger one prepared before. */
  prepare(asset: ImageAsset, element: Pick<ImageElement, 'crop' | 'transform' | 'media'> & Partial<Pick<ImageElement, 'filter'>>, resolution: ImageResolutionOptions = DEFAULT_IMAGE_RESOLUTION): Promise<PreparedImage> {
    const { crop, transform } = element;
    const key = `${element.media}|${asset.widthPx}x${asset.heightPx}|${crop.x},${crop.y},${crop.width},${crop.height}|${transform.width}x${transform.height}|${imageFilterKey(element.filter)}`;
    const factor = downsampleFactor(asset, element, resolution);
    const entries = this.#entries.get(key) ?? [];
    const same = entries.find((entry) => entry.factor === factor);
    if (same) return same.image;
    const larger = entries.find((entry) => entry.factor > factor);
    const image = larger
      ? larger.image.then((source) => (source.alpha ? prepareImage(asset, element, resolution) : downsample(source, factor / larger.factor, element.media)))
      : prepareImage(asset, element, resolution);
    entries.push({ factor, image });
    this.#entries.set(key, entries);
    return image;
  }

  /**
   * Frees the prepared samples now (call once the job's documents are written; nothing prepared here
   * may be used afterwards). A new customer photo's samples are ~7 MB a job at 300 ppi (sharp's output,
   * memory outside V8's heap): left to the garbage collector they waited for a full collection, and a
   * queue worker's peak RSS grew by tens of megabytes of them (`docs/print-queue.md`, issue 33).
   */
  async release(): Promise<void> {
    const entries = [...this.#entries.values()].flat();
    this.#entries.clear();
    for (const entry of entries) {
      const image = await entry.image.catch(() => null);
      if (!image) continue;
      releaseBytes(image.rgb);
      if (image.alpha) releaseBytes(image.alpha);
    }
  }
}

/** The same region at `scale` times the pixels. */
async function downsample(source: PreparedImage, scale: number, ref: string): Promise<PreparedImage> {
  const widthPx = Math.max(1, Math.round(source.widthPx * scale));
  const heightPx = Math.max(1, Math.round(source.heightPx * scale));
  let data: Buffer;
  try {
    data = await sharp(source.rgb, { raw: { width: source.widthPx, height: source.heightPx, channels: 3 } })
      .resize(widthPx, heightPx, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer();
  } catch (error) {
    throw createError('svc_print_image_unreadable', { params: { ref, reason: String(error) }, cause: error });
  }
  return { widthPx, heightPx, rgb: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), alpha: null, placement: source.placement, ppi: source.ppi * scale };
}
