import { readFileSync } from 'node:fs';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { checkPrintPdf, createCmykColorConverter, jobSheetQrPayload, renderJobSheet } from '../index.ts';
import { ghostscriptPng, runTool, toolsAvailable, withTempFile } from '../testing/pdf-tools.ts';
import { GHOSTSCRIPT_CMYK_ICC, prepareTestLayout, sampleTicket } from '../testing/print-fixtures.ts';

const available = toolsAvailable('job sheet', ['gs', 'zbarimg', 'pdftotext', 'qpdf', GHOSTSCRIPT_CMYK_ICC]);

describe.skipIf(!available)('renderJobSheet', () => {
  it('carries a Code 128 job id and a QR code that zbarimg reads from a Ghostscript render', async () => {
    const layout = await prepareTestLayout();
    const colors = await createCmykColorConverter({ profile: new Uint8Array(readFileSync(GHOSTSCRIPT_CMYK_ICC)) });
    const sheet = await renderJobSheet({ ticket: sampleTicket(), layout, colors, font: layout.resources.fonts()[0]!, date: new Date('2025-03-01T10:00:00Z') });
    const png = ghostscriptPng(sheet, 300, { device: 'pnggray' });
    const decoded = withTempFile(png, '.png', (path) => runTool('zbarimg', ['--quiet', path]));
    expect(decoded).toContain('CODE-128:J2025-000123');
    expect(decoded).toContain(`QR-Code:${jobSheetQrPayload(sampleTicket())}`);
    withTempFile(sheet, '.pdf', (path) => {
      expect(runTool('qpdf', ['--check', path])).toContain('No syntax or stream encoding errors');
      const text = runTool('pdftotext', ['-layout', path, '-']);
      expect(text).toContain('Job J2025-000123');
      expect(text).toContain('Postcard A5 (PC-A5)');
      expect(text).toContain('Greetings from Lisbon');
    });
    const report = await checkPrintPdf(sheet, { mode: 'cmyk' });
    expect(report.problems).toEqual([]);
  });

  it('names characters its own font cannot draw by their code points, never as empty boxes', async () => {
    const layout = await prepareTestLayout();
    const colors = await createCmykColorConverter({ profile: new Uint8Array(readFileSync(GHOSTSCRIPT_CMYK_ICC)) });
    const warnings = [{ check: 'glyphs_fallback', side: 'front', element: 'role', message: 'The font Roboto has no glyph for "✓", "न"; they print in a fallback font.' }];
    const sheet = await renderJobSheet({ ticket: { ...sampleTicket(), warnings }, layout, colors, font: layout.resources.fonts()[0]!, date: new Date('2025-03-01T10:00:00Z') });
    withTempFile(sheet, '.pdf', (path) => {
      const text = runTool('pdftotext', ['-raw', path, '-']);
      expect(text).toContain('no glyph for "U+2713", "U+0928"');
    });
  });

  it('can carry the job id as DataMatrix', async () => {
    const layout = await prepareTestLayout();
    const colors = await createCmykColorConverter({ profile: new Uint8Array(readFileSync(GHOSTSCRIPT_CMYK_ICC)) });
    const sheet = await renderJobSheet({ ticket: sampleTicket(), layout, colors, font: layout.resources.fonts()[0]!, jobIdBarcode: 'datamatrix' });
    expect((await checkPrintPdf(sheet, { mode: 'cmyk' })).ok).toBe(true);
  });

  it('embeds the same font subset whatever the job and order numbers are (so it is encoded once per process)', async () => {
    const layout = await prepareTestLayout();
    const colors = await createCmykColorConverter({ profile: new Uint8Array(readFileSync(GHOSTSCRIPT_CMYK_ICC)) });
    const fontFiles = async (jobId: string, number: string) => {
      const sheet = await renderJobSheet({ ticket: { ...sampleTicket(), jobId, order: { id: 'ord_1', number } }, layout, colors, font: layout.resources.fonts()[0]!, date: new Date('2025-03-01T10:00:00Z') });
      const document = await PDFDocument.load(sheet);
      const files: string[] = [];
      for (const [, object] of document.context.enumerateIndirectObjects()) {
        const file = object instanceof PDFDict ? object.lookup(PDFName.of('FontFile2')) : undefined;
        if (file instanceof PDFRawStream) files.push(Buffer.from(file.contents).toString('base64'));
      }
      return files;
    };
    const first = await fontFiles('J2025-000123', '1042');
    expect(first.length).toBeGreaterThan(0);
    expect(await fontFiles('J2025-098765', '7788')).toEqual(first);
  });
});
