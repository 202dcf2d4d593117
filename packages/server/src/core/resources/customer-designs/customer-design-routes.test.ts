import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpTestClient } from '../../../testing/http-test-client.ts';
import { startTestSystem, type TestSystem } from '../../../testing/test-system.ts';
import { expectAuthMatrix } from '../common/testing/auth-matrix.ts';
import { TWO_COLOR_SVG, designWith, textElement } from '../common/testing/design-fixtures.ts';
import { fileForm, pngOf } from '../common/testing/upload-fixtures.ts';

describe('customer designs (svc/v1 for customers, /api/v1 for admins)', () => {
  let t: TestSystem;
  let admin: HttpTestClient;
  let alice: HttpTestClient;
  let bob: HttpTestClient;
  let design: Record<string, unknown>;
  const raw = (path: string) => fetch(`${t.url}${path}`, { headers: { cookie: `dcs_admin=${admin.cookies.get('dcs_admin')}` } });

  beforeAll(async () => {
    t = await startTestSystem();
    admin = await t.admin();
    alice = t.client();
    bob = t.client();
    const mediaId = (await admin.request('POST', '/api/v1/media', { body: fileForm(await pngOf(300, 200, '#2E86C1'), 'photo.png') })).body.id;
    const clipartId = (await admin.request('POST', '/api/v1/cliparts', { body: fileForm(TWO_COLOR_SVG, 'c.svg') })).body.id;
    design = designWith([
      textElement('Team Alpha'),
      { id: 'photo', type: 'image', transform: { x: 10, y: 50, width: 60, height: 40, rotation: 0 }, media: `media:${mediaId}` },
      { id: 'logo', type: 'clipart', transform: { x: 100, y: 50, width: 50, height: 50, rotation: 0 }, clipart: `clipart:${clipartId}`, colors: { r1: '#FFCC00' } },
    ]);
  });
  afterAll(() => t.close());

  it('lets customers save, list, read, replace and delete only their own designs', async () => {
    const saved = await alice.post('/wp-json/svc/v1/designs', { name: 'My shirt', product_id: 3, design });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body).toMatchObject({ name: 'My shirt', product_id: 3, sides: 1, elements: 3, design: { schemaVersion: 3 } });
    expect(saved.body.created_at).toBeGreaterThan(0);
    expect(saved.body).not.toHaveProperty('sessionId');
    expect(saved.body).not.toHaveProperty('session_id');
    const id = saved.body.id;
    expect((await alice.get('/wp-json/svc/v1/designs')).body.map((d: { id: number }) => d.id)).toEqual([id]);
    expect((await bob.get('/wp-json/svc/v1/designs')).body).toEqual([]);
    expect((await bob.get(`/wp-json/svc/v1/designs/${id}`)).status).toBe(404);
    expect((await bob.request('PUT', `/wp-json/svc/v1/designs/${id}`, { json: { design } })).status).toBe(404);
    expect((await bob.request('DELETE', `/wp-json/svc/v1/designs/${id}`)).status).toBe(404);

    const replaced = await alice.request('PUT', `/wp-json/svc/v1/designs/${id}`, { json: { design: { ...design, name: 'Renamed' } } });
    expect(replaced.body).toMatchObject({ id, name: 'Renamed', product_id: null });
    expect((await alice.get(`/wp-json/svc/v1/designs/${id}`)).body.name).toBe('Renamed');
    // A version-1 document is migrated on save.
    const legacy = await alice.post('/wp-json/svc/v1/designs', { design: { name: 'Old', width: 100, height: 50, bleed: 2, elements: [] } });
    expect(legacy.body).toMatchObject({ name: 'Old', design: { schemaVersion: 3, sides: [{ id: 'front' }] } });
    expect((await alice.request('DELETE', `/wp-json/svc/v1/designs/${legacy.body.id}`)).body.deleted).toBe(true);
  });

  it('still takes the deprecated productId of v1 and answers the old names beside the snake_case ones', async () => {
    const saved = await alice.post('/wp-json/svc/v1/designs', { name: 'Old client', productId: 4, design });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ product_id: 4, productId: 4, created_at: saved.body.createdAt, updated_at: saved.body.updatedAt });
    const both = await alice.post('/wp-json/svc/v1/designs', { productId: 4, product_id: 5, design });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ code: 'rest_param_alias_conflict', message: 'productId is the deprecated name of product_id and was given with another value: send product_id only.' });
    expect((await alice.request('DELETE', `/wp-json/svc/v1/designs/${saved.body.id}`)).body.previous).toMatchObject({ product_id: 4, productId: 4 });
  });

  it('refuses invalid designs and bodies, naming the JSON path', async () => {
    const bad = await alice.post('/wp-json/svc/v1/designs', { design: designWith([textElement('x', { fontSize: -4 })]) });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'svc_design_invalid', data: { path: '$.sides[0].elements[0].fontSize' } });
    expect((await alice.post('/wp-json/svc/v1/designs', { design: 'nope' })).body.code).toBe('svc_design_invalid');
    expect((await alice.post('/wp-json/svc/v1/designs', { design, price: 1 })).status).toBe(400);
    expect((await alice.post('/wp-json/svc/v1/designs', { design, name: '' })).status).toBe(400);
    const tooMany = designWith(Array.from({ length: 1001 }, (_, i) => ({ id: `s${i}`, type: 'shape', shape: 'rectangle', transform: { x: 0, y: 0, width: 1, height: 1, rotation: 0 } })));
    expect((await alice.post('/wp-json/svc/v1/designs', { design: tooMany })).body.code).toBe('svc_design_invalid');
  });

  it('gives admins the list, search, view, SVG/PNG previews, print PDFs and delete', async () => {
    const id = (await bob.post('/wp-json/svc/v1/designs', { name: 'Bob mug', product_id: 7, design })).body.id;
    const list = await admin.get('/api/v1/customer_designs?search=mug');
    expect(list.body.map((d: { id: number }) => d.id)).toEqual([id]);
    expect(list.body[0].sessionId).toMatch(/.+/);
    expect((await admin.get('/api/v1/customer_designs?product=7')).body).toHaveLength(1);
    expect((await admin.get(`/api/v1/customer_designs?session=${list.body[0].sessionId}`)).body).toHaveLength(1);
    expect((await admin.get(`/api/v1/customer_designs/${id}`)).body.design.sides[0].elements).toHaveLength(3);

    const svg = await raw(`/api/v1/customer_designs/${id}/preview?format=svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    const svgText = await svg.text();
    expect(svgText).toContain('data:image/png;base64,');
    expect(svgText).toContain('fill="#FFCC00"');
    const png = await raw(`/api/v1/customer_designs/${id}/preview?width=400`);
    expect(await sharp(Buffer.from(await png.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 400, height: 300 });

    const proof = await raw(`/api/v1/customer_designs/${id}/pdf?mode=rgb`);
    expect(proof.headers.get('content-type')).toBe('application/pdf');
    expect(proof.headers.get('x-dcs-color-mode')).toBe('rgb');
    expect(Buffer.from(await proof.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // No printing method yet: mode=method has nothing to follow.
    expect((await admin.get(`/api/v1/customer_designs/${id}/pdf`)).body.code).toBe('svc_resource_invalid');
    await admin.post('/api/v1/printing/methods', { name: 'Digital', code: 'digital' });
    expect((await admin.get(`/api/v1/customer_designs/${id}/pdf`)).body.code).toBe('svc_resource_invalid');
    const cmykJpeg = await sharp(await pngOf(2, 2)).toColourspace('cmyk').withIccProfile('cmyk').jpeg().toBuffer();
    const icc = (await sharp(cmykJpeg).metadata()).icc!;
    expect((await admin.request('POST', '/api/v1/icc_profiles', { body: fileForm(icc, 'press.icc') })).status).toBe(201);
    const press = await raw(`/api/v1/customer_designs/${id}/pdf`);
    expect(press.status).toBe(200);
    expect(press.headers.get('x-dcs-color-mode')).toBe('cmyk');
    const bytes = Buffer.from(await press.arrayBuffer()).toString('latin1');
    expect(bytes).toContain('/OutputIntents');
    expect(bytes).toContain('/DeviceCMYK');

    expect((await admin.request('DELETE', `/api/v1/customer_designs/${id}`)).body.deleted).toBe(true);
    expect((await bob.get(`/wp-json/svc/v1/designs/${id}`)).status).toBe(404);
  });

  it('requires an admin session (and nonce) for the admin routes', async () => {
    const id = (await alice.post('/wp-json/svc/v1/designs', { design })).body.id;
    await expectAuthMatrix(t, admin, [
      { method: 'GET', path: '/api/v1/customer_designs' },
      { method: 'GET', path: `/api/v1/customer_designs/${id}` },
      { method: 'GET', path: `/api/v1/customer_designs/${id}/preview` },
      { method: 'GET', path: `/api/v1/customer_designs/${id}/pdf?mode=rgb` },
      { method: 'DELETE', path: `/api/v1/customer_designs/${id}` },
    ]);
    expect((await admin.get(`/api/v1/customer_designs/${id}`)).status).toBe(200);
  });
});
