import { describe, expect, it } from 'vitest';
import { prepareDesign } from '../testing/prepare-fixture.ts';
import { printAreaWithBleed } from '../metrics/print-area-bleed.ts';
import { preflightDesign, preflightOptionsForDpi, type PreflightReport } from './preflight.ts';

/** The demo business card: 85 × 55 mm, 2 mm bleed, the print area is the whole card. */
function businessCard(elements: unknown[], printArea = { x: 0, y: 0, width: 85, height: 55 }) {
  return {
    schemaVersion: 3,
    name: 'Card',
    sides: [{ id: 'front', name: 'Front', trim: { width: 85, height: 55 }, bleed: 2, safeMargin: 3, printAreas: [{ id: 'full', name: 'Full card', ...printArea }], elements }],
  };
}
const photo = (id: string, x: number, y: number, width: number, height: number) => ({ id, type: 'image', media: 'photo.png', transform: { x, y, width, height, rotation: 0 } });
// The fixture photo is 160 px wide: resolution is not what these tests are about.
const ANY_PPI = { ppi: { warnBelow: 0, errorBelow: 0 } };
const findings = (report: PreflightReport) => [...report.errors, ...report.warnings].map((issue) => `${issue.severity}:${issue.check}:${issue.elementId}`);

describe('preflight of a full-bleed card', () => {
  it('passes a background photo that covers trim and bleed when the print area is the whole card', async () => {
    const report = preflightDesign(await prepareDesign(businessCard([photo('bg', -2, -2, 89, 59)])), ANY_PPI);
    expect(findings(report)).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('finds the bleed missing on a photo that stops at the trim, and nothing outside the print area', async () => {
    const report = preflightDesign(await prepareDesign(businessCard([photo('bg', 0, 0, 85, 55)])), ANY_PPI);
    expect(report.ok).toBe(false);
    expect(report.errors).toMatchObject([{ check: 'bleed_missing', elementId: 'bg', data: { edges: ['left', 'top', 'right', 'bottom'] } }]);
    expect(findings(report)).not.toContain('error:outside_print_area:bg');
  });

  it('extends only the edges that touch the trim: a print area inside the card keeps its limits', async () => {
    const inner = { x: 5, y: 0, width: 80, height: 40 };
    const report = preflightDesign(await prepareDesign(businessCard([photo('bg', -2, -2, 89, 59)], inner)), ANY_PPI);
    expect(findings(report)).toContain('error:outside_print_area:bg');
    const within = preflightDesign(await prepareDesign(businessCard([photo('top', 5, -2, 82, 30)], inner)), ANY_PPI);
    expect(findings(within)).not.toContain('error:outside_print_area:top');
    expect(printAreaWithBleed({ id: 'a', name: 'A', ...inner }, { trim: { width: 85, height: 55 }, bleed: 2 })).toEqual({ id: 'a', name: 'A', x: 5, y: -2, width: 82, height: 42 });
    // Past the bleed is still outside.
    expect(findings(preflightDesign(await prepareDesign(businessCard([photo('bg', -4, -2, 91, 59)])), ANY_PPI))).toContain('error:outside_print_area:bg');
  });
});

describe('preflight at the printing method resolution', () => {
  it('rates images against the dpi of the method', async () => {
    // 160 px over 27.09 mm is 150 ppi.
    const layout = await prepareDesign(businessCard([photo('p', 10, 10, 27.093, 20.32)]));
    expect(preflightOptionsForDpi(300)).toEqual({ ppi: { warnBelow: 200, errorBelow: 150 } });
    expect(preflightDesign(layout, preflightOptionsForDpi(300)).warnings).toMatchObject([{ check: 'image_resolution', data: { ppi: 150 } }]);
    expect(preflightDesign(layout, preflightOptionsForDpi(600)).errors).toMatchObject([{ check: 'image_resolution' }]);
    expect(findings(preflightDesign(layout, preflightOptionsForDpi(150)))).toEqual([]);
  });
});
