import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpTestClient } from '../../../testing/http-test-client.ts';
import { startTestSystem, type TestSystem } from '../../../testing/test-system.ts';
import { expectAuthMatrix } from '../common/testing/auth-matrix.ts';

describe('settings resource', () => {
  let t: TestSystem;
  let admin: HttpTestClient;
  beforeAll(async () => {
    t = await startTestSystem();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  it('reads the defaults, merges a patch field by field, and resets one setting', async () => {
    const initial = await admin.get('/api/v1/settings');
    expect(initial.status).toBe(200);
    expect(initial.body).toMatchObject({ customCss: '', sharing: { enabled: true }, uploadLimits: { maxFileBytes: 20 * 1024 * 1024, minPpi: 0 }, lowResolutionPhotos: 'block' });

    const patched = await admin.request('PATCH', '/api/v1/settings', {
      json: { customCss: '.designer { color: red }\n@import "local/theme.css";', sharing: { facebook: true }, uploadLimits: { minPpi: 150 } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.sharing).toMatchObject({ enabled: true, facebook: true, download: true });
    expect(patched.body.uploadLimits).toMatchObject({ minPpi: 150, maxFileBytes: 20 * 1024 * 1024 });
    expect((await admin.get('/api/v1/settings/customCss')).body).toContain('.designer');

    expect((await admin.request('DELETE', '/api/v1/settings/customCss')).status).toBe(200);
    expect((await admin.get('/api/v1/settings')).body.customCss).toBe('');
  });

  it('keeps the font fallback chain: families of the font library only, in order; a reset brings the default back', async () => {
    const defaults = (await admin.get('/api/v1/settings')).body.fontFallbacks;
    expect(defaults).toEqual(['Noto Sans', 'Noto Sans Symbols 2', 'Noto Sans Arabic', 'Noto Sans Hebrew', 'Noto Sans Devanagari', 'Noto Sans Thai', 'Noto Emoji']);
    const refused = await admin.request('PATCH', '/api/v1/settings', { json: { fontFallbacks: ['Noto Sans', 'Comic Sans MS'], sharing: { x: true } } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'svc_resource_invalid', message: expect.stringContaining('"Comic Sans MS" is not in the font library') });
    expect((await admin.get('/api/v1/settings')).body).toMatchObject({ fontFallbacks: defaults, sharing: { x: false } });
    expect((await admin.request('PATCH', '/api/v1/settings', { json: { fontFallbacks: ['Noto Sans', 'Noto Sans Symbols 2', 'Noto Sans Symbols 2'] } })).body.code).toBe('rest_invalid_param');
    const saved = await admin.request('PATCH', '/api/v1/settings', { json: { fontFallbacks: ['noto emoji', 'Lobster'] } });
    expect(saved.body.fontFallbacks).toEqual(['noto emoji', 'Lobster']);
    expect(await t.system.services.assets.fallbackFamilies()).toEqual(['noto emoji', 'Lobster']);
    expect((await admin.request('DELETE', '/api/v1/settings/fontFallbacks')).body).toEqual(defaults);
  });

  it.each([
    ['a closing style tag', 'a{}</STYLE><script>alert(1)</script>'],
    ['an @import of another site', '@import url("https://evil.example/x.css");'],
    ['a protocol-relative @import', "@import '//evil.example/x.css';"],
    ['an escaped @import', '@\\69mport "https://evil.example/x.css";'],
    ['an @import split by a comment', '@import/**/"http://evil.example/x.css";'],
  ])('refuses custom CSS with %s and keeps the old value', async (_name, css) => {
    await admin.request('PATCH', '/api/v1/settings', { json: { customCss: 'p{}' } });
    const refused = await admin.request('PATCH', '/api/v1/settings', { json: { customCss: css, sharing: { x: true } } });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('svc_custom_css_refused');
    const now = (await admin.get('/api/v1/settings')).body;
    expect(now.customCss).toBe('p{}');
    expect(now.sharing.x).toBe(false);
  });

  it('refuses bad input: too long CSS, unknown fields, wrong types, unknown setting names, empty patch', async () => {
    const long = await admin.request('PATCH', '/api/v1/settings', { json: { customCss: 'a'.repeat(64 * 1024 + 1) } });
    expect(long.body.code).toBe('rest_invalid_param');
    expect((await admin.request('PATCH', '/api/v1/settings', { json: { other: 1 } })).status).toBe(400);
    expect((await admin.request('PATCH', '/api/v1/settings', { json: { uploadLimits: { maxFileBytes: 'big' } } })).status).toBe(400);
    expect((await admin.request('PATCH', '/api/v1/settings', { json: { lowResolutionPhotos: 'sometimes' } })).status).toBe(400);
    expect((await admin.request('PATCH', '/api/v1/settings', { json: { uploadLimits: { allowedTypes: ['text/html'] } } })).status).toBe(400);
    expect((await admin.request('PATCH', '/api/v1/settings', { json: {} })).status).toBe(400);
    expect((await admin.get('/api/v1/settings/nope')).status).toBe(400);
  });

  it('requires an admin session, and a valid nonce for changes', async () => {
    await expectAuthMatrix(t, admin, [
      { method: 'GET', path: '/api/v1/settings' },
      { method: 'PATCH', path: '/api/v1/settings', json: { customCss: 'x{}' } },
      { method: 'DELETE', path: '/api/v1/settings/customCss' },
    ]);
  });
});
