import { readFileSync } from 'node:fs';
import { PermanentJobError, createError } from '@dcs/platform';
import { describe, expect, it } from 'vitest';
import { createCmykColorConverter, producePrintJob, sha256Hex, toPrintJobError } from '../index.ts';
import { toolsAvailable } from '../testing/pdf-tools.ts';
import { GHOSTSCRIPT_CMYK_ICC, prepareTestLayout, referenceDesignJson } from '../testing/print-fixtures.ts';

const available = toolsAvailable('print job', [GHOSTSCRIPT_CMYK_ICC]);

describe.skipIf(!available)('producePrintJob', () => {
  const job = async (json: unknown = referenceDesignJson()) => {
    const layout = await prepareTestLayout(json);
    return producePrintJob({
      jobId: 'J2025-000124',
      createdAt: new Date('2025-03-01T10:00:00Z'),
      order: { id: 'ord_92', number: '1043' },
      item: { id: 'item_8' },
      product: { id: 'prod_3', name: 'Postcard A5' },
      quantity: 100,
      printingMethod: 'offset',
      layout,
      colors: await createCmykColorConverter({ profile: new Uint8Array(readFileSync(GHOSTSCRIPT_CMYK_ICC)), identifier: 'Custom' }),
      sheetFont: layout.resources.fonts()[0]!,
      cropMarks: true,
    });
  };

  it('writes the artwork, job sheet, barcodes and a ticket that lists them by SHA-256', async () => {
    const output = await job();
    expect(output.check.ok).toBe(true);
    const names = output.ticketData.files.map((file) => file.name);
    expect(names).toEqual(['J2025-000124.pdf', 'J2025-000124-sheet.pdf', 'J2025-000124-code128.svg', 'J2025-000124-code128.png', 'J2025-000124-qr.svg', 'J2025-000124-qr.png']);
    expect(output.ticketData.files[0]!.sha256).toBe(sha256Hex(output.artwork.bytes));
    expect(output.ticketData.outputProfile?.sha256).toBe(sha256Hex(new Uint8Array(readFileSync(GHOSTSCRIPT_CMYK_ICC))));
    expect(JSON.parse(new TextDecoder().decode(output.ticket.bytes))).toEqual(output.ticketData);
    expect(new TextDecoder().decode(output.jdf.bytes)).toContain('JobID="J2025-000124"');
  });

  it('stops on preflight errors with a permanent error for the queue', async () => {
    const json = referenceDesignJson();
    (json.sides as { elements: unknown[] }[])[0]!.elements.push({ id: 'low', type: 'image', media: 'small.png', transform: { x: 10, y: 150, width: 80, height: 53, rotation: 0 } });
    const failure = await job(json).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'svc_print_preflight_failed' });
    const permanent = toPrintJobError(failure);
    expect(permanent).toBeInstanceOf(PermanentJobError);
    expect((permanent as PermanentJobError).code).toBe('svc_print_preflight_failed');
  });
});

describe('toPrintJobError', () => {
  it('retries what is not about the input', () => {
    const io = Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' });
    expect(toPrintJobError(io)).toBe(io);
    expect(toPrintJobError(createError('svc_print_image_unreadable', { params: { ref: 'a.jpg', reason: 'truncated' } }))).toBeInstanceOf(PermanentJobError);
  });
});
