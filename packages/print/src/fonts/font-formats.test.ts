import { describe, expect, it } from 'vitest';
import { DesignResources, fontContainer, layoutDesign, loadDesignResources, validateDesign } from '@dcs/design';
import { checkPrintPdf, createRgbColorConverter, renderPrintPdf } from '../index.ts';
import { runTool, toolsAvailable, withTempFile } from '../testing/pdf-tools.ts';
import { DEJAVU_SANS_TTF, NIMBUS_SANS_OTF, createPrintTestProviders, prepareTestLayout } from '../testing/print-fixtures.ts';

const available = toolsAvailable('font format', ['pdffonts', 'pdftotext', 'qpdf', DEJAVU_SANS_TTF, NIMBUS_SANS_OTF]);

function textDesign(family: string, content: string): Record<string, unknown> {
  return {
    schemaVersion: 3,
    name: `${family} sample`,
    sides: [
      {
        id: 'front',
        name: 'Front',
        trim: { width: 100, height: 40 },
        bleed: 2,
        safeMargin: 3,
        printAreas: [{ id: 'all', name: 'All', x: -2, y: -2, width: 104, height: 44 }],
        elements: [{ id: 'text', type: 'text', content, fontFamily: family, fontSize: 14, transform: { x: 5, y: 10, width: 90, height: 20, rotation: 0 } }],
      },
    ],
  };
}

describe.skipIf(!available)('fonts of every accepted format are embedded as extractable subsets', () => {
  for (const [family, type, container] of [
    ['Roboto', 'CID TrueType', 'woff'],
    ['Roboto WOFF2', 'CID TrueType', 'woff2'],
    ['DejaVu Sans', 'CID TrueType', 'truetype'],
    ['Nimbus Sans', 'CID Type 0C', 'opentype'],
  ] as const) {
    it(`${container}: ${family}`, async () => {
      const content = 'Fjord Café — naïve “quotes” ½';
      const layout = await prepareTestLayout(textDesign(family, family === 'Nimbus Sans' ? 'Fjord Café naïve fiction' : content));
      const file = await (await createPrintTestProviders()).fonts.loadFont({ family, weight: 400, style: 'normal' });
      expect(fontContainer(file as Uint8Array)).toBe(container);
      // loadDesignResources unpacks a WOFF 1.0 file once (fontkit would inflate its glyph table per glyph read).
      expect(fontContainer(layout.resources.fonts()[0]!.bytes)).toBe(container === 'woff' ? 'truetype' : container);
      const pdf = await renderPrintPdf(layout, { colors: createRgbColorConverter() });
      withTempFile(pdf.bytes, '.pdf', (path) => {
        expect(runTool('qpdf', ['--check', path])).toContain('No syntax or stream encoding errors');
        const fonts = runTool('pdffonts', [path]).trim().split('\n').slice(2);
        expect(fonts).toHaveLength(1);
        expect(fonts[0]).toMatch(new RegExp(`^[A-Z]{6}\\+\\S+\\s+${type}\\s+Identity-H\\s+yes yes yes`));
        const text = runTool('pdftotext', [path, '-']).trim();
        expect(text.replace(/\s+/g, ' ')).toBe(family === 'Nimbus Sans' ? 'Fjord Café naïve fiction' : content);
      });
      expect((await checkPrintPdf(pdf.bytes, { mode: 'rgb' })).problems).toEqual([]);
    });
  }
});

describe.skipIf(!available)('subsets reused across documents', () => {
  for (const family of ['DejaVu Sans', 'Nimbus Sans']) {
    it(`${family}: a text printed again embeds the same subset, byte for byte, and stays extractable`, async () => {
      // Shared resources, as a worker keeps them: the second "Fjord" document takes its subset from the cache.
      const providers = await createPrintTestProviders();
      const reuse = new DesignResources();
      const render = async (content: string) => {
        const design = validateDesign(textDesign(family, content));
        const layout = layoutDesign(design, await loadDesignResources(design, providers, { reuse }));
        return (await renderPrintPdf(layout, { colors: createRgbColorConverter(), date: new Date(0) })).bytes;
      };
      const first = await render('Fjord fiction');
      const other = await render('Café naïve');
      const again = await render('Fjord fiction');
      // The same glyphs met in another order number them otherwise: another subset.
      const shuffled = await render('fiction Fjord');
      expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
      expect(Buffer.from(other).equals(Buffer.from(first))).toBe(false);
      for (const [bytes, text] of [[again, 'Fjord fiction'], [other, 'Café naïve'], [shuffled, 'fiction Fjord']] as const) {
        withTempFile(bytes, '.pdf', (path) => {
          expect(runTool('qpdf', ['--check', path])).toContain('No syntax or stream encoding errors');
          expect(runTool('pdftotext', [path, '-']).trim()).toBe(text);
        });
      }
    });
  }
});
