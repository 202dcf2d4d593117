import './shop.css';
import { renderCartPage, renderCheckoutPage } from './cart-page.ts';
import { renderProductGrid, renderProductPage } from './product-pages.ts';

/** The demo shop: `#/` products, `#/product/{id}` a product with the designer, `#/cart`, `#/checkout`. */
const page = document.getElementById('page')!;
const API = new URL('wp-json/svc/v1/', document.baseURI).href;

async function route(): Promise<void> {
  const path = location.hash.replace(/^#/, '') || '/';
  const product = /^\/product\/(\d+)/.exec(path);
  page.replaceChildren();
  try {
    if (product) await renderProductPage(page, API, Number(product[1]));
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

window.addEventListener('hashchange', () => void route());
void route();
