import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { BrowserContext } from 'playwright-core';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/**
 * Answers the browser's requests for `{url}/admin/…` from a built admin app's directory instead of
 * the server (the API stays the server's): two builds, e.g. main's and a branch's, measured against
 * the same server and data, run after run. Both builds of a comparison are served this way, so they
 * are served alike (uncompressed, from the bench process).
 */
export async function serveBuild(context: BrowserContext, url: string, dist: string): Promise<void> {
  await context.route(`${url}/admin/**`, async (route) => {
    const file = join(dist, new URL(route.request().url()).pathname.slice('/admin/'.length) || 'index.html');
    if (!existsSync(file)) return route.fulfill({ status: 404 });
    await route.fulfill({ status: 200, body: readFileSync(file), headers: { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' } });
  });
}
