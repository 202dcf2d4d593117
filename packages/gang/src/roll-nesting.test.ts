import { describe, expect, it } from 'vitest';
import { findOverlaps, rectContains, type Rect } from './geometry.ts';
import { mixedGangItems, nestRoll, rollLowerBound, type RollOptions, type RollSheet } from './index.ts';
import { maxrectsPackerLengths } from './testing/maxrects-packer-peer.ts';

const DTF: RollOptions = { width: 558.8, spacing: 3, margins: 5, allowRotation: true, label: { height: 6, gap: 1, minWidth: 40 } };

/** Every footprint inside the margins, and no two closer than the spacing. */
function expectSound(roll: RollSheet, options: RollOptions): void {
  const margin = typeof options.margins === 'number' ? options.margins : 0;
  const inside = { x: margin, y: margin, width: options.width - 2 * margin, height: roll.length - 2 * margin };
  for (const item of roll.items) expect(rectContains(inside, item.footprint), `${item.id}#${item.copy} inside`).toBe(true);
  const spaced: Rect[] = roll.items.map((item) => ({ ...item.footprint, width: item.footprint.width + options.spacing, height: item.footprint.height + options.spacing }));
  expect(findOverlaps(spaced)).toEqual([]);
}

describe('nestRoll', () => {
  it.each([50, 150, 300])('nests %i mixed items within 1.08× of the area bound and no longer than maxrects-packer', (count) => {
    const items = mixedGangItems(count);
    const layout = nestRoll(items, DTF);
    expect(layout.rolls).toHaveLength(1);
    expect(layout.unplaced).toEqual([]);
    const roll = layout.rolls[0]!;
    expect(roll.items).toHaveLength(count);
    expectSound(roll, DTF);
    expect(roll.length / rollLowerBound(items, DTF)).toBeLessThanOrEqual(1.08);
    const peer = Math.min(...maxrectsPackerLengths(items, DTF).map((result) => result.length));
    expect(roll.length).toBeLessThanOrEqual(peer);
  });

  it('gives the same layout for the same input (the preview is the print)', () => {
    const items = mixedGangItems(60, 5);
    expect(nestRoll(items, DTF)).toEqual(nestRoll(items, DTF));
  });

  it('spills onto further rolls at the maximum length, and reports items wider than the roll', () => {
    const items = [...mixedGangItems(80, 9), { id: 'banner', width: 700, height: 600 }];
    const options = { ...DTF, maxLength: 1500 };
    const layout = nestRoll(items, options);
    expect(layout.rolls.length).toBeGreaterThan(1);
    for (const roll of layout.rolls) {
      expect(roll.length).toBeLessThanOrEqual(1500);
      expectSound(roll, options);
    }
    expect(layout.rolls.reduce((sum, roll) => sum + roll.items.length, 0)).toBe(80);
    expect(layout.unplaced).toEqual([{ id: 'banner', copy: 1, reason: 'too_large' }]);
  });

  it('expands quantities into numbered copies and keeps rotation off when the roll or the item forbids it', () => {
    const layout = nestRoll([{ id: 'a', width: 300, height: 100, quantity: 3 }, { id: 'b', width: 100, height: 300, rotatable: false }], { ...DTF, label: null });
    const items = layout.rolls[0]!.items;
    expect(items.filter((item) => item.id === 'a').map((item) => item.copy).sort()).toEqual([1, 2, 3]);
    expect(items.find((item) => item.id === 'b')!.rotated).toBe(false);
    const upright = nestRoll([{ id: 'a', width: 500, height: 100, quantity: 4 }], { ...DTF, allowRotation: false });
    expect(upright.rolls[0]!.items.every((item) => !item.rotated && item.width === 500)).toBe(true);
  });

  it('keeps a locked item where the staff put it and flows the others around it', () => {
    const items = mixedGangItems(40, 3);
    const first = nestRoll(items, DTF).rolls[0]!;
    const moved = { id: first.items[0]!.id, copy: 1, x: 10, y: 300, rotated: false };
    const layout = nestRoll(items, { ...DTF, locked: [moved] });
    const roll = layout.rolls[0]!;
    const locked = roll.items.find((item) => item.locked)!;
    expect({ id: locked.id, x: locked.x, y: locked.y }).toEqual({ id: moved.id, x: 10, y: 300 });
    expect(roll.items).toHaveLength(40);
    expectSound(roll, DTF);
  });

  it('refuses a locked item outside the roll or on another locked one', () => {
    const items = [{ id: 'a', width: 100, height: 100 }, { id: 'b', width: 100, height: 100 }, { id: 'c', width: 100, height: 100 }];
    const layout = nestRoll(items, { ...DTF, locked: [{ id: 'a', x: 500, y: 10 }, { id: 'b', x: 10, y: 10 }, { id: 'c', x: 50, y: 50 }] });
    expect(layout.unplaced).toEqual([{ id: 'a', copy: 1, reason: 'locked_outside' }, { id: 'c', copy: 1, reason: 'locked_overlap' }]);
    expect(layout.rolls[0]!.items.map((item) => item.id)).toEqual(['b']);
  });

  it('refuses options that leave no room', () => {
    expect(() => nestRoll([], { ...DTF, margins: 300 })).toThrow(RangeError);
    expect(() => nestRoll([{ id: 'a', width: 0, height: 10 }], DTF)).toThrow(RangeError);
  });
});
