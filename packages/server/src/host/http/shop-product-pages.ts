import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { productIdOfPath, productPath } from '@dcs/platform/product-path';
import type { StaticAppIndex } from './static-apps.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The demo shop's product pages at real addresses, `{base}/products/{id}-{slug}` (issue 38): the
 * shop's `index.html` with the product's own `<title>`, meta description and canonical link, so a
 * search engine or a shared link sees the product without running the page's script, and a `<base>`
 * so the page's relative script and asset URLs resolve from the shop's root. The product is read
 * through the public catalog route (`GET /wp-json/svc/v1/products/{id}`), as the page itself reads
 * it. An old or missing slug redirects (301) to the current address; an unknown product answers the
 * page with 404, an archived one with 410, and the page says so. The hash routes (`#/product/{id}`) go on working beside these.
 */
export function registerShopProductPages(
  app: FastifyInstance,
  options: { basePath: string; restRoot: string; origin: string; index: StaticAppIndex; pageHeaders: Record<string, string> },
): void {
  const { basePath, restRoot, origin, index, pageHeaders } = options;
  const page = index.get('index.html')!;
  let template: Promise<string> | null = null;

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).headers(pageHeaders).header('cache-control', 'no-cache').header('x-content-type-options', 'nosniff')
      .type('text/html; charset=utf-8').send(html);

  app.get(`${basePath}/products/:handle`, async (request: FastifyRequest<{ Params: { handle: string } }>, reply) => {
    template ??= readFile(page.path, 'utf8');
    const html = await template;
    const id = productIdOfPath(request.params.handle);
    const answer = id === null ? null : await app.inject({ method: 'GET', url: `${restRoot}/svc/v1/products/${id}`, headers: { accept: 'application/json' } });
    if (!answer || answer.statusCode !== 200) {
      // Unknown (404) or archived (410: gone for good, search engines drop it) as the catalog says; the page says which.
      const status = !answer ? 404 : answer.statusCode === 404 || answer.statusCode === 410 ? answer.statusCode : 503;
      return send(reply, status, withHead(html, basePath, null));
    }
    const product = answer.json() as { id: number; name: string };
    const path = productPath(product);
    if (`products/${request.params.handle}` !== path) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${basePath}/${path}${query}`, 301);
    }
    return send(reply, 200, withHead(html, basePath, {
      name: product.name,
      description: `Design your ${product.name} online: add your text, photos and logos, see them on the product, and see the price as you go.`,
      canonical: `${origin}${basePath}/${path}`,
    }));
  });
}

/** The shop page with a `<base>` (its relative URLs resolve from the shop's root) and, for a product, its title, description and canonical link. */
function withHead(html: string, basePath: string, product: { name: string; description: string; canonical: string } | null): string {
  let out = html.replace(/<head>/i, `<head><base href="${escapeHtml(`${basePath}/`)}">`);
  if (!product) return out;
  // og:title also lets the page show the product's name in its first frame, before its own request
  // for the product answers (the heading does not grow under the designer later: no layout shift).
  out = out.replace(/<title>([^<]*)<\/title>/i, (_all, shop: string) => `<title>${escapeHtml(product.name)} — ${shop}</title>`
    + `<meta name="description" content="${escapeHtml(product.description)}"><link rel="canonical" href="${escapeHtml(product.canonical)}">`
    + `<meta property="og:title" content="${escapeHtml(product.name)}"><meta property="og:description" content="${escapeHtml(product.description)}">`
    + `<meta property="og:url" content="${escapeHtml(product.canonical)}"><meta property="og:type" content="product">`);
  return out;
}
