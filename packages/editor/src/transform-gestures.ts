import type { Transform } from '@dcs/design';
import { centerOf, fromLocal, normalizeDegrees, roundMm, toLocal, type Point } from './geometry.ts';

/** The eight resize handles, by compass direction, and the rotation handle. */
export type ResizeHandle = 'nw' | 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w';
export type Handle = ResizeHandle | 'rotate';

export const RESIZE_HANDLES: readonly ResizeHandle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

/** Smallest box side a resize leaves, in millimetres. */
export const MIN_SIZE_MM = 1;

/** Where a handle sits in the box's own frame (origin at its centre). */
export function handleLocalPosition(t: Transform, handle: Handle, rotateOffset: number): Point {
  if (handle === 'rotate') return { x: 0, y: -t.height / 2 - rotateOffset };
  const x = handle.includes('w') ? -t.width / 2 : handle.includes('e') ? t.width / 2 : 0;
  const y = handle.startsWith('n') ? -t.height / 2 : handle.startsWith('s') ? t.height / 2 : 0;
  return { x, y };
}

/** The handle position in parent coordinates. */
export function handlePosition(t: Transform, handle: Handle, rotateOffset: number): Point {
  return fromLocal(t, handleLocalPosition(t, handle, rotateOffset));
}

/**
 * Where a handle is drawn and grabbed when grabbing reaches `grab` millimetres around it. On a small
 * box the handles move outwards until no grab area reaches into the inner half of the box, so a drag
 * from the middle of a short text always moves it (a 32 pt line is shorter than two grab areas).
 */
export function handleGrabPosition(t: Transform, handle: Handle, rotateOffset: number, grab: number): Point {
  const local = handleLocalPosition(t, handle, rotateOffset);
  const pushX = Math.max(0, grab - t.width / 4);
  const pushY = Math.max(0, grab - t.height / 4);
  const x = local.x === 0 ? 0 : local.x + Math.sign(local.x) * pushX;
  const y = local.y === 0 ? 0 : local.y + Math.sign(local.y) * pushY;
  return fromLocal(t, { x, y });
}

/**
 * The box after dragging `handle` to `pointer` (parent coordinates). The opposite edge or corner stays
 * where it was, also when the box is rotated; `keepAspect` scales proportionally (corner handles).
 */
export function resizeTransform(start: Transform, handle: ResizeHandle, pointer: Point, keepAspect: boolean): Transform {
  const p = toLocal(start, pointer);
  let left = -start.width / 2;
  let right = start.width / 2;
  let top = -start.height / 2;
  let bottom = start.height / 2;
  if (handle.includes('w')) left = Math.min(p.x, right - MIN_SIZE_MM);
  if (handle.includes('e')) right = Math.max(p.x, left + MIN_SIZE_MM);
  if (handle.startsWith('n')) top = Math.min(p.y, bottom - MIN_SIZE_MM);
  if (handle.startsWith('s')) bottom = Math.max(p.y, top + MIN_SIZE_MM);
  const corner = handle.length === 2;
  if (keepAspect && corner && start.width > 0 && start.height > 0) {
    const scale = Math.max((right - left) / start.width, (bottom - top) / start.height, MIN_SIZE_MM / Math.min(start.width, start.height));
    const width = start.width * scale;
    const height = start.height * scale;
    if (handle.includes('w')) left = right - width;
    else right = left + width;
    if (handle.startsWith('n')) top = bottom - height;
    else bottom = top + height;
  }
  const width = right - left;
  const height = bottom - top;
  const center = fromLocal(start, { x: (left + right) / 2, y: (top + bottom) / 2 });
  return { ...start, x: roundMm(center.x - width / 2), y: roundMm(center.y - height / 2), width: roundMm(width), height: roundMm(height) };
}

/**
 * The rotation that points the box's top at `pointer`. Within `snapDegrees` of a multiple of 45° it
 * snaps there; `step` (Shift) rounds to multiples of 15°.
 */
export function rotateTransform(start: Transform, pointer: Point, options: { step?: boolean; snapDegrees?: number } = {}): Transform {
  const c = centerOf(start);
  let angle = normalizeDegrees((Math.atan2(pointer.y - c.y, pointer.x - c.x) * 180) / Math.PI + 90);
  if (options.step) angle = Math.round(angle / 15) * 15;
  else {
    const nearest = Math.round(angle / 45) * 45;
    if (Math.abs(nearest - angle) <= (options.snapDegrees ?? 3)) angle = nearest;
  }
  return { ...start, rotation: Math.round(normalizeDegrees(angle) * 100) / 100 };
}
