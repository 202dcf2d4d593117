import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, preflightDesign, qrGeometry, qrPayload, renderSideSvg, validateDesign } from '../../index.ts';
import { renderSidePng } from '../../node/render-png.ts';
import { prepareDesign } from '../../testing/prepare-fixture.ts';

const transform = (width: number, height = width) => ({ x: 10, y: 10, width, height, rotation: 0 });
const qr = (fields: Record<string, unknown>) => ({ id: 'qr', type: 'qrcode', transform: transform(40), content: { kind: 'url', url: 'https://example.com' }, ...fields });
const card = (elements: unknown[]) => ({
  schemaVersion: 3,
  name: 'Card',
  sides: [{ id: 'front', name: 'Front', trim: { width: 85, height: 60 }, bleed: 0, safeMargin: 0, printAreas: [{ id: 'a', name: 'A', x: 0, y: 0, width: 85, height: 60 }], elements }],
});

/** What zbarimg reads from a PNG: one `QR-Code:…` line per code. */
function zbar(png: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'dcs-qr-')), 'side.png');
  writeFileSync(file, png);
  return execFileSync('zbarimg', ['--quiet', '--raw', '-Sbinary', file]).toString('utf8');
}

describe('the QR code element', () => {
  it('reads URL, vCard and text content with defaults, and refuses what cannot be encoded', () => {
    const design = validateDesign(card([qr({ content: { kind: 'url', url: 'example.com/a' } })]));
    expect(design.sides[0]!.elements[0]).toMatchObject({ type: 'qrcode', content: { kind: 'url', url: 'example.com/a' }, color: '#000000', background: '#FFFFFF' });
    const vcard = validateDesign(card([qr({ content: { kind: 'vcard', name: 'Ada Lovelace', phone: '+44 1' }, color: '#1f2a44' })])).sides[0]!.elements[0]!;
    expect(vcard).toMatchObject({ content: { kind: 'vcard', name: 'Ada Lovelace', organization: '', email: '', url: '', phone: '+44 1' }, color: '#1F2A44' });
    const refused = (content: unknown) => {
      try {
        validateDesign(card([qr({ content })]));
        return null;
      } catch (error) {
        return (error as { data?: { path?: string; reason?: string } }).data;
      }
    };
    expect(refused({ kind: 'url', url: '  ' })).toMatchObject({ path: '$.sides[0].elements[0].content.url', reason: 'must not be empty' });
    expect(refused({ kind: 'barcode', text: 'x' })).toMatchObject({ path: '$.sides[0].elements[0].content.kind' });
    expect(refused({ kind: 'vcard', phone: '1' })).toMatchObject({ path: '$.sides[0].elements[0].content.name', reason: 'is required' });
    expect(refused({ kind: 'text', text: 'é'.repeat(700) })).toMatchObject({ path: '$.sides[0].elements[0].content', reason: 'encodes 1400 bytes; a QR code holds at most 1200' });
  });

  it('encodes a URL with a scheme and a vCard 3.0 with its text escaped', () => {
    expect(qrPayload({ kind: 'url', url: ' shop.example/p?id=1 ' })).toBe('https://shop.example/p?id=1');
    expect(qrPayload({ kind: 'url', url: 'mailto:a@b.c' })).toBe('mailto:a@b.c');
    expect(qrPayload({ kind: 'vcard', name: 'Doe; John', organization: 'A, B', phone: '', email: 'j@d.io', url: '' }).split('\r\n')).toEqual([
      'BEGIN:VCARD', 'VERSION:3.0', 'N:Doe\\; John;;;;', 'FN:Doe\\; John', 'ORG:A\\, B', 'EMAIL:j@d.io', 'END:VCARD',
    ]);
  });

  it('fills the largest centred square of its box, with a 4-module quiet zone', () => {
    const geometry = qrGeometry({ content: { kind: 'url', url: 'https://example.com' }, transform: transform(50, 30) });
    expect(geometry.square).toEqual({ x: 10, y: 0, size: 30 });
    expect(geometry.modules).toBe(25);
    expect(geometry.module).toBeCloseTo(30 / 33, 9);
    const left = Math.min(...geometry.rects.map(([x]) => x));
    const top = Math.min(...geometry.rects.map(([, y]) => y));
    const right = Math.max(...geometry.rects.map(([x, , w]) => x + w));
    expect(left - 10).toBeCloseTo(4 * geometry.module, 9);
    expect(top).toBeCloseTo(4 * geometry.module, 9);
    expect(40 - right).toBeCloseTo(4 * geometry.module, 9);
  });

  it('renders as vector paths that zbarimg reads back, for each content kind', async () => {
    const contents = [
      { content: { kind: 'url', url: 'example.com/order?id=42' }, expected: 'https://example.com/order?id=42' },
      { content: { kind: 'text', text: 'Zażółć gęślą jaźń ✓' }, expected: 'Zażółć gęślą jaźń ✓' },
      { content: { kind: 'vcard', name: 'Ada Lovelace', organization: 'Engines', phone: '+44 20 7946 0000', email: 'ada@example.com', url: '' }, expected: 'FN:Ada Lovelace' },
    ];
    for (const { content, expected } of contents) {
      const layout = await prepareDesign(card([qr({ content, color: '#1F2A44', background: '#FFF8E7' })]));
      const svg = renderSideSvg(layout, 'front');
      expect(svg).not.toContain('<image');
      expect(zbar(renderSidePng(layout, 'front', { dpi: 200 }))).toContain(expected);
    }
  });

  it('is flagged when its modules are under 0.4 mm or its colours lack contrast', async () => {
    const small = preflightDesign(await prepareDesign(card([qr({ transform: transform(10) })])));
    expect(small.warnings).toMatchObject([{ check: 'qr_module_small', elementId: 'qr', data: { moduleMm: 0.3, minModuleMm: 0.4, minSizeMm: 14 } }]);
    expect(preflightDesign(await prepareDesign(card([qr({ transform: transform(14) })]))).warnings).toEqual([]);
    const faint = preflightDesign(await prepareDesign(card([qr({ color: '#999999' })])));
    expect(faint.warnings).toMatchObject([{ check: 'qr_low_contrast', data: { contrast: 2.85, inverted: false } }]);
    const inverted = preflightDesign(await prepareDesign(card([qr({ color: '#FFFFFF', background: '#000000' })])));
    expect(inverted.warnings).toMatchObject([{ check: 'qr_low_contrast', data: { contrast: 21, inverted: true } }]);
    expect(contrastRatio('#000000', '#FFFFFF')).toBe(21);
  });
});
