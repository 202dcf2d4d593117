import './shop.css';
import { followCartCount, refreshCartCount } from './cart-count.ts';
import { renderCartPage, renderCheckoutPage } from './cart-page.ts';
import { renderOrderPage } from './order-page.ts';
import { renderProductGrid, renderProductPage } from './product-pages.ts';

/**
 * The demo shop: `#/` products, `#/product/{id}` a product with the designer (`/line/{id}`: a cart
 * line being edited), `#/cart`, `#/checkout`, `#/order/{id}` the summary of a placed order.
 */
const page = document.getElementById('page')!;
const API = new URL('wp-json/svc/v1/', document.baseURI).href;

async function route(): Promise<void> {
  const path = location.hash.replace(/^#/, '') || '/';
  const product = /^\/product\/(\d+)(?:\/line\/(\d+))?/.exec(path);
  const order = /^\/order\/(\d+)/.exec(path);
  page.replaceChildren();
  try {
    if (product) await renderProductPage(page, API, Number(product[1]), product[2] ? Number(product[2]) : null);
    else if (order) await renderOrderPage(page, API, Number(order[1]));
    else if (path.startsWith('/cart')) await renderCartPage(page, API);
    else if (path.startsWith('/checkout')) await renderCheckoutPage(page, API);
    else if (!path.startsWith('/dcs-design=')) await renderProductGrid(page, API);
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
