import { beforeAll, describe, expect, it } from 'vitest';
import type { TextElement } from '../document/design-document.ts';
import { createElement } from '../elements/element-utils.ts';
import { DesignResources, loadDesignResources } from '../resources/design-resources.ts';
import type { FontFiles, FontProvider } from '../resources/resource-providers.ts';
import { createHostedTestFonts } from '../testing/design-fixtures.ts';
import type { DesignDocument } from '../document/design-document.ts';
import { layoutDesign } from '../layout/design-layout.ts';
import { preflightDesign } from '../preflight/preflight.ts';

/** The hosted test fonts, with every file key loaded written down. */
function countingFonts(): { fonts: FontProvider; loaded: string[] } {
  const inner = createHostedTestFonts();
  const loaded: string[] = [];
  return {
    loaded,
    fonts: {
      fallbackFamilies: () => inner.fallbackFamilies!(),
      loadFont: async (request) => {
        const answer = (await inner.loadFont(request)) as FontFiles | null;
        return answer && { files: answer.files.map((file) => ({ ...file, load: () => (loaded.push(file.key), file.load()) })) };
      },
    },
  };
}

function design(texts: Array<Partial<TextElement> & { content: string }>): DesignDocument {
  const elements = texts.map((fields, index) => ({ ...createElement('text', { id: `t${index}`, fontSize: 14, transform: { x: 5, y: 5 + index * 12, width: 150, height: 10, rotation: 0 } }), ...fields }));
  return { schemaVersion: 3, name: 'Lines', sides: [{ id: 'front', name: 'Front', trim: { width: 160, height: 200 }, bleed: 0, safeMargin: 0, printAreas: [{ id: 'all', name: 'All', x: 0, y: 0, width: 160, height: 200 }], elements }] } as DesignDocument;
}

async function lay(texts: Array<Partial<TextElement> & { content: string }>, fonts: FontProvider = createHostedTestFonts()) {
  const document = design(texts);
  return layoutDesign(document, await loadDesignResources(document, { fonts }));
}

const STOCK = ['Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Lobster'];
const LATIN_EXTENDED = ['Łódź zażółć gęślą jaźń', 'Příliš žluťoučký kůň', 'Țară șir', 'İstanbul ğ ş ı', 'Tiếng Việt'];

describe('a hosted family is one font: every subset it ships', () => {
  it.each(STOCK)('sets Polish, Czech, Romanian, Turkish and Vietnamese in %s without a hold', async (family) => {
    const layout = await lay(LATIN_EXTENDED.map((content) => ({ content, fontFamily: family })));
    const report = preflightDesign(layout);
    expect(report.errors).toEqual([]);
    for (const text of layout.texts.values()) {
      const glyphs = text.lines.flatMap((line) => line.runs.flatMap((run) => run.glyphs));
      expect(glyphs.some((glyph) => glyph.id === 0)).toBe(false);
    }
    // Lato's hosted files stop at Polish: its Czech, Romanian, Turkish and Vietnamese letters come from Noto Sans.
    if (family === 'Lato') {
      expect(report.warnings.map((issue) => issue.check)).toEqual(['glyphs_fallback', 'glyphs_fallback', 'glyphs_fallback', 'glyphs_fallback']);
      return;
    }
    expect(report.warnings).toEqual([]);
    const keys = [...layout.texts.values()].flatMap((text) => text.lines.flatMap((line) => line.runs.map((run) => run.fontKey)));
    expect(keys.every((key) => key.startsWith(`${family}/`))).toBe(true);
    expect(new Set(keys).size).toBeGreaterThan(1);
  });

  it('lays decomposed text out as its precomposed form', async () => {
    const composed = LATIN_EXTENDED.join('\n');
    const layout = await lay([{ content: composed }, { content: composed.normalize('NFD') }]);
    const [nfc, nfd] = [...layout.texts.values()];
    expect(nfd!.missingCodePoints).toEqual([]);
    expect(nfd!.lines.map((line) => line.runs)).toEqual(nfc!.lines.map((line) => line.runs));
    expect(nfd!.lines.map((line) => line.text)).toEqual(composed.split('\n'));
  });

  it('loads only the subsets a text needs, and no fallback font for Latin text', async () => {
    const { fonts, loaded } = countingFonts();
    await lay([{ content: 'Hello, world: naïve café' }], fonts);
    expect(loaded).toEqual(['Roboto/400/normal#latin']);
    const more = countingFonts();
    await lay([{ content: 'Łódź' }], more.fonts);
    expect(more.loaded).toEqual(['Roboto/400/normal#latin', 'Roboto/400/normal#latin-ext']);
  });
});

describe('the fallback chain', () => {
  it('prints symbols and other scripts from the fallback fonts, with a warning and no error', async () => {
    const lines = [
      { content: '✓ ★', fontFamily: 'Lobster' },
      { content: 'नमस्ते दुनिया' },
      { content: 'مرحبا بالعالم' },
      { content: 'שלום עולם' },
      { content: 'สวัสดีชาวโลก' },
    ];
    const layout = await lay(lines);
    const report = preflightDesign(layout);
    expect(report.errors).toEqual([]);
    expect(report.warnings.map((issue) => [issue.check, issue.elementId])).toEqual(lines.map((_, index) => ['glyphs_fallback', `t${index}`]));
    const keys = [...layout.texts.values()].map((text) => [...new Set(text.lines.flatMap((line) => line.runs.map((run) => run.fontKey.replace(/#.*$/, ''))))]);
    expect(keys[0]!.sort()).toEqual(['Lobster/400/normal', 'Noto Sans Symbols 2/400/normal']);
    expect(keys[2]!.sort()).toEqual(['Noto Sans Arabic/400/normal', 'Roboto/400/normal']);
    for (const text of layout.texts.values()) expect(text.lines.flatMap((line) => line.runs.flatMap((run) => run.glyphs)).some((glyph) => glyph.id === 0)).toBe(false);
  });

  it('marks reordered clusters with the text they stand for', async () => {
    const layout = await lay([{ content: 'दुनिया' }]);
    const glyphs = layout.texts.get('t0')!.lines[0]!.runs.flatMap((run) => run.glyphs);
    const marked = glyphs.filter((glyph) => glyph.actualText);
    expect(marked.map((glyph) => glyph.actualText!.text).join('')).toBe('दुनिया');
  });

  it('draws emoji from Noto Emoji, whose files are numbered slices', async () => {
    const { fonts, loaded } = countingFonts();
    const layout = await lay([{ content: 'Party 🎉' }], fonts);
    expect(layout.texts.get('t0')!.fallbackCodePoints).toEqual([0x1f389]);
    expect(loaded.filter((key) => key.startsWith('Noto Emoji/'))).toHaveLength(1);
    expect(loaded.some((key) => key.startsWith('Noto Sans/'))).toBe(false);
  });

  it('holds only characters that no font has', async () => {
    const layout = await lay([{ content: 'Snow ☃ 雪' }]);
    expect(layout.texts.get('t0')!.missingCodePoints).toEqual([0x96ea]);
    expect(preflightDesign(layout).errors.map((issue) => issue.check)).toEqual(['glyphs_missing']);
  });

  it('gives concurrent loads of shared resources one font, loaded for both', async () => {
    const resources = new DesignResources();
    const fonts = createHostedTestFonts();
    const [polish, hindi] = [design([{ content: 'Łódź' }]), design([{ content: 'नमस्ते ✓' }])];
    await Promise.all([loadDesignResources(polish, { fonts }, { reuse: resources }), loadDesignResources(hindi, { fonts }, { reuse: resources })]);
    expect(layoutDesign(polish, resources).texts.get('t0')!.missingCodePoints).toEqual([]);
    expect(layoutDesign(hindi, resources).texts.get('t0')!.missingCodePoints).toEqual([]);
  });

  it('keeps a text set in one font when the chain is empty', async () => {
    const resources = new DesignResources();
    const document = design([{ content: '✓ Łódź' }]);
    await loadDesignResources(document, { fonts: createHostedTestFonts({ chain: [] }) }, { reuse: resources });
    expect(layoutDesign(document, resources).texts.get('t0')!.missingCodePoints).toEqual([0x2713]);
  });
});
