import type sharpType from 'sharp';

let configured: Promise<typeof sharpType> | null = null;

/**
 * sharp, loaded on the first upload and set up for a server that takes large photos from anyone:
 * libvips keeps no operation cache (it held decoded 50-megapixel images between uploads) and works on
 * one image with one thread, since the image work limit already gives each core its own image; fewer
 * threads also leave fewer malloc arenas holding freed pixels. Process-wide settings, made once here,
 * where the server's uploads meet sharp (the print library sets none, see docs/decisions.md).
 */
export function sharpForUploads(): Promise<typeof sharpType> {
  configured ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return configured;
}
