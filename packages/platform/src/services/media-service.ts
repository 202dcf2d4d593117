import type { HooksService } from './hooks-service.ts';
import type { UploadedFile } from './routes-service.ts';

/** A file of the shop's media library. */
export interface MediaItem {
  id: number;
  filename: string;
  kind: 'image' | 'svg';
  /** Sniffed from the content, never taken from the client. */
  mimeType: string;
  size: number;
  sha256: string;
  /** Pixels for images; the SVG's own units for SVG. */
  width: number;
  height: number;
  /** Pixels per inch the file declares, if any. */
  density: number | null;
  storageKey: string;
  thumbnailKey: string;
}

/**
 * The media library as core and addons use it: every file goes through the same rules as an admin
 * upload (type sniffed from the content, size, type and pixel limits from the settings, raster images
 * re-encoded, SVG sanitized), and a refused file stores nothing.
 *
 * @example
 * const mockup = await services.media.ingest(request.files[0], { title: 'T-shirt mockup', types: ['image/png', 'image/jpeg'] });
 */
export interface MediaService {
  /** Checks and stores a spooled upload; throws the media catalogue errors when it is refused. */
  ingest(file: UploadedFile, options?: { title?: string; types?: readonly string[] }): Promise<MediaItem>;
  get(id: number): Promise<MediaItem | null>;
  /** The stored (sanitized or re-encoded) bytes. */
  read(id: number): Promise<Buffer>;
  remove(id: number): Promise<void>;
}

/**
 * A record that uses a media item, as listed by the admin's "where used" and by a refused delete.
 * `published`: customers see the item through this record (a design template places it, a
 * configurator option swaps it in), so the storefront may serve it and a customer's design may name it.
 */
export interface MediaUse {
  type: string;
  id: number | string;
  name: string;
  published?: boolean;
}

/**
 * Hooks of the media library. Filter `media.usage` (value: the uses found so far, `MediaUse[]`;
 * extra argument: the media id) lets an addon add the records of its own that use an item, so the
 * admin sees them, a delete is refused while they exist, and `published` uses open the item to
 * customers (a template's picture in the designer, in a cart line).
 *
 * @example
 * hooks.addFilter<MediaUse[]>(MEDIA_HOOKS.usage, async (uses, id: number) => [...uses, ...(await myUsesOf(id))]);
 */
export const MEDIA_HOOKS = {
  usage: 'media.usage',
} as const;

/**
 * Whether customers may see media item `id`: some record an addon declares through `media.usage`
 * publishes it. Only addons publish (core's own uses, such as a clipart's file, are not offered as
 * pictures), so this asks the filter alone, not every finder of the admin's "where used".
 */
export async function isMediaPublished(hooks: Pick<HooksService, 'applyFilters'>, id: number): Promise<boolean> {
  return (await hooks.applyFilters<MediaUse[]>(MEDIA_HOOKS.usage, [], id)).some((use) => use.published === true);
}
