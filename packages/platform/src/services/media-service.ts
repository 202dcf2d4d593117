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
