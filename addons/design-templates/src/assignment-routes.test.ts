import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../packages/server/src/testing/test-databases.ts';
import type { Product } from '@dcs/platform';
import { expectAdminOnly, productSide, solidPng, startWithAddon, type AddonUnderTest, type TestClient } from './testing/templates-test-kit.ts';
import { shirtTemplateDesign } from './testing/template-designs.ts';

const BASE = '/wp-json/svc/v1/design-templates';

describeEachEngine('design templates: assignment, change-product re-fit, mockups', (engine) => {
  let t: AddonUnderTest;
  let admin: TestClient;
  let shirt: Product;
  let kids: Product;
  let mug: Product;
  let templateId: number;

  beforeAll(async () => {
    t = await startWithAddon(join(import.meta.dirname, '..'), 'design-templates', await engine.create());
    admin = await t.kit.t.admin();
    // The template's own geometry, a 0.6× smaller shirt, and a wide, low mug.
    shirt = await t.createProduct({ name: 'Shirt', sides: [productSide('front', { width: 300, height: 400 }, [{ id: 'chest', x: 50, y: 50, width: 200, height: 300 }])] });
    kids = await t.createProduct({ name: 'Kids shirt', sides: [productSide('front', { width: 200, height: 260 }, [{ id: 'chest', x: 40, y: 40, width: 120, height: 180 }])] });
    mug = await t.createProduct({ name: 'Mug', sides: [productSide('wrap', { width: 200, height: 90 }, [{ id: 'print', x: 10, y: 5, width: 180, height: 35 }])] });
    const created = await admin.post(BASE, {
      name: 'Team shirt',
      design: shirtTemplateDesign(),
      layout: { title: { anchor: 'top', scale: 'proportional' }, frame: { anchor: 'center', scale: 'fit' }, number: { anchor: 'bottom-right', scale: 'none' } },
      fields: { title: { label: 'Team name', allowed_fonts: ['Roboto', 'Lobster'] }, photo: { min_ppi: 200 } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    templateId = created.body.id;
  });
  afterAll(() => t.close());

  const assign = (id: number, json: Record<string, unknown>) => admin.post(`${BASE}/${id}/assign`, json);
  const assignmentPath = (productId: number, id = templateId) => `${BASE}/assignment?template_id=${id}&shop_product_id=${productId}`;
  const element = (design: { sides: Array<{ elements: Array<{ id: string }> }> }, id: string) =>
    design.sides.flatMap((side) => side.elements).find((e) => e.id === id) as unknown as { transform: Record<string, number>; fontSize?: number };

  it('assigns to the product it was made for without changes', async () => {
    const answer = await assign(templateId, { shop_product_id: shirt.id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ dry_run: false, template_id: templateId, shop_product_id: shirt.id, fit: { fits: true, issues: [] }, mockup: null });
    const template = (await t.kit.t.client().get(`${BASE}/${templateId}`)).body;
    const without = (elements: Array<{ id: string }>) => elements.filter((e) => e.id !== 'frame');
    expect(without(answer.body.design.sides[0].elements)).toEqual(without(template.design.sides[0].elements));
    // Except the frame, whose rule is "fit": as large as the area allows (290 → 300 mm high), centred.
    expect(element(answer.body.design, 'frame').transform).toEqual({ x: 51.724, y: 50, width: 196.552, height: 300, rotation: 0 });
  });

  it('re-fits the layout to a product with a smaller print area (the change-product flow)', async () => {
    const answer = await assign(templateId, { shop_product_id: kids.id });
    expect(answer.status).toBe(201);
    const { design, fit } = answer.body;
    expect(design.sides[0]).toMatchObject({ id: 'front', trim: { width: 200, height: 260 }, bleed: 2, safeMargin: 3, printAreas: [{ id: 'chest', x: 40, y: 40, width: 120, height: 180 }] });
    // title: top anchor, proportional 0.6: 160 × 30 → 96 × 18, 10 mm below the top edge → 6 mm, centred offset kept.
    expect(element(design, 'title')).toMatchObject({ fontSize: 24, transform: { x: 52, y: 46, width: 96, height: 18 } });
    // frame: fit into 120 × 180, centred.
    expect(element(design, 'frame').transform).toEqual({ x: 41.034, y: 40, width: 117.931, height: 180, rotation: 0 });
    // number: bottom-right, size kept (60 × 40), its distance to the corner scaled.
    expect(element(design, 'number').transform).toMatchObject({ x: 58, y: 138, width: 60, height: 40 });
    expect(fit).toMatchObject({ fits: true, issues: [] });
    expect(fit.placements.map((p: { elementId: string; toArea: string; scale: number }) => [p.elementId, p.toArea, Math.round(p.scale * 1000) / 1000])).toEqual([
      ['title', 'chest', 0.6],
      ['photo', 'chest', 0.6],
      ['frame', 'chest', 0.621],
      ['number', 'chest', 1],
    ]);
    // Stored: the public read gives the same fitted design.
    const stored = await t.kit.t.client().get(assignmentPath(kids.id));
    expect(stored.status).toBe(200);
    expect(stored.body.design).toEqual(design);
  });

  it('reports what no longer fits on a wide, low mug and keeps the assignment', async () => {
    const answer = await assign(templateId, { shop_product_id: mug.id, min_ppi: 2000 });
    expect(answer.status).toBe(201);
    const { design, fit } = answer.body;
    expect(design.sides.map((s: { id: string }) => s.id)).toEqual(['wrap']);
    expect(fit.fits).toBe(false);
    const kinds = fit.issues.map((i: { kind: string; elementId: string }) => `${i.kind}:${i.elementId}`);
    // The number keeps its 60 × 40 mm in a 35 mm high area: it sticks out; the photo, scaled by 35 / 300 to 11.667 mm,
    // prints 600 px at 1306 ppi < 2000.
    expect(kinds).toEqual(expect.arrayContaining(['outside_print_area:number', 'low_resolution:photo']));
    const low = fit.issues.find((i: { kind: string }) => i.kind === 'low_resolution');
    expect(low).toMatchObject({ side: 'wrap', media: 'photo-600.png', minPpi: 2000 });
    expect(low.ppi).toBeCloseTo(1306.2, 1);
  });

  it('reports overflowing text and sides without a counterpart, and follows a side map', async () => {
    const twoSided = await t.createProduct({
      name: 'Hoodie',
      sides: [
        productSide('front', { width: 300, height: 400 }, [{ id: 'chest', x: 50, y: 50, width: 200, height: 300 }]),
        productSide('back', { width: 300, height: 400 }, [{ id: 'full', x: 20, y: 20, width: 260, height: 360 }]),
      ],
    });
    const crowded = await admin.post(BASE, {
      name: 'Crowded',
      design: shirtTemplateDesign({
        elements: [{ id: 'long', type: 'text', content: 'A long line that never fits this little box', fontFamily: 'Roboto', fontSize: 30, transform: { x: 60, y: 60, width: 40, height: 10 } }],
      }),
    });
    const front = await assign(crowded.body.id, { shop_product_id: twoSided.id });
    expect(front.body.fit.issues).toEqual([{ kind: 'text_overflow', side: 'front', elementId: 'long' }]);
    expect(front.body.design.sides.map((s: { id: string; elements: unknown[] }) => [s.id, s.elements.length])).toEqual([['front', 1], ['back', 0]]);
    const back = await assign(crowded.body.id, { shop_product_id: twoSided.id, side_map: { front: 'back' } });
    expect(back.status).toBe(200); // replaced
    expect(back.body.design.sides.map((s: { id: string; elements: unknown[] }) => [s.id, s.elements.length])).toEqual([['front', 0], ['back', 1]]);
    expect(back.body.fit.placements[0]).toMatchObject({ fromSide: 'front', toSide: 'back', toArea: 'full' });
    const dropped = await assign(crowded.body.id, { shop_product_id: mug.id, side_map: { front: 'wrap' } });
    expect(dropped.body.fit.issues.map((i: { kind: string }) => i.kind)).toContain('text_overflow');
  });

  it('still takes the v1 camelCase body (deprecated), refusing two different values for one field', async () => {
    const other = await t.createProduct({ name: 'Pouch', sides: [productSide('front', { width: 380, height: 420 }, [{ id: 'a', x: 40, y: 60, width: 300, height: 300 }])] });
    const old = await assign(templateId, { shopProductId: other.id, dryRun: true, minPpi: 100 });
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ dry_run: true, dryRun: true, shop_product_id: other.id, shopProductId: other.id });
    const both = await assign(templateId, { shopProductId: other.id, shop_product_id: shirt.id });
    expect(both.body).toMatchObject({ code: 'rest_param_alias_conflict', data: { status: 400 } });
  });

  it('previews a fit without storing it (dry_run)', async () => {
    const other = await t.createProduct({ name: 'Bag', sides: [productSide('front', { width: 380, height: 420 }, [{ id: 'a', x: 40, y: 60, width: 300, height: 300 }])] });
    const preview = await assign(templateId, { shop_product_id: other.id, dry_run: true });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ dry_run: true, template_id: templateId, shop_product_id: other.id, fit: { fits: true } });
    // As docs/templates.md says: the assignment's stored fields are absent, not null.
    expect(Object.keys(preview.body).sort()).toEqual(['design', 'dryRun', 'dry_run', 'fit', 'shopProductId', 'shop_product_id', 'templateId', 'template_id']);
    expect((await t.kit.t.client().get(assignmentPath(other.id))).body.code).toBe('svc_template_assignment_not_found');
  });

  it('creates one assignment when the same pair is assigned several times at once', async () => {
    const tote = await t.createProduct({ name: 'Tote', sides: [productSide('front', { width: 350, height: 400 }, [{ id: 'a', x: 25, y: 50, width: 300, height: 300 }])] });
    const answers = await Promise.all([1, 2, 3, 4].map(() => assign(templateId, { shop_product_id: tote.id })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
  });

  it('refuses what cannot be fitted, changing nothing', async () => {
    const bare = await t.createProduct({ name: 'Gift card' });
    const cases: Array<[number, Record<string, unknown>, string, number]> = [
      [templateId, { shop_product_id: bare.id }, 'svc_template_product_not_designable', 422],
      [templateId, { shop_product_id: 987654 }, 'svc_product_not_found', 404],
      [987654, { shop_product_id: shirt.id }, 'svc_template_not_found', 404],
      [templateId, { shop_product_id: mug.id, side_map: { back: 'wrap' } }, 'svc_template_refit_invalid', 400],
      [templateId, { shop_product_id: mug.id, side_map: { front: 'lid' } }, 'svc_template_refit_invalid', 400],
      [templateId, { shop_product_id: 'one' }, 'rest_invalid_param', 400],
      [templateId, {}, 'rest_missing_callback_param', 400],
      [templateId, { shop_product_id: mug.id, price: 1 }, 'rest_invalid_param', 400],
    ];
    for (const [id, body, code, status] of cases) {
      const answer = await assign(id, body);
      expect(answer.body.code, JSON.stringify(body)).toBe(code);
      expect(answer.status).toBe(status);
    }
    expect((await t.kit.t.client().get(assignmentPath(bare.id))).status).toBe(404);
  });

  it('stores a captured mockup through the media rules, serves it, replaces it and removes it with the assignment', async () => {
    const upload = (productId: number, file: Blob, name = 'mockup.png') => {
      const form = new FormData();
      form.append('file', file, name);
      return admin.request('POST', `${BASE}/assignment/mockup?template_id=${templateId}&shop_product_id=${productId}`, { body: form });
    };
    const first = await upload(kids.id, new Blob([solidPng(320, 240)], { type: 'image/png' }));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.mockup).toMatchObject({ media_id: expect.any(Number), url: expect.stringContaining('/assignment/mockup?') });
    const image = await fetch(`${t.kit.t.url}${first.body.mockup.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(50);

    // The media rules apply: content decides the type, and text is no image.
    const refused = await upload(kids.id, new Blob(['hello, not an image'], { type: 'image/png' }));
    expect(refused.status).toBe(415);
    expect(refused.body.code).toBe('svc_upload_type_unrecognized');
    const noFile = await admin.request('POST', `${BASE}/assignment/mockup?template_id=${templateId}&shop_product_id=${kids.id}`, { body: new FormData() });
    expect(noFile.body.code).toBe('svc_upload_missing');
    const unassigned = await upload(987654, new Blob([solidPng(10, 10)], { type: 'image/png' }));
    expect(unassigned.body.code).toBe('svc_template_assignment_not_found');

    // Re-assigning keeps the mockup; a new mockup replaces (and removes) the old file.
    expect((await assign(templateId, { shop_product_id: kids.id })).body.mockup.media_id).toBe(first.body.mockup.media_id);
    const second = await upload(kids.id, new Blob([solidPng(64, 64, [0, 0, 255])], { type: 'image/png' }));
    expect(second.body.mockup.media_id).not.toBe(first.body.mockup.media_id);
    expect((await admin.get(`/api/v1/media/${first.body.mockup.media_id}`)).status).toBe(404);

    const removed = await admin.request('DELETE', assignmentPath(kids.id));
    expect(removed.body).toMatchObject({ deleted: true, previous: { shop_product_id: kids.id } });
    expect((await admin.get(`/api/v1/media/${second.body.mockup.media_id}`)).status).toBe(404);
    expect((await t.kit.t.client().get(assignmentPath(kids.id))).status).toBe(404);
    expect((await t.kit.t.client().get(`${BASE}/assignment/mockup?template_id=${templateId}&shop_product_id=${kids.id}`)).status).toBe(404);
    expect((await admin.request('DELETE', assignmentPath(kids.id))).status).toBe(404);
  });

  it('answers a mockup request without a mockup with its own code', async () => {
    const answer = await t.kit.t.client().get(`${BASE}/assignment/mockup?template_id=${templateId}&shop_product_id=${shirt.id}`);
    expect(answer.body).toMatchObject({ code: 'svc_template_mockup_missing', data: { status: 404 } });
    expect((await t.kit.t.client().get(`${BASE}/assignment?template_id=${templateId}`)).body.code).toBe('rest_missing_callback_param');
  });

  it('looks up ids past 32 bits as ids (an unknown assignment), not as a database error', async () => {
    // Found by the OpenAPI fuzz on PostgreSQL, where the columns were 32-bit.
    for (const path of [`${BASE}/assignment/mockup?template_id=${templateId}&shop_product_id=2147483648`, assignmentPath(2 ** 40, 2 ** 33)]) {
      const answer = await t.kit.t.client().get(path);
      expect(answer.status, answer.text).toBe(404);
    }
  });

  it('lets only admins assign, unassign and upload mockups', async () => {
    const form = new FormData();
    form.append('file', new Blob([solidPng(10, 10)], { type: 'image/png' }), 'm.png');
    await expectAdminOnly(t.kit, [
      { method: 'POST', path: `${BASE}/${templateId}/assign`, json: { shop_product_id: shirt.id } },
      { method: 'DELETE', path: assignmentPath(shirt.id) },
      { method: 'POST', path: `${BASE}/assignment/mockup?template_id=${templateId}&shop_product_id=${shirt.id}`, body: form },
    ]);
    expect((await t.kit.t.client().get(assignmentPath(shirt.id))).status).toBe(200);
  });
});
