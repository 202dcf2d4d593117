import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../packages/server/src/testing/test-databases.ts';
import type { Product } from '@dcs/platform';
import { productSide, solidPng, startWithAddon, type AddonUnderTest, type TestClient } from './testing/templates-test-kit.ts';
import { shirtTemplateDesign } from './testing/template-designs.ts';

const BASE = '/wp-json/svc/v1/design-templates';

describeEachEngine('design templates: designer config and quick personalization config', (engine) => {
  let t: AddonUnderTest;
  let admin: TestClient;
  let kids: Product;
  let team: number;
  let plain: number;

  beforeAll(async () => {
    t = await startWithAddon(join(import.meta.dirname, '..'), 'design-templates', await engine.create());
    admin = await t.kit.t.admin();
    kids = await t.createProduct({ name: 'Kids shirt', sides: [productSide('front', { width: 200, height: 260 }, [{ id: 'chest', x: 40, y: 40, width: 120, height: 180 }])] });
    team = (await admin.post(BASE, {
      name: 'Team shirt',
      category: 'Sports',
      design: shirtTemplateDesign(),
      fields: { title: { label: 'Team name', allowed_fonts: ['Roboto', 'Lobster'], allowed_colors: ['#1D3557', '#FFFFFF'] }, photo: { label: 'Your photo', min_ppi: 254 } },
    })).body.id;
    plain = (await admin.post(BASE, {
      name: 'Plain',
      design: shirtTemplateDesign({ elements: [{ id: 'motto', type: 'text', placeholder: true, content: 'Go!', fontFamily: 'Roboto', fontWeight: 400, fontSize: 20, fill: '#FF0000', transform: { x: 60, y: 60, width: 100, height: 20 } }] }),
    })).body.id;
    for (const id of [team, plain]) expect((await admin.post(`${BASE}/${id}/assign`, { shop_product_id: kids.id })).status).toBe(201);
  });
  afterAll(() => t.close());

  it('lists the product\'s templates with thumbnails, fonts, placeholders and fit for the designer panel', async () => {
    const config = await t.kit.t.client().get(`${BASE}/designer-config?product_id=${kids.id}`);
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({
      product_id: kids.id,
      default_template_id: null,
      fonts: [{ family: 'Roboto', weight: 400, style: 'normal' }],
    });
    // Latest assignment first.
    expect(config.body.templates.map((entry: { name: string }) => entry.name)).toEqual(['Plain', 'Team shirt']);
    const entry = config.body.templates[1];
    expect(entry).toMatchObject({
      id: team,
      category: 'Sports',
      fits: true,
      issues: 0,
      mockup_url: null,
      fonts: [{ family: 'Roboto', weight: 400, style: 'normal' }],
      placeholders: [
        { id: 'title', type: 'text', label: 'Team name' },
        { id: 'photo', type: 'image', label: 'Your photo' },
      ],
    });
    expect((await t.kit.t.client().get(entry.thumbnail_url)).status).toBe(200);
    expect((await t.kit.t.client().get(entry.assignment_url)).body.template_id).toBe(team);

    const empty = await t.createProduct({ name: 'Cap', sides: [productSide('front', { width: 100, height: 60 }, [{ id: 'a', x: 0, y: 0, width: 100, height: 60 }])] });
    expect((await t.kit.t.client().get(`${BASE}/designer-config?product_id=${empty.id}`)).body).toEqual({ product_id: empty.id, productId: empty.id, default_template_id: null, defaultTemplateId: null, templates: [], fonts: [] });
    expect((await t.kit.t.client().get(`${BASE}/designer-config?product_id=987654`)).body.code).toBe('svc_product_not_found');
    expect((await t.kit.t.client().get(`${BASE}/designer-config`)).body.code).toBe('rest_missing_callback_param');
  });

  it('gives the quick personalization fields of the product\'s template, sized for the product', async () => {
    // No default in the product configuration: the latest assignment.
    const latest = await t.kit.t.client().get(`${BASE}/quick-config?shop_product_id=${kids.id}`);
    expect(latest.body).toMatchObject({ template_id: plain, fields: [{ id: 'motto', type: 'text', default: 'Go!', allowed_fonts: ['Roboto'], allowed_colors: ['#FF0000'], max_length: null }] });

    await t.kit.t.system.services.shop.updateProduct(kids.id, { meta: { ...kids.meta, defaultTemplateId: String(team) } });
    const config = await t.kit.t.client().get(`${BASE}/quick-config?shop_product_id=${kids.id}`);
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({ shop_product_id: kids.id, template_id: team, template_name: 'Team shirt', mockup_url: null });
    // snake_case, with the v1 camelCase names beside (deprecated).
    const title = {
      id: 'title', side: 'front', layer: 'title', type: 'text', label: 'Team name', editable: true,
      default: 'TEAM', max_length: 12, font_family: 'Roboto', allowed_fonts: ['Roboto', 'Lobster'], allowed_colors: ['#1D3557', '#FFFFFF'],
    };
    // 100 mm in the template, 60 mm on the kids' shirt: at 254 ppi that is 600 px.
    const photo = {
      id: 'photo', side: 'front', layer: 'photo', type: 'image', label: 'Your photo', editable: true,
      default: 'photo-600.png', box: { width: 60, height: 60 }, min_ppi: 254, min_width_px: 600, min_height_px: 600,
    };
    expect(config.body.fields).toEqual([
      { ...title, maxLength: 12, fontFamily: 'Roboto', allowedFonts: title.allowed_fonts, allowedColors: title.allowed_colors },
      { ...photo, minPpi: 254, minWidthPx: 600, minHeightPx: 600 },
    ]);
    expect((await t.kit.t.client().get(`${BASE}/designer-config?product_id=${kids.id}`)).body.default_template_id).toBe(team);
    const chosen = await t.kit.t.client().get(`${BASE}/quick-config?shop_product_id=${kids.id}&template_id=${plain}`);
    expect(chosen.body.template_id).toBe(plain);
  });

  it('says clearly when there is nothing to configure', async () => {
    const bare = await t.createProduct({ name: 'Bare', sides: [productSide('front', { width: 100, height: 60 }, [{ id: 'a', x: 0, y: 0, width: 100, height: 60 }])] });
    const cases: Array<[string, string, number]> = [
      [`shop_product_id=${bare.id}`, 'svc_template_product_unassigned', 404],
      [`shop_product_id=${kids.id}&template_id=987654`, 'svc_template_assignment_not_found', 404],
      ['shop_product_id=987654', 'svc_product_not_found', 404],
      ['shop_product_id=x', 'rest_invalid_param', 400],
      ['', 'rest_missing_callback_param', 400],
    ];
    for (const [query, code, status] of cases) {
      const answer = await t.kit.t.client().get(`${BASE}/quick-config?${query}`);
      expect(answer.body.code, query).toBe(code);
      expect(answer.status).toBe(status);
    }
  });

  it('drops a deleted template\'s assignments and mockups from both configs', async () => {
    const form = new FormData();
    form.append('file', new Blob([solidPng(40, 30)], { type: 'image/png' }), 'm.png');
    const mockup = await admin.request('POST', `${BASE}/assignment/mockup?template_id=${plain}&shop_product_id=${kids.id}`, { body: form });
    expect(mockup.status).toBe(200);
    expect((await t.kit.t.client().get(`${BASE}/designer-config?product_id=${kids.id}`)).body.templates[0].mockup_url).toContain('/assignment/mockup?');
    const deleted = await admin.request('DELETE', `${BASE}/${plain}`);
    expect(deleted.body).toMatchObject({ deleted: true, assignments_removed: 1 });
    expect((await admin.get(`/api/v1/media/${mockup.body.mockup.media_id}`)).status).toBe(404);
    const config = await t.kit.t.client().get(`${BASE}/designer-config?product_id=${kids.id}`);
    expect(config.body.templates.map((entry: { id: number }) => entry.id)).toEqual([team]);
    expect((await t.kit.t.client().get(`${BASE}/quick-config?shop_product_id=${kids.id}&template_id=${plain}`)).status).toBe(404);
  });
});
