import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../packages/server/src/testing/test-databases.ts';
import { expectAdminOnly, startWithAddon, type AddonUnderTest, type TestClient } from './testing/templates-test-kit.ts';
import { shirtTemplateDesign } from './testing/template-designs.ts';

const BASE = '/wp-json/svc/v1/design-templates';

describeEachEngine('design templates: create, read, list, replace, delete', (engine) => {
  let t: AddonUnderTest;
  let admin: TestClient;
  beforeAll(async () => {
    t = await startWithAddon(join(import.meta.dirname, '..'), 'design-templates', await engine.create());
    admin = await t.kit.t.admin();
  });
  afterAll(() => t.close());

  const body = (extra: Record<string, unknown> = {}) => ({
    name: 'Team shirt',
    category: 'Sports',
    tags: ['Team', 'football'],
    design: shirtTemplateDesign(),
    layout: { title: { anchor: 'top', scale: 'proportional' }, frame: { anchor: 'center', scale: 'fit' } },
    fields: { title: { label: 'Team name', allowed_fonts: ['Roboto', 'Lobster'], allowed_colors: ['#1D3557', '#FFFFFF'] } },
    ...extra,
  });

  it('creates a template with a rendered thumbnail, its placeholders and fonts', async () => {
    const created = await admin.post(BASE, body());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Team shirt',
      category: 'Sports',
      tags: ['team', 'football'],
      min_ppi: 150,
      placeholders: [
        { id: 'title', side: 'front', layer: 'title', type: 'text', label: 'Team name', editable: true },
        { id: 'photo', side: 'front', layer: 'photo', type: 'image', label: 'photo', editable: true },
      ],
      fonts: [{ family: 'Roboto', weight: 400, style: 'normal' }],
      sides: [{ id: 'front', printAreas: [{ id: 'chest' }] }],
      layout: { title: { anchor: 'top', scale: 'proportional' } },
    });
    expect(created.body.fields.title).toMatchObject({ label: 'Team name', allowed_fonts: ['Roboto', 'Lobster'], allowed_colors: ['#1D3557', '#FFFFFF'] });
    // The stored design is the validated one: defaults filled in.
    expect(created.body.design.sides[0].elements[0]).toMatchObject({ visible: true, opacity: 1, overflow: 'wrap' });

    const thumbnail = await t.kit.t.client().get(created.body.thumbnail_url);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(thumbnail.headers.get('content-security-policy')).toContain('sandbox');
    expect(thumbnail.text).toMatch(/^<svg [^>]*width="300mm" height="400mm"/);
    expect(thumbnail.text).toContain('<use'); // text drawn as glyph outlines
    expect(thumbnail.text).toContain('data:image/png;base64,');
  });

  it('reads one template publicly, with its design', async () => {
    const created = await admin.post(BASE, body({ name: 'Readable' }));
    const read = await t.kit.t.client().get(`${BASE}/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
    expect((await t.kit.t.client().get(`${BASE}/999999`)).body).toMatchObject({ code: 'svc_template_not_found', data: { status: 404 } });
    expect((await t.kit.t.client().get(`${BASE}/abc`)).body.code).toBe('rest_invalid_param');
  });

  it('lists with search, category and tag filters, sorting and pagination headers', async () => {
    for (const [name, category, tags] of [
      ['Wedding 100% love', 'Events', ['wedding']],
      ['Birthday party_1', 'Events', ['party', 'kids']],
      ['Company logo', 'Business', ['logo']],
    ] as const) {
      expect((await admin.post(BASE, body({ name, category, tags }))).status).toBe(201);
    }
    const client = t.kit.t.client();
    const names = async (query: string) => (await client.get(`${BASE}?${query}`)).body.map((entry: { name: string }) => entry.name);
    expect(await names('search=100%25')).toEqual(['Wedding 100% love']);
    expect(await names('search=party_')).toEqual(['Birthday party_1']);
    expect(await names('search=_')).toEqual(['Birthday party_1']);
    expect(await names('search=EVENTS&orderby=name&order=asc')).toEqual(['Birthday party_1', 'Wedding 100% love']);
    expect(await names('category=Business')).toEqual(['Company logo']);
    expect(await names('tag=KIDS')).toEqual(['Birthday party_1']);
    expect(await names('tag=kid')).toEqual([]);
    const page = await client.get(`${BASE}?per_page=2&page=2&orderby=id&order=asc`);
    expect(page.headers.get('x-wp-total')).toBe(String(Number(page.headers.get('x-wp-total'))));
    expect(Number(page.headers.get('x-wp-total'))).toBeGreaterThanOrEqual(5);
    expect(page.body).toHaveLength(2);
    expect(page.headers.get('link')).toContain('rel="prev"');
    expect(page.body[0]).not.toHaveProperty('design');
    expect((await client.get(`${BASE}?per_page=500`)).body.code).toBe('rest_invalid_param');
    expect((await client.get(`${BASE}?orderby=secret`)).body.code).toBe('rest_invalid_param');
  });

  it('replaces a template and its thumbnail, then deletes it', async () => {
    const created = await admin.post(BASE, body({ name: 'Before' }));
    const id = created.body.id;
    const design = shirtTemplateDesign({
      elements: [{ id: 'only', type: 'shape', shape: 'ellipse', fill: '#00FF00', transform: { x: 60, y: 60, width: 50, height: 50 } }],
    });
    const replaced = await admin.request('PUT', `${BASE}/${id}`, { json: { name: 'After', design } });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toMatchObject({ id, name: 'After', category: null, tags: [], placeholders: [], fonts: [], layout: {}, fields: {} });
    const thumbnail = await t.kit.t.client().get(`${BASE}/${id}/thumbnail`);
    expect(thumbnail.text).toContain('#00FF00');

    const deleted = await admin.request('DELETE', `${BASE}/${id}`);
    expect(deleted.body).toMatchObject({ deleted: true, previous: { id, name: 'After' }, assignments_removed: 0 });
    expect((await t.kit.t.client().get(`${BASE}/${id}`)).status).toBe(404);
    expect((await t.kit.t.client().get(`${BASE}/${id}/thumbnail`)).status).toBe(404);
    expect((await admin.request('DELETE', `${BASE}/${id}`)).status).toBe(404);
  });

  it('refuses bad input with a clear error and stores nothing', async () => {
    const count = async () => Number((await t.kit.t.client().get(BASE)).headers.get('x-wp-total'));
    const before = await count();
    const cases: Array<[Record<string, unknown>, string, number, RegExp?]> = [
      [body({ design: { schemaVersion: 3, sides: [] } }), 'svc_design_invalid', 400, /needs at least one side/],
      [body({ design: { ...shirtTemplateDesign(), schemaVersion: 99 } }), 'svc_design_version_unsupported', 400],
      [body({ layout: { ghost: { anchor: 'top', scale: 'fit' } } }), 'svc_template_invalid', 400, /"ghost" is not a top-level element/],
      [body({ layout: { title: { anchor: 'middle', scale: 'fit' } } }), 'rest_invalid_param', 400],
      [body({ fields: { frame: { label: 'Frame' } } }), 'svc_template_invalid', 400, /"frame" is not a placeholder/],
      [body({ fields: { title: { allowedColors: ['red'] } } }), 'rest_invalid_param', 400],
      [body({ name: '   ' }), 'rest_invalid_param', 400],
      [body({ tags: ['a,b'] }), 'rest_invalid_param', 400],
      [body({ price: 10 }), 'rest_invalid_param', 400],
      [{ name: 'No design' }, 'rest_missing_callback_param', 400],
      [body({ layout: {}, fields: {}, design: shirtTemplateDesign({ elements: [{ id: 'x', type: 'text', content: 'Hi', fontFamily: 'Nowhere Sans', fontSize: 12, transform: { x: 60, y: 60, width: 50, height: 10 } }] }) }), 'svc_design_font_missing', 422, /Nowhere Sans/],
      [body({ layout: {}, fields: {}, design: shirtTemplateDesign({ elements: [{ id: 'x', type: 'image', media: 'missing.png', transform: { x: 60, y: 60, width: 50, height: 10 } }] }) }), 'svc_design_asset_missing', 422],
    ];
    for (const [input, code, status, message] of cases) {
      const answer = await admin.post(BASE, input);
      expect(answer.body.code, answer.body.message).toBe(code);
      expect(answer.status).toBe(status);
      if (message) expect(answer.body.message).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it('lets only admins write, with the nonce', async () => {
    const created = await admin.post(BASE, body({ name: 'Guarded' }));
    await expectAdminOnly(t.kit, [
      { method: 'POST', path: BASE, json: body() },
      { method: 'PUT', path: `${BASE}/${created.body.id}`, json: body() },
      { method: 'DELETE', path: `${BASE}/${created.body.id}` },
      { method: 'GET', path: `${BASE}/status` },
    ]);
    expect((await t.kit.t.client().get(`${BASE}/${created.body.id}`)).body.name).toBe('Guarded');
  });
});
