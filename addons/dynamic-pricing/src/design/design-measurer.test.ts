import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeDesignMetrics, layoutDesign, loadDesignResources, preflightDesign, preflightOptionsForDpi, validateDesign } from '@dcs/design';
import type { AssetsService } from '@dcs/platform';
import { startAddonTestSystem, type AddonTestKit } from '@dcs/server/addon-testing';
import { benchDesign } from '../../../../bench/quote/bench-fixtures.ts';
import { createTestProviders } from '../../../../packages/design/src/testing/design-fixtures.ts';
import { createDesignMeasurer, type MeasuredDesign } from './design-measurer.ts';
import { measureTopLevelElements, toFigures } from './element-figures.ts';

/** A one-side design of `count` rectangles (no font or image to load). */
function rectangles(count: number, fill: string): Record<string, unknown> {
  return {
    schemaVersion: 3,
    name: `${count} rectangles`,
    sides: [
      {
        id: 'front',
        trim: { width: 200, height: 200 },
        printAreas: [{ id: 'main', x: 0, y: 0, width: 200, height: 200 }],
        elements: Array.from({ length: count }, (_, index) => ({
          id: `r${index}`,
          type: 'shape',
          shape: 'rectangle',
          transform: { x: index * 10, y: index * 10, width: 10, height: 10 },
          fill,
        })),
      },
    ],
  };
}

const sha256 = (design: unknown) => createHash('sha256').update(JSON.stringify(validateDesign(design))).digest('base64url');

describe('design measurer', () => {
  let kit: AddonTestKit;
  beforeAll(async () => {
    kit = await startAddonTestSystem();
  });
  afterAll(() => kit.close());

  it.each([
    ['remembering hashes', undefined],
    ['with room for two designs in the hash memo', 2],
    ['with no room in the hash memo', 0],
  ])('answers the hash of the normalized design and its figures, %s', async (_name, hashMemoSize) => {
    const measurer = createDesignMeasurer({ assets: kit.t.system.services.assets, clock: { now: () => Date.now() }, hashMemoSize });
    // 300 rectangles: ~40 kB of JSON, more than the hash's kept buffer starts with.
    const designs = [1, 2, 3, 4, 300].flatMap((count) => [rectangles(count, '#112233'), rectangles(count, '#445566')]);
    // Twice round, so the second pass meets designs the memo kept and designs it let go.
    for (const design of [...designs, ...designs.reverse()]) {
      const measured = await measurer.measure(design);
      expect(measured.hash).toBe(sha256(design));
      expect(measured.hash).toBe(measurer.hash(validateDesign(design)));
      expect(measured.figures.figures.shapes).toBe((design.sides as Array<{ elements: unknown[] }>)[0]!.elements.length);
    }
  });

  it('validates every time, also a design whose hash it remembers', async () => {
    const measurer = createDesignMeasurer({ assets: kit.t.system.services.assets, clock: { now: () => Date.now() } });
    const design = rectangles(2, '#112233');
    await measurer.measure(design);
    const invalid = rectangles(2, '#112233');
    (invalid.sides as Array<Record<string, unknown>>)[0]!.trim = { width: -1, height: 200 };
    await expect(measurer.measure(invalid)).rejects.toMatchObject({ code: 'svc_design_invalid' });
    expect((await measurer.measure(design)).hash).toBe(sha256(design));
  });
});

describe('design measurer: elements measured before are reused', () => {
  const { fonts, assets } = createTestProviders();
  const service: AssetsService = {
    loadFont: (request) => fonts.loadFont(request),
    fallbackFamilies: async () => (await fonts.fallbackFamilies?.()) ?? [],
    loadImage: (ref) => assets!.loadImage(ref),
    loadClipart: (ref) => assets!.loadClipart(ref),
    addSource: () => () => {},
  };
  const clock = { now: () => Date.now() };
  type Json = { name: string; sides: Array<{ id: string; name?: string; elements: Array<Record<string, unknown>> }> };

  /** What `@dcs/design` answers for the whole design laid out at once, as the measurer did before it kept elements. */
  async function fromScratch(input: unknown) {
    const design = validateDesign(input);
    const layout = layoutDesign(design, await loadDesignResources(design, createTestProviders()));
    const metrics = computeDesignMetrics(layout);
    const figures = toFigures(metrics.countsByType, metrics, metrics.distinctColors, metrics.coveredAreaMm2);
    const elements = design.sides.flatMap((side) => measureTopLevelElements(layout, side.id).map((m) => ({ id: m.id, type: m.type, side: side.id, figures: m.figures })));
    return { figures, printedSides: metrics.sides.filter((side) => side.elements > 0).map((side) => side.sideId), elements };
  }
  const answerOf = async (measured: Promise<MeasuredDesign>) => {
    const { figures } = await measured;
    return { figures: figures.figures, printedSides: figures.printedSides, elements: figures.elements() };
  };

  it('answers what laying out the whole design answers, while a customer types, reorders, hides and moves elements', async () => {
    const measurer = createDesignMeasurer({ assets: service, clock });
    const base = benchDesign() as unknown as Json;
    // Elements preflight finds fault with, besides the bench design's low-resolution photos: one
    // outside the print area, a group with a hairline child, a text with a character Roboto lacks.
    base.sides[0]!.elements.splice(
      1,
      0,
      { id: 'stray', type: 'shape', shape: 'rectangle', transform: { x: -40, y: 100, width: 30, height: 20 }, fill: '#112233' },
      {
        id: 'framed',
        type: 'group',
        transform: { x: 20, y: 200, width: 60, height: 30 },
        children: [{ id: 'framed-line', type: 'shape', shape: 'rectangle', transform: { x: 0, y: 0, width: 60, height: 30 }, fill: '#FFFFFF', stroke: { color: '#000000', width: 0.02 } }],
      },
      { id: 'snowman', type: 'text', transform: { x: 120, y: 200, width: 60, height: 20 }, content: 'Snow \u2603', fontFamily: 'Roboto', fontSize: 12 },
    );
    const variants: Json[] = [base];
    const typed = structuredClone(base);
    typed.sides[0]!.elements.find((e) => e.type === 'text')!.content = 'Hello typing friends';
    variants.push(typed);
    const reordered = structuredClone(typed);
    reordered.sides[1]!.elements.reverse();
    variants.push(reordered);
    const hidden = structuredClone(reordered);
    hidden.sides[0]!.elements[2]!.visible = false;
    hidden.sides[1]!.elements[6]!.visible = false;
    variants.push(hidden);
    const moved = structuredClone(hidden);
    moved.sides[1]!.elements.push(moved.sides[0]!.elements.shift()!);
    variants.push(moved);
    // Multi-byte characters around the elements: the hash copies the pieces as UTF-8 into one buffer.
    const accented = structuredClone(moved);
    accented.name = 'Café – Ünïcødé ✓ 😀';
    accented.sides[1]!.name = 'Rückseite';
    variants.push(accented);
    const renamed = structuredClone(moved);
    renamed.name = 'Renamed "sides":[] and "elements":[]';
    renamed.sides[0]!.name = '"elements":[]';
    variants.push(renamed);
    const emptied = structuredClone(renamed);
    emptied.sides[1]!.elements = [];
    variants.push(emptied, base, typed);
    for (const [index, variant] of variants.entries()) {
      const measured = await measurer.measure(variant);
      expect(measured.hash, `variant ${index}`).toBe(sha256(variant));
      expect(await answerOf(Promise.resolve(measured)), `variant ${index}`).toEqual(await fromScratch(variant));
    }
    // Measured and preflighted in one go, as quotes do (one layout for both): the same figures, and
    // the report `@dcs/design` gives for the whole design laid out afresh.
    const both = createDesignMeasurer({ assets: service, clock });
    for (const [index, variant] of variants.entries()) {
      const measured = await both.measureWithPreflight(variant, 300);
      expect(await answerOf(Promise.resolve(measured)), `variant ${index}`).toEqual(await fromScratch(variant));
      const design = validateDesign(variant);
      const report = preflightDesign(layoutDesign(design, await loadDesignResources(design, createTestProviders())), preflightOptionsForDpi(300));
      expect(measured.preflight, `variant ${index}`).toEqual(report);
      if (index === 0) expect(new Set([...report.errors, ...report.warnings].map((issue) => issue.check))).toEqual(new Set(['image_resolution', 'outside_print_area', 'hairline', 'glyphs_missing']));
      expect((await both.measureWithPreflight(variant, 150)).preflight, `variant ${index}`).toEqual(
        preflightDesign(layoutDesign(design, await loadDesignResources(design, createTestProviders())), preflightOptionsForDpi(150)),
      );
    }
    const noCache = createDesignMeasurer({ assets: service, clock, elementCacheSize: 0, cacheSize: 0 });
    expect(await answerOf(noCache.measure(emptied))).toEqual(await fromScratch(emptied));
  });

  it('lays out again the element that changed, and no other; all of them once their figures are stale', async () => {
    let now = 1_000_000;
    const measurer = createDesignMeasurer({ assets: service, clock: { now: () => now } });
    const laidOut = async (design: unknown, dpi: number | null = null) => {
      const before = measurer.elementsLaidOut;
      await (dpi === null ? measurer.measure(design) : measurer.measureWithPreflight(design, dpi));
      return measurer.elementsLaidOut - before;
    };
    const base = benchDesign() as unknown as Json;
    expect(await laidOut(base)).toBe(26);
    const typed = structuredClone(base);
    typed.sides[0]!.elements.find((e) => e.type === 'text')!.content = 'Hello typing friends';
    expect(await laidOut(typed)).toBe(1);
    expect(await laidOut(structuredClone(base))).toBe(0);
    // Moved on the side: the element's own transform changed, so its ink boxes did.
    const moved = structuredClone(typed);
    (moved.sides[1]!.elements[3]!.transform as { x: number }).x += 1;
    expect(await laidOut(moved)).toBe(1);
    expect((await measurer.measure(moved)).figures).not.toBe((await measurer.measure(typed)).figures);
    // The same element written otherwise (keys in another order) is validated as new, but the design's
    // normalized JSON is the same: its figures are found by its hash.
    const rewritten = structuredClone(moved);
    const { id, ...rest } = rewritten.sides[0]!.elements[1]!;
    rewritten.sides[0]!.elements[1] = { ...rest, id };
    expect(await laidOut(rewritten)).toBe(0);
    expect((await measurer.measure(rewritten)).hash).toBe((await measurer.measure(moved)).hash);
    // The first preflight at a resolution checks every element; a design changed in one then checks one.
    expect(await laidOut(rewritten, 300)).toBe(26);
    expect(await laidOut(typed, 300)).toBe(2);
    // Figures older than the cache time are laid out afresh (a replaced font or image shows).
    now += 61_000;
    expect(await laidOut(typed)).toBe(26);
  });

  it('counts a QR code as an element of type qrcode, which element rules can charge', async () => {
    const measurer = createDesignMeasurer({ assets: service, clock: { now: () => Date.now() } });
    const design = rectangles(1, '#112233') as { sides: Array<{ elements: unknown[] }> };
    design.sides[0]!.elements.push({ id: 'qr', type: 'qrcode', content: { kind: 'url', url: 'example.com' }, color: '#1F2A44', transform: { x: 50, y: 50, width: 25, height: 25 } });
    const measured = await measurer.measure(design);
    expect(measured.figures.figures).toMatchObject({ elements: 2, shapes: 1, distinct_colors: 3 });
    expect(measured.figures.elements().map((element) => element.type)).toEqual(['shape', 'qrcode']);
    const whole = computeDesignMetrics(layoutDesign(validateDesign(design), await loadDesignResources(validateDesign(design), createTestProviders())));
    expect(whole.countsByType.qrcode).toBe(1);
  });
});
