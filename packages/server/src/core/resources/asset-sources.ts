import { isSvcError, type AssetClipart, type AssetImage, type AssetSource, type AssetsService } from '@dcs/platform';
import type { ClipartLibrary } from './cliparts/clipart-library.ts';
import type { SvgClipartConverter } from './cliparts/clipart-asset.ts';
import type { MediaStore } from './media/media-store.ts';
import { sanitizeSvg } from './media/svg-sanitizer.ts';

/** Prefix of a media library image reference in a design: `media:42`. */
export const MEDIA_REF_PREFIX = 'media:';
/** Prefix of a clipart reference in a design: `clipart:7`. */
export const CLIPART_REF_PREFIX = 'clipart:';

const RASTER_TYPES = new Set<AssetImage['mimeType']>(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** The record id of a `<prefix><id>` reference, or null when the reference is not of that kind. */
export function refId(ref: string, prefix: string): number | null {
  if (!ref.startsWith(prefix)) return null;
  const id = ref.slice(prefix.length);
  return /^[1-9]\d{0,14}$/.test(id) ? Number(id) : null;
}

/**
 * The ids a design names with `prefix` (`"upload:12"`, `"media:7"`), each once: a document or its JSON
 * text, any element type, groups included. The JSON holds a reference as a whole string, so `media:1`
 * never matches `media:12`.
 */
export function designRefIds(design: unknown, prefix: string): number[] {
  if (design === null || design === undefined) return [];
  const json = typeof design === 'string' ? design : JSON.stringify(design);
  // Prefixes are the constants above (letters and a colon): nothing in them needs escaping.
  const pattern = new RegExp(`"${prefix}([1-9]\\d{0,14})"`, 'g');
  return [...new Set([...json.matchAll(pattern)].map((match) => Number(match[1])))];
}

/** `null` for a record that does not exist: a design naming a deleted asset reports it as missing. */
export async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (isSvcError(error) && error.code === 'svc_resource_not_found') return null;
    throw error;
  }
}

/**
 * The media and clipart sources of `services.assets`: `media:<id>` answers the stored (re-encoded)
 * raster image of that media record; `clipart:<id>` answers an SVG clipart as paths grouped into its
 * detected regions. Converted cliparts are cached per record version (`updatedAt`).
 */
export function createLibraryAssetSource(deps: { media: MediaStore; cliparts: ClipartLibrary; converter: SvgClipartConverter }): AssetSource {
  const { media, cliparts, converter } = deps;
  const converted = new Map<number, { version: string; asset: AssetClipart }>();
  return {
    async loadImage(ref) {
      const id = refId(ref, MEDIA_REF_PREFIX);
      if (id === null) return null;
      const item = await orNull(() => media.records.get(id));
      if (!item || item.kind !== 'image' || !RASTER_TYPES.has(item.mimeType as AssetImage['mimeType'])) return null;
      const bytes = await media.buffer(item);
      // A view, not a copy: a print job's photo is megabytes, and the copy was garbage for V8 to collect.
      return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), mimeType: item.mimeType as AssetImage['mimeType'], widthPx: item.width, heightPx: item.height };
    },
    async loadClipart(ref) {
      const id = refId(ref, CLIPART_REF_PREFIX);
      if (id === null) return null;
      const clipart = await orNull(() => cliparts.records.get(id));
      if (!clipart || clipart.format !== 'svg') return null;
      const item = await orNull(() => media.records.get(clipart.mediaId));
      if (!item) return null;
      const version = `${clipart.updatedAt}:${item.sha256}`;
      const cached = converted.get(id);
      if (cached?.version === version) return cached.asset;
      const { svg } = sanitizeSvg((await media.buffer(item)).toString('utf8'));
      // A clipart that may not be recolored has no regions, so a design cannot recolor it.
      const asset = await converter.convert(svg, clipart.recolorable ? clipart.regions : []);
      if (converted.size >= 500) converted.delete(converted.keys().next().value!);
      converted.set(id, { version, asset });
      return asset;
    },
  };
}

/** Registers the shop's sources on the assets facade; returns a function that removes them. */
export function registerAssetSources(assets: AssetsService, sources: readonly AssetSource[]): () => void {
  const removers = sources.map((source) => assets.addSource(source));
  return () => removers.forEach((remove) => remove());
}
