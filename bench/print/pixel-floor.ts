// The pixel floor of a print job's photo, shared by bench/print and bench/print-queue: sharp decoding
// the photo at the size the job needs (the resize comes first, then the crop, so libjpeg shrinks on load
// when the photo is at least twice that size), resizing it to the pixels the job embeds and encoding
// them as JPEG at the print's quality — the work no print path avoids. Colour conversion, PDF, sheet,
// ticket and storage come on top of it.
import sharp from 'sharp';
import type { ImageElement } from '@dcs/design';
import { PHOTO_JPEG_QUALITY, downsampleFactor } from '@dcs/print';

/** The floor's JPEG of `bytes` (a photo of `widthPx` × `heightPx`) placed as `element` places it. */
export function pixelFloor(bytes: Uint8Array, widthPx: number, heightPx: number, element: Pick<ImageElement, 'crop' | 'transform'>): Promise<Buffer> {
  const factor = downsampleFactor({ widthPx, heightPx }, element);
  const { crop } = element;
  const scaledWidth = Math.ceil(widthPx * factor - 1e-9);
  const scaledHeight = Math.ceil(heightPx * factor - 1e-9);
  const left = Math.floor(crop.x * scaledWidth);
  const top = Math.floor(crop.y * scaledHeight);
  const width = Math.min(scaledWidth - left, Math.ceil(crop.width * scaledWidth));
  const height = Math.min(scaledHeight - top, Math.ceil(crop.height * scaledHeight));
  return sharp(bytes).resize(scaledWidth, scaledHeight, { fit: 'fill' }).extract({ left, top, width, height }).jpeg({ quality: PHOTO_JPEG_QUALITY }).toBuffer();
}
