// Preflight lives in @dcs/design (browser-safe); these tests run it on the print package's reference
// job through the re-export that print jobs and the print queue use.
import { describe, expect, it } from 'vitest';
import { assertPreflightPassed, preflightDesign } from '../index.ts';
import { prepareTestLayout, referenceDesignJson } from '../testing/print-fixtures.ts';

type Json = Record<string, unknown>;

function withElements(...elements: Json[]): Json {
  const json = referenceDesignJson();
  const side = (json.sides as { elements: Json[] }[])[0]!;
  side.elements.push(...elements);
  return json;
}

describe('preflightDesign', () => {
  it('passes the reference job without findings', async () => {
    const report = preflightDesign(await prepareTestLayout());
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(() => assertPreflightPassed(report)).not.toThrow();
  });

  it('rates image resolution with configurable thresholds and names the element', async () => {
    // 300 px over 60 mm: 127 ppi (error); over 35 mm: 218 ppi (fine by default, a warning at 250).
    const layout = await prepareTestLayout(
      withElements(
        { id: 'low', type: 'image', media: 'small.png', transform: { x: 10, y: 150, width: 60, height: 40, rotation: 0 } },
        { id: 'mid', type: 'image', media: 'small.png', transform: { x: 80, y: 150, width: 35, height: 23.3, rotation: 0 } },
      ),
    );
    const report = preflightDesign(layout);
    expect(report.errors).toMatchObject([{ check: 'image_resolution', elementId: 'low', path: '$.sides[0].elements[5]', data: { ppi: 127 } }]);
    expect(report.warnings).toEqual([]);
    const strict = preflightDesign(layout, { ppi: { warnBelow: 250, errorBelow: 100 } });
    expect(strict.errors).toEqual([]);
    expect(strict.warnings.map((issue) => issue.elementId)).toEqual(['low', 'mid']);
    expect(() => assertPreflightPassed(report)).toThrow(expect.objectContaining({ code: 'svc_print_preflight_failed' }));
  });

  it('finds characters the font lacks, tiny text and hairlines', async () => {
    const layout = await prepareTestLayout(
      withElements(
        { id: 'snow', type: 'text', content: 'Snow ☃ 雪', fontFamily: 'Roboto', fontSize: 10, transform: { x: 20, y: 60, width: 100, height: 10, rotation: 0 } },
        { id: 'tiny', type: 'text', content: 'fine print', fontFamily: 'Roboto', fontSize: 4, transform: { x: 20, y: 75, width: 100, height: 5, rotation: 0 } },
        { id: 'thin', type: 'shape', shape: 'line', transform: { x: 20, y: 85, width: 100, height: 0, rotation: 0 }, stroke: { color: '#000000', width: 0.05 } },
      ),
    );
    const report = preflightDesign(layout);
    expect(report.errors).toMatchObject([{ check: 'glyphs_missing', elementId: 'snow', data: { codePoints: ['U+2603', 'U+96EA'] } }]);
    expect(report.warnings.map((issue) => [issue.check, issue.elementId])).toEqual([
      ['text_too_small', 'tiny'],
      ['hairline', 'thin'],
    ]);
  });

  it('finds ink outside the print area, text across the safe line and a background short of the bleed', async () => {
    const json = withElements(
      { id: 'edge-text', type: 'text', content: 'Too close', fontFamily: 'Roboto', fontSize: 12, transform: { x: 1, y: 100, width: 60, height: 8, rotation: 0 } },
      { id: 'band', type: 'shape', shape: 'rectangle', transform: { x: -1, y: 180, width: 150, height: 10, rotation: 0 }, fill: '#00AA00' },
    );
    const side = (json.sides as Json[])[0]!;
    side.printAreas = [{ id: 'inner', name: 'Inner', x: -3, y: -3, width: 154, height: 200 }];
    const report = preflightDesign(await prepareTestLayout(json));
    const found = [...report.errors, ...report.warnings].map((issue) => `${issue.severity}:${issue.check}:${issue.elementId}`);
    expect(found).toContain('error:outside_print_area:background');
    expect(found).toContain('error:bleed_missing:band');
    expect(found).toContain('warning:crosses_safe_area:edge-text');
    expect(found).not.toContain('warning:crosses_safe_area:background');
    const band = report.errors.find((issue) => issue.check === 'bleed_missing')!;
    expect(band.data.edges).toEqual(['left', 'right']);
  });
});
