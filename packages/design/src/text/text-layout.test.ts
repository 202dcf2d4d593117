import { isSvcError } from '@dcs/platform';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createElement,
  createStaticFontProvider,
  DesignResources,
  layoutText,
  loadDesignResources,
  MM_PER_PT,
  validateDesign,
  LoadedFont,
  type TextElement,
  type TextLayout,
} from '../index.ts';
import { createTestProviders } from '../testing/design-fixtures.ts';

let roboto: LoadedFont;
let arabic: LoadedFont;

beforeAll(async () => {
  const providers = createTestProviders();
  const resources = new DesignResources();
  roboto = resources.addFont({ family: 'Roboto', weight: 400, style: 'normal' }, (await providers.fonts.loadFont({ family: 'Roboto', weight: 400, style: 'normal' })) as Uint8Array);
  arabic = resources.addFont(
    { family: 'Noto Sans Arabic', weight: 400, style: 'normal' },
    (await providers.fonts.loadFont({ family: 'Noto Sans Arabic', weight: 400, style: 'normal' })) as Uint8Array,
  );
});

function text(content: string, fields: Partial<TextElement> = {}): TextElement {
  return createElement('text', { id: 't', transform: { x: 0, y: 0, width: 100, height: 30, rotation: 0 }, content, fontSize: 20, ...fields });
}

function glyphs(layout: TextLayout) {
  return layout.lines.flatMap((line) => line.runs.flatMap((run) => run.glyphs));
}

describe('layoutText', () => {
  it('applies kerning from the font', () => {
    const kerned = roboto.shape('AV', 0);
    const apart = roboto.shape('A', 0).width + roboto.shape('V', 0).width;
    expect(kerned.width).toBeLessThan(apart);
  });

  it('forms ligatures, and leaves them out with letter spacing', () => {
    expect(roboto.shape('office', 0).glyphIds.length).toBeLessThan(6);
    expect(roboto.shape('office', 100).glyphIds.length).toBe(6);
  });

  it('shapes Arabic into joined forms, right to left', () => {
    const joined = arabic.shape('سلام', 0);
    const isolated = [...'سلام'].map((char) => arabic.shape(char, 0).glyphIds[0]);
    expect(joined.direction).toBe('rtl');
    expect(joined.glyphIds).not.toEqual([...isolated].reverse());
    // Visual order: the first letter (seen) is drawn at the right end.
    expect(joined.codePoints.at(-1)).toEqual(['س'.codePointAt(0)]);
    const layout = layoutText(text('سلام عليكم', { fontFamily: 'Noto Sans Arabic', align: 'right' }), arabic);
    expect(layout.lines).toHaveLength(1);
    const line = layout.lines[0]!;
    expect(line.x + line.width).toBeCloseTo(100, 6);
    expect(line.runs[0]!.direction).toBe('rtl');
    // The first word sits at the right: its glyphs come last in visual order.
    const placed = glyphs(layout);
    expect(placed.at(-1)!.codePoints).toEqual(['س'.codePointAt(0)]);
    expect(layout.missingCodePoints).toEqual([]);
  });

  it('places glyphs in millimetres on baselines one line height apart', () => {
    const layout = layoutText(text('one two three four five six seven eight nine ten', { transform: { x: 0, y: 0, width: 40, height: 100, rotation: 0 } }), roboto);
    expect(layout.lines.length).toBeGreaterThan(2);
    const lineHeight = 1.2 * 20 * MM_PER_PT;
    expect(layout.lines[1]!.baseline - layout.lines[0]!.baseline).toBeCloseTo(lineHeight, 9);
    for (const line of layout.lines) expect(line.width).toBeLessThanOrEqual(40 + 1e-9);
    const first = glyphs(layout)[0]!;
    expect(first.x).toBe(0);
    expect(first.advance).toBeCloseTo((roboto.shape('o', 0).width * 20 * MM_PER_PT) / roboto.unitsPerEm, 9);
  });

  it.each([
    ['left', 0],
    ['center', 0.5],
    ['right', 1],
  ] as const)('aligns lines %s', (align, share) => {
    const layout = layoutText(text('Hi', { align }), roboto);
    const line = layout.lines[0]!;
    expect(line.x).toBeCloseTo((100 - line.width) * share, 9);
  });

  it('justifies every line but the last', () => {
    const layout = layoutText(text('aa bb cc dd ee ff gg hh ii jj kk ll', { align: 'justify', transform: { x: 0, y: 0, width: 40, height: 100, rotation: 0 } }), roboto);
    const [first, last] = [layout.lines[0]!, layout.lines.at(-1)!];
    const firstGlyphs = first.runs[0]!.glyphs;
    const lastGlyph = firstGlyphs.at(-1)!;
    expect(lastGlyph.x + lastGlyph.advance).toBeCloseTo(40, 6);
    expect(last.width).toBeLessThan(40);
  });

  it('keeps hard line breaks and blank lines', () => {
    const layout = layoutText(text('a\n\nb'), roboto);
    expect(layout.lines.map((line) => line.text)).toEqual(['a', '', 'b']);
  });

  it('wraps past the box and reports the overflow', () => {
    const layout = layoutText(text('a long text that needs several lines here', { transform: { x: 0, y: 0, width: 30, height: 10, rotation: 0 } }), roboto);
    expect(layout.lines.length).toBeGreaterThan(2);
    expect(layout.overflowed).toBe(true);
    expect(layout.visibleLineCount).toBe(layout.lines.length);
  });

  it('shrinks the size until the text fits the box', () => {
    const element = text('a long text that needs several lines here', { overflow: 'shrink', transform: { x: 0, y: 0, width: 30, height: 10, rotation: 0 } });
    const layout = layoutText(element, roboto);
    expect(layout.fontSize).toBeLessThan(20);
    expect(layout.overflowed).toBe(false);
    const height = layout.lines.length * 1.2 * layout.fontSize * MM_PER_PT;
    expect(height).toBeLessThanOrEqual(10 + 1e-9);
    // Close to the largest size that fits: a little larger does not.
    const larger = layoutText({ ...element, fontSize: layout.fontSize * 1.02, overflow: 'wrap' }, roboto);
    expect(larger.overflowed).toBe(true);
  });

  it('clips lines below the box', () => {
    const layout = layoutText(text('one two three four five six', { overflow: 'clip', transform: { x: 0, y: 0, width: 25, height: 10, rotation: 0 } }), roboto);
    expect(layout.visibleLineCount).toBeLessThan(layout.lines.length);
    expect(layout.visibleLineCount).toBe(1);
    expect(layout.overflowed).toBe(true);
  });

  it('breaks a word longer than the box between graphemes', () => {
    const layout = layoutText(text('Supercalifragilisticexpialidocious', { transform: { x: 0, y: 0, width: 20, height: 100, rotation: 0 } }), roboto);
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.lines.map((line) => line.text).join('')).toBe('Supercalifragilisticexpialidocious');
  });

  it('gives each glyph the characters it stands for, even when its outline was read first', () => {
    const font = new LoadedFont({ family: 'Roboto', weight: 400, style: 'normal' }, roboto.bytes);
    // Reading an outline first makes fontkit cache the glyph object without characters.
    font.outline(font.shape('e', 0).glyphIds[0]!);
    const layout = layoutText(text('naïve e'), font);
    expect(glyphs(layout).map((glyph) => String.fromCodePoint(...glyph.codePoints)).join('')).toBe('naïve e');
  });

  it('reports characters the font has no glyph for', () => {
    const layout = layoutText(text('a\u4E2D'), roboto);
    expect(layout.missingCodePoints).toEqual([0x4e2d]);
    // Each missing character counts, not only the first that fell back to .notdef.
    expect(layoutText(text('Snow \u2603 \u96EA\u200D'), roboto).missingCodePoints).toEqual([0x2603, 0x96ea]);
  });

  it('needs no glyph for spaces and default-ignorable characters, ASCII ones and others alike', () => {
    // Every ASCII character but the line breaks (which split paragraphs), an astral one the font lacks, a lone surrogate.
    const ascii = Array.from({ length: 0x80 }, (_, code) => String.fromCharCode(code)).filter((char) => char !== '\n' && char !== '\r');
    const content = `${ascii.join('')}\u00AD\u200B\u200F\u2060\uFE0F\u2003 \u{1F600}\uD800x`;
    const expected = [...new Set([...content].map((char) => char.codePointAt(0)!))].filter(
      (codePoint) => !/[\s\u00AD\u200B-\u200F\u2060\uFE00-\uFE0F]/u.test(String.fromCodePoint(codePoint)) && !roboto.hasGlyph(codePoint),
    );
    expect(expected).toContain(0x1f600);
    expect(new Set(layoutText(text(content), roboto).missingCodePoints)).toEqual(new Set(expected));
  });

  it('lays out 20 000 characters of shrink text in well under a second', () => {
    const started = performance.now();
    layoutText(text('word '.repeat(4000), { overflow: 'shrink' }), roboto);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe('remembered text layouts', () => {
  const base = () =>
    text('Remembered layouts wrap over more lines than their box holds, so shrinking them shows', { transform: { x: 0, y: 0, width: 40, height: 30, rotation: 0 }, verticalAlign: 'middle', fontSize: 14 });
  const freshRoboto = async () => new DesignResources().addFont({ family: 'Roboto', weight: 400, style: 'normal' }, (await createTestProviders().fonts.loadFont({ family: 'Roboto', weight: 400, style: 'normal' })) as Uint8Array);

  it('shares one layout between elements with the same text, each answered with its own id', () => {
    const first = layoutText({ ...base(), id: 'first' }, roboto);
    const moved = layoutText({ ...base(), id: 'second', transform: { x: 70, y: 20, width: 40, height: 30, rotation: 30 }, fill: '#FF0000', opacity: 0.5 }, roboto);
    expect(first.elementId).toBe('first');
    expect(moved.elementId).toBe('second');
    expect(moved.lines).toBe(first.lines);
    expect(layoutText({ ...base(), id: 'first' }, roboto)).toBe(first);
  });

  it('counts characters and words, also in a layout shared with another element and in its JSON', () => {
    const element = text('Fjord café, naïve — 12 words? No: eleven.', { id: 'counted' });
    const shared = layoutText({ ...element, id: 'other' }, roboto);
    const own = layoutText(element, roboto);
    expect([own.characters, own.words]).toEqual([41, 7]);
    expect([shared.elementId, shared.characters, shared.words]).toEqual(['other', 41, 7]);
    expect(JSON.parse(JSON.stringify(shared))).toMatchObject({ elementId: 'other', characters: 41, words: 7 });
  });

  it('counts words through one getter shared by every layout', () => {
    // A getter made per layout (one in the object literal) keeps V8 from sharing a hidden class
    // between layouts: each became a dictionary object, and each new text's layout reached old space.
    const getter = (layout: object) => Object.getOwnPropertyDescriptor(layout, 'words')?.get;
    const one = layoutText(text('Two words', { id: 'one' }), roboto);
    const other = layoutText(text('Three more words', { id: 'other' }), roboto);
    expect(getter(one)).toBeTypeOf('function');
    expect(getter(other)).toBe(getter(one));
    expect([one.words, other.words]).toEqual([2, 3]);
    expect(Object.keys(other).at(-1)).toBe('words');
  });

  it.each<[string, Partial<TextElement>]>([
    ['content', { content: 'Remembered layouts wrap over more lines than their box holds, so shrinking them shown' }],
    ['fontSize', { fontSize: 13 }],
    ['lineHeight', { lineHeight: 1.5 }],
    ['letterSpacing', { letterSpacing: 40 }],
    ['align', { align: 'right' }],
    ['verticalAlign', { verticalAlign: 'bottom' }],
    ['overflow', { overflow: 'shrink' }],
    ['box width', { transform: { x: 0, y: 0, width: 55, height: 30, rotation: 0 } }],
    ['box height', { transform: { x: 0, y: 0, width: 40, height: 20, rotation: 0 } }],
  ])('lays out again when its %s changes, as a fresh font does', async (_field, change) => {
    const warm = layoutText(base(), roboto);
    const changed = { ...base(), ...change };
    const expected = layoutText(changed, await freshRoboto());
    expect(expected).not.toEqual(warm);
    expect(layoutText(changed, roboto)).toEqual(expected);
  });
});

describe('loadDesignResources', () => {
  it('names the font and the JSON path when a font is missing', async () => {
    const design = validateDesign({
      schemaVersion: 3,
      sides: [{ id: 'front', trim: { width: 10, height: 10 }, printAreas: [{ id: 'a', x: 0, y: 0, width: 10, height: 10 }], elements: [
        { id: 't', type: 'text', transform: { x: 0, y: 0, width: 5, height: 5 }, content: 'x', fontFamily: 'Comic Nope', fontSize: 10 },
      ] }],
    });
    const error = await loadDesignResources(design, { fonts: createStaticFontProvider([]) }).catch((caught: unknown) => caught);
    expect(isSvcError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'svc_design_font_missing', data: { path: '$.sides[0].elements[0].fontFamily', family: 'Comic Nope' } });
    expect((error as Error).message).toContain('"Comic Nope"');
  });

  it('refuses bytes that are not a font with a clear error', async () => {
    const resources = new DesignResources();
    expect(() => resources.addFont({ family: 'Broken', weight: 400, style: 'normal' }, new Uint8Array([1, 2, 3, 4, 5, 6]))).toThrow(/font file of "Broken" could not be read/);
  });

  it('names the JSON path of a missing image', async () => {
    const design = validateDesign({
      schemaVersion: 3,
      sides: [{ id: 'front', trim: { width: 10, height: 10 }, printAreas: [{ id: 'a', x: 0, y: 0, width: 10, height: 10 }], elements: [
        { id: 'i', type: 'image', transform: { x: 0, y: 0, width: 5, height: 5 }, media: 'nope.png' },
      ] }],
    });
    await expect(loadDesignResources(design, createTestProviders())).rejects.toMatchObject({ code: 'svc_design_asset_missing', data: { path: '$.sides[0].elements[0].media' } });
  });
});
