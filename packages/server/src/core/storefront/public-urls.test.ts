import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSecurityHeaders } from '../../host/http/static-apps.ts';
import { startTestSystem, type TestSystem } from '../../testing/test-system.ts';
import { TWO_COLOR_SVG } from '../resources/common/testing/design-fixtures.ts';
import { fileForm, pngOf } from '../resources/common/testing/upload-fixtures.ts';

/** Every absolute URL in a JSON answer. */
const urlsIn = (text: string) => [...text.matchAll(/"(https?:\/\/[^"]+)"/g)].map((match) => match[1]!);

/**
 * The shop works under any host name: without DCS_BASE_URL, the URLs in the storefront's answers (fonts,
 * cliparts, uploads, mockups) are built on the host the request reached, so a shop opened as
 * http://127.0.0.1:PORT/ or under a LAN name loads them from where it came from; with it, they use the
 * configured URL and the pages allow that origin.
 */
describe('URLs in storefront answers', () => {
  let t: TestSystem;
  let configured: TestSystem;
  let uploadCookie: string;
  let uploadId: number;

  async function seed(system: TestSystem) {
    const admin = await system.admin();
    const clipart = await admin.request('POST', '/api/v1/cliparts', { body: fileForm(TWO_COLOR_SVG, 'star.svg') });
    expect(clipart.status, clipart.text).toBe(201);
  }

  beforeAll(async () => {
    t = await startTestSystem();
    configured = await startTestSystem({ env: { DCS_BASE_URL: 'https://designer.example.com' } });
    await seed(t);
    await seed(configured);
    const customer = t.client();
    const upload = await customer.request('POST', '/wp-json/svc/v1/uploads', { body: fileForm(await pngOf(30, 20), 'photo.png') });
    expect(upload.status, upload.text).toBe(201);
    uploadId = upload.body.id;
    uploadCookie = `dcs_session=${customer.cookies.get('dcs_session')}`;
  });
  afterAll(async () => {
    await t?.close();
    await configured?.close();
  });

  const answers = async (system: TestSystem, host: string, cookie = '') => {
    const get = (url: string) => system.system.http.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });
    const bodies = await Promise.all([get('/wp-json/svc/v1/catalog'), get('/wp-json/svc/v1/catalog/cliparts'), get('/wp-json/svc/v1/uploads')]);
    for (const body of bodies) expect(body.statusCode, body.body).toBe(200);
    return bodies.map((body) => body.body).join('\n');
  };

  it('are built on the host each request reached when no public URL is configured', async () => {
    for (const host of ['127.0.0.1:8080', 'shop.lan:3000', `localhost:${new URL(t.url).port}`]) {
      const urls = urlsIn(await answers(t, host, uploadCookie));
      // A font file, a clipart's file and thumbnail, the upload and its thumbnail.
      expect(urls.some((url) => url.includes('/fonts/'))).toBe(true);
      expect(urls.filter((url) => url.includes('/catalog/cliparts/')).length).toBeGreaterThanOrEqual(2);
      expect(urls).toContain(`http://${host}/wp-json/svc/v1/uploads/${uploadId}`);
      expect(urls.filter((url) => !url.startsWith(`http://${host}/wp-json/svc/v1/`))).toEqual([]);
    }
    // The URLs work: the font file and the clipart thumbnail answer on the host they name.
    const urls = urlsIn(await answers(t, new URL(t.url).host));
    for (const url of [urls.find((u) => u.includes('/fonts/'))!, urls.find((u) => u.endsWith('/thumbnail'))!]) {
      expect((await fetch(url)).status, url).toBe(200);
    }
  });

  it('use the configured public URL when there is one, and the pages allow its origin', async () => {
    const urls = urlsIn(await answers(configured, '192.168.1.20:8080'));
    expect(urls.length).toBeGreaterThan(2);
    expect(urls.filter((url) => !url.startsWith('https://designer.example.com/wp-json/svc/v1/'))).toEqual([]);
    const csp = pageSecurityHeaders(['https://designer.example.com'])['content-security-policy']!;
    for (const directive of ['img-src', 'font-src', 'connect-src']) expect(csp).toMatch(new RegExp(`${directive} 'self' https://designer\\.example\\.com`));
    const page = await configured.system.http.inject({ method: 'GET', url: '/', headers: { host: '192.168.1.20:8080', accept: 'text/html' } });
    if (String(page.headers['content-type']).startsWith('text/html')) expect(page.headers['content-security-policy']).toBe(csp);
  });
});
