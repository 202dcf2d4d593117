import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpTestClient } from '../../../testing/http-test-client.ts';
import { startTestSystem, type TestSystem } from '../../../testing/test-system.ts';
import { expectAuthMatrix } from '../common/testing/auth-matrix.ts';

describe('printing methods resource', () => {
  let t: TestSystem;
  let admin: HttpTestClient;
  beforeAll(async () => {
    t = await startTestSystem();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  it('creates with defaults, merges patches, sorts tiers, refuses duplicate codes, lists and deletes', async () => {
    const dtg = await admin.post('/api/v1/printing/methods', {
      name: 'Direct to garment',
      code: 'dtg',
      output: { colorMode: 'rgb', resolutionDpi: 600, bleedMm: 0, cropMarks: false },
      pricing: { setupFee: 500, perSide: 300, quantityTiers: [{ minQuantity: 50, discountPercent: 10 }, { minQuantity: 10, discountPercent: 5 }] },
    });
    expect(dtg.status, JSON.stringify(dtg.body)).toBe(201);
    expect(dtg.body).toMatchObject({
      active: true,
      output: { colorMode: 'rgb', iccProfileId: null, resolutionDpi: 600 },
      pricing: { setupFee: 500, perSide: 300, perColor: 0, perAreaCm2: 0, quantityTiers: [{ minQuantity: 10 }, { minQuantity: 50 }] },
    });
    await admin.post('/api/v1/printing/methods', { name: 'Screen print', code: 'screen', pricing: { perColor: 120 } });
    expect((await admin.post('/api/v1/printing/methods', { name: 'Other', code: 'dtg' })).body.code).toBe('svc_resource_conflict');

    const patched = await admin.request('PATCH', `/api/v1/printing/methods/${dtg.body.id}`, { json: { output: { cropMarks: true }, pricing: { perAreaCm2: 0.5 } } });
    expect(patched.body).toMatchObject({ output: { colorMode: 'rgb', cropMarks: true }, pricing: { setupFee: 500, perAreaCm2: 0.5 } });
    expect((await admin.get('/api/v1/printing/methods?orderby=name&order=desc')).body.map((m: { code: string }) => m.code)).toEqual(['screen', 'dtg']);
    expect((await admin.get('/api/v1/printing/methods?search=garment')).body).toHaveLength(1);
    expect((await admin.request('DELETE', `/api/v1/printing/methods/${dtg.body.id}`)).status).toBe(200);
  });

  it('refuses bad input', async () => {
    for (const body of [
      { name: 'x', code: 'Bad Code' },
      { name: 'x', code: 'ok', output: { colorMode: 'hexachrome' } },
      { name: 'x', code: 'ok', output: { resolutionDpi: 10 } },
      { name: 'x', code: 'ok', pricing: { setupFee: -1 } },
      { name: 'x', code: 'ok', pricing: { quantityTiers: [{ minQuantity: 0, discountPercent: 5 }] } },
    ]) {
      expect((await admin.post('/api/v1/printing/methods', body)).status, JSON.stringify(body)).toBe(400);
    }
    const tiers = [{ minQuantity: 5, discountPercent: 1 }, { minQuantity: 5, discountPercent: 2 }];
    expect((await admin.post('/api/v1/printing/methods', { name: 'x', code: 'ok', pricing: { quantityTiers: tiers } })).body.code).toBe('svc_resource_invalid');
  });

  it('requires an admin session, and a valid nonce for changes', async () => {
    const id = (await admin.post('/api/v1/printing/methods', { name: 'Matrix', code: 'matrix' })).body.id;
    await expectAuthMatrix(t, admin, [
      { method: 'GET', path: '/api/v1/printing/methods' },
      { method: 'POST', path: '/api/v1/printing/methods', json: { name: 'x', code: 'x' } },
      { method: 'PATCH', path: `/api/v1/printing/methods/${id}`, json: { name: 'y' } },
      { method: 'DELETE', path: `/api/v1/printing/methods/${id}` },
    ]);
  });
});
