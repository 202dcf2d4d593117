import type { ImageElement } from '../document/design-document.ts';
import type { ImageAsset } from '../resources/resource-providers.ts';

/** Pixels per inch an image element prints at: the cropped pixels over the box size (the lower axis). */
export function effectivePpi(asset: Pick<ImageAsset, 'widthPx' | 'heightPx'>, element: Pick<ImageElement, 'crop' | 'transform'>): number {
  const { width, height } = element.transform;
  if (width <= 0 || height <= 0) return Infinity;
  const ppiX = (asset.widthPx * element.crop.width) / (width / 25.4);
  const ppiY = (asset.heightPx * element.crop.height) / (height / 25.4);
  return Math.min(ppiX, ppiY);
}
