import type { Rect } from '@dcs/design';

/** How finely {@link freeSpot} tries positions: this many steps across the area on each axis. */
const STEPS = 12;

/**
 * Where a new `width` × `height` box covers the least of `taken` within `area`: the centre when it is
 * free, else the free spot nearest the centre, else the spot of least overlap. Boxes covering most of
 * the area (a background) are not counted: everything covers them. Returns the box's top-left corner.
 */
export function freeSpot(area: Rect, width: number, height: number, taken: readonly Rect[]): { x: number; y: number } {
  const areaSize = area.width * area.height;
  const obstacles = taken.filter((box) => overlap(box, area) < areaSize * 0.6);
  const centre = { x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2 };
  const spanX = Math.max(0, area.width - width);
  const spanY = Math.max(0, area.height - height);
  let best = { ...centre, cover: covered({ ...centre, width, height }, obstacles), distance: 0 };
  if (best.cover === 0) return centre;
  for (let i = 0; i <= STEPS; i++) {
    for (let j = 0; j <= STEPS; j++) {
      const x = area.x + (spanX * i) / STEPS;
      const y = area.y + (spanY * j) / STEPS;
      const cover = covered({ x, y, width, height }, obstacles);
      const distance = Math.hypot(x - centre.x, y - centre.y);
      if (cover < best.cover - 1e-9 || (Math.abs(cover - best.cover) <= 1e-9 && distance < best.distance)) best = { x, y, cover, distance };
    }
  }
  return { x: best.x, y: best.y };
}

function covered(box: Rect, obstacles: readonly Rect[]): number {
  return obstacles.reduce((sum, other) => sum + overlap(box, other), 0);
}

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}
