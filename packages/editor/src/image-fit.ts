import type { Crop, Transform } from '@dcs/design';
import { roundMm } from './geometry.ts';

/**
 * The centred crop (fractions of the source) that makes an image of `widthPx × heightPx` cover a box
 * of `box` proportions without distortion: what a photo dropped on a placeholder gets.
 */
export function coverCrop(widthPx: number, heightPx: number, box: { width: number; height: number }): Crop {
  const imageRatio = widthPx / heightPx;
  const boxRatio = box.width / box.height;
  if (!(imageRatio > 0) || !(boxRatio > 0)) return { x: 0, y: 0, width: 1, height: 1 };
  if (imageRatio > boxRatio) {
    const width = boxRatio / imageRatio;
    return { x: round((1 - width) / 2), y: 0, width: round(width), height: 1 };
  }
  const height = imageRatio / boxRatio;
  return { x: 0, y: round((1 - height) / 2), width: 1, height: round(height) };
}

/**
 * A box for a new photo: the image's proportions, as large as fits in `area` at most `fill` of its
 * size, centred in it.
 */
export function placeImageCover(widthPx: number, heightPx: number, area: { x: number; y: number; width: number; height: number }, fill = 0.6): Transform {
  const scale = Math.min((area.width * fill) / widthPx, (area.height * fill) / heightPx);
  const width = roundMm(widthPx * scale);
  const height = roundMm(heightPx * scale);
  return { x: roundMm(area.x + (area.width - width) / 2), y: roundMm(area.y + (area.height - height) / 2), width, height, rotation: 0 };
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
