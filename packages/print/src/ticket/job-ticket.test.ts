import { describe, expect, it } from 'vitest';
import { canonicalJson, createJobTicket, jobTicketToJdf, serializeJobTicket, sha256Hex, ticketFile } from '../index.ts';
import { prepareTestLayout } from '../testing/print-fixtures.ts';

describe('job tickets', () => {
  it('writes canonical JSON: sorted keys at every level, no whitespace, no undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' }, e: undefined })).toBe('{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}');
    expect(() => canonicalJson({ a: Number.NaN })).toThrow();
  });

  it('describes the job with sides, sizes, profile and files by SHA-256, and as JDF 1.4', async () => {
    const layout = await prepareTestLayout();
    const artwork = new TextEncoder().encode('%PDF-1.6 artwork');
    const ticket = createJobTicket(
      {
        jobId: 'J2025-000123',
        createdAt: new Date('2025-03-01T10:00:00Z'),
        order: { id: 'ord_91', number: '1042' },
        item: { id: 'item_7' },
        product: { id: 'prod_3', name: 'Postcard A5 & more' },
        quantity: 250,
        printingMethod: 'digital',
        colorMode: 'cmyk',
        outputProfile: { name: 'SWOP', identifier: 'Custom', bytes: new Uint8Array([1, 2, 3]) },
      },
      layout.design,
      [ticketFile('artwork', 'J2025-000123.pdf', 'application/pdf', artwork)],
    );
    expect(ticket.trimSize).toEqual({ width: 148, height: 210, unit: 'mm' });
    expect(ticket.sides).toEqual([{ id: 'front', name: 'Front', page: 1 }]);
    expect(ticket.files[0]!.sha256).toBe(sha256Hex(artwork));
    expect(ticket.outputProfile!.sha256).toBe(sha256Hex(new Uint8Array([1, 2, 3])));
    const json = new TextDecoder().decode(serializeJobTicket(ticket));
    expect(JSON.parse(json)).toEqual(ticket);
    expect(json.startsWith('{"bleed":3,"colorMode":"cmyk","createdAt":')).toBe(true);

    const jdf = jobTicketToJdf(ticket);
    expect(jdf).toContain('<JDF xmlns="http://www.CIP4.org/JDFSchema_1_1"');
    expect(jdf).toContain('JobID="J2025-000123"');
    expect(jdf).toContain('Amount="250"');
    expect(jdf).toContain('DescriptiveName="Postcard A5 &#38; more"');
    expect(jdf).toContain(`CheckSum="${sha256Hex(artwork)}"`);
    expect(jdf).toContain('Dimensions="419.53 595.28 0"');
    expect(jdf).toContain('ProcessColorModel="DeviceCMYK"');
  });
});
