import { isSvcError } from '@dcs/platform';
import { layoutDesign, loadDesignResources, preflightDesign, preflightOptionsForDpi, validateDesign, type PreflightReport } from '@dcs/design';
import { describe, expect, it } from 'vitest';
import { createPrintTestProviders, referenceDesignJson } from '../../../../packages/print/src/testing/print-fixtures.ts';
import { DEFAULT_PRINT_QUEUE_SETTINGS } from '../hotfolder/print-queue-settings.ts';
import type { PrintJobRecord } from '../jobs/print-job-store.ts';
import { createColorConverterCache } from './color-converter-cache.ts';
import { createPrintRenderer } from './print-renderer.ts';

type Json = Record<string, unknown>;

/** The demo business card (85 × 55 mm, 2 mm bleed, the whole card printable) with the given elements. */
function card(...elements: Json[]): Json {
  return { schemaVersion: 3, name: 'Card', sides: [{ id: 'front', name: 'Front', trim: { width: 85, height: 55 }, bleed: 2, safeMargin: 3, printAreas: [{ id: 'full', name: 'Full card', x: 0, y: 0, width: 85, height: 55 }], elements }] };
}
const photo = (id: string, media: string, x: number, y: number, width: number, height: number): Json => ({ id, type: 'image', media, transform: { x, y, width, height, rotation: 0 } });
const text = (id: string, content: string, fields: Json = {}): Json => ({ id, type: 'text', content, fontFamily: 'Roboto', fontSize: 10, transform: { x: 8, y: 20, width: 60, height: 8, rotation: 0 }, ...fields });

/** Designs a customer could send: clean ones, ones with warnings only, and ones with errors. */
const DESIGNS: Record<string, Json> = {
  reference: referenceDesignJson(),
  'full-bleed photo': card(photo('bg', 'photo-3000x2000.jpg', -2, -2, 89, 59), text('name', 'Ada Lovelace')),
  'photo stopping at the trim': card(photo('bg', 'photo-3000x2000.jpg', 0, 0, 85, 55)),
  'photo past the bleed': card(photo('bg', 'photo-3000x2000.jpg', -6, -2, 93, 59)),
  'small photo, large': card(photo('p', 'small.png', 10, 10, 60, 40)),
  'small photo, medium': card(photo('p', 'small.png', 10, 10, 35, 23.3)),
  'chinese in a latin font': card(text('t', '你好 world')),
  'tiny text': card(text('t', 'fine print', { fontSize: 4 })),
  'text across the safe line': card(text('t', 'Close to the edge', { transform: { x: 1, y: 20, width: 60, height: 8, rotation: 0 } })),
  hairline: card({ id: 'rule', type: 'shape', shape: 'line', transform: { x: 10, y: 30, width: 60, height: 0, rotation: 0 }, stroke: { color: '#000000', width: 0.05 } }),
};

const issues = (report: PreflightReport) => [...report.errors, ...report.warnings].map((issue) => `${issue.severity}:${issue.check}:${issue.elementId}`).sort();

describe('the storefront designer and the print queue give the same preflight verdict', () => {
  it('holds exactly the designs the designer reports errors for, and never one it accepted without a warning', { timeout: 120_000 }, async () => {
    const providers = await createPrintTestProviders();
    // An RGB method reads no output profile, so the converter cache never touches storage.
    const renderer = createPrintRenderer({ assets: { ...providers.fonts, ...providers.assets! }, converterFor: createColorConverterCache({ storage: null as never }) });
    let id = 0;
    const verdicts: Record<string, { designer: string[]; held: boolean }> = {};
    for (const dpi of [300, 600]) {
      const method = { ...DEFAULT_PRINT_QUEUE_SETTINGS.printingMethod, imageResolutionDpi: dpi, cropMarks: false };
      for (const [name, json] of Object.entries(DESIGNS)) {
        // What the designer runs in the browser: @dcs/design only, the method's resolution.
        const design = validateDesign(structuredClone(json));
        const designer = preflightDesign(layoutDesign(design, await loadDesignResources(design, providers)), preflightOptionsForDpi(dpi));
        // What the print queue runs for an ordered item with this design.
        const job = { id: ++id, orderId: 1, itemId: id, productId: 1, productName: 'Card', sku: 'CARD', quantity: 1, design: json, force: false, createdAt: Date.UTC(2026, 0, 1) } as unknown as PrintJobRecord;
        let queue: PreflightReport;
        let held = false;
        try {
          queue = (await renderer.render(job, DEFAULT_PRINT_QUEUE_SETTINGS, method)).preflight;
        } catch (error) {
          if (!isSvcError(error) || error.code !== 'svc_print_preflight_failed') throw error;
          held = true;
          queue = { ok: false, ...(error.data as Omit<PreflightReport, 'ok'>) };
        }
        expect(issues(queue), `${name} at ${dpi} dpi`).toEqual(issues(designer));
        expect(held, `${name} at ${dpi} dpi`).toBe(!designer.ok);
        verdicts[`${name} @${dpi}`] = { designer: issues(designer), held };
      }
    }
    // The set covers every kind of verdict, so the comparison above means something.
    expect(verdicts['full-bleed photo @300']).toEqual({ designer: [], held: false });
    expect(verdicts['reference @300']).toEqual({ designer: [], held: false });
    expect(verdicts['photo stopping at the trim @300']!.designer).toContain('error:bleed_missing:bg');
    expect(verdicts['photo past the bleed @300']!.designer).toContain('error:outside_print_area:bg');
    expect(verdicts['small photo, large @300']).toEqual({ designer: ['error:image_resolution:p'], held: true });
    expect(verdicts['small photo, medium @300']).toEqual({ designer: [], held: false });
    expect(verdicts['small photo, medium @600']).toEqual({ designer: ['error:image_resolution:p'], held: true });
    expect(verdicts['chinese in a latin font @300']).toEqual({ designer: ['error:glyphs_missing:t'], held: true });
    expect(verdicts['tiny text @300']).toEqual({ designer: ['warning:text_too_small:t'], held: false });
    expect(verdicts['text across the safe line @300']).toEqual({ designer: ['warning:crosses_safe_area:t'], held: false });
    expect(verdicts['hairline @300']).toEqual({ designer: ['warning:hairline:rule'], held: false });
  });
});
