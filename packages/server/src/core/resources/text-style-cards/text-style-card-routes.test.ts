import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpTestClient } from '../../../testing/http-test-client.ts';
import { startTestSystem, type TestSystem } from '../../../testing/test-system.ts';
import { expectAuthMatrix } from '../common/testing/auth-matrix.ts';

describe('text style cards resource', () => {
  let t: TestSystem;
  let admin: HttpTestClient;
  const fontId = async (family: string) => (await admin.get(`/api/v1/fonts?search=${encodeURIComponent(family)}`)).body.find((f: { family: string }) => f.family === family).id as number;
  const preview = (id: number, format = 'png') => fetch(`${t.url}/api/v1/text_style_cards/${id}/preview?format=${format}`, { headers: { cookie: `dcs_admin=${admin.cookies.get('dcs_admin')}` } });

  beforeAll(async () => {
    t = await startTestSystem();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  it('creates with defaults, lists, filters, patches and deletes cards', async () => {
    const created = await admin.post('/api/v1/text_style_cards', { name: 'Headline', fontFamily: 'montserrat', fontWeight: 800, fontSize: 36, fill: '#c0392b', stroke: { color: '#000000', width: 0.5 }, align: 'center', letterSpacing: 50, lineHeight: 1.1, sampleText: 'Team 2026' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name: 'Headline', fontFamily: 'Montserrat', fontStyle: 'normal', fill: '#c0392b', fillColorId: null, stroke: { color: '#000000', colorId: null, width: 0.5 }, position: 0 });
    const body = (await admin.post('/api/v1/text_style_cards', { name: 'Body', fontFamily: 'Lato' })).body;
    expect(body).toMatchObject({ fontWeight: 400, fontSize: 24, fill: '#000000', stroke: null, align: 'left', lineHeight: 1.2, sampleText: 'The quick brown fox', position: 1 });
    expect((await admin.get('/api/v1/text_style_cards?font=LATO')).body.map((c: { id: number }) => c.id)).toEqual([body.id]);
    expect((await admin.get('/api/v1/text_style_cards?search=team')).body.map((c: { id: number }) => c.id)).toEqual([created.body.id]);
    expect((await admin.get('/api/v1/text_style_cards?orderby=name')).body.map((c: { name: string }) => c.name)).toEqual(['Body', 'Headline']);
    const patched = await admin.request('PATCH', `/api/v1/text_style_cards/${body.id}`, { json: { stroke: { color: '#FFFFFF', width: 1 }, fontStyle: 'italic' } });
    expect(patched.body).toMatchObject({ stroke: { color: '#FFFFFF', colorId: null, width: 1 }, fontStyle: 'italic', name: 'Body' });
    expect((await admin.request('DELETE', `/api/v1/text_style_cards/${body.id}`)).body.deleted).toBe(true);
    expect((await admin.get(`/api/v1/text_style_cards/${body.id}`)).status).toBe(404);
  });

  it('renders a preview with the shop fonts, PNG and SVG', async () => {
    const card = (await admin.post('/api/v1/text_style_cards', { name: 'Script', fontFamily: 'Pacifico', fontSize: 30, fill: '#1A5276', sampleText: 'Happy birthday' })).body;
    const png = await preview(card.id);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const image = sharp(Buffer.from(await png.arrayBuffer()));
    expect(await image.metadata()).toMatchObject({ width: 640, height: 160 });
    // Ink of the fill color is there: the text was laid out and drawn, not left blank.
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    let inked = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i]! < 100 && data[i + 2]! > 80) inked++;
    expect(inked).toBeGreaterThan(500);
    const svg = await preview(card.id, 'svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toContain('fill="#1A5276"');
  });

  it('carries a shadow (a palette colour counts as in use) and a curve, to the preview and the storefront catalog', async () => {
    const navy = (await admin.post('/api/v1/colors', { name: 'Card navy', hex: '#1D3557' })).body;
    const created = await admin.post('/api/v1/text_style_cards', { name: 'Arched', fontFamily: 'Roboto', fontWeight: 700, fill: '#F4A261', shadow: { color: '#000000', colorId: navy.id, offsetX: 1, offsetY: 1 }, curve: 40, sampleText: 'Falcons' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ shadow: { color: '#000000', colorId: navy.id, offsetX: 1, offsetY: 1 }, curve: 40 });
    expect((await admin.get(`/api/v1/colors/${navy.id}/usage`)).body.usedBy).toEqual([{ type: 'text_style_card', id: created.body.id, name: 'Arched' }]);
    const svg = await (await preview(created.body.id, 'svg')).text();
    // The palette's value, not the card's own hex, and each glyph turned on the arc.
    expect(svg).toMatch(/<g transform="translate\(1 1\)" fill="#1D3557">/);
    expect([...svg.matchAll(/transform="matrix\(([-\d.e]+) ([-\d.e]+) /g)].filter((match) => Number(match[2]) !== 0).length).toBeGreaterThan(3);
    const straight = (await admin.request('PATCH', `/api/v1/text_style_cards/${created.body.id}`, { json: { shadow: null, curve: 0 } })).body;
    expect(straight).toMatchObject({ shadow: null, curve: 0 });
    const catalog = await fetch(`${t.url}/wp-json/svc/v1/catalog`);
    expect(((await catalog.json()) as { text_styles: unknown[] }).text_styles).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Arched', shadow: null, curve: 0 })]));
    for (const shadow of [{ color: '#000000', offsetX: 60, offsetY: 0 }, { color: '#000000', offsetX: 1 }, { color: 'navy', offsetX: 1, offsetY: 1 }]) {
      expect((await admin.post('/api/v1/text_style_cards', { name: 'x', fontFamily: 'Roboto', shadow })).status).toBe(400);
    }
    expect((await admin.post('/api/v1/text_style_cards', { name: 'x', fontFamily: 'Roboto', curve: 120 })).status).toBe(400);
  });

  it('refuses bad input: unknown or disabled fonts, unknown palette colors, out-of-range values', async () => {
    for (const body of [
      { name: 'x' },
      { name: 'x', fontFamily: 'Roboto', fontWeight: 450 },
      { name: 'x', fontFamily: 'Roboto', fill: 'red' },
      { name: 'x', fontFamily: 'Roboto', fontSize: 0 },
      { name: 'x', fontFamily: 'Roboto', stroke: { color: '#000000', width: 0 } },
      { name: 'x', fontFamily: 'Roboto', align: 'middle' },
      { name: 'x', fontFamily: 'Roboto', extra: true },
    ]) {
      expect((await admin.post('/api/v1/text_style_cards', body)).status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await admin.post('/api/v1/text_style_cards', { name: 'x', fontFamily: 'Comic Sans MS' });
    expect(unknown.body.code).toBe('svc_resource_invalid');
    const oswald = await fontId('Oswald');
    await admin.request('PATCH', `/api/v1/fonts/${oswald}`, { json: { enabled: false } });
    expect((await admin.post('/api/v1/text_style_cards', { name: 'x', fontFamily: 'Oswald' })).body.code).toBe('svc_resource_invalid');
    await admin.request('PATCH', `/api/v1/fonts/${oswald}`, { json: { enabled: true } });
    expect((await admin.post('/api/v1/text_style_cards', { name: 'x', fontFamily: 'Oswald', fillColorId: 9999 })).status).toBe(404);
    expect((await admin.request('PATCH', '/api/v1/text_style_cards/1', { json: {} })).status).toBe(400);
  });

  it('keeps a font and a palette color in use: deletes are refused with the users, or forced', async () => {
    const red = (await admin.post('/api/v1/colors', { name: 'Red', hex: '#FF0000', cmyk: [0, 100, 100, 0] })).body;
    const upload = new FormData();
    const { readFileSync } = await import('node:fs');
    const { createRequire } = await import('node:module');
    const { dirname, join } = await import('node:path');
    const dir = dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-armenian/package.json'));
    upload.append('file', new Blob([readFileSync(join(dir, 'files', 'noto-sans-armenian-latin-400-normal.woff'))]), 'n.woff');
    const font = (await admin.request('POST', '/api/v1/fonts', { body: upload })).body;
    const card = (await admin.post('/api/v1/text_style_cards', { name: 'Armenian red', fontFamily: font.family, fillColorId: red.id, fill: '#FF0000' })).body;
    expect(card.fontFamily).toBe('Noto Sans Armenian');
    expect((await preview(card.id, 'svg')).status).toBe(200);

    const refusedFont = await admin.request('DELETE', `/api/v1/fonts/${font.id}`);
    expect(refusedFont.status).toBe(409);
    expect(refusedFont.body).toMatchObject({ code: 'svc_resource_in_use', data: { usedBy: [{ type: 'text_style_card', id: card.id, name: 'Armenian red' }] } });
    expect((await admin.get(`/api/v1/fonts/${font.id}/usage`)).body.usedBy).toHaveLength(1);
    const refusedColor = await admin.request('DELETE', `/api/v1/colors/${red.id}`);
    expect(refusedColor.body).toMatchObject({ code: 'svc_resource_in_use', data: { usedBy: [{ type: 'text_style_card', id: card.id }] } });

    expect((await admin.request('DELETE', `/api/v1/colors/${red.id}?force=true`)).status).toBe(200);
    expect((await admin.request('DELETE', `/api/v1/fonts/${font.id}?force=true`)).status).toBe(200);
    // The card now names a font that is gone: its preview fails visibly, naming the font.
    const broken = await admin.get(`/api/v1/text_style_cards/${card.id}/preview`);
    expect(broken.body.code).toBe('svc_design_font_missing');
  });

  it('requires an admin session, and a valid nonce for changes', async () => {
    const id = (await admin.post('/api/v1/text_style_cards', { name: 'Matrix', fontFamily: 'Roboto' })).body.id;
    await expectAuthMatrix(t, admin, [
      { method: 'GET', path: '/api/v1/text_style_cards' },
      { method: 'GET', path: `/api/v1/text_style_cards/${id}/preview` },
      { method: 'POST', path: '/api/v1/text_style_cards', json: { name: 'x', fontFamily: 'Roboto' } },
      { method: 'PATCH', path: `/api/v1/text_style_cards/${id}`, json: { name: 'y' } },
      { method: 'DELETE', path: `/api/v1/text_style_cards/${id}` },
    ]);
    expect((await admin.get(`/api/v1/text_style_cards/${id}`)).body.name).toBe('Matrix');
  });
});
