import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { barcodeGeometry, barcodePng, barcodeSvg, encodeBarcode } from '../index.ts';
import { runTool, toolsAvailable, withTempFile } from '../testing/pdf-tools.ts';

const available = toolsAvailable('barcode', ['zbarimg']);

describe('barcodes', () => {
  it('draws SVG with a white background and a quiet zone', () => {
    const svg = barcodeSvg({ symbology: 'code128', text: 'J2025-000123' });
    expect(svg).toContain('fill="#FFFFFF"');
    const geometry = barcodeGeometry({ symbology: 'code128', text: 'J2025-000123' });
    const rects = geometry.rects ?? [];
    // Code 128 needs ten modules of quiet zone on each side (one module = 1 unit here).
    expect(Math.min(...rects.map(([x]) => x))).toBeGreaterThanOrEqual(10);
    expect(geometry.width - Math.max(...rects.map(([x, , width]) => x + width))).toBeGreaterThanOrEqual(10);
    // QR: four modules (2 units each) of quiet zone.
    const qr = barcodeGeometry({ symbology: 'qrcode', text: 'J2025-000123' });
    expect(Math.min(...(qr.rects ?? []).flatMap(([x, y]) => [x, y]))).toBe(8);
  });

  it('encodes a symbol once and writes it as SVG, PNG and PDF geometry of the same size', async () => {
    const symbol = encodeBarcode({ symbology: 'qrcode', text: 'J2025-000123' });
    expect(barcodeSvg(symbol)).toBe(barcodeSvg({ symbology: 'qrcode', text: 'J2025-000123' }));
    expect(barcodeSvg(symbol)).toContain(`viewBox="0 0 ${symbol.width} ${symbol.height}"`);
    expect(await sharp(await barcodePng(symbol)).metadata()).toMatchObject({ width: symbol.width * 4, height: symbol.height * 4 });
    expect(barcodeGeometry(symbol).rects).toEqual(symbol.rects);
  });

  it('refuses text a symbology cannot encode', () => {
    expect(() => barcodeSvg({ symbology: 'code128', text: '' })).toThrow(expect.objectContaining({ code: 'svc_print_barcode_invalid' }));
    // More than a version 40 QR code holds at level M.
    expect(() => barcodeSvg({ symbology: 'qrcode', text: 'x'.repeat(5000) })).toThrow(expect.objectContaining({ code: 'svc_print_barcode_invalid', message: expect.stringMatching(/qrcode .*Data too long/) }));
  });

  it.skipIf(!available)('writes PNGs that zbarimg decodes: Code 128, QR and DataMatrix', async () => {
    for (const [symbology, prefix] of [['code128', 'CODE-128'], ['qrcode', 'QR-Code']] as const) {
      const png = await barcodePng({ symbology, text: 'J2025-000123' });
      // Opaque white around the bars: with a transparent background zbarimg reads nothing.
      const stats = await sharp(png).stats();
      expect(stats.channels.slice(3).every((alpha) => alpha.min === 255)).toBe(true);
      expect(stats.channels[0]!.max).toBe(255);
      expect(withTempFile(png, '.png', (path) => runTool('zbarimg', ['--quiet', path])).trim()).toBe(`${prefix}:J2025-000123`);
    }
    const matrix = await barcodePng({ symbology: 'datamatrix', text: 'J2025-000123' });
    const decoded = withTempFile(matrix, '.png', (path) => {
      try {
        return runTool('zbarimg', ['--quiet', path]);
      } catch {
        // Debian's zbar may be built without DataMatrix support; then the PNG is checked by size only.
        return null;
      }
    });
    if (decoded !== null) expect(decoded.trim()).toBe('DataMatrix:J2025-000123');
    else expect((await sharp(matrix).metadata()).width).toBeGreaterThan(40);
  });
});
