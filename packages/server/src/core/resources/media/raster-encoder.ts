import type { Sharp } from 'sharp';

/** The raster formats stored. */
export type RasterFormat = 'png' | 'jpeg' | 'webp' | 'gif';

/** How an image is re-encoded for storage. */
export interface RasterEncoding {
  /**
   * Convert the pixels to sRGB and keep no colour profile (customer photos: browsers and the print path
   * read untagged pixels as sRGB); otherwise the file's own ICC profile is kept (the shop's media).
   */
  srgb: boolean;
  /**
   * The stored file may be at most this many times the uploaded one's size: encodings are tried from the
   * best quality down until one fits (JPEG quality, lossless then lossy WebP, PNG compression then a
   * palette; an opaque PNG that fits no PNG encoding is stored as JPEG). Default: no bound.
   */
  maxGrowth?: number;
}

type Attempt = { format: RasterFormat; encode: (image: Sharp) => Sharp };

const jpeg = (quality: number, chromaSubsampling: string): Attempt => ({ format: 'jpeg', encode: (image) => image.jpeg({ quality, chromaSubsampling, mozjpeg: false }) });

/** The encodings tried for a format, best first. */
function attemptsFor(format: RasterFormat, bounded: boolean, opaque: boolean): Attempt[] {
  switch (format) {
    case 'jpeg':
      return bounded ? [jpeg(95, '4:4:4'), jpeg(90, '4:2:0'), jpeg(84, '4:2:0'), jpeg(76, '4:2:0'), jpeg(65, '4:2:0')] : [jpeg(95, '4:4:4')];
    case 'webp':
      return [
        { format: 'webp', encode: (image) => image.webp({ lossless: true }) },
        ...(bounded ? [90, 80, 65].map((quality): Attempt => ({ format: 'webp', encode: (image) => image.webp({ quality }) })) : []),
      ];
    case 'png':
      return [
        { format: 'png', encode: (image) => image.png() },
        ...(bounded
          ? [
              { format: 'png', encode: (image: Sharp) => image.png({ compressionLevel: 9, adaptiveFiltering: true }) } as Attempt,
              { format: 'png', encode: (image: Sharp) => image.png({ compressionLevel: 9, palette: true, quality: 90 }) } as Attempt,
              ...(opaque ? [jpeg(90, '4:2:0'), jpeg(76, '4:2:0')] : []),
            ]
          : []),
      ];
    case 'gif':
      return [{ format: 'gif', encode: (image) => image.gif() }];
  }
}

/**
 * Re-encodes a decoded image (`open` makes a fresh sharp pipeline of it, auto-oriented) without any
 * metadata block: no EXIF (camera, author, GPS), XMP, IPTC or comment survives, only the pixels and,
 * unless `srgb`, their density and colour profile. Answers the first encoding within the size bound, or
 * the smallest when none is (a PNG with transparency that no palette brings down).
 */
export async function encodeRaster(
  open: () => Sharp,
  format: RasterFormat,
  uploadedBytes: number,
  options: RasterEncoding & { density: number | null; opaque: boolean },
): Promise<{ data: Buffer; info: { width: number; height: number }; format: RasterFormat }> {
  const limit = options.maxGrowth === undefined ? Infinity : uploadedBytes * options.maxGrowth;
  let smallest: { data: Buffer; info: { width: number; height: number }; format: RasterFormat } | null = null;
  for (const attempt of attemptsFor(format, limit !== Infinity, options.opaque)) {
    let image = open();
    // sharp writes a density only into an EXIF block, which it would then fill from the file's own: the
    // shop's media get an empty one with the density alone; customer photos none (the record keeps it).
    image = options.srgb ? image.toColourspace('srgb') : image.keepIccProfile();
    if (options.density && !options.srgb) image = image.withExif({}).withDensity(options.density);
    const { data, info } = await attempt.encode(image).toBuffer({ resolveWithObject: true });
    const result = { data, info, format: attempt.format };
    if (data.length <= limit) return result;
    if (!smallest || data.length < smallest.data.length) smallest = result;
  }
  return smallest!;
}
