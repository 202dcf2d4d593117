import { createHash } from 'node:crypto';
import { createError, isSvcError, type AssetsService, type StorageService } from '@dcs/platform';
import type { DesignDocument, DesignResourceProviders, ImageAsset } from '@dcs/design';

/** Bumped when the picture of an unchanged design changes (renderer, background): old cache entries are then never read. */
const RENDER_VERSION = 1;
/** A photo is drawn from at most this many pixels on its longer edge: enough for a preview at twice its width on a HiDPI screen. */
const PREVIEW_IMAGE_EDGE_PX = 1600;

/** One preview as answered: the PNG and the name of its content (the ETag). */
export interface OrderPreview {
  png: Uint8Array;
  etag: string;
}

/**
 * Previews of ordered designs for staff, drawn by the print's own engine (`@dcs/design`: the shop's
 * fonts as outlines, the customer's photos, the cliparts), so the admin shows what will print, not a
 * sketch. A preview is named by a hash of the frozen design, the side and the width, and kept in the
 * storage service (`order-previews/`): the same request is a read from then on, in any process.
 * Photos are shrunk before drawing (a 49-megapixel upload would otherwise be decoded for a 440 px picture).
 */
export class OrderPreviewRenderer {
  readonly #deps: { assets: AssetsService; storage: StorageService };
  /** Renders under way by cache key: two staff opening one order render it once. */
  readonly #rendering = new Map<string, Promise<Uint8Array>>();

  constructor(deps: { assets: AssetsService; storage: StorageService }) {
    this.#deps = deps;
  }

  /** The preview's name (its ETag): a hash of the design, the side, the width and the renderer's version. */
  etag(design: DesignDocument, sideId: string, widthPx: number): string {
    return `"${this.#hash(design, sideId, widthPx).slice(0, 32)}"`;
  }

  async preview(design: DesignDocument, sideId: string, widthPx: number): Promise<OrderPreview> {
    if (!design.sides.some((side) => side.id === sideId)) throw createError('svc_design_side_not_found', { params: { side: sideId } });
    const hash = this.#hash(design, sideId, widthPx);
    const key = `order-previews/${hash.slice(0, 2)}/${hash}.png`;
    let rendering = this.#rendering.get(key);
    if (!rendering) {
      rendering = this.#cachedOrRendered(key, design, sideId, widthPx).finally(() => this.#rendering.delete(key));
      this.#rendering.set(key, rendering);
    }
    return { png: await rendering, etag: `"${hash.slice(0, 32)}"` };
  }

  #hash(design: DesignDocument, sideId: string, widthPx: number): string {
    return createHash('sha256').update(JSON.stringify([RENDER_VERSION, sideId, widthPx, design])).digest('hex');
  }

  async #cachedOrRendered(key: string, design: DesignDocument, sideId: string, widthPx: number): Promise<Uint8Array> {
    const { storage } = this.#deps;
    // One read: a kept preview is the common case (every later view of the order), a miss renders.
    const kept = await storage.getBuffer(key).catch((error: unknown) => {
      if (isSvcError(error) && error.code === 'svc_storage_not_found') return null;
      throw error;
    });
    if (kept) return new Uint8Array(kept);
    const [{ layoutDesign, loadDesignResources }, { renderSidePng }] = await Promise.all([import('@dcs/design'), import('@dcs/design/node')]);
    const resources = await loadDesignResources(design, this.#providers(), { tolerateMissingAssets: true });
    const png = renderSidePng(layoutDesign(design, resources), sideId, { widthPx }, { background: '#FFFFFF' });
    await storage.put(key, png, { contentType: 'image/png' });
    return png;
  }

  /** The shop's assets, with photos shrunk to what a preview can show. */
  #providers(): DesignResourceProviders {
    const { assets } = this.#deps;
    return {
      fonts: assets,
      assets: {
        loadImage: async (ref) => {
          const image = await assets.loadImage(ref);
          return image ? shrink(image as ImageAsset) : null;
        },
        loadClipart: (ref) => assets.loadClipart(ref),
      },
    } as DesignResourceProviders;
  }
}

/** The image at most {@link PREVIEW_IMAGE_EDGE_PX} on its longer edge (as it is when smaller). */
async function shrink(image: ImageAsset): Promise<ImageAsset> {
  if (Math.max(image.widthPx, image.heightPx) <= PREVIEW_IMAGE_EDGE_PX) return image;
  const { default: sharp } = await import('sharp');
  const resized = sharp(image.bytes, { limitInputPixels: false }).resize(PREVIEW_IMAGE_EDGE_PX, PREVIEW_IMAGE_EDGE_PX, { fit: 'inside' });
  // Transparency survives as PNG; everything else is a JPEG, quick to encode and to decode again.
  const keepsAlpha = image.mimeType === 'image/png' || image.mimeType === 'image/webp' || image.mimeType === 'image/gif';
  const { data, info } = await (keepsAlpha ? resized.png({ compressionLevel: 1 }) : resized.jpeg({ quality: 88 })).toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), mimeType: keepsAlpha ? 'image/png' : 'image/jpeg', widthPx: info.width, heightPx: info.height };
}
