import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpTestClient } from '../../../testing/http-test-client.ts';
import { startTestSystem, type TestSystem } from '../../../testing/test-system.ts';
import { expectAuthMatrix } from '../common/testing/auth-matrix.ts';
import { fileForm, shippedIccProfile } from '../common/testing/upload-fixtures.ts';

describe('ICC profiles resource', () => {
  let t: TestSystem;
  let admin: HttpTestClient;
  const upload = (bytes: Buffer, name = 'profile.icc') => admin.request('POST', '/api/v1/icc_profiles', { body: fileForm(bytes, name) });
  beforeAll(async () => {
    t = await startTestSystem();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  it('uploads profiles, reads header and description, moves the default, serves the file and deletes', async () => {
    const cmyk = await upload(await shippedIccProfile('cmyk'), 'press.icm');
    expect(cmyk.status, JSON.stringify(cmyk.body)).toBe(201);
    expect(cmyk.body).toMatchObject({ profileClass: 'prtr', colorSpace: 'CMYK', pcs: expect.any(String), isDefault: true, filename: 'press.icm' });
    expect(cmyk.body.description.length).toBeGreaterThan(0);
    expect(cmyk.body.name).toBe(cmyk.body.description);
    const srgb = await upload(await shippedIccProfile('srgb'));
    expect(srgb.body).toMatchObject({ profileClass: 'mntr', colorSpace: 'RGB', isDefault: false });

    const moved = await admin.request('PATCH', `/api/v1/icc_profiles/${srgb.body.id}`, { json: { isDefault: true, name: 'Screen' } });
    expect(moved.body).toMatchObject({ isDefault: true, name: 'Screen' });
    expect((await admin.get(`/api/v1/icc_profiles/${cmyk.body.id}`)).body.isDefault).toBe(false);
    expect((await admin.get('/api/v1/icc_profiles?search=screen')).body).toHaveLength(1);

    const file = await fetch(`${t.url}/api/v1/icc_profiles/${cmyk.body.id}/file`, { headers: { cookie: `dcs_admin=${admin.cookies.get('dcs_admin')}` } });
    expect(Buffer.from(await file.arrayBuffer()).toString('latin1', 36, 40)).toBe('acsp');

    const method = (await admin.post('/api/v1/printing/methods', { name: 'Offset', code: 'offset', output: { iccProfileId: cmyk.body.id } })).body;
    expect((await admin.request('DELETE', `/api/v1/icc_profiles/${cmyk.body.id}`)).body.data.usedBy).toEqual([{ type: 'printing_method', id: method.id, name: 'Offset' }]);
    expect((await admin.request('DELETE', `/api/v1/icc_profiles/${srgb.body.id}`)).status).toBe(200);
  });

  it('refuses a wrong signature, a wrong size, a broken tag table and non-profiles, storing nothing', async () => {
    const good = await shippedIccProfile('srgb');
    const before = (await admin.get('/api/v1/icc_profiles')).headers.get('x-wp-total');
    const wrongSignature = Buffer.from(good);
    wrongSignature.write('xxxx', 36, 'latin1');
    const wrongSize = Buffer.concat([good, Buffer.alloc(10)]);
    const brokenTags = Buffer.from(good);
    brokenTags.writeUInt32BE(good.length, 132 + 4);
    const badClass = Buffer.from(good);
    badClass.write('zzzz', 12, 'latin1');
    for (const [bytes, reason] of [
      [wrongSignature, /acsp/],
      [wrongSize, /bytes/],
      [brokenTags, /tag 0/],
      [badClass, /class/],
      [Buffer.from('hello'), /shorter/],
    ] as const) {
      const response = await upload(bytes);
      expect(response.status).toBe(422);
      expect(response.body.code).toBe('svc_icc_profile_invalid');
      expect(response.body.message).toMatch(reason);
    }
    expect((await admin.get('/api/v1/icc_profiles')).headers.get('x-wp-total')).toBe(before);
    const keys = [];
    for await (const object of t.system.services.storage.list('icc/')) keys.push(object.key);
    expect(keys).toHaveLength(Number(before));
  });

  it('requires an admin session, and a valid nonce for changes', async () => {
    const id = (await upload(await shippedIccProfile('srgb'))).body.id;
    await expectAuthMatrix(t, admin, [
      { method: 'GET', path: '/api/v1/icc_profiles' },
      { method: 'POST', path: '/api/v1/icc_profiles', body: fileForm(Buffer.from('x'), 'a.icc') },
      { method: 'PATCH', path: `/api/v1/icc_profiles/${id}`, json: { isDefault: true } },
      { method: 'DELETE', path: `/api/v1/icc_profiles/${id}` },
    ]);
  });
});
