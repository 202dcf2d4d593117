import { createHash } from 'node:crypto';
import { imageFilterKey, type ImageAsset, type ImageElement } from '@dcs/design';
import type { PrintColorConverter } from '../color/print-color-converter.ts';
import type { ImageResolutionOptions, PreparedImage } from './print-image.ts';

/** An image as a PDF embeds it: samples converted to the output color space and compressed (JPEG or Flate). */
export interface EncodedImage {
  image: Pick<PreparedImage, 'widthPx' | 'heightPx' | 'placement' | 'ppi'>;
  space: 'DeviceCMYK' | 'DeviceRGB';
  /** The stream's filter: a JPEG (`DCTDecode`) or a zlib stream (`FlateDecode`). */
  filter: 'DCTDecode' | 'FlateDecode';
  /** The image's `/Decode` array, when its samples need one (Adobe's inverted CMYK JPEG). */
  decode: number[] | null;
  /** The compressed samples, in parts (one buffer of its exact size once cached). */
  samples: readonly Uint8Array[];
  /** The zlib stream of the 8-bit soft mask, when the image has transparency. */
  alpha: Uint8Array | null;
}

/** Options of {@link EncodedImageCache}. */
export interface EncodedImageCacheOptions {
  /** Compressed bytes kept; the least recently used images go first. Default 64 MiB. */
  maxBytes?: number;
}

/** What decides an encoded image's bytes besides the photo file. */
export interface EncodedImageRequest {
  asset: ImageAsset;
  element: Pick<ImageElement, 'crop' | 'transform'> & Partial<Pick<ImageElement, 'filter'>>;
  resolution: ImageResolutionOptions;
  colors: PrintColorConverter;
  /** How the samples are compressed, with its setting (`jpeg-90`, `flate-3`). */
  compression: string;
}

/**
 * A kept image's samples as one buffer of their exact size: zlib's parts are views of its 512 KiB output
 * buffers, which a kept view would hold whole. An image encoded for one caller only is not copied.
 */
function compact(encoded: EncodedImage): EncodedImage {
  return encoded.samples.length === 1 ? encoded : { ...encoded, samples: [Buffer.concat(encoded.samples)] };
}

/** Keys remembered as requested once (a few hundred KiB at most). */
const SEEN_KEYS = 2048;

interface Entry {
  image: Promise<EncodedImage>;
  bytes: number;
}

/**
 * Photos already cropped, resampled, color-converted and compressed, kept across jobs: a worker
 * prints the same library photo (a template's, a product's) again and again, and decoding,
 * resizing, converting and deflating it is most of a job's CPU. Keep one per process and pass it
 * to every render.
 *
 * The key is the photo's content (SHA-256 of its bytes, computed once per bytes object), the
 * crop, the box size, the resolution options, the color converter (one object per output profile,
 * intent and black-point compensation: a replaced profile makes a new converter, so it never meets
 * an image converted for the old one) and the compression with its setting. A changed photo has other bytes and so
 * another key; nothing cached can be printed for it. Bounded by compressed bytes, least recently
 * used first; a failed encoding is not kept.
 *
 * An image is kept from its second request on: the first is encoded for its caller alone and only
 * remembered (a bounded set of keys). A customer's photo is printed once in almost every order, and
 * keeping each one filled a worker's budget with photos never asked for again (8 MiB of its memory,
 * issue 33); a template's or a reprinted photo is encoded twice, then served from here.
 * {@link shares} tells the caller whether the image it got is shared (kept, or being made for the
 * cache), so it may free the samples of one that is its own.
 *
 * @example
 * const imageCache = new EncodedImageCache({ maxBytes: 64 * 1024 * 1024 });
 * await renderPrintPdf(layout, { colors, imageCache });
 */
export class EncodedImageCache {
  readonly #maxBytes: number;
  readonly #entries = new Map<string, Entry>();
  /** Keys requested once and not kept yet, oldest first. */
  readonly #seen = new Set<string>();
  /** The promises handed out from {@link #entries}: shared between callers. */
  readonly #shared = new WeakSet<Promise<EncodedImage>>();
  readonly #contentHashes = new WeakMap<Uint8Array, string>();
  readonly #converterIds = new WeakMap<PrintColorConverter, number>();
  #converters = 0;
  #bytes = 0;

  constructor(options: EncodedImageCacheOptions = {}) {
    this.#maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  }

  /** Compressed bytes held by finished entries. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Entries held, finished or in progress. */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * The encoded image for `request`, made by `encode` unless an equal one is kept (or being made); kept
   * when it is requested for the second time (see the class).
   */
  get(request: EncodedImageRequest, encode: () => Promise<EncodedImage>): Promise<EncodedImage> {
    const key = this.#key(request);
    const found = this.#entries.get(key);
    if (found) {
      // Most recently used last: Map keeps insertion order.
      this.#entries.delete(key);
      this.#entries.set(key, found);
      return found.image;
    }
    if (!this.#seen.delete(key)) {
      this.#seen.add(key);
      if (this.#seen.size > SEEN_KEYS) this.#seen.delete(this.#seen.values().next().value!);
      return encode();
    }
    const entry: Entry = { image: encode().then(compact), bytes: 0 };
    this.#shared.add(entry.image);
    this.#entries.set(key, entry);
    entry.image.then(
      (encoded) => {
        if (this.#entries.get(key) !== entry) return;
        const bytes = encoded.samples.reduce((sum, part) => sum + part.byteLength, 0) + (encoded.alpha?.byteLength ?? 0);
        // An image larger than the whole budget would only push out everything else.
        if (bytes > this.#maxBytes) {
          this.#entries.delete(key);
          return;
        }
        entry.bytes = bytes;
        this.#bytes += bytes;
        this.#evict();
      },
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    return entry.image;
  }

  /**
   * Whether `image` (a promise {@link get} answered) is shared with the cache and other callers: its
   * samples must then stay as they are. One that is not is the caller's own, to free once written.
   */
  shares(image: Promise<EncodedImage>): boolean {
    return this.#shared.has(image);
  }

  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) return;
      // Entries in progress weigh nothing yet and are waited on: they stay.
      if (entry.bytes === 0) continue;
      this.#entries.delete(key);
      this.#bytes -= entry.bytes;
    }
  }

  #key({ asset, element, resolution, colors, compression }: EncodedImageRequest): string {
    let content = this.#contentHashes.get(asset.bytes);
    if (!content) {
      content = createHash('sha256').update(asset.bytes).digest('base64');
      this.#contentHashes.set(asset.bytes, content);
    }
    let converter = this.#converterIds.get(colors);
    if (converter === undefined) {
      converter = ++this.#converters;
      this.#converterIds.set(colors, converter);
    }
    const { crop, transform } = element;
    return [content, asset.widthPx, asset.heightPx, crop.x, crop.y, crop.width, crop.height, transform.width, transform.height, imageFilterKey(element.filter), resolution.downsampleAbovePpi, resolution.targetPpi, converter, compression].join('|');
  }
}
