import { describe, expect, it } from 'vitest';
import { computeDesignMetrics, computeSideMetrics, countGraphemes, countWords } from '../index.ts';
import { prepareDesign } from '../testing/prepare-fixture.ts';

function side(elements: unknown[], extra: Record<string, unknown> = {}) {
  return {
    schemaVersion: 3,
    sides: [{ id: 'front', trim: { width: 100, height: 100 }, safeMargin: 5, printAreas: [{ id: 'a', x: 10, y: 10, width: 80, height: 80 }], elements, ...extra }],
  };
}

function rect(id: string, x: number, y: number, width: number, height: number, extra: Record<string, unknown> = {}) {
  return { id, type: 'shape', shape: 'rectangle', transform: { x, y, width, height }, fill: '#112233', ...extra };
}

describe('text counts', () => {
  it('counts graphemes, not UTF-16 units or bytes', () => {
    expect(countGraphemes('e\u0301')).toBe(1);
    expect(countGraphemes('👨‍👩‍👧')).toBe(1);
    expect(countGraphemes('🇩🇪x')).toBe(2);
    expect(countGraphemes('مرحبا')).toBe(5);
  });

  it('counts words without punctuation', () => {
    expect(countWords('Hello, world — it’s 2025!')).toBe(4);
  });
});

describe('computeDesignMetrics', () => {
  it('measures the every-element fixture', async () => {
    const metrics = computeDesignMetrics(await prepareDesign('every-element'));
    expect(metrics.countsByType).toEqual({ text: 3, image: 1, clipart: 1, shape: 4, qrcode: 0, group: 1 });
    expect(metrics.elements).toBe(10);
    expect(metrics.characters).toBe('Your name'.length + 'Rotated'.length + 'Team 2025'.length);
    expect(metrics.words).toBe(5);
    expect(metrics.lines).toBe(3);
    expect(metrics.images).toBe(1);
    expect(metrics.cliparts).toBe(1);
    // The background covers the whole 200 × 250 mm side.
    expect(metrics.coveredAreaMm2).toBeCloseTo(50_000, 3);
    expect(metrics.outsidePrintArea).toBe(true);
    expect(metrics.elementsOutsidePrintArea).toEqual(['bg', 'line']);
  });

  it('sums two sides and merges their colors', async () => {
    const metrics = computeDesignMetrics(await prepareDesign('two-sides'));
    expect(metrics.sides.map((entry) => entry.sideId)).toEqual(['front', 'back']);
    expect(metrics.printedSides).toBe(2);
    expect(metrics.characters).toBe(metrics.sides[0]!.characters + metrics.sides[1]!.characters);
    // Black text on both sides counts once.
    expect(metrics.distinctColors).toBe(3);
    expect(metrics.coveredAreaMm2).toBeCloseTo(metrics.sides[0]!.coveredAreaMm2 + metrics.sides[1]!.coveredAreaMm2, 6);
  });

  it('counts palette colors by name and plain colors by value', async () => {
    const red = { name: 'Red', hex: '#FF0000' };
    const alsoRed = { name: 'Brand red', hex: '#FF0000' };
    const metrics = computeDesignMetrics(await prepareDesign(side([
      rect('a', 20, 20, 10, 10, { fill: red }),
      rect('b', 40, 20, 10, 10, { fill: alsoRed }),
      rect('c', 60, 20, 10, 10, { fill: '#ff0000', stroke: { color: '#FF0000', width: 1 } }),
    ])));
    expect(metrics.distinctColors).toBe(3);
    expect(metrics.colors).toEqual([red, alsoRed, '#FF0000']);
  });

  it('counts overlapping ink once and rotated ink by its bounds', async () => {
    const layout = await prepareDesign(side([rect('a', 20, 20, 20, 20), rect('b', 30, 30, 20, 20), rect('c', 60, 60, 10, 10, { transform: { x: 60, y: 60, width: 10, height: 10, rotation: 45 } })]));
    const metrics = computeSideMetrics(layout, 'front');
    const diagonal = 10 * Math.SQRT2;
    expect(metrics.coveredAreaMm2).toBeCloseTo(400 + 400 - 100 + diagonal * diagonal, 6);
    expect(metrics.inkBounds!.x).toBe(20);
    expect(metrics.inkBounds!.y).toBe(20);
    expect(metrics.inkBounds!.x + metrics.inkBounds!.width).toBeCloseTo(65 + diagonal / 2, 9);
  });

  it('flags ink outside the print area and across the safe line', async () => {
    const metrics = computeSideMetrics(await prepareDesign(side([rect('inside', 20, 20, 10, 10), rect('edge', 2, 20, 10, 10), rect('margin', 85, 20, 10, 10)])), 'front');
    expect(metrics.elementsOutsidePrintArea).toEqual(['edge', 'margin']);
    expect(metrics.elementsCrossingSafeArea).toEqual(['edge']);
    expect(metrics.outsidePrintArea).toBe(true);
    expect(metrics.crossesSafeArea).toBe(true);
  });

  it('leaves hidden elements out', async () => {
    const metrics = computeSideMetrics(await prepareDesign(side([rect('hidden', 0, 0, 100, 100, { visible: false })])), 'front');
    expect(metrics.elements).toBe(0);
    expect(metrics.coveredAreaMm2).toBe(0);
    expect(metrics.inkBounds).toBeNull();
    expect(metrics.outsidePrintArea).toBe(false);
  });

  it('counts lines after layout and names overflowing text', async () => {
    const metrics = computeDesignMetrics(await prepareDesign('overflow-policies'));
    expect(metrics.overflowingText).toEqual(['wrap', 'clip']);
    const layout = await prepareDesign('overflow-policies');
    const visible = [...layout.texts.values()].reduce((sum, text) => sum + text.visibleLineCount, 0);
    expect(metrics.lines).toBe(visible);
    expect(layout.texts.get('clip')!.visibleLineCount).toBe(1);
    expect(layout.texts.get('shrink')!.fontSize).toBeLessThan(14);
  });

  it('counts text ink by its glyphs, not its box', async () => {
    const layout = await prepareDesign(side([{ id: 't', type: 'text', transform: { x: 20, y: 20, width: 60, height: 60 }, content: 'Hi', fontFamily: 'Roboto', fontSize: 20 }]));
    const metrics = computeSideMetrics(layout, 'front');
    expect(metrics.coveredAreaMm2).toBeGreaterThan(5);
    expect(metrics.coveredAreaMm2).toBeLessThan(60);
    expect(metrics.inkBounds!.x).toBeGreaterThanOrEqual(20);
  });
});
