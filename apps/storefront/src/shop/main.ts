import { productIdOfPath } from '@dcs/platform/product-path';
import './shop.css';
import { followCartCount, refreshCartCount } from './cart-count.ts';
import { renderCartPage, renderCheckoutPage } from './cart-page.ts';
import { renderOrderPage } from './order-page.ts';
import { renderProductGrid, renderProductPage } from './product-pages.ts';

/**
 * The demo shop: `#/` products, `products/{id}-{slug}` a product with the designer (a real address,
 * with its own title and description from the server: packages/server/src/host/http/shop-product-pages.ts),
 * `#/product/{id}` the same page under its old address (`/line/{id}`: a cart line being edited),
 * `#/cart`, `#/checkout`, `#/order/{id}` the summary of a placed order.
 */
const page = document.getElementById('page')!;
const API = new URL('wp-json/svc/v1/', document.baseURI).href;
// The shop's own title, without a product's name the server may have put before it.
const SHOP_TITLE = document.title.split(' — ').pop()!;

async function route(): Promise<void> {
  // A hash route wins (the cart, an order, the old product addresses); else the page's own address.
  const hash = location.hash.startsWith('#/') ? location.hash.slice(1) : '';
  const own = /^products\/([^/?#]+)/.exec(location.pathname.slice(new URL(document.baseURI).pathname.length));
  const path = hash || '/';
  const product = /^\/product\/(\d+)(?:\/line\/(\d+))?/.exec(path);
  const order = /^\/order\/(\d+)/.exec(path);
  const productId = product ? Number(product[1]) : hash === '' && own ? productIdOfPath(own[1]!) : null;
  page.replaceChildren();
  try {
    if (productId !== null) {
      // On its own address the server wrote the product's name into the page: the heading shows it at once.
      const known = hash === '' ? document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null : null;
      const name = await renderProductPage(page, API, productId, product?.[2] ? Number(product[2]) : null, known);
      document.title = `${name} — ${SHOP_TITLE}`;
    } else if (own && hash === '') throw new Error('no such product');
    else if (order) await renderOrderPage(page, API, Number(order[1]));
    else if (path.startsWith('/cart')) await renderCartPage(page, API);
    else if (path.startsWith('/checkout')) await renderCheckoutPage(page, API);
    else if (!path.startsWith('/dcs-design=')) {
      document.title = SHOP_TITLE;
      await renderProductGrid(page, API);
    }
  } catch (error) {
    const p = document.createElement('p');
    p.className = 'error';
    p.setAttribute('role', 'alert');
    p.textContent = `The shop could not load this page: ${(error as Error).message}`;
    page.append(p);
  }
  page.focus({ preventScroll: true });
}

window.addEventListener('hashchange', () => {
  void route();
  if (!location.hash.startsWith('#/cart')) void refreshCartCount(API);
});
followCartCount(API);
void route();
