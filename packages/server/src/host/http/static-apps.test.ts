import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStaticApp, registerStaticApps } from './static-apps.ts';

const SCRIPT = 'console.log("admin");'.repeat(200);

/** A built app as `scripts/build-apps.mjs` leaves it: hashed assets with compressed copies. */
function writeApp(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="./assets/index-AbCd1234.js"></script>');
  writeFileSync(join(dir, 'assets', 'index-AbCd1234.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'index-AbCd1234.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'index-AbCd1234.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dir, 'loader.js'), 'import("./assets/index-AbCd1234.js")');
  writeFileSync(join(dir, 'stale.css'), 'body{}');
  writeFileSync(join(dir, 'stale.css.gz'), gzipSync('old'));
  // A compressed copy older than its source is what an interrupted build leaves behind.
  utimesSync(join(dir, 'stale.css.gz'), new Date(1000), new Date(1000));
}

describe('built browser apps served by the host', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'dcs-static-'));
    writeApp(join(root, 'admin'));
    writeFileSync(join(root, 'secret.txt'), 'not served');
    app = Fastify();
    const index = await loadStaticApp(join(root, 'admin'));
    expect(await loadStaticApp(join(root, 'missing'))).toBeNull();
    registerStaticApps(app, {
      basePath: '/shop',
      apps: [{ mount: { name: 'admin', mount: '/admin/', dir: join(root, 'admin') }, index: index! }],
      notFound: (_request, reply) => reply.code(404).send({ code: 'rest_no_route' }),
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves hashed assets for a year, precompressed as the client accepts', async () => {
    const br = await app.inject({ url: '/shop/admin/assets/index-AbCd1234.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const refusedBr = await app.inject({ url: '/shop/admin/assets/index-AbCd1234.js', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refusedBr.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/shop/admin/assets/index-AbCd1234.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('has pages and stable names revalidated, answering 304 to a matching ETag', async () => {
    const page = await app.inject({ url: '/shop/admin/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const again = await app.inject({ url: '/shop/admin/', headers: { 'if-none-match': String(page.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const loader = await app.inject({ url: '/shop/admin/loader.js' });
    expect(loader.headers['cache-control']).toBe('no-cache');
    expect(loader.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers index.html for page addresses the app routes, and 404 for missing files', async () => {
    const deep = await app.inject({ url: '/shop/admin/print-queue/12?tab=files', headers: { accept: 'text/html,*/*' } });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<!doctype html>');
    expect((await app.inject({ url: '/shop/admin/assets/missing-AbCd1234.js', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/shop/admin/print-queue', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    const redirect = await app.inject({ url: '/shop/admin' });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/shop/admin/');
  });

  it('never serves a file outside the build, nor a stale compressed copy', async () => {
    for (const url of ['/shop/admin/../secret.txt', '/shop/admin/%2e%2e/secret.txt', '/shop/admin/assets/..%2f..%2fsecret.txt', '/shop/admin/%E0%A4%A']) {
      const res = await app.inject({ url });
      // A malformed escape is refused by Fastify itself (400) before any route runs.
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.body).not.toContain('not served');
    }
    const css = await app.inject({ url: '/shop/admin/stale.css', headers: { 'accept-encoding': 'gzip' } });
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body).toBe('body{}');
  });
});
