import type { AssetClipart, AssetImage, AssetSource } from '@dcs/platform';
import { orNull, refId } from '../../resources/asset-sources.ts';
import type { SvgClipartConverter } from '../../resources/cliparts/clipart-asset.ts';
import { sanitizeSvg } from '../../resources/media/svg-sanitizer.ts';
import { UPLOAD_REF_PREFIX, type CustomerUploadStore } from './customer-upload-store.ts';

const RASTER = new Set<string>(['image/png', 'image/jpeg', 'image/webp']);

/**
 * `upload:<id>` for `services.assets`, so quotes, metrics, preflight and the print queue resolve a
 * customer's photo as they resolve the media library's: an image element takes a raster upload, a
 * clipart element an SVG upload (each of its solid colors a recolorable region). Which session may reference
 * an upload is checked where designs come in (cart, quote), not here: the print queue renders the
 * orders of every session.
 */
export function createUploadAssetSource(uploads: CustomerUploadStore, converter: SvgClipartConverter): AssetSource {
  const record = async (ref: string) => {
    const id = refId(ref, UPLOAD_REF_PREFIX);
    return id === null ? null : orNull(() => uploads.records.get(id));
  };
  // An upload never changes: its drawing is made once (a quote, the designer and the print each ask).
  const converted = new Map<string, Promise<AssetClipart>>();
  return {
    async loadImage(ref) {
      const upload = await record(ref);
      if (!upload || !RASTER.has(upload.mimeType)) return null;
      return { bytes: new Uint8Array(await uploads.buffer(upload)), mimeType: upload.mimeType as AssetImage['mimeType'], widthPx: upload.width, heightPx: upload.height };
    },
    async loadClipart(ref): Promise<AssetClipart | null> {
      const upload = await record(ref);
      if (!upload || upload.kind !== 'svg') return null;
      const key = `${upload.id}:${upload.sha256}`;
      let asset = converted.get(key);
      if (!asset) {
        asset = uploads.buffer(upload).then((bytes) => converter.convert(sanitizeSvg(bytes.toString('utf8')).svg, 'detect'));
        asset.catch(() => converted.delete(key));
        if (converted.size >= 200) converted.delete(converted.keys().next().value!);
        converted.set(key, asset);
      }
      return asset;
    },
  };
}
