import { Compile } from 'typebox/compile';
import { Type } from 'typebox';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CatalogClipartSchema, CatalogSchema } from '../storefront-schemas.ts';
import type { HttpTestClient } from '../../../testing/http-test-client.ts';
import { clipartRegions } from '@dcs/design';
import { describeEachEngine } from '../../../testing/test-databases.ts';
import { startTestSystem, type TestSystem } from '../../../testing/test-system.ts';
import { TWO_COLOR_SVG } from '../../resources/common/testing/design-fixtures.ts';
import { HOSTILE_SVGS, fileForm } from '../../resources/common/testing/upload-fixtures.ts';

describeEachEngine('storefront catalog (svc/v1, public)', (engine) => {
  let t: TestSystem;
  let admin: HttpTestClient;
  let visitor: HttpTestClient;
  let animals: number;
  let birds: number;
  let shapes: number;
  let star: number;

  beforeAll(async () => {
    t = await startTestSystem({ database: await engine.create() });
    admin = await t.admin();
    visitor = t.client();
    animals = (await admin.post('/api/v1/categories', { name: 'Animals' })).body.id;
    birds = (await admin.post('/api/v1/categories', { name: 'Birds', parentId: animals })).body.id;
    shapes = (await admin.post('/api/v1/categories', { name: 'Shapes' })).body.id;
    const upload = async (svg: string, name: string, categoryIds: number[], tags: string[] = []) => {
      const created = (await admin.request('POST', '/api/v1/cliparts', { body: fileForm(svg, `${name}.svg`) })).body;
      return (await admin.request('PATCH', `/api/v1/cliparts/${created.id}`, { json: { title: name, categoryIds, tags } })).body.id as number;
    };
    star = await upload(TWO_COLOR_SVG, 'Star', [shapes], ['sky']);
    await upload(HOSTILE_SVGS.script, 'Robin', [birds], ['garden']);
    await upload('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#123456"/></svg>', 'Dot', [shapes]);
    await admin.post('/api/v1/colors', { name: 'Ink black', hex: '#111111', cmyk: [0, 0, 0, 100], group: 'Basics' });
    await admin.post('/api/v1/colors', { name: 'Sky', hex: '#3399ff', cmyk: [80, 40, 0, 0], group: 'Brand colours' });
    await admin.post('/api/v1/colors', { name: 'Loose', hex: '#abcdef' });
    await admin.post('/api/v1/text_style_cards', { name: 'Headline', fontFamily: 'Roboto', fontWeight: 700, fontSize: 28 });
  });
  afterAll(() => t.close());

  it('answers fonts, palette groups, text styles, clipart categories and limits, without a session', async () => {
    const res = await visitor.get('/wp-json/svc/v1/catalog');
    expect(res.status).toBe(200);
    expect(visitor.cookies.size).toBe(0);
    const { fonts, palette, text_styles, clipart_categories, limits } = res.body;
    const roboto = fonts.find((f: { family: string }) => f.family === 'Roboto');
    expect(roboto.variants).toContainEqual(expect.objectContaining({ weight: 700, style: 'normal', url: expect.stringMatching(/\/wp-json\/svc\/v1\/fonts\/files\/\d+\/roboto-latin-700-normal\.woff$/) }));
    // Every subset of a hosted family, latin first, with the range it is for.
    const bold = roboto.variants.find((v: { weight: number; style: string }) => v.weight === 700 && v.style === 'normal');
    expect(bold.files[0]).toEqual({ url: bold.url, subset: 'latin', unicode_range: expect.stringContaining('U+0000-00FF') });
    expect(bold.files.map((f: { url: string }) => f.url.replace(/^.*\//, ''))).toEqual(expect.arrayContaining(['roboto-latin-ext-700-normal.woff', 'roboto-vietnamese-700-normal.woff']));
    expect(res.body.fallback_fonts.map((f: { family: string }) => f.family)).toEqual(['Noto Sans', 'Noto Sans Symbols 2', 'Noto Sans Arabic', 'Noto Sans Hebrew', 'Noto Sans Devanagari', 'Noto Sans Thai', 'Noto Emoji']);
    expect(fonts.map((f: { family: string }) => f.family)).not.toContain('Noto Emoji');
    const emoji = await fetch(res.body.fallback_fonts.at(-1).variants[0].files[0].url.replace(/^https?:\/\/[^/]+/, t.url));
    expect(emoji.status).toBe(200);
    // The URL is the very file the server lays out with, and it is served.
    const file = await fetch(roboto.variants[0].url.replace(/^https?:\/\/[^/]+/, t.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('font/woff');
    expect(palette.groups).toEqual([
      { id: 'basics', name: 'Basics', colors: [expect.objectContaining({ name: 'Ink black', hex: '#111111', cmyk: [0, 0, 0, 100] })] },
      { id: 'brand-colours', name: 'Brand colours', colors: [expect.objectContaining({ name: 'Sky', hex: '#3399FF', cmyk: [80, 40, 0, 0] })] },
      { id: 'ungrouped', name: 'Colors', colors: [expect.objectContaining({ name: 'Loose', cmyk: null })] },
    ]);
    expect(text_styles).toEqual([expect.objectContaining({ name: 'Headline', fontFamily: 'Roboto', fontWeight: 700, fontSize: 28 })]);
    expect(clipart_categories).toEqual([
      { id: animals, name: 'Animals', parent_id: null, count: 0 },
      { id: birds, name: 'Birds', parent_id: animals, count: 1 },
      { id: shapes, name: 'Shapes', parent_id: null, count: 2 },
    ]);
    // The OpenAPI schema (and the client generated from it) describes the answer exactly.
    expect(Compile(CatalogSchema).Check(res.body)).toBe(true);
    expect(limits).toEqual({ upload_max_bytes: 20 * 1024 * 1024, upload_max_pixels: 50_000_000, upload_types: ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'], min_ppi: 0, low_resolution: 'block' });
  });

  it('revalidates with a strong ETag (304) and changes it when the catalog changes', async () => {
    const first = await visitor.get('/wp-json/svc/v1/catalog');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    const again = await visitor.request('GET', '/wp-json/svc/v1/catalog', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect((await visitor.request('GET', '/wp-json/svc/v1/catalog', { headers: { 'if-none-match': '"other", ' + etag } })).status).toBe(304);
    await admin.post('/api/v1/colors', { name: 'New', hex: '#000001', group: 'Basics' });
    const changed = await visitor.request('GET', '/wp-json/svc/v1/catalog', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body.palette.groups[0].colors.map((c: { name: string }) => c.name)).toEqual(['Ink black', 'New']);
  });

  it('lists cliparts by category and search, paginated, with refs, files and regions', async () => {
    const all = await visitor.get('/wp-json/svc/v1/catalog/cliparts');
    expect(all.body.map((c: { name: string }) => c.name)).toEqual(['Dot', 'Robin', 'Star']);
    expect(all.headers.get('x-wp-total')).toBe('3');
    expect(Compile(Type.Array(CatalogClipartSchema)).Check(all.body)).toBe(true);
    const starItem = all.body.find((c: { id: number }) => c.id === star);
    expect(starItem).toMatchObject({ ref: `clipart:${star}`, category_ids: [shapes], tags: ['sky'], format: 'svg', regions: [{ id: 'r1', color: '#FF0000' }, { id: 'r2', color: '#0000FF' }, { id: 'r3', color: '#00FF00' }, { id: 'r4', color: '#000000' }] });
    expect(Object.keys(starItem.regions[0])).toEqual(['id', 'color']);
    expect((await visitor.get(`/wp-json/svc/v1/catalog/cliparts?category=${shapes}`)).body.map((c: { name: string }) => c.name)).toEqual(['Dot', 'Star']);
    expect((await visitor.get(`/wp-json/svc/v1/catalog/cliparts?category=${animals}`)).body).toEqual([]);
    expect((await visitor.get('/wp-json/svc/v1/catalog/cliparts?search=garden')).body.map((c: { name: string }) => c.name)).toEqual(['Robin']);
    const page = await visitor.get('/wp-json/svc/v1/catalog/cliparts?per_page=2&page=2');
    expect(page.body.map((c: { name: string }) => c.name)).toEqual(['Star']);
    expect(page.headers.get('x-wp-totalpages')).toBe('2');
    const etag = page.headers.get('etag')!;
    expect((await visitor.request('GET', '/wp-json/svc/v1/catalog/cliparts?per_page=2&page=2', { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await visitor.get('/wp-json/svc/v1/catalog/cliparts?category=abc')).status).toBe(400);

    const robin = all.body.find((c: { name: string }) => c.name === 'Robin');
    const svg = await fetch(robin.url.replace(/^https?:\/\/[^/]+/, t.url));
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toContain('sandbox');
    const text = await svg.text();
    expect(text).not.toContain('script');
    const thumbnail = await fetch(robin.thumbnail_url.replace(/^https?:\/\/[^/]+/, t.url), { headers: { 'if-none-match': 'nope' } });
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    const cached = await fetch(robin.thumbnail_url.replace(/^https?:\/\/[^/]+/, t.url), { headers: { 'if-none-match': thumbnail.headers.get('etag')! } });
    expect(cached.status).toBe(304);
    expect((await visitor.get('/wp-json/svc/v1/catalog/cliparts/999999/file')).status).toBe(404);
  });

  it('answers a clipart as the design asset print and pricing read, region by region', async () => {
    const asset = await visitor.get(`/wp-json/svc/v1/catalog/cliparts/${star}/asset`);
    expect(asset.status).toBe(200);
    expect(asset.body).toEqual(await t.system.services.assets.loadClipart(`clipart:${star}`));
    expect(asset.body.width).toBeGreaterThan(0);
    const regions = new Set(clipartRegions(asset.body).map((region) => region.id));
    expect(regions.has('r1') && regions.has('r2')).toBe(true);
    expect((await visitor.request('GET', `/wp-json/svc/v1/catalog/cliparts/${star}/asset`, { headers: { 'if-none-match': asset.headers.get('etag')! } })).status).toBe(304);
    expect((await visitor.get('/wp-json/svc/v1/catalog/cliparts/999999/asset')).status).toBe(404);
  });

  it('is read-only', async () => {
    expect((await visitor.post('/wp-json/svc/v1/catalog', {})).body.code).toBe('rest_no_route');
    expect((await visitor.request('DELETE', '/wp-json/svc/v1/catalog/cliparts')).body.code).toBe('rest_no_route');
  });
});
