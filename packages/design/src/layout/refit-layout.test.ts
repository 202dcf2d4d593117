import { describe, expect, it } from 'vitest';
import {
  findTextOverflow,
  refitDesign,
  scalePathData,
  validateDesign,
  type AnchorPoint,
  type DesignDocument,
  type RefitTargetSide,
  type ScaleMode,
} from '../index.ts';
import { prepareDesign } from '../testing/prepare-fixture.ts';

/** A 300 × 400 mm side whose print area starts at (50, 50) and is 200 × 300 mm. */
function template(elements: unknown[], extraSides: unknown[] = []): DesignDocument {
  return validateDesign({
    schemaVersion: 3,
    name: 'Template',
    sides: [
      { id: 'front', trim: { width: 300, height: 400 }, printAreas: [{ id: 'chest', x: 50, y: 50, width: 200, height: 300 }], elements },
      ...extraSides,
    ],
  });
}

const box = (id: string, x: number, y: number, width: number, height: number, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'shape',
  shape: 'rectangle',
  transform: { x, y, width, height },
  ...extra,
});

/** Half as wide, as tall: the area scale is 0.5 (the smaller ratio). */
const narrow: RefitTargetSide = {
  id: 'front',
  name: 'Front',
  trim: { width: 120, height: 340 },
  bleed: 2,
  safeMargin: 3,
  printAreas: [{ id: 'chest', name: 'Chest', x: 10, y: 20, width: 100, height: 300 }],
};

describe('refitDesign: anchors and scale modes', () => {
  // The element sits 20 mm right of and 10 mm below the area's top-left corner, 40 × 20 mm.
  const cases: Array<[AnchorPoint, ScaleMode, { x: number; y: number; width: number; height: number }]> = [
    ['top-left', 'proportional', { x: 20, y: 25, width: 20, height: 10 }],
    ['top', 'proportional', { x: 30 - 10, y: 25, width: 20, height: 10 }],
    ['top-right', 'proportional', { x: 20, y: 25, width: 20, height: 10 }],
    ['bottom-right', 'proportional', { x: 20, y: 175, width: 20, height: 10 }],
    ['bottom', 'proportional', { x: 20, y: 175, width: 20, height: 10 }],
    ['center', 'proportional', { x: 20, y: 100, width: 20, height: 10 }],
    ['left', 'proportional', { x: 20, y: 100, width: 20, height: 10 }],
    ['relative', 'proportional', { x: 20, y: 35, width: 20, height: 10 }],
    ['top-left', 'none', { x: 20, y: 25, width: 40, height: 20 }],
    ['bottom-right', 'none', { x: 0, y: 165, width: 40, height: 20 }],
    ['relative', 'none', { x: 10, y: 30, width: 40, height: 20 }],
    ['center', 'fit', { x: 10, y: 145, width: 100, height: 50 }],
    ['top-left', 'fit', { x: 10, y: 20, width: 100, height: 50 }],
    ['bottom', 'fit', { x: 10, y: 270, width: 100, height: 50 }],
    ['top-left', 'fill', { x: 10, y: 20, width: 600, height: 300 }],
    ['center', 'fill', { x: -240, y: 20, width: 600, height: 300 }],
  ];
  it.each(cases)('anchor %s, scale %s', (anchor, scale, expected) => {
    const result = refitDesign(template([box('e', 70, 60, 40, 20)]), [narrow], { rules: { e: { anchor, scale } } });
    expect(result.design.sides[0]!.elements[0]!.transform).toEqual({ ...expected, rotation: 0 });
    expect(result.placements[0]).toMatchObject({ elementId: 'e', fromArea: 'chest', toArea: 'chest', rule: { anchor, scale } });
  });

  it('keeps the target side geometry and the element order', () => {
    const result = refitDesign(template([box('a', 60, 60, 10, 10), box('b', 100, 100, 10, 10)]), [narrow]);
    const side = result.design.sides[0]!;
    expect(side).toMatchObject({ id: 'front', trim: narrow.trim, bleed: 2, safeMargin: 3, printAreas: narrow.printAreas });
    expect(side.elements.map((e) => e.id)).toEqual(['a', 'b']);
    expect(result.fits).toBe(true);
    expect(() => validateDesign(result.design)).not.toThrow();
  });

  it('is the identity onto the same print area', () => {
    const design = template([box('a', 60, 60, 10, 10), box('b', 100, 100, 50, 30)]);
    const same = refitDesign(design, [{ ...design.sides[0]!, elements: undefined } as unknown as RefitTargetSide]);
    expect(same.design.sides[0]!.elements).toEqual(design.sides[0]!.elements);
  });
});

describe('refitDesign: element content', () => {
  it('scales font size and stroke with the element', () => {
    const text = { id: 't', type: 'text', content: 'Hi', fontFamily: 'Roboto', fontSize: 24, transform: { x: 60, y: 60, width: 100, height: 30 }, stroke: { color: '#000000', width: 1 } };
    const result = refitDesign(template([text]), [narrow]);
    expect(result.design.sides[0]!.elements[0]).toMatchObject({ fontSize: 12, stroke: { width: 0.5 }, transform: { width: 50, height: 15 } });
  });

  it('scales group children, their paths and corner radii', () => {
    const group = {
      id: 'g',
      type: 'group',
      transform: { x: 50, y: 50, width: 100, height: 100 },
      children: [
        box('r', 10, 20, 30, 40, { cornerRadius: 4 }),
        { id: 'p', type: 'shape', shape: 'path', path: 'M0 0 L10 20 A5 5 30 0 1 20 20 Z', transform: { x: 0, y: 0, width: 20, height: 20 } },
      ],
    };
    const result = refitDesign(template([group]), [narrow], { rules: { g: { anchor: 'top-left', scale: 'proportional' } } });
    const scaled = result.design.sides[0]!.elements[0] as { children: Array<{ transform: unknown; cornerRadius: number; path: string | null }> };
    expect(scaled.children[0]).toMatchObject({ transform: { x: 5, y: 10, width: 15, height: 20 }, cornerRadius: 2 });
    expect(scaled.children[1]!.path).toBe('M0 0 L5 10 A2.5 2.5 30 0 1 10 10 Z');
  });

  it('scales path data uniformly, keeping arc rotation and flags', () => {
    expect(scalePathData('M0 0 L10 5 A2 2 0 0 1 4 4', 2)).toBe('M0 0 L20 10 A4 4 0 0 1 8 8');
    expect(scalePathData('m1.5-2h3v-1e1z', 2)).toBe('m3 -4 h6 v-20 z');
  });
});

describe('refitDesign: sides and print areas', () => {
  const back = { id: 'back', trim: { width: 300, height: 400 }, printAreas: [{ id: 'full', x: 0, y: 0, width: 300, height: 400 }], elements: [box('b1', 0, 0, 300, 400)] };
  const mug: RefitTargetSide = { id: 'wrap', name: 'Wrap', trim: { width: 200, height: 90 }, bleed: 0, safeMargin: 0, printAreas: [{ id: 'print', name: 'Print', x: 0, y: 0, width: 200, height: 90 }] };

  it('pairs sides by id, then in order, and reports sides left over', () => {
    const result = refitDesign(template([box('f1', 60, 60, 10, 10)], [back]), [mug]);
    expect(result.design.sides.map((s) => s.id)).toEqual(['wrap']);
    expect(result.placements.map((p) => [p.elementId, p.fromSide, p.toSide, p.toArea])).toEqual([['f1', 'front', 'wrap', 'print']]);
    expect(result.issues).toEqual([{ kind: 'side_dropped', side: 'back', elementIds: ['b1'] }]);
    expect(result.fits).toBe(false);
  });

  it('follows an explicit side map', () => {
    const result = refitDesign(template([box('f1', 60, 60, 10, 10)], [back]), [mug], { sideMap: { back: 'wrap' } });
    expect(result.placements.map((p) => [p.elementId, p.toSide])).toEqual([['b1', 'wrap']]);
    expect(result.issues).toEqual([{ kind: 'side_dropped', side: 'front', elementIds: ['f1'] }]);
  });

  it('gives target sides without a counterpart no elements', () => {
    const result = refitDesign(template([box('f1', 60, 60, 10, 10)]), [mug, { ...mug, id: 'extra' }]);
    expect(result.design.sides.map((s) => [s.id, s.elements.length])).toEqual([['wrap', 1], ['extra', 0]]);
  });

  it('moves each element from the area holding its centre to the matching area', () => {
    const design = validateDesign({
      schemaVersion: 3,
      sides: [{
        id: 'front',
        trim: { width: 300, height: 400 },
        printAreas: [{ id: 'chest', x: 50, y: 50, width: 200, height: 100 }, { id: 'sleeve', x: 0, y: 300, width: 50, height: 50 }],
        elements: [box('c', 60, 60, 10, 10), box('s', 10, 310, 10, 10)],
      }],
    });
    const target: RefitTargetSide = { ...narrow, printAreas: [{ id: 'other', name: '', x: 0, y: 0, width: 10, height: 10 }, { id: 'chest', name: '', x: 100, y: 100, width: 200, height: 100 }] };
    const result = refitDesign(design, [target]);
    expect(result.placements.map((p) => [p.elementId, p.fromArea, p.toArea])).toEqual([['c', 'chest', 'chest'], ['s', 'sleeve', 'chest']]);
  });

  it('lets full-bleed artwork fit a print area that touches the trim, and nothing past the bleed', () => {
    const card = (elements: unknown[]) =>
      validateDesign({ schemaVersion: 3, sides: [{ id: 'front', trim: { width: 85, height: 55 }, bleed: 2, printAreas: [{ id: 'full', x: 0, y: 0, width: 85, height: 55 }], elements }] });
    const target: RefitTargetSide = { id: 'front', name: 'Front', trim: { width: 85, height: 55 }, bleed: 2, safeMargin: 3, printAreas: [{ id: 'full', name: 'Full', x: 0, y: 0, width: 85, height: 55 }] };
    expect(refitDesign(card([box('bg', -2, -2, 89, 59)]), [target]).fits).toBe(true);
    expect(refitDesign(card([box('bg', -3, -2, 90, 59)]), [target]).issues).toMatchObject([{ kind: 'outside_print_area', elementId: 'bg', overflow: { left: 1, top: 0, right: 0, bottom: 0 } }]);
  });

  it('refuses an empty product and unknown sides in the map', () => {
    const design = template([]);
    expect(() => refitDesign(design, [])).toThrow(expect.objectContaining({ code: 'svc_template_refit_invalid' }));
    expect(() => refitDesign(design, [mug], { sideMap: { nope: 'wrap' } })).toThrow(/no side "nope"/);
    expect(() => refitDesign(design, [mug], { sideMap: { front: 'nope' } })).toThrow(/product has no side "nope"/);
  });
});

describe('refitDesign: what no longer fits', () => {
  it('reports elements outside the new print area with the overflow per edge', () => {
    const result = refitDesign(template([box('wide', 50, 60, 200, 20), box('ok', 60, 60, 10, 10)]), [narrow], {
      rules: { wide: { anchor: 'top-left', scale: 'none' } },
    });
    expect(result.issues).toEqual([
      { kind: 'outside_print_area', side: 'front', elementId: 'wide', printArea: 'chest', overflow: { left: 0, top: 0, right: 100, bottom: 0 } },
    ]);
  });

  it('checks rotated elements by their rotated bounds', () => {
    // 90 × 80 mm fits the 100 mm wide area; turned 45° its bounds are (90 + 80) / √2 ≈ 120 mm wide, centred
    // 2.5 mm left of the area centre (the 5 mm offset halved): 12.6 mm stick out on the left.
    const turned = (rotation: number) => box('r', 100, 150, 90, 80, { transform: { x: 100, y: 150, width: 90, height: 80, rotation } });
    const rules = { r: { anchor: 'center', scale: 'none' } } as const;
    expect(refitDesign(template([turned(0)]), [narrow], { rules }).issues).toEqual([]);
    const [issue] = refitDesign(template([turned(45)]), [narrow], { rules }).issues;
    expect(issue).toMatchObject({ kind: 'outside_print_area', elementId: 'r' });
    expect(issue!.kind === 'outside_print_area' && issue!.overflow.left).toBeCloseTo(12.604, 3);
  });

  it('reports images printed below the minimum resolution, also inside groups', () => {
    const photo = (id: string, width: number) => ({ id, type: 'image', media: 'photo.png', transform: { x: 60, y: 60, width, height: width } });
    const design = template([photo('big', 20), { id: 'g', type: 'group', transform: { x: 60, y: 100, width: 100, height: 100 }, children: [photo('inner', 20)] }]);
    // 600 px over 20 mm is 762 ppi; fitted to 100 mm (fit) it is 152.4 ppi, the group child at 0.5 × keeps 1524 ppi.
    const result = refitDesign(design, [narrow], {
      rules: { big: { anchor: 'top-left', scale: 'fit' } },
      minPpi: 200,
      imageSize: (media) => (media === 'photo.png' ? { widthPx: 600, heightPx: 600 } : undefined),
    });
    expect(result.issues).toEqual([{ kind: 'low_resolution', side: 'front', elementId: 'big', media: 'photo.png', ppi: 152.4, minPpi: 200 }]);
  });

  it('finds overflowing text once laid out', async () => {
    const layout = await prepareDesign({
      schemaVersion: 3,
      sides: [{
        id: 'front',
        trim: { width: 100, height: 100 },
        printAreas: [{ id: 'a', x: 0, y: 0, width: 100, height: 100 }],
        elements: [
          { id: 'long', type: 'text', content: 'A rather long line of text that wraps many times', fontFamily: 'Roboto', fontSize: 30, transform: { x: 0, y: 0, width: 40, height: 10 } },
          { id: 'short', type: 'text', content: 'Hi', fontFamily: 'Roboto', fontSize: 12, transform: { x: 0, y: 50, width: 40, height: 10 } },
        ],
      }],
    });
    expect(findTextOverflow(layout)).toEqual([{ kind: 'text_overflow', side: 'front', elementId: 'long' }]);
  });
});
