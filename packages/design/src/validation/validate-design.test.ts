import { isSvcError, type SvcError } from '@dcs/platform';
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, validateDesign } from '../index.ts';
import { readFixtureDesigns } from '../testing/design-fixtures.ts';

const fixtures = readFixtureDesigns();

function textDesign(element: Record<string, unknown> = {}, side: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    schemaVersion: 3,
    name: 'test',
    sides: [
      {
        id: 'front',
        trim: { width: 100, height: 100 },
        printAreas: [{ id: 'a', x: 0, y: 0, width: 100, height: 100 }],
        elements: [{ id: 't', type: 'text', transform: { x: 0, y: 0, width: 50, height: 20 }, content: 'Hi', fontFamily: 'Roboto', fontSize: 12, ...element }],
        ...side,
      },
    ],
  };
}

function validationError(input: unknown): SvcError {
  try {
    validateDesign(input);
  } catch (error) {
    if (isSvcError(error)) return error;
    throw error;
  }
  throw new Error('expected the design to be refused');
}

describe('validateDesign', () => {
  it.each([...fixtures.keys()])('accepts the fixture %s', (name) => {
    const design = validateDesign(fixtures.get(name));
    expect(design.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(design.sides.length).toBeGreaterThan(0);
  });

  it('fills in defaults and normalizes colors', () => {
    const design = validateDesign(textDesign({ fill: '#abcdef' }));
    const text = design.sides[0]!.elements[0]!;
    expect(text).toMatchObject({ type: 'text', fill: '#ABCDEF', overflow: 'wrap', align: 'left', opacity: 1, visible: true, placeholder: false });
    expect(text.permissions).toEqual({ movable: true, resizable: true, editable: true, removable: true, maxLength: null });
  });

  it('keeps palette colors with CMYK and spot names', () => {
    const fill = { name: 'Red', hex: '#ff0000', cmyk: [0, 100, 100, 0], spot: 'PANTONE 485 C' };
    const design = validateDesign(textDesign({ fill }));
    expect(design.sides[0]!.elements[0]).toMatchObject({ fill: { ...fill, hex: '#FF0000' } });
  });

  it('migrates a version 1 document through every migration', () => {
    const design = validateDesign(fixtures.get('legacy-v1'));
    const side = design.sides[0]!;
    expect(side).toMatchObject({ id: 'front', trim: { width: 100, height: 60 }, bleed: 2 });
    expect(side.elements[0]!.permissions).toEqual({ movable: false, resizable: false, editable: false, removable: false, maxLength: 30 });
  });

  it('refuses a schema version from the future', () => {
    const error = validationError({ ...textDesign(), schemaVersion: 99 });
    expect(error.code).toBe('svc_design_version_unsupported');
  });

  it.each([
    ['an unknown element type', textDesign({ type: 'hologram' }), '$.sides[0].elements[0].type', /unknown element type "hologram"/],
    ['NaN', textDesign({ fontSize: Number.NaN }), '$.sides[0].elements[0].fontSize', /finite number/],
    ['Infinity', textDesign({ transform: { x: Infinity, y: 0, width: 1, height: 1 } }), '$.sides[0].elements[0].transform.x', /finite number/],
    ['a negative size', textDesign({ transform: { x: 0, y: 0, width: -5, height: 1 } }), '$.sides[0].elements[0].transform.width', /between 0 and/],
    ['a bad color', textDesign({ fill: 'red' }), '$.sides[0].elements[0].fill', /color/],
    ['a missing field', textDesign({ fontFamily: undefined }), '$.sides[0].elements[0].fontFamily', /required/],
    ['a wrong enum', textDesign({ overflow: 'scroll' }), '$.sides[0].elements[0].overflow', /"wrap", "shrink", "clip"/],
    ['text over the element maximum', textDesign({ permissions: { maxLength: 1 } }), '$.sides[0].elements[0].content', /maximum of 1/],
    ['a non-object element', textDesign({}, { elements: [[1]] }), '$.sides[0].elements[0]', /object/],
    ['no print area', textDesign({}, { printAreas: [] }), '$.sides[0].printAreas', /at least one/],
    ['a non-object', 'design', '$', /object/],
  ])('names the JSON path of %s', (_name, input, path, reason) => {
    const error = validationError(input);
    expect(error.code).toBe('svc_design_invalid');
    expect(error.status).toBe(400);
    expect(error.data.path).toBe(path);
    expect(String(error.data.reason)).toMatch(reason);
    expect(error.message).toContain(path);
  });

  it('refuses duplicate element ids', () => {
    const design = textDesign();
    const elements = (design.sides as { elements: unknown[] }[])[0]!.elements;
    elements.push({ ...(elements[0] as object) });
    expect(validationError(design).data.path).toBe('$.sides[0].elements[1].id');
  });

  it('refuses a million elements at once, without reading them', () => {
    const element = { id: 'x', type: 'shape', shape: 'rectangle', transform: { x: 0, y: 0, width: 1, height: 1 } };
    const input = textDesign({}, { elements: Array.from({ length: 1_000_000 }, () => element) });
    const started = performance.now();
    const error = validationError(input);
    expect(performance.now() - started).toBeLessThan(100);
    expect(error.data.path).toBe('$.sides[0].elements');
    expect(String(error.data.reason)).toMatch(/1000000 items; the limit is 1000/);
  });

  it('counts group children against the element limit and the nesting depth', () => {
    let nested: Record<string, unknown> = { id: 'leaf', type: 'shape', shape: 'rectangle', transform: { x: 0, y: 0, width: 1, height: 1 } };
    for (let depth = 0; depth < 12; depth++) nested = { id: `g${depth}`, type: 'group', transform: { x: 0, y: 0, width: 1, height: 1 }, children: [nested] };
    const error = validationError(textDesign({}, { elements: [nested] }));
    expect(String(error.data.reason)).toMatch(/nested 9 levels deep; the limit is 8/);
  });

  it('refuses 1 MB of text quickly', () => {
    const started = performance.now();
    const error = validationError(textDesign({ content: 'a'.repeat(1 << 20) }));
    expect(performance.now() - started).toBeLessThan(100);
    expect(error.data.path).toBe('$.sides[0].elements[0].content');
    expect(String(error.data.reason)).toMatch(/1048576 characters long; the limit is 20000/);
  });

  it('applies caller limits', () => {
    expect(() => validateDesign(textDesign(), { limits: { maxElements: 0 } })).toThrow(/the limit is 0/);
  });
});
