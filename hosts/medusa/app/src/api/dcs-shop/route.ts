import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils';

/** The page's script, read once (plain browser JavaScript beside this route). */
let script: string | null = null;

/**
 * The demo storefront: a plain page Medusa serves (`/dcs-shop`, `/dcs-shop?product=<id>`) with dcs's
 * `<dcs-quick-personalization>` on the grid and `<dcs-designer>` on a product page, their add to cart
 * going to Medusa's cart through the plugin's store route, and a one-step checkout with the system
 * payment provider. A real shop does the same in its own storefront.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const dcsUrl = (process.env.DCS_PUBLIC_URL ?? process.env.DCS_URL ?? '').replace(/\/?$/, '/');
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY);
  const [key] = await req.scope.resolve(Modules.API_KEY).listApiKeys({ type: 'publishable', title: 'dcs demo storefront' });
  const [region] = await req.scope.resolve(Modules.REGION).listRegions({ currency_code: 'eur' });
  const { data } = await query.graph({ entity: 'product', fields: ['id', 'title', 'metadata', 'variants.id'] });
  const products = data
    .filter((product) => product.metadata?.dcs_product_id)
    .map((product) => ({ id: product.id, title: product.title, variantId: product.variants?.[0]?.id, dcsProductId: Number(product.metadata!.dcs_product_id) }));
  const config = { dcsUrl, publishableKey: key?.token ?? '', regionId: region?.id ?? '', products };
  script ??= readFileSync(join(__dirname, 'shop-page.js'), 'utf8');
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Print shop on Medusa</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #f6f6f4; }
  header { display: flex; justify-content: space-between; align-items: center; padding: 12px 24px; background: #fff; border-bottom: 1px solid #ddd; }
  header a { color: inherit; text-decoration: none; font-weight: 600; }
  main { display: grid; grid-template-columns: minmax(0, 1fr) 320px; gap: 24px; padding: 24px; }
  .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); gap: 16px; }
  .card { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 16px; }
  .card h2 { font-size: 1.1rem; margin: 0 0 8px; }
  aside { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 16px; align-self: start; }
  aside table { width: 100%; border-collapse: collapse; font-size: 0.9rem; }
  aside td { padding: 4px 0; vertical-align: top; }
  aside td:last-child { text-align: right; white-space: nowrap; padding-left: 12px; }
  button { font: inherit; padding: 8px 14px; border-radius: 6px; border: 1px solid #1d1d1f; background: #1d1d1f; color: #fff; cursor: pointer; }
  button:disabled { opacity: 0.5; cursor: default; }
  input { font: inherit; padding: 6px 8px; width: 100%; box-sizing: border-box; margin: 4px 0 8px; }
  .error { color: #b00020; }
  dcs-quick-personalization:not(:defined) { display: block; min-height: 420px; }
  @media (max-width: 800px) { main { grid-template-columns: 1fr; } }
</style>
<script type="module" src="${dcsUrl}designer.js"></script>
</head>
<body>
<header><a href="/dcs-shop">Print shop <small>on Medusa</small></a><span id="cart-count" aria-live="polite">Cart (0)</span></header>
<main>
  <section id="content" aria-live="polite"></section>
  <aside aria-label="Cart">
    <h2>Cart</h2>
    <table><tbody id="cart-lines"><tr><td>Your cart is empty.</td></tr></tbody></table>
    <p id="cart-total"></p>
    <label for="email">Email</label>
    <input id="email" type="email" autocomplete="email" value="">
    <button type="button" id="place-order" disabled>Place order</button>
    <p id="checkout-status" role="status"></p>
  </aside>
</main>
<script type="application/json" id="shop-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>
<script type="module">${script}</script>
</body>
</html>`);
}
