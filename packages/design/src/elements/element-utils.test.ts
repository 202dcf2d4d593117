import { describe, expect, it } from 'vitest';
import { applyToPoint, createElement, elementUtils, isElementType, listPlacedElements, validateDesign } from '../index.ts';
import { prepareDesign } from '../testing/prepare-fixture.ts';

describe('element utils', () => {
  it('has one util per element type', () => {
    expect(Object.keys(elementUtils).sort()).toEqual(['clipart', 'group', 'image', 'qrcode', 'shape', 'text']);
    for (const [type, util] of Object.entries(elementUtils)) expect(util.type).toBe(type);
    expect(isElementType('text')).toBe(true);
    expect(isElementType('toString')).toBe(false);
  });

  it('creates elements from the util defaults that validate as they are', () => {
    const transform = { x: 1, y: 2, width: 30, height: 10, rotation: 0 };
    const elements = [
      createElement('text', { id: 'a', transform, content: 'Hi' }),
      createElement('image', { id: 'b', transform, media: 'photo.png' }),
      createElement('clipart', { id: 'c', transform, clipart: 'star.json' }),
      createElement('shape', { id: 'd', transform }),
      createElement('qrcode', { id: 'q', transform }),
      createElement('group', { id: 'e', transform }),
    ];
    const side = { id: 'front', name: 'Front', trim: { width: 100, height: 100 }, bleed: 0, safeMargin: 0, printAreas: [{ id: 'a', name: '', x: 0, y: 0, width: 100, height: 100 }], elements };
    const design = validateDesign({ schemaVersion: 3, name: '', sides: [side] });
    expect(design.sides[0]!.elements).toEqual(elements);
  });
});

describe('listPlacedElements', () => {
  it('gives each element its matrix, accumulated opacity and ink bounds in side coordinates', async () => {
    const layout = await prepareDesign('every-element');
    const placed = listPlacedElements(layout, 'front');
    const ids = placed.map((entry) => entry.element.id);
    expect(ids.indexOf('group')).toBeLessThan(ids.indexOf('group-bg'));
    const child = placed.find((entry) => entry.element.id === 'group-text')!;
    expect(child.depth).toBe(2);
    expect(child.path).toBe('$.sides[0].elements[5].children[1]');
    // The group's -8° rotation carries over to its children.
    const [x0, y0] = applyToPoint(child.matrix, 0, 0);
    const [x1, y1] = applyToPoint(child.matrix, 1, 0);
    expect((Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI).toBeCloseTo(-8, 9);
    const rotated = placed.find((entry) => entry.element.id === 'rotated')!;
    expect(rotated.opacity).toBe(0.7);
    expect(rotated.inkBounds!.width).toBeGreaterThan(0);
    const text = layout.texts.get('group-text')!;
    expect(text.lines[0]!.runs[0]!.fontKey).toBe('Roboto/400/normal');
    expect(layout.resources.fontByKey('Roboto/400/normal')!.bytes.length).toBeGreaterThan(1000);
  });
});
