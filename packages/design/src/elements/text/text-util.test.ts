import { isSvcError } from '@dcs/platform';
import { describe, expect, it } from 'vitest';
import { computeDesignMetrics, renderSideSvg, validateDesign, type TextElement } from '../../index.ts';
import { prepareDesign } from '../../testing/prepare-fixture.ts';

function card(text: Record<string, unknown>): Record<string, unknown> {
  return {
    schemaVersion: 3,
    name: 'card',
    sides: [{
      id: 'front', name: 'Front', trim: { width: 100, height: 60 }, bleed: 0, safeMargin: 0,
      printAreas: [{ id: 'a', name: 'A', x: 0, y: 0, width: 100, height: 60 }],
      elements: [{ id: 't', type: 'text', content: 'Hello', fontFamily: 'Roboto', fontSize: 24, transform: { x: 10, y: 10, width: 80, height: 14, rotation: 0 }, fill: '#F4A261', ...text }],
    }],
  };
}

function refusal(input: unknown): string {
  try {
    validateDesign(input);
  } catch (error) {
    if (isSvcError(error)) return JSON.stringify(error.data);
    throw error;
  }
  return 'accepted';
}

describe('text effects: outline, shadow, curve', () => {
  it('reads a document without them as straight text without a shadow (documents saved before them)', () => {
    const text = validateDesign(card({})).sides[0]!.elements[0] as TextElement;
    expect(text.shadow).toBeNull();
    expect(text.curve).toBe(0);
  });

  it('refuses a curve out of -100–100 and a shadow without a colour or too far away, naming the field', () => {
    expect(refusal(card({ curve: 101 }))).toContain('$.sides[0].elements[0].curve');
    expect(refusal(card({ shadow: { offsetX: 1, offsetY: 1 } }))).toContain('$.sides[0].elements[0].shadow.color');
    expect(refusal(card({ shadow: { color: '#000000', offsetX: 80, offsetY: 1 } }))).toContain('$.sides[0].elements[0].shadow.offsetX');
    expect(refusal(card({ curve: -100, shadow: { color: '#000000', offsetX: -2, offsetY: 2 } }))).toBe('accepted');
  });

  it('draws the shadow as the same glyphs moved by its offset, under the outlined text', async () => {
    const layout = await prepareDesign(card({ stroke: { color: '#1A1A1A', width: 0.5 }, shadow: { color: '#1D3557', offsetX: 1.5, offsetY: 1 } }));
    const svg = renderSideSvg(layout, 'front');
    const shadow = /<g transform="translate\(1\.5 1\)" fill="#1D3557" stroke="#1D3557"[^>]*>(.*?)<\/g>/.exec(svg);
    const text = /<g fill="#F4A261" stroke="#1A1A1A"[^>]*>(.*?)<\/g>/.exec(svg);
    expect(shadow).not.toBeNull();
    expect(text).not.toBeNull();
    expect(shadow![1]).toBe(text![1]);
    expect(svg.indexOf('fill="#1D3557"')).toBeLessThan(svg.indexOf('fill="#F4A261"'));
  });

  it('counts the shadow\'s ink and colour: the covered area grows by the moved copy, the colours by one', async () => {
    const plain = computeDesignMetrics(await prepareDesign(card({}))).sides[0]!;
    const shadowed = computeDesignMetrics(await prepareDesign(card({ shadow: { color: '#1D3557', offsetX: 0, offsetY: 8 } }))).sides[0]!;
    expect(shadowed.distinctColors).toBe(plain.distinctColors + 1);
    expect(shadowed.coveredAreaMm2).toBeGreaterThan(plain.coveredAreaMm2 * 1.5);
    expect(shadowed.inkBounds!.height).toBeCloseTo(plain.inkBounds!.height + 8, 6);
  });

  it('turns each glyph of a curved text in the SVG with the layout\'s rotation', async () => {
    const layout = await prepareDesign(card({ curve: 50 }));
    const glyphs = layout.texts.get('t')!.lines[0]!.runs[0]!.glyphs;
    const svg = renderSideSvg(layout, 'front');
    const matrices = [...svg.matchAll(/<use href="[^"]+" transform="matrix\(([^)]+)\)"/g)].map((match) => match[1]!.split(' ').map(Number));
    expect(matrices).toHaveLength(glyphs.length);
    matrices.forEach(([a, b, c, d, e, f], index) => {
      const glyph = glyphs[index]!;
      expect(Math.atan2(b!, a!)).toBeCloseTo(glyph.rotation!, 3);
      expect(c).toBeCloseTo(b!, 9);
      expect(d).toBeCloseTo(-a!, 9);
      expect(e).toBeCloseTo(glyph.x, 2);
      expect(f).toBeCloseTo(glyph.y, 2);
    });
  });
});
