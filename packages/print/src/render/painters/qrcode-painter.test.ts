import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createCmykColorConverter, createRgbColorConverter, renderPrintPdf } from '../../index.ts';
import { runTool, toolsAvailable, withTempFile } from '../../testing/pdf-tools.ts';
import { GHOSTSCRIPT_CMYK_ICC, prepareTestLayout } from '../../testing/print-fixtures.ts';

const available = toolsAvailable('QR code element', ['qpdf', 'pdfimages', 'pdftoppm', 'zbarimg']);
const DATE = new Date('2025-03-01T10:00:00Z');

/** A 90 × 55 mm card with three QR codes: a URL, a contact card and a text, in brand colours. */
function qrCard(): Record<string, unknown> {
  const qr = (id: string, x: number, content: unknown, color: string) => ({ id, type: 'qrcode', content, color, background: '#FFFDF5', transform: { x, y: 12, width: 26, height: 30, rotation: 0 } });
  return {
    schemaVersion: 3,
    name: 'QR card',
    sides: [{
      id: 'front', name: 'Front', trim: { width: 90, height: 55 }, bleed: 2, safeMargin: 3,
      printAreas: [{ id: 'full', name: 'Full', x: 0, y: 0, width: 90, height: 55 }],
      elements: [
        qr('url', 3, { kind: 'url', url: 'shop.example/order/1042' }, '#1F2A44'),
        qr('vcard', 32, { kind: 'vcard', name: 'Ana Sousa', organization: 'Tipografia Lda', phone: '+351 21 000 0000', email: 'ana@example.pt', url: '' }, '#000000'),
        qr('text', 61, { kind: 'text', text: 'Obrigado! ✓' }, '#5A1A2B'),
      ],
    }],
  };
}

/** The codes zbarimg finds on a pdftoppm render of the PDF, one per line. */
function readCodes(pdf: Uint8Array, dpi: number): string {
  return withTempFile(pdf, '.pdf', (path) => {
    runTool('pdftoppm', ['-r', String(dpi), '-png', '-singlefile', path, `${path}-page`]);
    return runTool('zbarimg', ['--quiet', '-Sbinary', '--raw', `${path}-page.png`]);
  });
}

describe.skipIf(!available)('QR code elements in print (checked with qpdf, pdfimages, pdftoppm and zbarimg)', () => {
  it('are vector rectangles that zbarimg reads from a pdftoppm render, in RGB and in CMYK', async () => {
    const layout = await prepareTestLayout(qrCard());
    const cmyk = await createCmykColorConverter({ profile: new Uint8Array(readFileSync(GHOSTSCRIPT_CMYK_ICC)), identifier: 'Custom' });
    for (const colors of [createRgbColorConverter(), cmyk]) {
      const pdf = await renderPrintPdf(layout, { colors, date: DATE });
      withTempFile(pdf.bytes, '.pdf', (path) => {
        expect(runTool('qpdf', ['--check', path])).toContain('No syntax or stream encoding errors');
        // No image at all: the header line and the rule of `pdfimages -list`, nothing after.
        expect(runTool('pdfimages', ['-list', path]).trim().split('\n')).toHaveLength(2);
      });
      const codes = readCodes(pdf.bytes, 300);
      expect(codes).toContain('https://shop.example/order/1042');
      expect(codes).toContain('FN:Ana Sousa');
      expect(codes).toContain('TEL;TYPE=CELL:+351 21 000 0000');
      expect(codes).toContain('Obrigado! ✓');
    }
  });
});
