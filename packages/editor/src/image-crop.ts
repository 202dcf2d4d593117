import type { Crop, ImageElement, Transform } from '@dcs/design';
import { fromLocal, roundMm, type Point } from './geometry.ts';
import { MIN_SIZE_MM, type ResizeHandle } from './transform-gestures.ts';

/** An upright rectangle in a box's own frame (origin at the box centre, axes along the box), millimetres. */
export interface LocalRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Where the whole photo lies in the element's own frame: the crop scaled up to the box, as the
 * renderers draw it (`imageUtil.toSvg`), mirrored as the element's flips mirror it.
 */
export function photoRect(element: Pick<ImageElement, 'crop' | 'transform' | 'flipX' | 'flipY'>): LocalRect {
  const { crop, transform: t } = element;
  const width = t.width / crop.width;
  const height = t.height / crop.height;
  // A flipped photo shows its crop mirrored: the part left of the crop is then on the right.
  const before = { x: element.flipX ? 1 - crop.x - crop.width : crop.x, y: element.flipY ? 1 - crop.y - crop.height : crop.y };
  const left = -t.width / 2 - before.x * width;
  const top = -t.height / 2 - before.y * height;
  return { left, top, right: left + width, bottom: top + height };
}

/** The four corners of the whole photo in the parent's coordinates (for the ghost drawn around a crop). */
export function photoCorners(element: Pick<ImageElement, 'crop' | 'transform' | 'flipX' | 'flipY'>): Point[] {
  const r = photoRect(element);
  return [{ x: r.left, y: r.top }, { x: r.right, y: r.top }, { x: r.right, y: r.bottom }, { x: r.left, y: r.bottom }].map((p) => fromLocal(element.transform, p));
}

/**
 * The crop and box that show `box` (in the frame of `start`) of a photo lying at `photo`: the box is
 * kept inside the photo, and the crop is the box's share of it (unmirrored as the flips say).
 */
export function cropFromBox(start: Pick<ImageElement, 'transform' | 'flipX' | 'flipY'>, photo: LocalRect, box: LocalRect): { crop: Crop; transform: Transform } {
  const width = photo.right - photo.left;
  const height = photo.bottom - photo.top;
  let x = (box.left - photo.left) / width;
  let y = (box.top - photo.top) / height;
  const w = (box.right - box.left) / width;
  const h = (box.bottom - box.top) / height;
  if (start.flipX) x = 1 - x - w;
  if (start.flipY) y = 1 - y - h;
  const center = fromLocal(start.transform, { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 });
  const boxWidth = box.right - box.left;
  const boxHeight = box.bottom - box.top;
  return {
    crop: { x: clampFraction(x), y: clampFraction(y), width: Math.min(1 - clampFraction(x), round6(w)), height: Math.min(1 - clampFraction(y), round6(h)) },
    transform: { ...start.transform, x: roundMm(center.x - boxWidth / 2), y: roundMm(center.y - boxHeight / 2), width: roundMm(boxWidth), height: roundMm(boxHeight) },
  };
}

/**
 * Dragging a crop handle to `pointer` (in the frame of the element as it was): the edge follows the
 * pointer within the photo, which stays where it is; the opposite edge stays too.
 */
export function cropToHandle(start: Pick<ImageElement, 'crop' | 'transform' | 'flipX' | 'flipY'>, handle: ResizeHandle, pointer: Point): { crop: Crop; transform: Transform } {
  const photo = photoRect(start);
  const t = start.transform;
  const box = { left: -t.width / 2, top: -t.height / 2, right: t.width / 2, bottom: t.height / 2 };
  const min = Math.min(MIN_SIZE_MM, t.width, t.height);
  if (handle.includes('w')) box.left = clamp(pointer.x, photo.left, box.right - min);
  if (handle.includes('e')) box.right = clamp(pointer.x, box.left + min, photo.right);
  if (handle.startsWith('n')) box.top = clamp(pointer.y, photo.top, box.bottom - min);
  if (handle.startsWith('s')) box.bottom = clamp(pointer.y, box.top + min, photo.bottom);
  return cropFromBox(start, photo, box);
}

/**
 * Moving the photo by `delta` (in the element's frame) under its unchanged box: it goes no further
 * than where its edge meets the box's, so the box stays covered.
 */
export function panCrop(start: Pick<ImageElement, 'crop' | 'transform' | 'flipX' | 'flipY'>, delta: Point): Crop {
  const photo = photoRect(start);
  const t = start.transform;
  const dx = clamp(delta.x, t.width / 2 - photo.right, -t.width / 2 - photo.left);
  const dy = clamp(delta.y, t.height / 2 - photo.bottom, -t.height / 2 - photo.top);
  const moved = { left: photo.left + dx, top: photo.top + dy, right: photo.right + dx, bottom: photo.bottom + dy };
  return cropFromBox(start, moved, { left: -t.width / 2, top: -t.height / 2, right: t.width / 2, bottom: t.height / 2 }).crop;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function clampFraction(value: number): number {
  return round6(clamp(value, 0, 1));
}

/** Crops are stored to a millionth of the photo: short numbers, well under a pixel of any photo. */
function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
