import { describe, expect, it } from 'vitest';
import { applyConfiguratorMapping, validateDesign, type ConfiguratorMapping, type DesignDocument, type LayerChange } from '../index.ts';

/** A T-shirt front: a text, a logo clipart, a photo, a frame shape, a QR code, a hidden back print and a group. */
function shirt(): DesignDocument {
  return validateDesign({
    schemaVersion: 3,
    name: 'Shirt',
    sides: [
      {
        id: 'front',
        trim: { width: 300, height: 400 },
        printAreas: [{ id: 'chest', x: 50, y: 50, width: 200, height: 300 }],
        elements: [
          { id: 'name', type: 'text', layer: 'name', content: 'Your name', fontFamily: 'Roboto', fontSize: 20, transform: { x: 60, y: 60, width: 100, height: 20 }, stroke: { color: '#000000', width: 0.5 } },
          { id: 'logo', type: 'clipart', layer: 'logo', clipart: 'star.json', transform: { x: 60, y: 100, width: 40, height: 40 } },
          { id: 'photo', type: 'image', layer: 'photo', media: 'photo.png', transform: { x: 120, y: 100, width: 60, height: 40 } },
          { id: 'frame', type: 'shape', layer: 'frame', shape: 'rectangle', fill: '#FFFFFF', transform: { x: 55, y: 55, width: 190, height: 290 } },
          { id: 'qr', type: 'qrcode', layer: 'qr', content: { kind: 'url', url: 'https://example.com' }, transform: { x: 190, y: 300, width: 30, height: 30 } },
          { id: 'alt', type: 'text', layer: 'alt', visible: false, content: 'Alt', fontFamily: 'Roboto', fontSize: 10, transform: { x: 60, y: 300, width: 50, height: 10 } },
          {
            id: 'badge',
            type: 'group',
            layer: 'badge',
            transform: { x: 200, y: 60, width: 40, height: 20 },
            children: [
              { id: 'badge-bg', type: 'shape', layer: 'badge-bg', shape: 'ellipse', fill: '#FF0000', transform: { x: 0, y: 0, width: 40, height: 20 } },
              { id: 'badge-text', type: 'text', layer: 'name', content: 'No. 1', fontFamily: 'Roboto', fontSize: 8, transform: { x: 5, y: 5, width: 30, height: 10 } },
            ],
          },
        ],
      },
    ],
  });
}

const anchors: ConfiguratorMapping['anchors'] = [
  { name: 'left-chest', side: 'front', x: 70, y: 70, width: 60, height: 30 },
  { name: 'center', side: 'front', x: 100, y: 150, width: 100, height: 100 },
];

function mappingOf(...changes: LayerChange[]): ConfiguratorMapping {
  return { anchors, rules: [{ option: 'color', value: 'black', changes }] };
}

function find(design: DesignDocument, id: string): Record<string, unknown> {
  const visit = (elements: readonly unknown[]): Record<string, unknown> | undefined => {
    for (const element of elements as Array<Record<string, unknown>>) {
      if (element.id === id) return element;
      const inner = element.type === 'group' ? visit(element.children as unknown[]) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };
  const found = visit(design.sides.flatMap((side) => side.elements));
  if (!found) throw new Error(`no element ${id}`);
  return found;
}

describe('applyConfiguratorMapping: one change each', () => {
  const cases: Array<[string, LayerChange, Record<string, Record<string, unknown>>, string[]]> = [
    ['show', { action: 'show', layer: 'alt' }, { alt: { visible: true } }, ['alt']],
    ['hide', { action: 'hide', layer: 'photo' }, { photo: { visible: false } }, ['photo']],
    ['set_text (also inside groups)', { action: 'set_text', layer: 'name', text: 'ANN' }, { name: { content: 'ANN' }, 'badge-text': { content: 'ANN' } }, ['name', 'badge-text']],
    ['set_color of a text fill', { action: 'set_color', layer: 'name', color: '#ffffff' }, { name: { fill: '#ffffff' } }, ['name', 'badge-text']],
    ['set_color of a text stroke (texts without one are skipped)', { action: 'set_color', layer: 'name', color: '#00FF00', target: 'stroke' }, { name: { stroke: { color: '#00FF00', width: 0.5 } }, 'badge-text': { stroke: null } }, ['name']],
    ['set_color of a shape', { action: 'set_color', layer: 'frame', color: { name: 'Navy', hex: '#000080' } }, { frame: { fill: { name: 'Navy', hex: '#000080' } } }, ['frame']],
    ['set_color of a QR code (its modules; it has no stroke)', { action: 'set_color', layer: 'qr', color: '#1F2A44' }, { qr: { color: '#1F2A44', background: '#FFFFFF' } }, ['qr']],
    ['set_color of a clipart region', { action: 'set_color', layer: 'logo', color: '#123456', region: 'r1' }, { logo: { colors: { r1: '#123456' } } }, ['logo']],
    ['set_image', { action: 'set_image', layer: 'photo', media: 'other.png' }, { photo: { media: 'other.png' } }, ['photo']],
    ['set_clipart', { action: 'set_clipart', layer: 'logo', clipart: 'heart.json' }, { logo: { clipart: 'heart.json' } }, ['logo']],
    ['set_font', { action: 'set_font', layer: 'name', fontFamily: 'Lobster', fontWeight: 700, fontStyle: 'italic' }, { name: { fontFamily: 'Lobster', fontWeight: 700, fontStyle: 'italic' } }, ['name', 'badge-text']],
    [
      'set_text_style: bold italic, a shadow and an arch, the family kept; null removes the outline',
      { action: 'set_text_style', layer: 'name', fontWeight: 700, fontStyle: 'italic', stroke: null, shadow: { color: '#1D3557', offsetX: 0.8, offsetY: 0.8 }, curve: 40 },
      {
        name: { fontFamily: 'Roboto', fontWeight: 700, fontStyle: 'italic', stroke: null, shadow: { color: '#1D3557', offsetX: 0.8, offsetY: 0.8 }, curve: 40, content: 'Your name' },
        'badge-text': { fontFamily: 'Roboto', fontWeight: 700, curve: 40 },
      },
      ['name', 'badge-text'],
    ],
    ['set_text_style: an outline, the rest as it was', { action: 'set_text_style', layer: 'name', stroke: { color: '#FFFFFF', width: 0.3 } }, { name: { stroke: { color: '#FFFFFF', width: 0.3 }, fontWeight: 400, shadow: null, curve: 0 }, 'badge-text': { stroke: { color: '#FFFFFF', width: 0.3 } } }, ['name', 'badge-text']],
    ['set_filter: sepia, brightness and contrast kept', { action: 'set_filter', layer: 'photo', tone: 'sepia' }, { photo: { filter: { tone: 'sepia', brightness: 0, contrast: 0 } } }, ['photo']],
    ['move_to_anchor keeps the size, centred', { action: 'move_to_anchor', layer: 'photo', anchor: 'left-chest' }, { photo: { transform: { x: 70, y: 65, width: 60, height: 40, rotation: 0 } } }, ['photo']],
    ['move_to_anchor with resize takes the anchor box', { action: 'move_to_anchor', layer: 'logo', anchor: 'center', resize: true }, { logo: { transform: { x: 100, y: 150, width: 100, height: 100, rotation: 0 } } }, ['logo']],
    [
      'move_to_anchor with resize scales a group uniformly',
      { action: 'move_to_anchor', layer: 'badge', anchor: 'center', resize: true },
      { badge: { transform: { x: 100, y: 175, width: 100, height: 50, rotation: 0 } }, 'badge-text': { fontSize: 20, transform: { x: 12.5, y: 12.5, width: 75, height: 25, rotation: 0 } } },
      ['badge'],
    ],
  ];
  it.each(cases)('%s', (_name, change, expected, elementIds) => {
    const before = shirt();
    const copy = structuredClone(before);
    const { design, applied } = applyConfiguratorMapping(before, mappingOf(change), { color: 'black' });
    for (const [id, fields] of Object.entries(expected)) expect(find(design, id)).toMatchObject(fields);
    expect(applied).toEqual([{ option: 'color', value: 'black', action: change.action, layer: change.layer, elementIds }]);
    expect(before).toEqual(copy);
    expect(() => validateDesign(design)).not.toThrow();
  });
});

describe('applyConfiguratorMapping: selection and order', () => {
  const mapping: ConfiguratorMapping = {
    anchors,
    rules: [
      { option: 'color', value: 'black', changes: [{ action: 'set_color', layer: 'name', color: '#FFFFFF' }] },
      { option: 'color', value: 'white', changes: [{ action: 'set_color', layer: 'name', color: '#000000' }] },
      { option: 'size', value: 'XL', changes: [{ action: 'set_color', layer: 'name', color: '#FF0000' }, { action: 'hide', layer: 'photo' }] },
    ],
  };
  const cases: Array<[Record<string, string>, string, boolean, number]> = [
    [{}, '#000000', true, 0],
    [{ color: 'black' }, '#FFFFFF', true, 1],
    [{ color: 'white' }, '#000000', true, 1],
    [{ color: 'red' }, '#000000', true, 0],
    [{ size: 'XL', color: 'black' }, '#FF0000', false, 3],
    [{ size: 'L' }, '#000000', true, 0],
  ];
  it.each(cases)('options %j: name fill %s, photo visible %s', (selected, fill, photoVisible, count) => {
    const { design, applied } = applyConfiguratorMapping(shirt(), mapping, selected);
    expect(find(design, 'name').fill).toBe(fill);
    expect(find(design, 'photo').visible).toBe(photoVisible);
    expect(applied).toHaveLength(count);
  });

  it('gives the same answer for the same input', () => {
    const a = applyConfiguratorMapping(shirt(), mapping, { size: 'XL', color: 'black' });
    const b = applyConfiguratorMapping(shirt(), mapping, { size: 'XL', color: 'black' });
    expect(a).toEqual(b);
  });
});

describe('applyConfiguratorMapping: changes the design cannot take are skipped', () => {
  const cases: Array<[string, LayerChange, string, Record<string, unknown>]> = [
    ['an unknown layer', { action: 'hide', layer: 'sleeve' }, 'svc_configurator_layer_unknown', { layer: 'sleeve', option: 'color', value: 'black', status: 400 }],
    ['set_text on an image', { action: 'set_text', layer: 'photo', text: 'x' }, 'svc_configurator_change_unsupported', { layer: 'photo', action: 'set_text', status: 400 }],
    ['set_image on a text', { action: 'set_image', layer: 'name', media: 'x.png' }, 'svc_configurator_change_unsupported', { layer: 'name' }],
    ['set_clipart on a shape', { action: 'set_clipart', layer: 'frame', clipart: 'x.json' }, 'svc_configurator_change_unsupported', { layer: 'frame' }],
    ['set_font on a clipart', { action: 'set_font', layer: 'logo', fontFamily: 'Lobster' }, 'svc_configurator_change_unsupported', { layer: 'logo' }],
    ['set_color on an image', { action: 'set_color', layer: 'photo', color: '#000000' }, 'svc_configurator_change_unsupported', { layer: 'photo' }],
    ['set_text_style on an image', { action: 'set_text_style', layer: 'photo', fontWeight: 700 }, 'svc_configurator_change_unsupported', { layer: 'photo' }],
    ['set_filter on a text', { action: 'set_filter', layer: 'name', tone: 'greyscale' }, 'svc_configurator_change_unsupported', { layer: 'name' }],
    ['set_color on a clipart without a region', { action: 'set_color', layer: 'logo', color: '#000000' }, 'svc_configurator_change_unsupported', { layer: 'logo' }],
    ['an anchor of another side', { action: 'move_to_anchor', layer: 'photo', anchor: 'sleeve' }, 'svc_configurator_anchor_unknown', { anchor: 'sleeve', side: 'front' }],
    ['moving a group child', { action: 'move_to_anchor', layer: 'badge-bg', anchor: 'center' }, 'svc_configurator_change_unsupported', { layer: 'badge-bg' }],
  ];
  it.each(cases)('%s', (_name, change, code, data) => {
    const result = applyConfiguratorMapping(shirt(), mappingOf(change), { color: 'black' });
    expect(result.applied).toEqual([]);
    expect(result.design).toEqual(shirt());
    expect(result.skipped).toEqual([{ option: 'color', value: 'black', action: change.action, layer: change.layer, code, reason: expect.any(String) }]);
    for (const key of ['layer', 'action'] as const) if (key in data) expect(result.skipped[0]![key]).toBe(data[key]);
  });

  it('names the layer in the reason', () => {
    expect(applyConfiguratorMapping(shirt(), mappingOf({ action: 'hide', layer: 'sleeve' }), { color: 'black' }).skipped[0]!.reason).toBe(
      'The design has no layer named "sleeve", which the mapping changes for color = black.',
    );
  });

  it('does not look at layers of rules that are not selected', () => {
    expect(applyConfiguratorMapping(shirt(), mappingOf({ action: 'hide', layer: 'sleeve' }), { color: 'white' }).skipped).toEqual([]);
  });
});
