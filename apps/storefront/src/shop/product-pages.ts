import { productPath } from '@dcs/platform/product-path';
import { el, getJson, money, type Product } from './shop-api.ts';

/**
 * The quick personalization panel of a card, embedded as docs/storefront.md says. A product without
 * an assigned template hides its panel and keeps only the link to the designer.
 */
function quickPanel(product: Product, notice: HTMLElement): HTMLElement {
  const panel = document.createElement('dcs-quick-personalization');
  panel.setAttribute('product-id', String(product.id));
  panel.setAttribute('locale', document.documentElement.lang || 'en');
  panel.addEventListener('dcs-added-to-cart', () => {
    notice.replaceChildren(el('p', { class: 'notice' }, `${product.name} is in your cart. `, el('a', { href: '#/cart' }, 'Go to the cart')));
  });
  return panel;
}

/**
 * "Design your …": what the customer typed or chose in the card's quick panel goes along, handed to
 * the designer through its draft (as the panel's own "Customize more" does).
 */
function designLink(product: Product): HTMLElement {
  const link = el('a', { class: 'button', href: productPath(product) }, `Design your ${product.name}`);
  link.addEventListener('click', () => {
    const panel = link.closest('.card')?.querySelector('dcs-quick-personalization') as (HTMLElement & { model?: { touched: boolean; handOver(): void } | null }) | null;
    if (panel?.model?.touched) panel.model.handOver();
  });
  return link;
}

/** The product grid: each card with its quick personalization panel and a link to the full designer. */
export async function renderProductGrid(page: HTMLElement, api: string): Promise<void> {
  const products = await getJson<Product[]>(`${api}products?per_page=100`);
  const added = el('div', { 'aria-live': 'polite' });
  page.append(added,
    el('h1', {}, 'Products'),
    el('ul', { class: 'grid' }, ...products.map((product) =>
      el('li', { class: 'card' },
        el('h2', {}, product.name),
        el('p', { class: 'muted' }, `from ${money(product.base_price, product.currency)}`),
        // The link above the panel: the panel's form grows to its own height when it arrives,
        // and nothing of the card sits below it to be pushed down (no layout shift).
        designLink(product),
        quickPanel(product, added)))),
  );
}

/**
 * A product page: a heading and the designer, embedded exactly as docs/storefront.md says (the
 * loader script is in index.html). The designer goes on the page at once, as in a shop's own
 * product page, so it starts loading while the heading's product is fetched. Adding to the cart
 * shows a link to the cart; resolves with the product's name. With `cartLine` (the cart's "Edit design") the designer opens that line
 * (`cart-item`) and replaces it; the shop then returns to the cart.
 */
export async function renderProductPage(page: HTMLElement, api: string, id: number, cartLine: number | null = null, knownName: string | null = null): Promise<string> {
  const designer = document.createElement('dcs-designer');
  designer.setAttribute('product-id', String(id));
  designer.setAttribute('locale', document.documentElement.lang || 'en');
  if (cartLine !== null) designer.setAttribute('cart-item', String(cartLine));
  // The name the page already knows (its own address's og:title) from the first frame; the product's answer confirms it.
  const heading = el('h1', {}, knownName);
  const notice = el('div', { 'aria-live': 'polite' });
  designer.addEventListener('dcs-added-to-cart', () => {
    if (cartLine !== null) location.hash = '#/cart';
    else notice.replaceChildren(el('p', { class: 'notice' }, 'Added to your cart. ', el('a', { href: '#/cart' }, 'Go to the cart')));
  });
  // The designer's panels are headed by h3 (Options, Price, Layers…): an h2 for the designer keeps
  // the page's headings in order for screen readers (docs/storefront.md asks a host page the same).
  page.append(heading, notice, el('h2', { class: 'visually-hidden' }, 'Design it'), designer);
  try {
    heading.textContent = (await getJson<Product>(`${api}products/${id}`)).name;
    return heading.textContent;
  } catch (error) {
    designer.remove();
    throw error;
  }
}
