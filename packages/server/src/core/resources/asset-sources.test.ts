import type { AssetFontFiles } from '@dcs/platform';
import { clipartRegions } from '@dcs/design';
import { layoutDesign, loadDesignResources, renderSideSvg, validateDesign } from '@dcs/design';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpTestClient } from '../../testing/http-test-client.ts';
import { startTestSystem, type TestSystem } from '../../testing/test-system.ts';
import { TWO_COLOR_SVG, designWith, textElement } from './common/testing/design-fixtures.ts';
import { fileForm, pngOf } from './common/testing/upload-fixtures.ts';

describe('services.assets sources (fonts, media:<id>, clipart:<id>)', () => {
  let t: TestSystem;
  let admin: HttpTestClient;
  let mediaId: number;
  let clipartId: number;
  beforeAll(async () => {
    t = await startTestSystem();
    admin = await t.admin();
    mediaId = (await admin.request('POST', '/api/v1/media', { body: fileForm(await pngOf(120, 80, '#336699'), 'photo.png') })).body.id;
    const clipart = await admin.request('POST', '/api/v1/cliparts', { body: fileForm(TWO_COLOR_SVG, 'shapes.svg') });
    expect(clipart.status, JSON.stringify(clipart.body)).toBe(201);
    clipartId = clipart.body.id;
  });
  afterAll(() => t.close());

  it('answers fonts of the hosted catalog, nearest weight, null for unknown families', async () => {
    const { assets } = t.system.services;
    // A hosted family answers every subset it ships, each read when a text needs it.
    const bold = (await assets.loadFont({ family: 'roboto', weight: 700, style: 'normal' })) as AssetFontFiles;
    expect(bold.files.map((file) => file.key)).toEqual(expect.arrayContaining(['Roboto/700/normal#latin', 'Roboto/700/normal#latin-ext', 'Roboto/700/normal#vietnamese', 'Roboto/700/normal#cyrillic']));
    expect(bold.files[0]!.key).toBe('Roboto/700/normal#latin');
    const latinExt = await bold.files.find((file) => file.key.endsWith('#latin-ext'))!.load();
    expect(Buffer.from(latinExt!.subarray(0, 4)).toString('latin1')).toBe('wOFF');
    // The fallback chain's fonts are in the library (disabled for customers) and answer all the same.
    expect(await assets.fallbackFamilies()).toEqual(['Noto Sans', 'Noto Sans Symbols 2', 'Noto Sans Arabic', 'Noto Sans Hebrew', 'Noto Sans Devanagari', 'Noto Sans Thai', 'Noto Emoji']);
    expect(await assets.loadFont({ family: 'Noto Sans Devanagari', weight: 400, style: 'normal' })).not.toBeNull();
    expect(await assets.loadFont({ family: 'Lobster', weight: 900, style: 'italic' })).not.toBeNull();
    expect(await assets.loadFont({ family: 'Comic Sans MS', weight: 400, style: 'normal' })).toBeNull();
  });

  it('answers media images and cliparts by reference; anything else is null', async () => {
    const { assets } = t.system.services;
    const image = await assets.loadImage(`media:${mediaId}`);
    expect(image).toMatchObject({ mimeType: 'image/png', widthPx: 120, heightPx: 80 });
    for (const ref of ['media:0', 'media:99999', `media:${mediaId}x`, `${mediaId}`, '../media:1', `clipart:${clipartId}`]) expect(await assets.loadImage(ref), ref).toBeNull();

    const clipart = await assets.loadClipart(`clipart:${clipartId}`);
    // viewBox origin (10,10) removed, group translate applied, arcs turned into curves, the stroke-only path dropped.
    expect(clipart).toMatchObject({ width: 100, height: 100 });
    // The usvg-normalized drawing: shapes as paths in the viewBox's space, the detected colors as regions.
    // The one-stop gradient is its solid color, so it is a region too.
    expect(clipartRegions(clipart!)).toEqual([{ id: 'r1', color: '#FF0000' }, { id: 'r2', color: '#0000FF' }, { id: 'r3', color: '#00FF00' }, { id: 'r4', color: '#000000' }]);
    const paths = JSON.stringify(clipart!.nodes);
    expect(paths).toContain('"d":"M 0 0 L 50 0 L 50 50 L 0 50 Z"');
    expect(paths).toContain('{"kind":"color","color":"#00FF00","region":"r3"}');
    expect(await assets.loadClipart(`clipart:999`)).toBeNull();
    expect(await assets.loadClipart(`media:${mediaId}`)).toBeNull();
  });

  it('lets loadDesignResources + layoutDesign work on a design with a hosted font, a media image and a clipart', async () => {
    const design = validateDesign(
      designWith([
        textElement('Hello shop'),
        { id: 'photo', type: 'image', transform: { x: 10, y: 50, width: 60, height: 40, rotation: 0 }, media: `media:${mediaId}` },
        { id: 'logo', type: 'clipart', transform: { x: 100, y: 50, width: 50, height: 50, rotation: 0 }, clipart: `clipart:${clipartId}`, colors: { r1: '#FFCC00' } },
      ]),
    );
    const { assets } = t.system.services;
    const resources = await loadDesignResources(design, { fonts: assets, assets });
    const layout = layoutDesign(design, resources);
    const text = layout.texts.get('title')!;
    expect(text.lines).toHaveLength(1);
    expect(text.missingCodePoints).toEqual([]);
    const svg = renderSideSvg(layout, 'front');
    expect(svg).toContain('data:image/png;base64,');
    expect(svg).toContain('fill="#FFCC00"');
    expect(svg).toContain('fill="#0000FF"');

    await expect(loadDesignResources(validateDesign(designWith([{ id: 'c', type: 'clipart', transform: { x: 0, y: 0, width: 5, height: 5, rotation: 0 }, clipart: 'clipart:424242' }])), { fonts: assets, assets })).rejects.toMatchObject({
      code: 'svc_design_asset_missing',
    });
  });

  it('sets every letter through the library: a hosted family whole, then the fallback chain', async () => {
    const { assets } = t.system.services;
    const lines = ['Łódź Příliš Țară İstanbul ğ Tiếng Việt', 'Łódź'.normalize('NFD'), '✓ नमस्ते مرحبا שלום สวัสดี'];
    const design = validateDesign(designWith(lines.map((content, index) => textElement(content, { id: `t${index}`, fontFamily: 'Lobster', fontWeight: 400 }))));
    const layout = layoutDesign(design, await loadDesignResources(design, { fonts: assets, assets }));
    const [latin, decomposed, scripts] = lines.map((_, index) => layout.texts.get(`t${index}`)!);
    expect([latin!.missingCodePoints, latin!.fallbackCodePoints, decomposed!.missingCodePoints]).toEqual([[], [], []]);
    expect(scripts!.missingCodePoints).toEqual([]);
    const files = new Set(scripts!.lines.flatMap((line) => line.runs.map((run) => run.fontKey.replace(/#.*$/, ''))));
    expect([...files].sort()).toEqual(['Lobster/400/normal', 'Noto Sans Arabic/400/normal', 'Noto Sans Hebrew/400/normal', 'Noto Sans Symbols 2/400/normal', 'Noto Sans Thai/400/normal', 'Noto Sans/400/normal']);
  });

  it('does not let a non-recolorable clipart be recolored', async () => {
    await admin.request('PATCH', `/api/v1/cliparts/${clipartId}`, { json: { recolorable: false } });
    const clipart = await t.system.services.assets.loadClipart(`clipart:${clipartId}`);
    expect(clipart!.paths.every((p) => p.region === undefined)).toBe(true);
  });
});
