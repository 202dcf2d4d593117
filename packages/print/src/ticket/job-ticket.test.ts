import { describe, expect, it } from 'vitest';
import { canonicalJson, createJobTicket, jobTicketToJdf, serializeJobTicket, sha256Hex, ticketFile } from '../index.ts';
import { prepareTestLayout } from '../testing/print-fixtures.ts';
import { findAll, parseXml } from '../../../server/src/testing/xml-tree.ts';

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

  it('carries the order as sold: options, pieces, the paper as Media, forced and warnings (JDF read by an XML parser)', async () => {
    const layout = await prepareTestLayout();
    const paper = { name: 'paper', label: 'Paper', value: 'soft-touch-400', valueLabel: 'Soft-touch 400 g/m²' };
    const ticket = createJobTicket(
      {
        jobId: 'PQ000009',
        createdAt: new Date('2025-03-01T10:00:00Z'),
        order: { id: '9' },
        item: { id: '12' },
        product: { id: '3', name: 'Business Cards', sku: 'DEMO-BCARD' },
        quantity: 1,
        quantityMeaning: { count: 1, unit: 'pack', perUnit: 500, pieces: 500, piece: 'cards', text: '1 pack of 500 cards' },
        options: [{ name: 'pack', label: 'Cards per pack', value: '500', valueLabel: '500 cards' }, paper],
        media: paper,
        printingMethod: 'digital',
        colorMode: 'rgb',
        forced: { by: 'ann@example.com', errors: [{ check: 'bleed_missing', side: 'front', element: 'bg', message: 'No bleed <here>.' }] },
        warnings: [{ check: 'text_too_small', side: 'front', element: 'tiny', message: 'Small & light.' }],
      },
      layout.design,
      [],
    );
    expect(ticket).toMatchObject({ quantity: 1, quantityMeaning: { pieces: 500, text: '1 pack of 500 cards' }, media: paper, pages: [{ page: 1, side: 'front', area: null }] });
    const jdf = parseXml(jobTicketToJdf(ticket));
    expect(jdf.name).toBe('JDF');
    expect(jdf.attributes).toMatchObject({ Version: '1.4', JobID: 'PQ000009' });
    const [media] = findAll(jdf, 'Media');
    expect(media!.attributes).toMatchObject({ MediaType: 'Paper', Weight: '400', DescriptiveName: 'Paper: Soft-touch 400 g/m²', ProductID: 'soft-touch-400' });
    const [component] = findAll(jdf, 'Component');
    expect(component!.attributes).toMatchObject({ Amount: '500', DescriptiveName: 'Business Cards, 1 pack of 500 cards' });
    expect(findAll(jdf, 'ComponentLink')[0]!.attributes.Amount).toBe('500');
    expect(findAll(jdf, 'GeneralID').map((id) => [id.attributes.IDUsage, id.attributes.IDValue])).toEqual([['option:pack', '500'], ['option:paper', 'soft-touch-400'], ['quantity:units', '1']]);
    const comments = Object.fromEntries(findAll(jdf, 'Comment').map((comment) => [comment.attributes.Name, comment.text]));
    expect(comments).toMatchObject({ Quantity: '1 pack of 500 cards', Options: 'Cards per pack: 500 cards; Paper: Soft-touch 400 g/m²', Warning: 'front/tiny: Small & light.' });
    expect(comments.Forced).toBe('FORCED by ann@example.com past 1 preflight error(s): No bleed <here>.');
  });
});
