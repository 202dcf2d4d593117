import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPrintPdf, createCmykColorConverter, renderPrintPdf } from '../index.ts';
import { runTool, toolsAvailable, withTempFile } from '../testing/pdf-tools.ts';
import { GHOSTSCRIPT_CMYK_ICC, prepareTestLayout } from '../testing/print-fixtures.ts';

const available = toolsAvailable('CMYK print PDF', ['qpdf', 'pdfinfo', 'pdffonts', GHOSTSCRIPT_CMYK_ICC]);

/** Every stream decompressed, as qpdf writes it in QDF mode: what a color audit reads. */
function uncompressed(pdf: Uint8Array): string {
  return withTempFile(pdf, '.pdf', (path) => {
    runTool('qpdf', ['--qdf', '--object-streams=disable', '--stream-data=uncompress', path, `${path}.qdf`]);
    return readFileSync(`${path}.qdf`, 'latin1');
  });
}

describe.skipIf(!available)('renderPrintPdf in cmyk mode', () => {
  it('writes only DeviceCMYK colors and a PDF/X-4 output intent (audited on the qpdf-decompressed file)', async () => {
    const colors = await createCmykColorConverter({ profile: new Uint8Array(readFileSync(GHOSTSCRIPT_CMYK_ICC)), identifier: 'Custom' });
    const pdf = await renderPrintPdf(await prepareTestLayout(), { colors, cropMarks: true, date: new Date('2025-03-01T10:00:00Z') });
    const text = uncompressed(pdf.bytes);
    expect(text).not.toMatch(/DeviceRGB|CalRGB|\/Lab\b/);
    const contents = [...text.matchAll(/%% Contents for page \d+\n[\s\S]*?stream\n([\s\S]*?)endstream/g)].map((match) => match[1]!);
    expect(contents).toHaveLength(1);
    expect(contents[0]).not.toMatch(/(^|\s)(rg|RG|g|G|sc|SC)(\s|$)/m);
    expect(contents[0]).toMatch(/ k\n/);
    // The palette's CMYK exactly, grey text on black ink only, the photo as CMYK samples.
    expect(text).toContain('0.9 0.45 0 0.05 k');
    expect(text).toMatch(/\n0 0 0 0\.9\d* k/);
    expect(text).toMatch(/\/ColorSpace \/DeviceCMYK/);
    expect(text).toContain('/GTS_PDFXVersion (PDF/X-4)');
    expect(text).toContain('/S /GTS_PDFX');
    expect(text).toContain('/Trapped /False');
    expect(text).toContain('<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>');
    expect(text).toMatch(/\/ID \[ ?<[0-9a-f]{32}>/);
    withTempFile(pdf.bytes, '.pdf', (path) => {
      expect(runTool('qpdf', ['--check', path])).toContain('No syntax or stream encoding errors');
      expect(runTool('pdfinfo', [path])).toMatch(/PDF version:\s+1\.6/);
    });
  });

  it('passes its own structural self-check, and the check catches what is wrong', async () => {
    const colors = await createCmykColorConverter({ profile: new Uint8Array(readFileSync(GHOSTSCRIPT_CMYK_ICC)) });
    const layout = await prepareTestLayout();
    const pdf = await renderPrintPdf(layout, { colors, date: new Date('2025-03-01T10:00:00Z') });
    const report = await checkPrintPdf(pdf.bytes, { mode: 'cmyk' });
    expect(report.problems).toEqual([]);
    expect(report.colorSpaces).toEqual(['DeviceCMYK']);
    expect(report.fonts.map((font) => font.name.slice(7)).sort()).toEqual(['Roboto-Bold', 'Roboto-Regular']);
    expect(report.outputIntent).toEqual({ identifier: 'Custom', profileComponents: 4 });
    expect(report.pages[0]!.trimBox).toEqual([8.504, 8.504, 428.031, 603.78]);

    const { createRgbColorConverter } = await import('../index.ts');
    const rgb = await renderPrintPdf(layout, { colors: createRgbColorConverter(), date: new Date('2025-03-01T10:00:00Z') });
    const wrong = await checkPrintPdf(rgb.bytes, { mode: 'cmyk' });
    expect(wrong.ok).toBe(false);
    expect(wrong.problems).toContain('RGB color in a CMYK document: DeviceRGB');
    expect(wrong.problems).toContain('no PDF/X output intent');
    expect((await checkPrintPdf(rgb.bytes, { mode: 'rgb' })).problems).toEqual([]);
  });
});
