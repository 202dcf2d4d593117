import { beforeAll, describe, expect, it } from 'vitest';
import { createElement, DesignResources, layoutText, LoadedFont, type PositionedGlyph, type TextElement, type TextLayout } from '../index.ts';
import { createTestProviders } from '../testing/design-fixtures.ts';
import { textArc } from './text-curve.ts';

let roboto: LoadedFont;

beforeAll(async () => {
  const providers = createTestProviders();
  const resources = new DesignResources();
  roboto = resources.addFont({ family: 'Roboto', weight: 400, style: 'normal' }, (await providers.fonts.loadFont({ family: 'Roboto', weight: 400, style: 'normal' })) as Uint8Array);
});

function text(content: string, fields: Partial<TextElement> = {}): TextElement {
  return createElement('text', { id: 't', transform: { x: 0, y: 0, width: 100, height: 30, rotation: 0 }, content, fontSize: 20, align: 'center', ...fields });
}

function glyphs(layout: TextLayout): PositionedGlyph[] {
  return layout.lines.flatMap((line) => line.runs.flatMap((run) => run.glyphs));
}

/** The middle of a glyph's advance: where the layout puts it on the arc. */
function middle(glyph: PositionedGlyph): { x: number; y: number } {
  const rotation = glyph.rotation ?? 0;
  return { x: glyph.x + (glyph.advance / 2) * Math.cos(rotation), y: glyph.y + (glyph.advance / 2) * Math.sin(rotation) };
}

describe('text on a curve', () => {
  it('leaves straight text as it was, without rotations', () => {
    const layout = layoutText(text('CURVED TEXT', { curve: 0 }), roboto);
    expect(glyphs(layout).every((glyph) => glyph.rotation === undefined)).toBe(true);
  });

  it('puts every glyph middle on one circle, keeping the distances along the baseline', () => {
    const element = text('CURVED TEXT', { curve: 40 });
    const straight = layoutText({ ...element, curve: 0 }, roboto);
    const curved = layoutText(element, roboto);
    // The arc's line is the curved layout's baseline (the bent text is moved to sit in its box by its ink).
    const baseline = curved.lines[0]!.baseline;
    const arc = textArc(40, 100, baseline, baseline)!;
    // 40 % of a full circle over the box's 100 mm: radius 100 / (0.4 · 2π).
    const radius = 100 / (0.4 * 2 * Math.PI);
    expect(arc.cy - baseline).toBeCloseTo(radius, 9);
    const before = glyphs(straight);
    const after = glyphs(curved);
    expect(after).toHaveLength(before.length);
    after.forEach((glyph, index) => {
      const point = middle(glyph);
      expect(Math.hypot(point.x - arc.cx, point.y - arc.cy)).toBeCloseTo(radius, 6);
      // The arc length from the top of the circle is the straight distance from the box's middle.
      const angle = Math.atan2(point.x - arc.cx, arc.cy - point.y);
      const straightMiddle = before[index]!.x + before[index]!.advance / 2;
      expect(angle * radius).toBeCloseTo(straightMiddle - 50, 6);
      // The glyph turns with the tangent.
      expect(glyph.rotation).toBeCloseTo(angle, 9);
    });
    // An arch: the ends lie lower (greater y) than the middle, and left and right mirror each other.
    const first = middle(after[0]!);
    const last = middle(after.at(-1)!);
    expect(first.y).toBeGreaterThan(baseline);
    expect(after[0]!.rotation!).toBeLessThan(0);
    expect(after.at(-1)!.rotation!).toBeGreaterThan(0);
    expect(Math.abs(first.y - last.y)).toBeLessThan(1);
  });

  it('bends the other way for a negative curve (a smile)', () => {
    const curved = glyphs(layoutText(text('SMILE TEXT', { curve: -50 }), roboto));
    const baseline = layoutText(text('SMILE TEXT'), roboto).lines[0]!.baseline;
    expect(middle(curved[0]!).y).toBeLessThan(baseline);
    expect(curved[0]!.rotation!).toBeGreaterThan(0);
    expect(curved.at(-1)!.rotation!).toBeLessThan(0);
  });

  it('counts the turned glyphs in the ink bounds', () => {
    const straight = layoutText(text('CURVED TEXT'), roboto).inkBounds!;
    const curved = layoutText(text('CURVED TEXT', { curve: 60 }), roboto).inkBounds!;
    expect(curved.height).toBeGreaterThan(straight.height + 2);
    expect(curved.width).not.toBeCloseTo(straight.width, 1);
  });

  it('sits in its box by its ink, as the box\'s vertical alignment says, and overflows when the ink does not fit', () => {
    const box = { x: 0, y: 0, width: 100, height: 30, rotation: 0 };
    const middle = layoutText(text('CURVED TEXT', { curve: 60, verticalAlign: 'middle', transform: box }), roboto);
    const ink = middle.inkBounds!;
    expect(ink.y + ink.height / 2).toBeCloseTo(15, 6);
    const top = layoutText(text('CURVED TEXT', { curve: 60, verticalAlign: 'top', transform: box }), roboto).inkBounds!;
    expect(top.y).toBeCloseTo(0, 6);
    expect(middle.overflowed).toBe(ink.height > 30);
    const low = layoutText(text('CURVED TEXT', { curve: 60, transform: { ...box, height: ink.height - 1 } }), roboto);
    expect(low.overflowed).toBe(true);
  });

  it('shrinks in a fixed box until the bent text fits by its ink', () => {
    const box = { x: 0, y: 0, width: 100, height: 10, rotation: 0 };
    const straight = layoutText(text('CURVED TEXT', { overflow: 'shrink', transform: box }), roboto);
    const curved = layoutText(text('CURVED TEXT', { overflow: 'shrink', curve: 80, transform: box }), roboto);
    // Straight it fits at its size; bent, the arch's ends need more height than the box has.
    expect(layoutText(text('CURVED TEXT', { curve: 80, transform: box }), roboto).inkBounds!.height).toBeGreaterThan(10);
    expect(straight.fontSize).toBe(20);
    expect(curved.fontSize).toBeLessThan(20);
    expect(curved.overflowed).toBe(false);
    expect(curved.inkBounds!.height).toBeLessThanOrEqual(10 + 1e-9);
  });

  it('is remembered by curve: a changed curve lays out again', () => {
    const a = layoutText(text('CURVED TEXT', { curve: 20 }), roboto);
    const b = layoutText(text('CURVED TEXT', { curve: 30 }), roboto);
    expect(glyphs(a)[0]!.rotation).not.toBeCloseTo(glyphs(b)[0]!.rotation!, 6);
  });

  it('gives several lines one centre, each on its own radius', () => {
    const layout = layoutText(text('ONE\nTWO', { curve: 30, transform: { x: 0, y: 0, width: 100, height: 40, rotation: 0 } }), roboto);
    const [one, two] = layout.lines.map((line) => line.baseline);
    const arc = textArc(30, 100, one!, two!)!;
    const radii = layout.lines.map((line) => line.runs[0]!.glyphs.map((glyph) => Math.hypot(middle(glyph).x - arc.cx, middle(glyph).y - arc.cy)));
    for (const radius of radii[0]!) expect(radius).toBeCloseTo(arc.cy - one!, 6);
    for (const radius of radii[1]!) expect(radius).toBeCloseTo(arc.cy - two!, 6);
  });
});
