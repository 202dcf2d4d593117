import { describe, expect, it } from 'vitest';
import { coverCrop, placeImageCover } from './image-fit.ts';
import { sideSnapLines, snapBox } from './snapping.ts';
import { businessCardDesign } from './testing.ts';

describe('snapping and fitting', () => {
  const side = businessCardDesign().sides[0]!;

  it('lists the trim, bleed, safe, centre, print area and element lines of a side', () => {
    const lines = sideSnapLines(side, [{ x: 10, y: 10, width: 20, height: 5 }]);
    const xs = lines.filter((l) => l.axis === 'x').map((l) => `${l.value}:${l.kind}`);
    expect(xs).toEqual(['0:trim', '85:trim', '42.5:center', '-2:bleed', '87:bleed', '3:safe', '82:safe', '0:print-area', '85:print-area', '42.5:print-area', '10:element', '30:element', '20:element']);
  });

  it('snaps a full-bleed background to the bleed edges and only within the threshold', () => {
    const lines = sideSnapLines(side, []);
    expect(snapBox({ x: -1.6, y: -2.3, width: 89, height: 59 }, lines, 0.5)).toMatchObject({ dx: expect.closeTo(-0.4, 9), dy: expect.closeTo(0.3, 9) });
    expect(snapBox({ x: 20, y: 20, width: 5, height: 5 }, lines, 0.5)).toEqual({ dx: 0, dy: 0, guides: [] });
    // Only the edges asked for snap (a resize moving the right edge).
    expect(snapBox({ x: 2.8, y: 20, width: 50, height: 5 }, lines, 0.5, { x: ['end'], y: [] }).dx).toBe(0);
  });

  it('crops a photo to cover a placeholder and places a new one inside the print area', () => {
    expect(coverCrop(4000, 2000, { width: 50, height: 50 })).toEqual({ x: 0.25, y: 0, width: 0.5, height: 1 });
    expect(coverCrop(1000, 2000, { width: 20, height: 10 })).toEqual({ x: 0, y: 0.375, width: 1, height: 0.25 });
    expect(placeImageCover(2000, 1000, { x: 0, y: 0, width: 85, height: 55 }, 0.5)).toEqual({ x: 21.25, y: 16.875, width: 42.5, height: 21.25, rotation: 0 });
  });
});
