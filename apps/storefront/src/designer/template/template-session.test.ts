import { CURRENT_SCHEMA_VERSION, renderMockupSvg, layoutDesign, loadDesignResources, readImageInfo, validateDesign } from '@dcs/design';
import { svgToPng } from '@dcs/design/node';
import { describe, expect, it } from 'vitest';
import { mockupPlacement } from './mockup-capture.ts';
import { TemplateSession } from './template-session.ts';

const base = { opacity: 1, visible: true, locked: false, permissions: { movable: true, resizable: true, editable: true, removable: true, maxLength: null } };
const design = validateDesign({
  schemaVersion: CURRENT_SCHEMA_VERSION,
  name: 'Shirt',
  sides: [{
    id: 'front', name: 'Front', trim: { width: 300, height: 400 }, bleed: 10, safeMargin: 5,
    printAreas: [{ id: 'chest', name: 'Chest', x: 50, y: 100, width: 200, height: 200 }],
    elements: [
      { ...base, id: 'title', layer: 'title', type: 'shape', shape: 'rectangle', path: null, cornerRadius: 0, fill: '#0000FF', stroke: null, placeholder: true, transform: { x: 50, y: 100, width: 200, height: 200, rotation: 0 } },
      { ...base, id: 'group', layer: 'group', type: 'group', placeholder: false, transform: { x: 0, y: 0, width: 10, height: 10, rotation: 0 },
        children: [{ ...base, id: 'inner', layer: 'inner', type: 'shape', shape: 'ellipse', path: null, cornerRadius: 0, fill: '#FF0000', stroke: null, placeholder: true, transform: { x: 0, y: 0, width: 5, height: 5, rotation: 0 } }] },
    ],
  }],
});

describe('TemplateSession', () => {
  it('answers constraints only for placeholders and rules only for top-level elements', () => {
    const session = new TemplateSession({ fields: { gone: { label: 'Removed' } }, layout: { inner: { anchor: 'top', scale: 'none' } } });
    session.setField('title', { label: 'Team name', allowed_colors: ['#0000FF'] });
    session.setField('inner', { label: 'Inner' });
    session.setField('group', { label: 'Not a placeholder' });
    session.setRule('title', { anchor: 'top', scale: 'fit' });
    session.setRule('group', { anchor: 'center', scale: 'none' });
    const state = session.state(design);
    expect(state.fields).toEqual({ title: { label: 'Team name', allowed_colors: ['#0000FF'] }, inner: { label: 'Inner' } });
    expect(state.layout).toEqual({ title: { anchor: 'top', scale: 'fit' }, group: { anchor: 'center', scale: 'none' } });
  });

  it('drops emptied constraints and tells its listener about each change', () => {
    const session = new TemplateSession({});
    let changes = 0;
    session.onChange = () => changes++;
    session.setField('title', { label: 'Name', allowed_fonts: ['Roboto'] });
    session.setField('title', { allowed_fonts: [] });
    expect(session.field('title')).toEqual({ label: 'Name' });
    session.setField('title', { label: undefined });
    expect(session.state(design).fields).toEqual({});
    expect(changes).toBe(3);
  });
});

describe('mockupPlacement', () => {
  it('puts the print area where the photo shows it when the photo covers trim and bleed', async () => {
    // A 640 × 640 photo of a 320 × 420 mm side (trim + bleed): covered at 2 px/mm, 100 px cut off at the
    // top and the bottom; the area (60 mm, 110 mm from the bleed's corner, 200 mm wide) lands at 120, 120.
    const photo = { widthPx: 640, heightPx: 640 };
    const placement = mockupPlacement(design.sides[0]!, design.sides[0]!.printAreas[0]!, photo);
    expect(placement).toEqual({ x: 120, y: 120, width: 400, height: 400 });

    // The server's renderer fills exactly that rectangle with the area (a blue square covering it).
    const white = await svgPhoto(640, 640);
    const layout = layoutDesign(design, await loadDesignResources(design, { fonts: { loadFont: async () => null }, assets: { loadImage: async () => null, loadClipart: async () => null } }));
    const png = svgToPng(renderMockupSvg(layout, 'front', { photo: white, placement, multiply: false }), 640);
    const { data, info } = await (await import('sharp')).default(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((Math.round(y) * info.width + Math.round(x)) * 3, (Math.round(y) * info.width + Math.round(x)) * 3 + 3)];
    expect(at(placement.x + 3, placement.y + 3)).toEqual([0, 0, 255]);
    expect(at(placement.x + placement.width - 3, placement.y + placement.height - 3)).toEqual([0, 0, 255]);
    expect(at(placement.x - 3, placement.y + placement.height / 2)).toEqual([255, 255, 255]);
    expect(at(placement.x + placement.width / 2, placement.y + placement.height + 3)).toEqual([255, 255, 255]);
  });
});

async function svgPhoto(width: number, height: number) {
  const sharp = (await import('sharp')).default;
  const bytes = new Uint8Array(await sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).png().toBuffer());
  return { ...readImageInfo(bytes)!, bytes };
}
