import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { installFirstPartyAddons } from '../core/addons/first-party-addons.ts';
import type { HttpTestClient } from '../testing/http-test-client.ts';
import { describeEachEngine } from '../testing/test-databases.ts';
import { TEST_ADMIN, startTestSystem, type TestSystem } from '../testing/test-system.ts';
import { seedDemoCatalog } from './demo-catalog.ts';
import { DemoAdminClient } from './demo-admin-client.ts';
import { DEMO_GARMENT_METHOD_CODE, DEMO_METHOD_CODE, seedDemoLibrary } from './demo-library.ts';
import { describeDemoSeed, seedDemoDesignData, type DemoSeedReport } from './demo-seed.ts';

describeEachEngine('demo designer data', (engine) => {
  let t: TestSystem;
  let admin: HttpTestClient;
  let visitor: HttpTestClient;
  let report: DemoSeedReport;
  let ids: { tee: number; mug: number; card: number };

  beforeAll(async () => {
    t = await startTestSystem({ database: await engine.create() });
    const [tee, mug, card] = await seedDemoCatalog(t.system.services.shop);
    ids = { tee: tee!.id, mug: mug!.id, card: card!.id };
    const { services, addons, config } = t.system;
    await installFirstPartyAddons({ manager: addons.manager, keysFolder: join(config.dataDir, 'dev-vendor-keys'), trustFile: addons.trustFile, clock: services.clock, logger: services.logger });
    report = (await seedDemoDesignData(t.system, TEST_ADMIN))!;
    admin = await t.admin();
    visitor = t.client();
  }, 180_000);
  afterAll(() => t.close());

  it('gives a new shop a palette with CMYK values, text styles and cliparts in categories', async () => {
    expect(describeDemoSeed(report)[0]).toBe('Seeded the demo designer data: 12 palette colors, 6 text styles, 12 cliparts, 4 templates, 4 pricing rules, the T-shirt configurator mapping, 2 T-shirt mockup photos.');
    const { palette, text_styles, clipart_categories } = (await visitor.get('/wp-json/svc/v1/catalog')).body;
    expect(palette.groups.map((g: { name: string }) => g.name)).toEqual(['Basics', 'Brights', 'Pastels']);
    expect(palette.groups.flatMap((g: { colors: Array<{ cmyk: unknown }> }) => g.colors).every((c: { cmyk: unknown }) => Array.isArray(c.cmyk))).toBe(true);
    expect(text_styles.map((s: { name: string }) => s.name)).toEqual(['Headline', 'Elegant', 'Handwritten', 'Sporty', 'Retro', 'Body text']);
    expect(clipart_categories.map((c: { name: string; count: number }) => `${c.name}:${c.count}`)).toEqual(['Shapes:4', 'Nature:4', 'Celebrations:2', 'Sports:2']);
    const cliparts = (await visitor.get('/wp-json/svc/v1/catalog/cliparts?per_page=100')).body;
    expect(cliparts).toHaveLength(12);
    // Every clipart is recolorable by region, and its thumbnail renders.
    expect(cliparts.every((c: { regions: unknown[] }) => c.regions.length > 0)).toBe(true);
    const thumbnail = await fetch(cliparts[0].thumbnail_url.replace(/^https?:\/\/[^/]+/, t.url));
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('assigns a CMYK printing method with an output profile to the mug and card, and a garment method to the T-shirt', async () => {
    const methods = (await admin.get('/api/v1/printing/methods')).body;
    const method = methods.find((m: { code: string }) => m.code === DEMO_METHOD_CODE);
    const garment = methods.find((m: { code: string }) => m.code === DEMO_GARMENT_METHOD_CODE);
    expect(method).toMatchObject({ active: true, output: { colorMode: 'cmyk', iccProfileId: expect.any(Number), resolutionDpi: 300 } });
    expect(garment).toMatchObject({ active: true, output: { colorMode: 'rgb', kind: 'garment', transparentBackground: true, cropMarks: false, bleedMm: 0 } });
    for (const id of [ids.mug, ids.card]) expect((await admin.get(`/api/v1/products/${id}`)).body.printingMethodIds).toEqual([method.id]);
    expect((await admin.get(`/api/v1/products/${ids.tee}`)).body.printingMethodIds).toEqual([garment.id]);
    expect((await visitor.get(`/wp-json/svc/v1/products/${ids.tee}/printing`)).body.method).toMatchObject({ code: DEMO_GARMENT_METHOD_CODE, kind: 'garment', transparent_background: true, crop_marks: false });
    expect((await visitor.get(`/wp-json/svc/v1/products/${ids.card}/printing`)).body).toEqual({
      product_id: ids.card,
      method: { code: DEMO_METHOD_CODE, name: 'Digital print (CMYK)', color_mode: 'cmyk', resolution_dpi: 300, bleed_mm: 2, crop_marks: true, kind: 'sheet', transparent_background: true },
      preflight_options: { ppi: { warnBelow: 200, errorBelow: 150 } },
    });
    expect((await visitor.get('/wp-json/svc/v1/products/999999/printing')).status).toBe(404);
    const method2 = await t.system.services.printing.methodFor({ productId: ids.card });
    expect(method2).toMatchObject({ code: DEMO_METHOD_CODE, colorMode: 'cmyk', iccProfile: { colorSpace: 'CMYK' } });
  });

  it('has templates with placeholders and thumbnails for each product, each passing preflight on its product', async () => {
    for (const [product, count] of [[ids.card, 2], [ids.mug, 1], [ids.tee, 1]] as const) {
      const config = (await visitor.get(`/wp-json/svc/v1/design-templates/designer-config?product_id=${product}`)).body;
      expect(config.templates, `product ${product}`).toHaveLength(count);
      for (const template of config.templates) {
        expect(template.placeholders.length).toBeGreaterThan(0);
        expect(template.fits, JSON.stringify((await visitor.get(template.assignment_url)).body.fit)).toBe(true);
        const thumbnail = await fetch(`${t.url}${template.thumbnail_url}`);
        expect(thumbnail.status, template.name).toBe(200);
        const fitted = (await visitor.get(template.assignment_url)).body.design;
        const quote = await visitor.post('/wp-json/svc/v1/pricing/quote', { product_id: product, design: fitted });
        expect(quote.status, quote.text).toBe(200);
        // Templates are what newcomers start from: not even a warning.
        expect(quote.body.preflight, template.name).toEqual({ ok: true, dpi: 300, issues: [] });
      }
    }
  });

  it('passes a photo covering trim and bleed on the demo business card, and finds the bleed missing on one stopping at the trim', async () => {
    const customer = t.client();
    const form = new FormData();
    form.append('file', new Blob([await sharp({ create: { width: 1300, height: 860, channels: 3, background: '#2a9d8f' } }).jpeg().toBuffer()]), 'beach.jpg');
    const photo = (await customer.request('POST', '/wp-json/svc/v1/uploads', { body: form })).body;
    const sides = ((await visitor.get(`/wp-json/svc/v1/products/${ids.card}`)).body.meta.sides as Array<Record<string, unknown>>).map(({ mockup: _m, ...side }) => side);
    const cardWith = (transform: Record<string, number>) => ({
      schemaVersion: 3,
      sides: [{ ...sides[0], elements: [{ id: 'bg', type: 'image', media: photo.ref, transform: { ...transform, rotation: 0 } }] }, { ...sides[1], elements: [] }],
    });
    const covering = await customer.post('/wp-json/svc/v1/pricing/quote', { product_id: ids.card, design: cardWith({ x: -2, y: -2, width: 89, height: 59 }) });
    expect(covering.body.preflight).toEqual({ ok: true, dpi: 300, issues: [] });
    const atTrim = await customer.post('/wp-json/svc/v1/pricing/quote', { product_id: ids.card, design: cardWith({ x: 0, y: 0, width: 85, height: 55 }) });
    expect(atTrim.body.preflight.ok).toBe(false);
    expect(atTrim.body.preflight.issues.filter((issue: { severity: string }) => issue.severity === 'error')).toEqual([
      { code: 'bleed_missing', severity: 'error', side_id: 'front', element_id: 'bg', message: expect.stringContaining('stops short of the bleed') },
    ]);
  });

  it('prices with the demo rules and recolors the team shirt by T-shirt colour', async () => {
    expect((await admin.get('/wp-json/svc/v1/pricing/rules')).body.map((r: { name: string }) => r.name)).toEqual(['Photo printing', 'Cliparts', 'Long texts', 'Volume discount']);
    const config = (await visitor.get(`/wp-json/svc/v1/design-templates/designer-config?product_id=${ids.tee}`)).body;
    const design = (await visitor.get(config.templates[0].assignment_url)).body.design;
    const applied = await visitor.post('/wp-json/svc/v1/smart-configurator/apply', { productId: ids.tee, options: { color: 'black' }, design });
    expect(applied.status, applied.text).toBe(200);
    const elements = applied.body.design.sides.flatMap((side: { elements: unknown[] }) => side.elements) as Array<{ id: string; fill: { hex: string } }>;
    expect(elements.find((e) => e.id === 'title')!.fill).toMatchObject({ hex: '#FFFFFF' });
    expect(elements.find((e) => e.id === 'number')!.fill).toMatchObject({ hex: '#FFFFFF' });
    const ten = await visitor.post('/wp-json/svc/v1/pricing/quote', { product_id: ids.tee, quantity: 10, design });
    expect(ten.body.breakdown.map((line: { name: string }) => line.name)).toContain('Volume discount');
  });

  it('changes nothing when run again, and starts without the CMYK profile, saying how to get it', async () => {
    const again = (await seedDemoDesignData(t.system, TEST_ADMIN))!;
    expect(describeDemoSeed(again)).toEqual([]);
    expect((await admin.get('/api/v1/colors?per_page=100')).body).toHaveLength(12);
    expect((await admin.get('/wp-json/svc/v1/design-templates?per_page=100')).body).toHaveLength(4);

    const method = (await admin.get('/api/v1/printing/methods')).body.find((m: { code: string }) => m.code === DEMO_METHOD_CODE);
    for (const id of Object.values(ids)) await admin.request('PATCH', `/api/v1/products/${id}`, { json: { printingMethodIds: [] } });
    expect((await admin.request('DELETE', `/api/v1/printing/methods/${method.id}`)).status).toBe(200);
    const api = await DemoAdminClient.signIn(t.system, TEST_ADMIN.email, TEST_ADMIN.password);
    const missing = await seedDemoLibrary(api, Object.values(ids), ['/nonexistent/demo-cmyk.icc']);
    expect(missing.method).toMatchObject({ id: null, reason: expect.stringContaining('apt-get install libgs-common') });
    expect(describeDemoSeed({ library: missing, addons: { templates: 0, rules: 0, mapping: false, skipped: [] } })).toEqual([expect.stringContaining('was not created')]);
    expect((await admin.get(`/api/v1/products/${ids.card}`)).body.printingMethodIds).toEqual([]);
  });
});
