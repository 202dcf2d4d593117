import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { effectivePpi, imageFilterMatrix, isImageFiltered, type ImageAsset, type ImageElement, type ImageFilter, type Rect } from '@dcs/design';
import { createError } from '@dcs/platform';

/** When photos are resampled: above `downsampleAbovePpi` they go down to `targetPpi`; never up. */
export interface ImageResolutionOptions {
  downsampleAbovePpi: number;
  targetPpi: number;
}

/**
 * Photos above this share over the printing method's resolution are resampled to it. Every pixel
 * above the method's ppi costs decoding, color conversion, JPEG encoding and file size and prints
 * nothing the press resolves; within 10 % a resampling pass costs about what the extra pixels do and
 * softens the picture, so such photos are embedded as they are.
 */
export const DOWNSAMPLE_TOLERANCE = 1.1;

/** The resampling of a printing method of `dpi`: down to `dpi` above {@link DOWNSAMPLE_TOLERANCE}× it, never below it. */
export function imageResolutionForDpi(dpi: number): ImageResolutionOptions {
  return { downsampleAbovePpi: Math.round(dpi * DOWNSAMPLE_TOLERANCE), targetPpi: dpi };
}

export const DEFAULT_IMAGE_RESOLUTION: ImageResolutionOptions = imageResolutionForDpi(300);

/** Image samples ready for a PDF image XObject. */
export interface PreparedImage {
  widthPx: number;
  heightPx: number;
  /** sRGB samples, 3 per pixel; the caller converts them to the output color space. */
  rgb: Uint8Array;
  /** 8-bit alpha when the image has transparency. */
  alpha: Uint8Array | null;
  /** Where the samples land in the element's box (may reach past the box by part of a pixel; the painter clips). */
  placement: Rect;
  /** Resolution of the embedded samples. */
  ppi: number;
}

/** How much an image element's cropped pixels are scaled: `targetPpi / ppi` above `downsampleAbovePpi`, else 1. */
export function downsampleFactor(
  asset: Pick<ImageAsset, 'widthPx' | 'heightPx'>,
  element: Pick<ImageElement, 'crop' | 'transform'>,
  resolution: ImageResolutionOptions = DEFAULT_IMAGE_RESOLUTION,
): number {
  const ppi = effectivePpi(asset, element);
  return ppi > resolution.downsampleAbovePpi ? resolution.targetPpi / ppi : 1;
}

/**
 * Crops, resamples and filters an image element's pixels to sRGB: only the cropped pixels are
 * kept, downsampled to `targetPpi` when above `downsampleAbovePpi`, never upsampled, then the
 * element's filter (`applyImageFilter`).
 */
export async function prepareImage(
  asset: ImageAsset,
  element: Pick<ImageElement, 'crop' | 'transform' | 'media'> & Partial<Pick<ImageElement, 'filter'>>,
  resolution: ImageResolutionOptions = DEFAULT_IMAGE_RESOLUTION,
): Promise<PreparedImage> {
  const { crop, transform } = element;
  const filtered = element.filter !== undefined && isImageFiltered(element.filter);
  const left = Math.max(0, Math.floor(crop.x * asset.widthPx));
  const top = Math.max(0, Math.floor(crop.y * asset.heightPx));
  const right = Math.min(asset.widthPx, Math.max(left + 1, Math.ceil((crop.x + crop.width) * asset.widthPx)));
  const bottom = Math.min(asset.heightPx, Math.max(top + 1, Math.ceil((crop.y + crop.height) * asset.heightPx)));
  const ppi = effectivePpi(asset, element);
  const factor = downsampleFactor(asset, element, resolution);
  // Rounded up, so a resampled photo never lands below the target resolution.
  const widthPx = Math.max(1, Math.ceil((right - left) * factor - 1e-9));
  const heightPx = Math.max(1, Math.ceil((bottom - top) * factor - 1e-9));
  let raw: { data: Buffer; info: OutputInfo };
  // The region actually embedded, in source pixels (rounding moves it by part of a pixel).
  let region = { left, top, width: right - left, height: bottom - top };
  try {
    let pipeline = sharp(asset.bytes, { failOn: 'truncated', ignoreIcc: await hasIdentityProfile(asset.bytes) });
    if (factor !== 1 && factor > 0.5) {
      // A mild reduction gains nothing from shrink-on-load: cut and resize in one pass, which also
      // keeps the embedded region exactly the cropped one.
      pipeline = pipeline.extract({ left, top, width: right - left, height: bottom - top }).resize(widthPx, heightPx, { fit: 'fill', kernel: 'lanczos3' });
    } else if (factor !== 1) {
      // Resize the whole picture first, then cut the crop out of it: libvips can then decode a
      // JPEG at a fraction of its size (shrink-on-load), which makes thumbnails cheap.
      const scaledWidth = Math.max(1, Math.ceil(asset.widthPx * factor - 1e-9));
      const scaledHeight = Math.max(1, Math.ceil(asset.heightPx * factor - 1e-9));
      const fx = scaledWidth / asset.widthPx;
      const fy = scaledHeight / asset.heightPx;
      const scaledLeft = Math.min(scaledWidth - 1, Math.round(left * fx));
      const scaledTop = Math.min(scaledHeight - 1, Math.round(top * fy));
      const width = Math.min(widthPx, scaledWidth - scaledLeft);
      const height = Math.min(heightPx, scaledHeight - scaledTop);
      region = { left: scaledLeft / fx, top: scaledTop / fy, width: width / fx, height: height / fy };
      // One pipeline: an extract after the resize cuts the resized picture.
      pipeline = pipeline.resize(scaledWidth, scaledHeight, { fit: 'fill', kernel: 'lanczos3' }).extract({ left: scaledLeft, top: scaledTop, width, height });
    } else if (left !== 0 || top !== 0 || right !== asset.widthPx || bottom !== asset.heightPx) {
      pipeline = pipeline.extract({ left, top, width: right - left, height: bottom - top });
    }
    // A JPEG has no alpha: its filter runs inside the decoding pipeline, where sharp applies recomb and
    // then linear on floats and casts once (7× cheaper than a pass of its own on a 3.7-megapixel crop).
    if (filtered && asset.mimeType === 'image/jpeg') pipeline = withFilter(pipeline, element.filter!);
    raw = await pipeline.toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw createError('svc_print_image_unreadable', { params: { ref: element.media, reason: String(error) }, cause: error });
  }
  const split = splitAlpha(raw.data, raw.info.channels, raw.info.width * raw.info.height);
  const alpha = split.alpha;
  const rgb = filtered && asset.mimeType !== 'image/jpeg' ? await applyImageFilter(split.rgb, raw.info.width, raw.info.height, element.filter!, element.media) : split.rgb;
  const scaleX = transform.width / (crop.width * asset.widthPx);
  const scaleY = transform.height / (crop.height * asset.heightPx);
  return {
    widthPx: raw.info.width,
    heightPx: raw.info.height,
    rgb,
    alpha,
    placement: {
      x: (region.left - crop.x * asset.widthPx) * scaleX,
      y: (region.top - crop.y * asset.heightPx) * scaleY,
      width: region.width * scaleX,
      height: region.height * scaleY,
    },
    ppi: Math.min(ppi, ppi * factor),
  };
}

/**
 * Applies a photo filter to sRGB samples with libvips: the filter's colour matrix
 * (`imageFilterMatrix` of @dcs/design, which the preview writes as an SVG `feColorMatrix` in sRGB)
 * as a `recomb` of the three bands, then its offsets as a `linear`, clamped to 0–255 once at the end,
 * as the SVG filter clamps. A pass of its own over the prepared samples, for images that may have
 * alpha: inside the decoding pipeline sharp premultiplies them and casts to 8 bits between the two,
 * clamping twice.
 */
export async function applyImageFilter(rgb: Uint8Array, width: number, height: number, filter: ImageFilter, ref = ''): Promise<Uint8Array> {
  try {
    const data = await withFilter(sharp(rgb, { raw: { width, height, channels: 3 } }), filter).raw().toBuffer();
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  } catch (error) {
    throw createError('svc_print_image_unreadable', { params: { ref, reason: String(error) }, cause: error });
  }
}

/** The filter's matrix as sharp's recomb (the 3 × 3 part) and linear (the offsets, in 0–255). */
function withFilter(pipeline: Sharp, filter: ImageFilter): Sharp {
  const matrix = imageFilterMatrix(filter);
  return pipeline
    .recomb(matrix.map(([r, g, b]) => [r, g, b]) as [[number, number, number], [number, number, number], [number, number, number]])
    .linear([1, 1, 1], matrix.map((row) => row[3] * 255));
}

/** The sRGB profile libvips embeds when it saves an image with its metadata (read once from libvips itself). */
let libvipsSrgbProfile: Promise<Buffer | undefined> | null = null;
/** Per image bytes (an asset's bytes are kept across jobs by `DesignResources`). */
const identityProfiles = new WeakMap<Uint8Array, Promise<boolean>>();

/**
 * Whether the image's embedded ICC profile is libvips' own sRGB profile, which our media library
 * attaches to every upload that has none (`withMetadata`). sharp converts pixels with an embedded
 * profile to sRGB through LittleCMS; from that profile the conversion is the identity (checked on
 * every 8-bit color in the tests), but it costs as much as decoding the photo. Such a profile can
 * be ignored; any other (Adobe RGB, Display P3, a camera's sRGB variant) is still converted.
 */
function hasIdentityProfile(bytes: Uint8Array): Promise<boolean> {
  let known = identityProfiles.get(bytes);
  if (!known) {
    libvipsSrgbProfile ??= sharp({ create: { width: 1, height: 1, channels: 3, background: '#000000' } })
      .withMetadata()
      .png()
      .toBuffer()
      .then(async (png) => (await sharp(png).metadata()).icc);
    const profile = libvipsSrgbProfile;
    known = sharp(bytes)
      .metadata()
      .then(async (meta) => meta.icc !== undefined && (await profile)?.equals(meta.icc) === true)
      // An unreadable file fails in the pipeline itself, with its reason.
      .catch(() => false);
    identityProfiles.set(bytes, known);
  }
  return known;
}

function splitAlpha(data: Buffer, channels: number, pixels: number): { rgb: Uint8Array; alpha: Uint8Array | null } {
  const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (channels === 3) return { rgb: bytes, alpha: null };
  if (channels !== 4) throw new Error(`unexpected channel count ${channels}`);
  const rgb = new Uint8Array(pixels * 3);
  const alpha = new Uint8Array(pixels);
  let opaque = true;
  for (let index = 0; index < pixels; index++) {
    rgb[index * 3] = bytes[index * 4]!;
    rgb[index * 3 + 1] = bytes[index * 4 + 1]!;
    rgb[index * 3 + 2] = bytes[index * 4 + 2]!;
    const a = bytes[index * 4 + 3]!;
    alpha[index] = a;
    if (a !== 255) opaque = false;
  }
  return { rgb, alpha: opaque ? null : alpha };
}
