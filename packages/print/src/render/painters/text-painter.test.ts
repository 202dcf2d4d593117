import { readFileSync } from 'node:fs';
import { renderSidePng } from '@dcs/design/node';
import { describe, expect, it } from 'vitest';
import { createCmykColorConverter, createRgbColorConverter, renderPrintPdf } from '../../index.ts';
import { pngDifferenceFuzzy } from '../../testing/image-compare.ts';
import { ghostscriptPng, runTool, toolsAvailable, withTempFile } from '../../testing/pdf-tools.ts';
import { GHOSTSCRIPT_CMYK_ICC, prepareTestLayout } from '../../testing/print-fixtures.ts';

const available = toolsAvailable('text effects in print', ['qpdf', 'pdffonts', 'pdftotext', 'gs', GHOSTSCRIPT_CMYK_ICC]);
const DATE = new Date('2025-03-01T10:00:00Z');

/** A 100 × 70 mm card: a bold italic text with an outline, a CMYK shadow and an arch, and a straight one under it. */
function effectsDesign(): Record<string, unknown> {
  return {
    schemaVersion: 3,
    name: 'Text effects',
    sides: [
      {
        id: 'front',
        name: 'Front',
        trim: { width: 100, height: 70 },
        bleed: 2,
        safeMargin: 3,
        printAreas: [{ id: 'full', name: 'Full', x: -2, y: -2, width: 104, height: 74 }],
        elements: [
          { id: 'background', type: 'shape', shape: 'rectangle', transform: { x: -2, y: -2, width: 104, height: 74, rotation: 0 }, fill: '#FFFFFF' },
          {
            id: 'arch',
            type: 'text',
            content: 'Team Falcons',
            fontFamily: 'Roboto',
            fontWeight: 700,
            fontStyle: 'italic',
            fontSize: 30,
            align: 'center',
            transform: { x: 5, y: 12, width: 90, height: 16, rotation: 0 },
            fill: '#F4A261',
            stroke: { color: '#1A1A1A', width: 0.6 },
            shadow: { color: { name: 'Navy', hex: '#1D3557', cmyk: [100, 80, 30, 20] }, offsetX: 1.2, offsetY: 1.2 },
            curve: 35,
          },
          { id: 'straight', type: 'text', content: 'since 1998', fontFamily: 'Roboto', fontSize: 14, align: 'center', transform: { x: 5, y: 48, width: 90, height: 8, rotation: 0 }, fill: '#1A1A1A' },
        ],
      },
    ],
  };
}

describe.skipIf(!available)('text effects in the print PDF (qpdf, poppler, Ghostscript)', () => {
  it('embeds the family\'s own bold italic face and gives the curved words back to pdftotext', async () => {
    const pdf = await renderPrintPdf(await prepareTestLayout(effectsDesign()), { colors: createRgbColorConverter(), date: DATE });
    withTempFile(pdf.bytes, '.pdf', (path) => {
      expect(runTool('qpdf', ['--check', path])).toContain('No syntax or stream encoding errors');
      const fonts = runTool('pdffonts', [path]).trim().split('\n').slice(2).map((line) => line.split(/\s+/)[0]!.slice(7));
      expect(fonts.sort()).toEqual(['Roboto-BoldItalic', 'Roboto-Regular']);
      const text = runTool('pdftotext', [path, '-']);
      expect(text).toContain('Team Falcons');
      expect(text).toContain('since 1998');
      // The shadow and the outline are paths, not a second copy of the text.
      expect(text.match(/Falcons/g)).toHaveLength(1);
    });
  });

  it('draws what the canvas draws: ≤ 1 % of pixels differ from a Ghostscript render (edges may move a pixel), and the effects are there', async () => {
    const layout = await prepareTestLayout(effectsDesign());
    const pdf = await renderPrintPdf(layout, { colors: createRgbColorConverter(), date: DATE });
    // 127 dpi makes the 104 × 74 mm bleed box whole pixels (520 × 370) in both renderers.
    const preview = renderSidePng(layout, 'front', { dpi: 127 }, { bleed: true, background: '#FFFFFF' });
    const rendered = ghostscriptPng(pdf.bytes, 127);
    const difference = await pngDifferenceFuzzy(preview, rendered);
    expect(difference.width).toBe(520);
    expect(difference.share).toBeLessThanOrEqual(0.01);
    // Not an empty match: the plain text alone (no outline, shadow or curve) differs from the print by far more.
    const plainLayout = await prepareTestLayout(withArch(effectsDesign(), { stroke: null, shadow: null, curve: 0 }));
    const plain = renderSidePng(plainLayout, 'front', { dpi: 127 }, { bleed: true, background: '#FFFFFF' });
    expect((await pngDifferenceFuzzy(plain, rendered)).share).toBeGreaterThan(0.03);
  });

  it('prints the shadow in its palette CMYK and the outline as a stroke, in a CMYK file', async () => {
    const colors = await createCmykColorConverter({ profile: new Uint8Array(readFileSync(GHOSTSCRIPT_CMYK_ICC)), identifier: 'Custom' });
    const pdf = await renderPrintPdf(await prepareTestLayout(effectsDesign()), { colors, date: DATE });
    const content = withTempFile(pdf.bytes, '.pdf', (path) => {
      runTool('qpdf', ['--qdf', '--object-streams=disable', '--stream-data=uncompress', path, `${path}.qdf`]);
      return readFileSync(`${path}.qdf`, 'latin1');
    });
    expect(content).toContain('1 0.8 0.3 0.2 k');
    // Shadow: moved by its offset, filled and stroked glyph by glyph; outline: one stroke of every glyph.
    expect(content).toMatch(/1 0 0 1 1\.2 1\.2 cm/);
    expect(content).toMatch(/\nB\n/);
    expect(content).toMatch(/0\.6 w/);
    // Curved glyphs each have a turned text matrix.
    const turned = [...content.matchAll(/^(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) [\d.-]+ [\d.-]+ Tm/gm)].filter((match) => Number(match[2]) !== 0);
    expect(turned.length).toBeGreaterThanOrEqual(10);
  });
});

function withArch(design: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const [side] = design.sides as Array<{ elements: Array<Record<string, unknown>> }>;
  side!.elements = side!.elements.map((element) => (element.id === 'arch' ? { ...element, ...patch } : element));
  return design;
}
