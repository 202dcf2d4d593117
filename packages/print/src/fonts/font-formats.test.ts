import { describe, expect, it } from 'vitest';
import { checkPrintPdf, createRgbColorConverter, renderPrintPdf } from '../index.ts';
import { runTool, toolsAvailable, withTempFile } from '../testing/pdf-tools.ts';
import { DEJAVU_SANS_TTF, NIMBUS_SANS_OTF, prepareTestLayout } from '../testing/print-fixtures.ts';
import { fontContainer } from './sfnt.ts';

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
      expect(fontContainer(layout.resources.fonts()[0]!.bytes)).toBe(container);
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
