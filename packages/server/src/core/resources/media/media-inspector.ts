import { open, readFile } from 'node:fs/promises';
import { createError, isSvcError, type UploadedFile } from '@dcs/platform';
import type { UploadLimits } from '../settings/admin-settings.ts';
import { encodeRaster, type RasterEncoding, type RasterFormat } from './raster-encoder.ts';
import { sharpForUploads } from './sharp-for-uploads.ts';
import { sanitizeSvg, svgSize } from './svg-sanitizer.ts';

/** Raster types sharp decodes, by sniffed MIME type, with the extension stored files get. */
const RASTER: Record<string, { ext: string; format: RasterFormat }> = {
  'image/png': { ext: 'png', format: 'png' },
  'image/jpeg': { ext: 'jpg', format: 'jpeg' },
  'image/webp': { ext: 'webp', format: 'webp' },
  'image/gif': { ext: 'gif', format: 'gif' },
};
const THUMBNAIL_PX = 320;

/** An upload that passed every check, ready to store. */
export interface InspectedMedia {
  kind: 'image' | 'svg';
  mimeType: string;
  ext: string;
  /** What is stored: re-encoded pixels, or the rebuilt SVG; never the uploaded bytes as they came. */
  content: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  /** Pixels per inch the file declares (raster), or null. */
  density: number | null;
  /** What the SVG sanitizer removed. */
  removed: string[];
}

/** Whether the first bytes look like an XML/SVG text document (file-type does not detect text). */
async function looksLikeSvg(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    const head = buffer.subarray(0, bytesRead).toString('utf8').replace(/^\uFEFF/, '').trimStart();
    return /^<(\?xml|svg[\s>]|!--|!DOCTYPE\s+svg)/i.test(head) && /<svg[\s>]/i.test(head);
  } finally {
    await handle.close();
  }
}

/**
 * Checks an uploaded file and turns it into what may be stored. The type comes from the content
 * (file-type's magic numbers; SVG by its XML root), never from the name or the client's MIME type.
 * Raster images are decoded by sharp under a pixel limit (the header is read first, so a huge image
 * is refused before anything is allocated) and re-encoded, which also drops anything appended to
 * them (polyglots) and every metadata block ({@link encodeRaster}: EXIF applied as orientation, then
 * gone; XMP, IPTC, comments); SVG is rebuilt by the sanitizer.
 */
export async function inspectMedia(
  file: Pick<UploadedFile, 'path' | 'size'>,
  limits: UploadLimits,
  allowed: readonly string[] = limits.allowedTypes,
  encoding: RasterEncoding = { srgb: false },
): Promise<InspectedMedia> {
  if (file.size > limits.maxFileBytes) throw createError('svc_upload_too_large', { params: { size: file.size, limit: limits.maxFileBytes } });
  if (file.size === 0) throw createError('svc_upload_type_unrecognized');
  // file-type and sharp load on the first upload: a web process that never takes one stays small.
  const { fileTypeFromFile } = await import('file-type');
  const sniffed = await fileTypeFromFile(file.path);
  // file-type names an XML document application/xml; whether it is an SVG is decided by its root.
  const textual = !sniffed || sniffed.mime === 'application/xml' || sniffed.mime === 'image/svg+xml';
  const mimeType = textual ? ((await looksLikeSvg(file.path)) ? 'image/svg+xml' : null) : sniffed.mime;
  if (!mimeType || (mimeType !== 'image/svg+xml' && !RASTER[mimeType])) {
    throw sniffed && !textual ? createError('svc_upload_type_refused', { params: { type: sniffed.mime, allowed: allowed.join(', ') } }) : createError('svc_upload_type_unrecognized');
  }
  if (!allowed.includes(mimeType)) throw createError('svc_upload_type_refused', { params: { type: mimeType, allowed: allowed.join(', ') } });
  return mimeType === 'image/svg+xml' ? inspectSvg(file.path, limits) : inspectRaster(file.path, file.size, mimeType, limits, encoding);
}

async function inspectRaster(path: string, size: number, mimeType: string, limits: UploadLimits, encoding: RasterEncoding): Promise<InspectedMedia> {
  const { ext, format } = RASTER[mimeType]!;
  const options = { limitInputPixels: limits.maxPixels, failOn: 'warning' as const, animated: false };
  const sharp = await sharpForUploads();
  try {
    const meta = await sharp(path, options).metadata();
    const pixels = (meta.width ?? 0) * (meta.height ?? 0);
    if (pixels > limits.maxPixels) throw createError('svc_image_too_many_pixels', { params: { pixels, limit: limits.maxPixels } });
    // Decoding every pixel is what proves the file is a whole image; a truncated one fails here.
    const encoded = await encodeRaster(() => sharp(path, options).rotate(), format, size, { ...encoding, density: meta.density ?? null, opaque: !meta.hasAlpha });
    const { data: content, info } = encoded;
    const thumbnail = await sharp(content, options).resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true }).webp().toBuffer();
    const stored = encoded.format === format ? { mimeType, ext } : { mimeType: `image/${encoded.format}`, ext: RASTER[`image/${encoded.format}`]!.ext };
    return { kind: 'image', ...stored, content, thumbnail, width: info.width, height: info.height, density: meta.density ?? null, removed: [] };
  } catch (error) {
    if (isSvcError(error)) throw error;
    const message = (error as Error).message;
    if (/pixel limit/i.test(message)) throw createError('svc_image_too_many_pixels', { params: { pixels: 'more than the limit', limit: limits.maxPixels } });
    throw createError('svc_image_invalid', { params: { reason: message.split('\n')[0]!.slice(0, 200) } });
  }
}

async function inspectSvg(path: string, limits: UploadLimits): Promise<InspectedMedia> {
  const text = await readFile(path, 'utf8');
  const { svg, root, removed } = sanitizeSvg(text);
  const size = svgSize(root);
  if (!size) throw createError('svc_svg_invalid', { params: { reason: 'it has neither a viewBox nor a width and height.' } });
  const content = Buffer.from(svg, 'utf8');
  let thumbnail: Buffer;
  const sharp = await sharpForUploads();
  try {
    // The thumbnail is rendered from the sanitized SVG, which can no longer reach outside itself.
    thumbnail = await sharp(content, { limitInputPixels: limits.maxPixels, density: 72 })
      .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside' })
      .webp()
      .toBuffer();
  } catch (error) {
    throw createError('svc_svg_invalid', { params: { reason: `it cannot be rendered (${(error as Error).message.split('\n')[0]}).` } });
  }
  return { kind: 'svg', mimeType: 'image/svg+xml', ext: 'svg', content, thumbnail, width: size.width, height: size.height, density: null, removed };
}
