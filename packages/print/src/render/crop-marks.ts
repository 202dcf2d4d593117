import type { ContentStream } from '../pdf/content-stream.ts';

/** Space around the bleed box that holds the crop marks, in millimetres. */
export const CROP_MARK_MARGIN = 10;
/** Marks start this far outside the bleed box and are this long (millimetres). */
const MARK_GAP = 2;
const MARK_LENGTH = 6;
/** 0.25 pt in millimetres. */
const MARK_WIDTH = 0.25 * (25.4 / 72);

/**
 * Crop marks at the trim lines, in the registration color, all outside the bleed so that none
 * reaches the artwork. User space: side millimetres, y down, origin at the trim box's corner.
 */
export function drawCropMarks(stream: ContentStream, trim: { width: number; height: number }, bleed: number, registration: string): void {
  const start = bleed + MARK_GAP;
  const end = start + MARK_LENGTH;
  const { width, height } = trim;
  stream.save().strokeColor({ space: 'Named', resource: registration, tint: 1 }).lineWidth(MARK_WIDTH);
  for (const x of [0, width]) {
    stream.moveTo(x, -start).lineTo(x, -end);
    stream.moveTo(x, height + start).lineTo(x, height + end);
  }
  for (const y of [0, height]) {
    stream.moveTo(-start, y).lineTo(-end, y);
    stream.moveTo(width + start, y).lineTo(width + end, y);
  }
  stream.paint('stroke').restore();
}
